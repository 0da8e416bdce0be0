import { Binary, MaxKey, MinKey, Timestamp, type Document } from 'bson';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Engine } from '../../src/engine/engine';
import type { SecondaryIndex } from '../../src/engine/indexes';
import { expiredRange } from '../../src/engine/ttl';
import { ManualClock } from '../helpers/manual-clock';
import { int, runOn } from '../query/helpers';

/**
 * The TTL monitor runs on the database thread every minute, so it must read only the entries that have
 * expired, not the whole index, while removing exactly what MongoDB removes: documents whose field is a
 * date, or an array holding one, past the index's age.
 */

const hour = 3600_000;

function ttlIndex(engine: Engine, coll: string, name: string): SecondaryIndex {
  return engine.store.collection('farm', coll)!.indexes.get(name)!;
}

function ids(engine: Engine, coll: string): number[] {
  const reply = runOn(engine, { find: coll, sort: { _id: 1 }, batchSize: 100_000 });
  return (reply.cursor.firstBatch as Document[]).map((doc) => (doc._id as { value: number }).value);
}

afterEach(() => vi.restoreAllMocks());

describe('the TTL monitor', () => {
  it('removes the expired documents of a large index while reading only their entries', () => {
    const clock = new ManualClock();
    const engine = new Engine({ clock });
    const now = clock.now();
    runOn(engine, {
      createIndexes: 'tokens',
      indexes: [{ key: { createdAt: 1 }, name: 'createdAt_1', expireAfterSeconds: 3600 }],
    });
    const fresh: Document[] = [];
    for (let i = 100; i < 20_100; i++)
      fresh.push({ _id: int(i), createdAt: new Date(now - (i % 50) * 1000) });
    runOn(engine, { insert: 'tokens', documents: fresh });
    runOn(engine, {
      insert: 'tokens',
      documents: [
        { _id: int(1), createdAt: new Date(now - 2 * hour) },
        { _id: int(2), createdAt: new Date(now - 3 * hour) },
        // an array expires by its earliest date, wherever it sits
        { _id: int(3), createdAt: [new Date(now), new Date(now - 5 * hour)] },
        // keys that are not dates never expire
        { _id: int(4), createdAt: 'yesterday' },
        { _id: int(5), createdAt: new Timestamp({ t: 1, i: 1 }) },
        { _id: int(6), createdAt: [[new Date(now - 5 * hour)]] },
        { _id: int(7) },
      ],
    });
    const index = ttlIndex(engine, 'tokens', 'createdAt_1');
    const reads = vi.spyOn(index, 'keyAt');

    engine.expire(now);

    expect(ids(engine, 'tokens').slice(0, 5)).toEqual([4, 5, 6, 7, 100]);
    expect(ids(engine, 'tokens')).toHaveLength(20_004);
    // binary searches to find the expired run, its three entries, and removing them: not 20,000 reads
    expect(reads.mock.calls.length).toBeLessThan(300);
  });

  it('expires on a descending index too, where the oldest dates come last', () => {
    const clock = new ManualClock();
    const engine = new Engine({ clock });
    const now = clock.now();
    runOn(engine, {
      createIndexes: 'tokens',
      indexes: [{ key: { createdAt: -1 }, name: 'createdAt_-1', expireAfterSeconds: 60 }],
    });
    runOn(engine, {
      insert: 'tokens',
      documents: [
        { _id: int(1), createdAt: new Date(now - 61_000) },
        { _id: int(2), createdAt: new Date(now) },
        { _id: int(3), createdAt: [new Date(now + hour), new Date(now - hour)] },
        { _id: int(4), createdAt: true },
        { _id: int(5), createdAt: new Timestamp({ t: 1, i: 1 }) },
      ],
    });
    clock.advance(1000);
    engine.expire();
    expect(ids(engine, 'tokens')).toEqual([2, 4, 5]);
  });
});

describe('expiredRange', () => {
  // every kind of key around the dates in BSON order, and dates on either side of the cutoffs tried
  const dates = [-5, -3, -2, -1, 0, 1, 2, 4].map((h) => new Date(Date.UTC(2026, 0, 1) + h * hour));
  const others: unknown[] = [
    new MinKey(),
    null,
    int(3),
    'text',
    { at: dates[0] },
    [[dates[0]]],
    [],
    new Binary(Buffer.from('ab')),
    true,
    new Timestamp({ t: 1, i: 1 }),
    /x/,
    new MaxKey(),
  ];

  for (const direction of [1, -1]) {
    it(`bounds exactly the entries with a date no later than the cutoff (direction ${direction})`, () => {
      const engine = new Engine();
      runOn(engine, {
        createIndexes: 'keys',
        indexes: [{ key: { k: direction }, name: 'k', expireAfterSeconds: 0 }],
      });
      const documents: Document[] = [];
      let id = 0;
      for (const value of [...dates, ...others]) documents.push({ _id: int(++id), k: value });
      // several dates in one array: an entry for each
      documents.push({ _id: int(++id), k: [dates[6], dates[1], 'text'] });
      documents.push({ _id: int(++id) });
      runOn(engine, { insert: 'keys', documents });
      const index = ttlIndex(engine, 'keys', 'k');
      const all = [...index.entries.forward(0, index.entries.size)];

      for (const cutoff of [
        ...dates.map((d) => d.getTime()),
        dates[0].getTime() - 1,
        dates[7].getTime() + 1,
      ]) {
        const [from, to] = expiredRange(index, cutoff);
        // what reading every entry finds
        const expected = all.filter((entry) => {
          const key = index.keyAt(entry, 0);
          return key instanceof Date && key.getTime() <= cutoff;
        });
        expect(to - from).toBe(expected.length);
        expect([...index.entries.forward(from, to)]).toEqual(expected);
      }
    });
  }
});
