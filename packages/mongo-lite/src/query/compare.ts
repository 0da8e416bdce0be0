import { ObjectId, type Binary, type BSONRegExp, type Code, type Timestamp } from 'bson';
import { bsonTypeOf, EMPTY_ARRAY_KEY, TypeRank, typeRank } from './bson-types';
import { compareNumbers, numberKey } from './numbers';

/** A character at or above the surrogates, where UTF-16 order and code point order may part. */
const highUnit = /[\ud800-\uffff]/;

/**
 * UTF-8 byte order equals code point order; JS compares UTF-16 code units, which differs only when a
 * surrogate (astral character) meets U+E000..U+FFFF. Remapping the two ranges fixes that. Strings without
 * such a unit in one of them (English, Arabic) compare natively, which index builds do millions of times.
 */
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  if (!highUnit.test(a) || !highUnit.test(b)) return a < b ? -1 : 1;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x < y ? -1 : 1;
  }
  return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
}

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : String((value as { value: string }).value);
}

function sign(n: number): number {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return sign(a.length - b.length);
}

/** bson 7 keeps an ObjectId's 12 bytes as four 24-bit numbers (`.id` builds a new buffer on every read). */
interface ObjectIdParts {
  i0?: unknown;
  i1: number;
  i2: number;
  i3: number;
}

/**
 * ObjectIds in byte order. Index builds and walks compare them millions of times, so the bson package's
 * internal fields are compared when present (checked, since they are not its public API), else its bytes.
 */
function compareObjectIds(a: ObjectId, b: ObjectId): number {
  const x = a as unknown as ObjectIdParts;
  const y = b as unknown as ObjectIdParts;
  if (typeof x.i0 === 'number' && typeof y.i0 === 'number') {
    if (x.i0 !== y.i0) return x.i0 < y.i0 ? -1 : 1;
    if (x.i1 !== y.i1) return x.i1 < y.i1 ? -1 : 1;
    if (x.i2 !== y.i2) return x.i2 < y.i2 ? -1 : 1;
    return x.i3 < y.i3 ? -1 : x.i3 > y.i3 ? 1 : 0;
  }
  return compareBytes(a.id, b.id);
}

function binaryBytes(b: Binary): Uint8Array {
  return b.buffer.subarray(0, b.position);
}

function regexParts(value: unknown): [string, string] {
  if (value instanceof RegExp) return [value.source, value.flags];
  const r = value as BSONRegExp;
  return [r.pattern, r.options];
}

function entriesOf(value: object): [string, unknown][] {
  if (bsonTypeOf(value) === 'DBRef') {
    const ref = value as { toJSON(): Record<string, unknown> };
    return Object.entries(ref.toJSON());
  }
  return Object.entries(value);
}

/** Documents compare element by element: canonical type first, then field name, then value. */
function compareEntries(a: [string, unknown][], b: [string, unknown][]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const [ka, va] = a[i];
    const [kb, vb] = b[i];
    const t = typeRank(va) - typeRank(vb);
    if (t !== 0) return sign(t);
    const k = compareStrings(ka, kb);
    if (k !== 0) return k;
    const v = compareValues(va, vb);
    if (v !== 0) return v;
  }
  return sign(a.length - b.length);
}

/** The JS number of an Int32 or Double wrapper (the common case worth a fast path), else undefined. */
function smallNumber(v: unknown): number | undefined {
  const t = (v as { _bsontype?: string } | null)?._bsontype;
  return t === 'Int32' || t === 'Double' ? (v as { value: number }).value : undefined;
}

export function compareValues(a: unknown, b: unknown): number {
  const x = smallNumber(a);
  if (x !== undefined) {
    const y = smallNumber(b);
    if (y !== undefined && !Number.isNaN(x) && !Number.isNaN(y)) return x < y ? -1 : x > y ? 1 : 0;
  }
  if (typeof a === 'string' && typeof b === 'string') return compareStrings(a, b);
  // the other kinds of index keys met most, before the general type dispatch
  if (a instanceof ObjectId && b instanceof ObjectId) return compareObjectIds(a, b);
  if (a instanceof Date && b instanceof Date) return sign(a.getTime() - b.getTime());
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case TypeRank.MinKey:
    case TypeRank.MaxKey:
    case TypeRank.Null:
    case TypeRank.Undefined:
      return 0;
    case TypeRank.Number:
      return compareNumbers(a, b);
    case TypeRank.String:
      return compareStrings(stringOf(a), stringOf(b));
    case TypeRank.Object:
      return compareEntries(entriesOf(a as object), entriesOf(b as object));
    case TypeRank.Array: {
      const x = a as unknown[];
      const y = b as unknown[];
      return compareEntries(
        x.map((v, i) => [String(i), v]),
        y.map((v, i) => [String(i), v]),
      );
    }
    case TypeRank.BinData: {
      // MongoDB: length first, then subtype, then bytes.
      const x = a as Binary;
      const y = b as Binary;
      const bx = binaryBytes(x);
      const by = binaryBytes(y);
      if (bx.length !== by.length) return sign(bx.length - by.length);
      if (x.sub_type !== y.sub_type) return sign(x.sub_type - y.sub_type);
      return compareBytes(bx, by);
    }
    case TypeRank.ObjectId:
      return compareObjectIds(a as ObjectId, b as ObjectId);
    case TypeRank.Boolean:
      return sign(Number(a) - Number(b));
    case TypeRank.Date:
      return sign((a as Date).getTime() - (b as Date).getTime());
    case TypeRank.Timestamp: {
      // Timestamps are unsigned 64-bit values.
      const x = BigInt((a as Timestamp).toString());
      const y = BigInt((b as Timestamp).toString());
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case TypeRank.RegExp: {
      const [pa, fa] = regexParts(a);
      const [pb, fb] = regexParts(b);
      return compareStrings(pa, pb) || compareStrings(fa, fb);
    }
    case TypeRank.Code:
      return compareStrings((a as Code).code, (b as Code).code);
    default:
      return 0;
  }
}

export function valuesEqual(a: unknown, b: unknown): boolean {
  return compareValues(a, b) === 0;
}

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}

export function canonicalKey(value: unknown): string {
  switch (typeRank(value)) {
    case TypeRank.MinKey:
      return 'm';
    case TypeRank.MaxKey:
      return 'M';
    case TypeRank.Null:
      return 'n';
    case TypeRank.Undefined:
      return 'u';
    case TypeRank.Number:
      return '#' + numberKey(value);
    case TypeRank.String:
      return 's' + JSON.stringify(stringOf(value));
    case TypeRank.Object:
      return (
        '{' +
        entriesOf(value as object)
          .map(([k, v]) => JSON.stringify(k) + ':' + canonicalKey(v))
          .join(',') +
        '}'
      );
    case TypeRank.Array:
      return '[' + (value as unknown[]).map(canonicalKey).join(',') + ']';
    case TypeRank.BinData: {
      const b = value as Binary;
      return `b${b.sub_type}:${hex(binaryBytes(b))}`;
    }
    case TypeRank.ObjectId:
      return 'o' + (value as ObjectId).toHexString();
    case TypeRank.Boolean:
      return value ? 'T' : 'F';
    case TypeRank.Date:
      return 'd' + (value as Date).getTime();
    case TypeRank.Timestamp:
      return 't' + (value as Timestamp).toString();
    case TypeRank.RegExp:
      return 'r' + JSON.stringify(regexParts(value));
    case TypeRank.Code:
      return 'c' + JSON.stringify((value as Code).code);
    default:
      return '?';
  }
}

export { EMPTY_ARRAY_KEY };
