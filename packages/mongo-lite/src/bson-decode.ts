import { BSON, type Document } from 'bson';

/** Values stay as BSON wrappers (Double, Int32, Long...) so they round-trip exactly. */
const deserializeOptions = { promoteValues: false, bsonRegExp: true } as const;

const dbRefKey = Buffer.from('$ref\0');

/**
 * Decodes one BSON document as MongoDB sees it. The bson package turns every subdocument made of `$ref`, `$id`,
 * an optional `$db` and other plain fields into a DBRef object, which forgets the field order (it serialises
 * back as $ref, $id, $db, then the rest). MongoDB keeps those documents as they came, and its rules on
 * `$`-prefixed names depend on that order, so such documents are rebuilt as plain objects in their stored order.
 */
export function decodeDocument(bytes: Uint8Array): Document {
  const doc = BSON.deserialize(bytes, deserializeOptions);
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // no `$ref` field name anywhere: nothing became a DBRef (the common case costs one byte search)
  if (buf.indexOf(dbRefKey) < 0) return doc;
  return restoreDocument(doc, buf, 0) as Document;
}

export interface Element {
  type: number;
  name: string;
  /** offset of the element's value */
  at: number;
}

/** The elements of the BSON document (or array) starting at `offset`, in stored order. */
export function elementsAt(buf: Buffer, offset: number): Element[] {
  const end = offset + buf.readInt32LE(offset) - 1;
  const out: Element[] = [];
  let pos = offset + 4;
  while (pos < end) {
    const type = buf[pos];
    const nameEnd = buf.indexOf(0, pos + 1);
    const name = buf.toString('utf8', pos + 1, nameEnd);
    const at = nameEnd + 1;
    out.push({ type, name, at });
    pos = at + valueSize(buf, type, at);
  }
  return out;
}

/**
 * The value of one element (its type, name and value offset as elementsAt gives them), decoded alone: as the
 * one field of a document made of that element.
 */
export function decodeElement(buf: Buffer, element: Element): unknown {
  const { type, name, at } = element;
  if (type === 0x02) return buf.toString('utf8', at + 4, at + valueSize(buf, type, at) - 1);
  if (type === 0x04) {
    const strings = stringArrayAt(buf, at);
    if (strings) return strings;
  }
  const start = at - Buffer.byteLength(name) - 2;
  const end = at + valueSize(buf, type, at);
  const alone = Buffer.allocUnsafe(4 + (end - start) + 1);
  alone.writeInt32LE(alone.length, 0);
  buf.copy(alone, 4, start, end);
  alone[alone.length - 1] = 0;
  return decodeDocument(alone)[name];
}

/**
 * The array at `at` when every element of it is a string (a word list), read straight from the bytes as the
 * bson package reads them; undefined for any other array. The bson package ignores an array's element names
 * too, taking its elements in stored order.
 */
function stringArrayAt(buf: Buffer, at: number): string[] | undefined {
  const end = at + buf.readInt32LE(at) - 1;
  const out: string[] = [];
  let pos = at + 4;
  while (pos < end) {
    if (buf[pos] !== 0x02) return undefined;
    const value = buf.indexOf(0, pos + 1) + 1;
    const length = buf.readInt32LE(value);
    out.push(buf.toString('utf8', value + 4, value + 3 + length));
    pos = value + 4 + length;
  }
  return out;
}

/** The names of a set of fields as UTF-8 bytes, made once per set. */
const namesAsBytes = new WeakMap<ReadonlySet<string>, Array<{ name: string; bytes: Buffer }>>();

/** The names as UTF-8 bytes, kept per set (a read's field names are one set for all its documents). */
function namesInBytes(names: ReadonlySet<string>): Array<{ name: string; bytes: Buffer }> {
  let wanted = namesAsBytes.get(names);
  if (!wanted) {
    wanted = [...names].map((name) => ({ name, bytes: Buffer.from(name, 'utf8') }));
    namesAsBytes.set(names, wanted);
  }
  return wanted;
}

/**
 * Calls `visit` with each top-level element of the document named in `names`, in document order: its name,
 * type, where it starts, where its value starts and where the next element starts. The other elements are
 * stepped over by their sizes, their names compared as bytes, without making a string of each.
 */
export function eachNamed(
  buf: Buffer,
  names: ReadonlySet<string>,
  visit: (name: string, type: number, start: number, at: number, next: number) => void,
): void {
  const wanted = namesInBytes(names);
  const end = buf.readInt32LE(0) - 1;
  let pos = 4;
  while (pos < end) {
    const type = buf[pos];
    const nameEnd = buf.indexOf(0, pos + 1);
    const at = nameEnd + 1;
    const next = at + valueSize(buf, type, at);
    const length = nameEnd - pos - 1;
    for (let i = 0; i < wanted.length; i++) {
      const { name, bytes: nameBytes } = wanted[i];
      if (nameBytes.length !== length) continue;
      if (length > 0 && nameBytes[0] !== buf[pos + 1]) continue;
      if (buf.compare(nameBytes, 0, length, pos + 1, nameEnd) !== 0) continue;
      visit(name, type, pos, at, next);
      break;
    }
    pos = next;
  }
}

const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The top-level fields of a document named in `names`, decoded without the rest (reading a store decodes only
 * what its indexes need of each document; a search tests its candidates' name words alone).
 */
export function decodeFields(bytes: Uint8Array, names: ReadonlySet<string>): Document {
  const buf = bufferOf(bytes);
  const out: Document = {};
  eachNamed(buf, names, (name, type, _start, at) => {
    out[name] = decodeElement(buf, { type, name, at });
  });
  return out;
}

/**
 * The document's bytes less its top-level elements named in `names`, in the same order, without decoding it
 * (a find that leaves out a product's search words); the same bytes when none of them is there.
 */
export function withoutFields(bytes: Uint8Array, names: ReadonlySet<string>): Uint8Array {
  const buf = bufferOf(bytes);
  // the [start, end) of each element left out
  const cuts: number[] = [];
  eachNamed(buf, names, (_name, _type, start, _at, next) => cuts.push(start, next));
  if (cuts.length === 0) return bytes;
  const out = Buffer.allocUnsafe(lengthWithout(buf.length, cuts));
  writeWithout(out, 0, buf, cuts);
  return out;
}

/** The length of a document of `length` bytes less its elements `[cuts[i], cuts[i + 1])`. */
function lengthWithout(length: number, cuts: readonly number[]): number {
  for (let i = 0; i < cuts.length; i += 2) length -= cuts[i + 1] - cuts[i];
  return length;
}

/**
 * Writes the document `bytes` less its elements `[cuts[i], cuts[i + 1])` (in document order) at `pos` of `out`,
 * with its new length.
 */
export function writeWithout(out: Buffer, pos: number, bytes: Uint8Array, cuts: readonly number[]): void {
  const buf = bufferOf(bytes);
  out.writeInt32LE(lengthWithout(buf.length, cuts), pos);
  let from = 4;
  let to = pos + 4;
  for (let i = 0; i < cuts.length; i += 2) {
    to += buf.copy(out, to, from, cuts[i]);
    from = cuts[i + 1];
  }
  buf.copy(out, to, from);
}

/** Bytes taken by the value of an element of `type` starting at `at`. */
export function valueSize(buf: Buffer, type: number, at: number): number {
  switch (type) {
    case 0x01: // double
    case 0x09: // date
    case 0x11: // timestamp
    case 0x12: // int64
      return 8;
    case 0x02: // string
    case 0x0d: // code
    case 0x0e: // symbol
      return 4 + buf.readInt32LE(at);
    case 0x03: // document
    case 0x04: // array
    case 0x0f: // code with scope
      return buf.readInt32LE(at);
    case 0x05: // binary: length, subtype, bytes
      return 5 + buf.readInt32LE(at);
    case 0x06: // undefined
    case 0x0a: // null
    case 0x7f: // max key
    case 0xff: // min key
      return 0;
    case 0x07: // ObjectId
      return 12;
    case 0x08: // boolean
      return 1;
    case 0x0b: {
      // regex: pattern and options, two C strings
      const patternEnd = buf.indexOf(0, at);
      return buf.indexOf(0, patternEnd + 1) + 1 - at;
    }
    case 0x0c: // DBPointer: string then ObjectId
      return 4 + buf.readInt32LE(at) + 12;
    case 0x10: // int32
      return 4;
    case 0x13: // decimal128
      return 16;
    default:
      throw new Error(`unknown BSON element type ${type}`);
  }
}

/** `value` (decoded from the document at `offset`) with every DBRef made from a subdocument put back in order. */
function restoreDocument(value: unknown, buf: Buffer, offset: number): unknown {
  const elements = elementsAt(buf, offset);
  if ((value as { _bsontype?: string })._bsontype === 'DBRef') {
    const ref = value as { collection: string; oid: unknown; db?: string; fields: Document };
    const out: Document = {};
    for (const { type, name, at } of elements) {
      const field =
        name === '$ref'
          ? ref.collection
          : name === '$id'
            ? ref.oid
            : name === '$db'
              ? ref.db
              : ref.fields[name];
      define(out, name, restoreValue(field, buf, type, at));
    }
    return out;
  }
  const container = value as Record<string, unknown>;
  for (const { type, name, at } of elements) {
    if (type !== 0x03 && type !== 0x04) continue;
    const restored = restoreValue(container[name], buf, type, at);
    if (restored !== container[name]) define(container, name, restored);
  }
  return value;
}

function restoreValue(value: unknown, buf: Buffer, type: number, at: number): unknown {
  return (type === 0x03 || type === 0x04) && value !== null && typeof value === 'object'
    ? restoreDocument(value, buf, at)
    : value;
}

/** Sets a field without treating `__proto__` as the prototype (the bson decoder keeps it a field too). */
function define(target: Record<string, unknown>, name: string, value: unknown): void {
  Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
}
