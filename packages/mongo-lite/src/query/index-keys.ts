import type { Document } from 'bson';
import { EMPTY_ARRAY_KEY, isPlainObject } from './bson-types';
import { canonicalKey } from './compare';
import { hasField, isArrayIndex, pathValues, splitPath } from './path';

function keyWalk(value: unknown, parts: string[], i: number, out: unknown[]): void {
  if (i === parts.length) {
    if (Array.isArray(value)) {
      if (value.length === 0) out.push(EMPTY_ARRAY_KEY);
      else out.push(...value);
    } else out.push(value === undefined ? null : value);
    return;
  }
  const key = parts[i];
  if (isPlainObject(value)) {
    keyWalk(hasField(value, key) ? value[key] : undefined, parts, i + 1, out);
  } else if (Array.isArray(value)) {
    if (isArrayIndex(key)) {
      keyWalk(value[Number(key)], parts, i + 1, out);
      return;
    }
    if (value.length === 0) out.push(null);
    // Every element is indexed; an element without the field contributes null, as the key generator does.
    for (const element of value) keyWalk(isPlainObject(element) ? element : undefined, parts, i, out);
  } else {
    out.push(null);
  }
}

/**
 * Multikey index keys of one key-pattern field: one per array element (duplicates collapsed), null for a
 * missing field, and MongoDB's "undefined" key (a value distinct from null, sorting below it) for an empty
 * array.
 */
export function indexKeyValues(doc: Document, path: string): unknown[] {
  const out: unknown[] = [];
  keyWalk(doc, splitPath(path), 0, out);
  if (out.length < 2) return out;
  // a word list: strings are equal keys exactly when they are equal strings, so no canonical form is needed
  if (out.every((v) => typeof v === 'string')) {
    const words = new Set(out as string[]);
    return words.size === out.length ? out : [...words];
  }
  const seen = new Set<string>();
  return out.filter((v) => {
    const k = canonicalKey(v);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** distinct: the values at a path with arrays flattened one level; missing contributes nothing. */
export function distinctValues(doc: Document, path: string): unknown[] {
  const out: unknown[] = [];
  for (const v of pathValues(doc, splitPath(path))) {
    if (v === undefined) continue;
    if (Array.isArray(v)) out.push(...v);
    else out.push(v);
  }
  return out;
}
