import { BSON, type Document } from 'bson';
import { decodeDocument } from './bson-decode';

/**
 * A document kept as its BSON bytes (docs/decisions/120-documents-kept-as-bson.md): stored documents are, and
 * reads hand them to the wire as they are, without decoding and encoding them again. bson's serializer calls
 * `toBSON`, so one that reaches `BSON.serialize` (or `calculateObjectSize`) still writes the same document.
 */
export class RawDocument {
  constructor(protected readonly stored: Uint8Array) {}

  /** The document's whole BSON. */
  get bytes(): Uint8Array {
    return this.stored;
  }

  /** The length of `bytes`, without making them. */
  get byteLength(): number {
    return this.stored.length;
  }

  decode(): Document {
    return decodeDocument(this.bytes);
  }

  toBSON(): Document {
    return this.decode();
  }
}

/** The BSON bytes of `doc`, with the raw documents it holds copied in as they are. */
export function encodeDocument(doc: Document): Uint8Array {
  return hasRaw(doc, 0) ? encodeFields(Object.entries(doc)) : BSON.serialize(doc);
}

/** How deep raw documents may sit: a reply's cursor batch, a journal batch's records. */
const maxRawDepth = 3;

/** Whether a raw document sits in `value` (a document or array), as a field, an element or deeper. */
function hasRaw(value: Document | unknown[], depth: number): boolean {
  const items = Array.isArray(value) ? value : Object.values(value);
  for (const item of items) {
    if (item instanceof RawDocument) return true;
    if (depth < maxRawDepth && isContainer(item) && hasRaw(item, depth + 1)) return true;
  }
  return false;
}

function isContainer(value: unknown): value is Document | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object' || value instanceof Date) return false;
  return (value as { _bsontype?: unknown })._bsontype === undefined && !(value instanceof RegExp);
}

const docType = 0x03;
const arrayType = 0x04;

/** A BSON document from its fields: raw documents copied in, the rest through the bson package. */
function encodeFields(fields: Array<[string, unknown]>): Buffer {
  const parts: Uint8Array[] = [];
  let size = 4 + 1;
  const push = (part: Uint8Array) => {
    parts.push(part);
    size += part.length;
  };
  for (const [name, value] of fields) {
    if (value instanceof RawDocument) {
      push(elementHead(docType, name));
      push(value.bytes);
    } else if (isContainer(value) && hasRaw(value, 0)) {
      const array = Array.isArray(value);
      push(elementHead(array ? arrayType : docType, name));
      push(
        encodeFields(array ? value.map((item, i) => [String(i), item]) : Object.entries(value as Document)),
      );
    } else {
      // one field serialised alone: its element is the document less the length prefix and terminator
      const alone = BSON.serialize({ [name]: value });
      push(alone.subarray(4, alone.length - 1));
    }
  }
  const out = Buffer.allocUnsafe(size);
  out.writeInt32LE(size, 0);
  let at = 4;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  out[at] = 0;
  return out;
}

function elementHead(type: number, name: string): Buffer {
  const length = Buffer.byteLength(name);
  const head = Buffer.allocUnsafe(length + 2);
  head[0] = type;
  head.write(name, 1, 'utf8');
  head[length + 1] = 0;
  return head;
}
