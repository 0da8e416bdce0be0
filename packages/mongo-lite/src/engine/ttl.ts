import type { StoredDoc } from './stored-doc';
import { toNumber } from './values';
import type { Store } from './store';

/**
 * MongoDB's TTL monitor: removes documents whose date in a TTL index's field (the earliest one, for arrays)
 * is more than `expireAfterSeconds` old. Documents without a date there never expire. Returns how many went.
 * It reads the index's keys, not the documents.
 */
export function expireDocuments(store: Store, now = Date.now()): number {
  let removed = 0;
  for (const colls of store.databases.values()) {
    for (const coll of colls.values()) {
      for (const index of coll.indexes.values()) {
        if (index.spec.expireAfterSeconds === undefined || index.paths.length !== 1) continue;
        const cutoff = now - toNumber(index.spec.expireAfterSeconds, 'expireAfterSeconds') * 1000;
        const expired = new Set<StoredDoc>();
        for (const entry of index.entries.forward(0, index.entries.size)) {
          const key = index.keyAt(entry, 0);
          if (key instanceof Date && key.getTime() <= cutoff) expired.add(index.storedOf(entry));
        }
        for (const stored of expired) coll.remove(stored.decode());
        removed += expired.size;
      }
    }
  }
  return removed;
}
