import { indexKeyValues } from '../query';
import { toNumber } from './values';
import type { Store } from './store';

/**
 * MongoDB's TTL monitor: removes documents whose date in a TTL index's field (the earliest one, for arrays)
 * is more than `expireAfterSeconds` old. Documents without a date there never expire. Returns how many went.
 */
export function expireDocuments(store: Store, now = Date.now()): number {
  let removed = 0;
  for (const colls of store.databases.values()) {
    for (const coll of colls.values()) {
      for (const index of coll.indexes.values()) {
        if (index.spec.expireAfterSeconds === undefined || index.paths.length !== 1) continue;
        const ttlMs = toNumber(index.spec.expireAfterSeconds, 'expireAfterSeconds') * 1000;
        const expired = [];
        for (const { doc } of coll.records.values()) {
          const dates = indexKeyValues(doc, index.paths[0]).filter((v): v is Date => v instanceof Date);
          if (dates.length === 0) continue;
          const earliest = Math.min(...dates.map((d) => d.getTime()));
          if (earliest + ttlMs <= now) expired.push(doc);
        }
        for (const doc of expired) coll.remove(doc);
        removed += expired.length;
      }
    }
  }
  return removed;
}
