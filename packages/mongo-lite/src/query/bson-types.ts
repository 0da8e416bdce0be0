import type { Document } from 'bson';

/**
 * Type inspection of the canonical value representation (bson 7 objects from
 * `deserialize(..., { promoteValues: false, bsonRegExp: true })`). We look at `_bsontype` rather than
 * `instanceof` so values built by another copy of the bson package are still recognised.
 */
export function bsonTypeOf(value: unknown): string | undefined {
  if (value !== null && typeof value === 'object') {
    const t = (value as { _bsontype?: unknown })._bsontype;
    return typeof t === 'string' ? t : undefined;
  }
  return undefined;
}

/** A document-like value: a plain object (not an array, Date or BSON wrapper). */
export function isPlainObject(value: unknown): value is Document {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    !(value instanceof RegExp) &&
    bsonTypeOf(value) === undefined
  );
}

export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return true;
  const t = bsonTypeOf(value);
  return t === 'Int32' || t === 'Double' || t === 'Long' || t === 'Decimal128';
}

export function isRegex(value: unknown): boolean {
  return value instanceof RegExp || bsonTypeOf(value) === 'BSONRegExp';
}

/**
 * MongoDB's canonical type order (canonicalizeBSONType): missing and null share a slot; all numbers share
 * one; strings and symbols share one. An empty array used as a sort key is "undefined", just below null.
 */
export const TypeRank = {
  MinKey: 1,
  Undefined: 2,
  Null: 3,
  Number: 4,
  String: 5,
  Object: 6,
  Array: 7,
  BinData: 8,
  ObjectId: 9,
  Boolean: 10,
  Date: 11,
  Timestamp: 12,
  RegExp: 13,
  DBRef: 14,
  Code: 15,
  MaxKey: 16,
} as const;

export function typeRank(value: unknown): number {
  if (value === undefined || value === null) return TypeRank.Null;
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return TypeRank.Number;
    case 'string':
      return TypeRank.String;
    case 'boolean':
      return TypeRank.Boolean;
    default:
      break;
  }
  if (Array.isArray(value)) return TypeRank.Array;
  if (value instanceof Date) return TypeRank.Date;
  if (value instanceof RegExp) return TypeRank.RegExp;
  if (value === EMPTY_ARRAY_KEY) return TypeRank.Undefined;
  switch (bsonTypeOf(value)) {
    case undefined:
      return TypeRank.Object;
    case 'Int32':
    case 'Double':
    case 'Long':
    case 'Decimal128':
      return TypeRank.Number;
    case 'BSONSymbol':
      return TypeRank.String;
    case 'Binary':
      return TypeRank.BinData;
    case 'ObjectId':
      return TypeRank.ObjectId;
    case 'Timestamp':
      return TypeRank.Timestamp;
    case 'BSONRegExp':
      return TypeRank.RegExp;
    case 'DBRef':
      return TypeRank.Object;
    case 'Code':
      return TypeRank.Code;
    case 'MinKey':
      return TypeRank.MinKey;
    case 'MaxKey':
      return TypeRank.MaxKey;
    default:
      return TypeRank.Object;
  }
}

/** The sort/index key MongoDB uses for an empty array (BSON undefined), sorting below null. */
export const EMPTY_ARRAY_KEY: unique symbol = Symbol('emptyArrayKey') as never;

/** MongoDB's $type alias names of a value (`number` is added by the caller for numeric types). */
export function bsonTypeAlias(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return 'double';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  if (value instanceof RegExp) return 'regex';
  switch (bsonTypeOf(value)) {
    case undefined:
      return 'object';
    case 'Int32':
      return 'int';
    case 'Double':
      return 'double';
    case 'Long':
      return 'long';
    case 'Decimal128':
      return 'decimal';
    case 'BSONSymbol':
      return 'symbol';
    case 'Binary':
      return 'binData';
    case 'ObjectId':
      return 'objectId';
    case 'Timestamp':
      return 'timestamp';
    case 'BSONRegExp':
      return 'regex';
    case 'DBRef':
      return 'object';
    case 'Code':
      return (value as { scope?: unknown }).scope ? 'javascriptWithScope' : 'javascript';
    case 'MinKey':
      return 'minKey';
    case 'MaxKey':
      return 'maxKey';
    default:
      return 'object';
  }
}

/** BSON type numbers by alias, as $type accepts them. */
export const BSON_TYPE_NUMBERS: Record<string, number> = {
  double: 1,
  string: 2,
  object: 3,
  array: 4,
  binData: 5,
  undefined: 6,
  objectId: 7,
  bool: 8,
  date: 9,
  null: 10,
  regex: 11,
  dbPointer: 12,
  javascript: 13,
  symbol: 14,
  javascriptWithScope: 15,
  int: 16,
  timestamp: 17,
  long: 18,
  decimal: 19,
  minKey: -1,
  maxKey: 127,
};
