import type { Document } from 'bson';
import { isPlainObject, TypeRank, typeRank } from './bson-types';
import { compareValues } from './compare';
import { compareNumbers, isNaNValue, numKind } from './numbers';

/**
 * Aggregation compares values like the query comparator except that a missing value ranks below null
 * (MongoDB's Value::compare: EOO/undefined before null), so {$eq: ['$missing', null]} is false.
 */
export function compareAgg(a: unknown, b: unknown): number {
  const ma = a === undefined;
  const mb = b === undefined;
  if (ma || mb) {
    if (ma && mb) return 0;
    if (ma) return typeRank(b) <= TypeRank.MinKey ? 1 : -1;
    return typeRank(a) <= TypeRank.MinKey ? -1 : 1;
  }
  return compareValues(a, b);
}

/** Aggregation truthiness: false, null, missing, 0 (any numeric type) are false; everything else true. */
export function isTruthy(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (numKind(value) !== undefined) return isNaNValue(value) || compareNumbers(value, 0) !== 0;
  return true;
}

export function isNullish(value: unknown): boolean {
  return value === undefined || value === null;
}

/** The value at an aggregation field path: arrays map over their elements (numbers are field names here). */
export function fieldPathValue(value: unknown, parts: string[], i = 0): unknown {
  if (i === parts.length) return value;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const element of value) {
      if (!isPlainObject(element) && !Array.isArray(element)) continue;
      const r = fieldPathValue(element, parts, i);
      if (r !== undefined) out.push(r);
    }
    return out;
  }
  if (isPlainObject(value)) {
    const key = parts[i];
    if (!Object.prototype.hasOwnProperty.call(value, key)) return undefined;
    return fieldPathValue((value as Document)[key], parts, i + 1);
  }
  return undefined;
}
