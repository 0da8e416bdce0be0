import type { Document } from 'bson';
import { isPlainObject } from './bson-types';

/** Numeric path components ("0", "12") also address array elements. */
export function isArrayIndex(part: string): boolean {
  return /^(0|[1-9][0-9]*)$/.test(part);
}

export function splitPath(path: string): string[] {
  return path.split('.');
}

export function hasField(obj: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

function walk(value: unknown, parts: string[], i: number, out: unknown[]): void {
  if (i === parts.length) {
    out.push(value);
    return;
  }
  const key = parts[i];
  if (isPlainObject(value)) {
    walk(hasField(value, key) ? value[key] : undefined, parts, i + 1, out);
    return;
  }
  if (Array.isArray(value)) {
    if (isArrayIndex(key) && Number(key) < value.length) walk(value[Number(key)], parts, i + 1, out);
    // Implicit traversal descends one level of arrays, into the documents they hold (not nested arrays).
    for (const element of value) if (isPlainObject(element)) walk(element, parts, i, out);
    return;
  }
  out.push(undefined);
}

/**
 * The values a query sees at a dotted path, as MongoDB's element iterator yields them: arrays met on the way
 * are traversed into their documents (and indexed by numeric components); leaf arrays are returned whole
 * (callers decide whether to also look at their elements). `undefined` stands for a missing field; a path
 * that reaches nothing at all (an array on the way without documents) is missing too, so {'a.b': null}
 * matches {a: []} and {a: [1, 2]} but not {a: [5, {b: 1}]} (MongoDB's null_query_semantics and
 * arrayfind5 tests).
 */
export function pathValues(doc: unknown, parts: string[]): unknown[] {
  const out: unknown[] = [];
  walk(doc, parts, 0, out);
  return out.length === 0 ? [undefined] : out;
}

/** The value at a path without array traversal (numeric components index arrays); undefined when absent. */
export function getPath(doc: unknown, parts: string[]): unknown {
  let cur: unknown = doc;
  for (const part of parts) {
    if (isPlainObject(cur)) {
      if (!hasField(cur, part)) return undefined;
      cur = (cur as Document)[part];
    } else if (Array.isArray(cur) && isArrayIndex(part)) {
      cur = cur[Number(part)];
    } else {
      return undefined;
    }
  }
  return cur;
}
