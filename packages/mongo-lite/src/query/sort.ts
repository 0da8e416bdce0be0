import type { Document } from 'bson';
import { mongoError, unsupported } from '../errors';
import { EMPTY_ARRAY_KEY, isNumeric, isPlainObject } from './bson-types';
import { compareValues } from './compare';
import { toDouble } from './numbers';
import { pathValues, splitPath } from './path';

interface SortKey {
  parts: string[];
  direction: 1 | -1;
}

export function parseSortSpec(sort: Document): SortKey[] {
  if (!isPlainObject(sort)) throw mongoError(2, 'sort must be an object');
  return Object.entries(sort).map(([path, dir]) => {
    if (isPlainObject(dir) && '$meta' in dir) throw unsupported('$meta sort');
    if (path === '$natural') throw unsupported('$natural sort');
    const n = isNumeric(dir) ? toDouble(dir) : NaN;
    if (n !== 1 && n !== -1) {
      throw mongoError(15975, '$sort key ordering must be 1 (for ascending) or -1 (for descending)');
    }
    return { parts: splitPath(path), direction: n };
  });
}

/**
 * The value a document sorts by on one key: arrays contribute their elements, ascending takes the smallest
 * and descending the largest; missing is null; an empty array sorts below null.
 */
export function sortKeyValue(doc: Document, parts: string[], direction: 1 | -1): unknown {
  let best: unknown;
  let found = false;
  const consider = (v: unknown) => {
    if (!found || compareValues(v, best) * direction < 0) {
      best = v;
      found = true;
    }
  };
  for (const v of pathValues(doc, parts)) {
    if (Array.isArray(v)) {
      if (v.length === 0) consider(EMPTY_ARRAY_KEY);
      else v.forEach((e) => consider(e === undefined ? null : e));
    } else consider(v === undefined ? null : v);
  }
  return best;
}

export function compileSort(sort: Document): (a: Document, b: Document) => number {
  const keys = parseSortSpec(sort);
  if (keys.length === 0) return () => 0;
  // Sort keys are computed once per document (documents are immutable), not once per comparison.
  const cache = new WeakMap<Document, unknown[]>();
  const keyOf = (doc: Document): unknown[] => {
    let k = cache.get(doc);
    if (!k) {
      k = keys.map(({ parts, direction }) => sortKeyValue(doc, parts, direction));
      cache.set(doc, k);
    }
    return k;
  };
  return (a, b) => {
    const ka = keyOf(a);
    const kb = keyOf(b);
    for (let i = 0; i < keys.length; i++) {
      const c = compareValues(ka[i], kb[i]);
      if (c !== 0) return c * keys[i].direction;
    }
    return 0;
  };
}
