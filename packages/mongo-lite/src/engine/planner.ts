import type { Document } from 'bson';
import { canonicalKey, compareValues } from '../query';
import type { Collection } from './collection';
import { planRead } from './read-plan';
import type { StoredDoc } from './stored-doc';

/** A value an equality lookup can take through the `_id` map: no null (matches missing), no arrays (match
 *  whole arrays as well as elements), no regexes, no operator objects. */
function isLookupValue(value: unknown): boolean {
  if (value === null || value === undefined || Array.isArray(value) || value instanceof RegExp) return false;
  if (typeof value !== 'object') return true;
  const type = (value as { _bsontype?: string })._bsontype;
  if (type === 'BSONRegExp' || type === 'MinKey' || type === 'MaxKey') return false;
  if (type !== undefined || value instanceof Date) return true;
  return !Object.keys(value).some((k) => k.startsWith('$'));
}

/**
 * The values `_id` must equal for `condition` to match, or undefined when it is not a plain equality or $in;
 * `alone` when the condition says nothing else.
 */
function idValues(condition: unknown): { values: unknown[]; alone: boolean } | undefined {
  if (isLookupValue(condition)) return { values: [condition], alone: true };
  if (!condition || typeof condition !== 'object' || Array.isArray(condition)) return undefined;
  const ops = condition as Document;
  const alone = Object.keys(ops).length === 1;
  if ('$eq' in ops && isLookupValue(ops.$eq)) return { values: [ops.$eq], alone };
  if (Array.isArray(ops.$in) && ops.$in.every(isLookupValue)) return { values: ops.$in as unknown[], alone };
  return undefined;
}

/** The `_id` a filter pins (directly or inside $and): the documents with it, in `_id` order. */
export function idLookup(
  coll: Collection,
  filter: Document,
): { docs: StoredDoc[]; rest: Document; alone: boolean } | undefined {
  const pinned = findId(filter);
  if (!pinned) return undefined;
  const found: Array<{ value: unknown; stored: StoredDoc }> = [];
  const seen = new Set<string>();
  for (const value of pinned.values) {
    const id = canonicalKey(value);
    if (seen.has(id)) continue;
    seen.add(id);
    const stored = coll.get(id);
    if (stored) found.push({ value, stored });
  }
  // as a walk of MongoDB's _id index would return them (a value looked up sorts as the _id it found)
  if (found.length > 1) found.sort((a, b) => compareValues(a.value, b.value));
  return { docs: found.map(({ stored }) => stored), rest: pinned.rest, alone: pinned.alone };
}

function findId(filter: Document): { values: unknown[]; rest: Document; alone: boolean } | undefined {
  if ('_id' in filter) {
    const found = idValues(filter._id);
    if (found) {
      const { _id: _, ...rest } = filter;
      return { values: found.values, rest, alone: found.alone };
    }
  }
  if (Array.isArray(filter.$and)) {
    for (const clause of filter.$and as unknown[]) {
      if (!clause || typeof clause !== 'object' || Array.isArray(clause)) continue;
      const found = findId(clause as Document);
      // the clause's other fields stay in the filter: the lookup only narrows
      if (found) return { values: found.values, rest: filter, alone: false };
    }
  }
  return undefined;
}

/**
 * Documents that may match `filter`, in natural order: through the `_id` map or an index when it helps,
 * else every document. Callers still apply the full filter.
 */
export function candidates(coll: Collection, filter: Document): Iterable<StoredDoc> {
  return planRead(coll, filter).docs();
}
