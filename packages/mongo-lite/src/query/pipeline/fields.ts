import type { Document } from 'bson';
import { isPlainObject } from '../bson-types';
import { hasField } from '../path';

/**
 * Sets a dotted field in a copy of `doc` the way $addFields does: existing fields keep their position,
 * arrays on the way (nested ones too) get the field in each of their documents, scalars on the way become documents, and
 * an undefined value removes the field.
 */
export function setField(doc: Document, parts: string[], value: unknown): Document {
  const [head, ...rest] = parts;
  const out: Document = { ...doc };
  if (rest.length === 0) {
    if (value === undefined) delete out[head];
    else out[head] = value;
    return out;
  }
  const cur = hasField(doc, head) ? doc[head] : undefined;
  // like MongoDB, arrays nested directly in arrays are traversed too, keeping their structure
  const apply = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(apply) : setField(isPlainObject(v) ? v : {}, rest, value);
  out[head] = apply(cur);
  return out;
}

/** The value at a dotted path through documents only (aggregation paths name fields, never array indexes). */
export function getField(doc: unknown, parts: string[]): unknown {
  let cur: unknown = doc;
  for (const part of parts) {
    if (!isPlainObject(cur) || !hasField(cur, part)) return undefined;
    cur = cur[part];
  }
  return cur;
}

/** Removes a dotted field (through arrays of documents) from a copy of `doc`. */
export function removeField(doc: Document, parts: string[]): Document {
  const [head, ...rest] = parts;
  if (!hasField(doc, head)) return doc;
  const out: Document = { ...doc };
  if (rest.length === 0) {
    delete out[head];
    return out;
  }
  const strip = (v: unknown): unknown =>
    isPlainObject(v) ? removeField(v, rest) : Array.isArray(v) ? v.map(strip) : v;
  out[head] = strip(doc[head]);
  return out;
}

/** A field name usable as an output field of a stage ($count, includeArrayIndex, as ...). */
export function validFieldName(name: unknown): name is string {
  return typeof name === 'string' && name.length > 0 && !name.startsWith('$');
}
