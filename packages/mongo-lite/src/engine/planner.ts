import type { Document } from 'bson';
import { canonicalKey, compareValues } from '../query';
import type { Collection, StoredDoc } from './collection';

/** A value an equality lookup can take through a hash index: no null (matches missing), no arrays (match
 *  whole arrays as well as elements), no regexes, no operator objects. */
function isLookupValue(value: unknown): boolean {
  if (value === null || value === undefined || Array.isArray(value) || value instanceof RegExp) return false;
  if (typeof value !== 'object') return true;
  const type = (value as { _bsontype?: string })._bsontype;
  if (type === 'BSONRegExp' || type === 'MinKey' || type === 'MaxKey') return false;
  if (type !== undefined || value instanceof Date) return true;
  return !Object.keys(value).some((k) => k.startsWith('$'));
}

/** The values `field` must equal for `condition` to match, or undefined when it is not a plain equality/$in. */
export function equalityValues(condition: unknown): unknown[] | undefined {
  if (isLookupValue(condition)) return [condition];
  if (!condition || typeof condition !== 'object' || Array.isArray(condition)) return undefined;
  const ops = condition as Document;
  if ('$eq' in ops && isLookupValue(ops.$eq)) return [ops.$eq];
  if (Array.isArray(ops.$in) && ops.$in.every(isLookupValue)) return ops.$in as unknown[];
  return undefined;
}

/** Equality constraints a filter imposes at top level (directly or inside $and). */
function constraints(filter: Document, out: Array<[string, unknown[]]> = []): Array<[string, unknown[]]> {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (part && typeof part === 'object') constraints(part as Document, out);
      continue;
    }
    if (field.startsWith('$')) continue;
    const values = equalityValues(condition);
    if (values) out.push([field, values]);
  }
  return out;
}

export interface Plan {
  /** MongoDB's names: IDHACK (the _id map), IXSCAN (a secondary index), COLLSCAN */
  stage: 'IDHACK' | 'IXSCAN' | 'COLLSCAN';
  indexName?: string;
  docs: Iterable<StoredDoc>;
}

/** A plan whose candidates are only gathered when asked for: `size` is known (at most that many) before. */
export interface LazyPlan {
  stage: Plan['stage'];
  indexName?: string;
  size: number;
  /** the candidates in natural order (undefined for COLLSCAN: every document, in the records map) */
  docs(): StoredDoc[] | undefined;
}

/**
 * Documents that may match `filter`: through the `_id` map or a secondary index when the filter pins a field
 * to equal values, else every document. Callers still apply the full filter.
 */
export function plan(coll: Collection, filter: Document): Plan {
  const lazy = lazyPlan(coll, filter);
  return { stage: lazy.stage, indexName: lazy.indexName, docs: lazy.docs() ?? coll.records.values() };
}

export function lazyPlan(coll: Collection, filter: Document): LazyPlan {
  const pins = constraints(filter);
  const byId = pins.find(([field]) => field === '_id');
  if (byId) {
    const docs = lookup(
      coll,
      byId[1].map((v) => canonicalKey(v)),
    );
    // as a walk of MongoDB's _id index would return them
    if (docs.length > 1) docs.sort((a, b) => compareValues(a.doc._id, b.doc._id));
    return { stage: 'IDHACK', indexName: '_id_', size: docs.length, docs: () => docs };
  }
  for (const [field, values] of pins) {
    for (const index of coll.indexes.values()) {
      if (!index.servesLookup(field)) continue;
      const sets = values.map((value) => index.lookup(value) ?? new Set<string>());
      let docs: StoredDoc[] | undefined;
      return {
        stage: 'IXSCAN',
        indexName: index.name,
        size: sets.reduce((sum, set) => sum + set.size, 0),
        docs: () => {
          if (!docs) {
            const ids = new Set<string>();
            for (const set of sets) for (const id of set) ids.add(id);
            docs = lookup(coll, [...ids]).sort((a, b) => a.order - b.order);
          }
          return docs;
        },
      };
    }
  }
  return { stage: 'COLLSCAN', size: coll.records.size, docs: () => undefined };
}

export function candidates(coll: Collection, filter: Document): Iterable<StoredDoc> {
  return plan(coll, filter).docs;
}

function lookup(coll: Collection, ids: string[]): StoredDoc[] {
  const out: StoredDoc[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) continue;
    seen.add(id);
    const rec = coll.get(id);
    if (rec) out.push(rec);
  }
  return out;
}
