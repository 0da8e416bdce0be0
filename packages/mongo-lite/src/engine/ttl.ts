import { TypeRank, typeRank } from '../query/bson-types';
import type { IndexEntry, SecondaryIndex } from './indexes';
import type { StoredDoc } from './stored-doc';
import { toNumber } from './values';
import type { Store } from './store';

/**
 * MongoDB's TTL monitor: removes documents whose date in a TTL index's field (the earliest one, for arrays)
 * is more than `expireAfterSeconds` old. Documents without a date there never expire. Returns how many went.
 * It reads the index's keys, not the documents, and only those that have expired (see expiredRange).
 */
export function expireDocuments(store: Store, now = Date.now()): number {
  let removed = 0;
  for (const colls of store.databases.values()) {
    for (const coll of colls.values()) {
      for (const index of coll.indexes.values()) {
        if (index.spec.expireAfterSeconds === undefined || index.paths.length !== 1) continue;
        const cutoff = now - toNumber(index.spec.expireAfterSeconds, 'expireAfterSeconds') * 1000;
        const [from, to] = expiredRange(index, cutoff);
        const expired = new Set<StoredDoc>();
        for (const entry of index.entries.forward(from, to)) expired.add(index.storedOf(entry));
        for (const stored of expired) coll.remove(stored.decode());
        removed += expired.size;
      }
    }
  }
  return removed;
}

/**
 * The positions `[from, to)` of the entries of a one-field index whose key is a date no later than `cutoff`.
 * The monitor runs on the database thread every minute, and walking every entry of a large TTL index there
 * held up every command while nearly all of them were still fresh. Dates sort together in BSON order, so
 * they make one run of the index and the expired ones one end of it (the start on an ascending index, the
 * end on a descending one): two binary searches find them. A document with an array has an entry per
 * element, so one with an old date anywhere in its array is in the range (MongoDB expires by the earliest);
 * keys that are not dates (strings, timestamps, nested arrays, a missing field) sit outside the run, and
 * such documents never expire.
 */
export function expiredRange(index: SecondaryIndex, cutoff: number): [number, number] {
  // how a key sorts against the expired dates: -1 before them in BSON order, 0 among them, 1 after them
  const side = (entry: IndexEntry): number => {
    const key = index.keyAt(entry, 0);
    const rank = typeRank(key);
    if (rank !== TypeRank.Date) return rank < TypeRank.Date ? -1 : 1;
    return (key as Date).getTime() <= cutoff ? 0 : 1;
  };
  // a descending index holds the keys in reverse order, so the sides swap
  const direction = index.directions[0];
  return [
    index.entries.position((entry) => side(entry) * direction < 0),
    index.entries.position((entry) => side(entry) * direction <= 0),
  ];
}
