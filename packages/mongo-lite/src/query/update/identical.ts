import type { Decimal128, Long } from 'bson';
import { bsonTypeOf, isPlainObject } from '../bson-types';
import { compareValues } from '../compare';
import { toDouble } from '../numbers';

/**
 * Byte-for-byte BSON equality (MongoDB's binaryEqualValues): same types, same field order, same bits.
 * An update is a no-op (nModified 0) exactly when the document stays identical in this sense.
 */
export function identical(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((x, i) => identical(x, b[i]));
  }
  if (isPlainObject(a)) {
    if (!isPlainObject(b)) return false;
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k, i) => k === kb[i] && identical(a[k], b[k]));
  }
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') {
    return typeof a === 'number' && typeof b === 'number' && Object.is(a, b);
  }
  const ta = bsonTypeOf(a);
  if (ta !== bsonTypeOf(b)) return false;
  switch (ta) {
    case 'Double':
      return Object.is(toDouble(a), toDouble(b));
    case 'Int32':
      return toDouble(a) === toDouble(b);
    case 'Long':
      return (a as Long).equals(b as Long);
    case 'Decimal128':
      return (a as Decimal128).toString() === (b as Decimal128).toString();
    default:
      if (a instanceof Date) return b instanceof Date && a.getTime() === b.getTime();
      return compareValues(a, b) === 0;
  }
}
