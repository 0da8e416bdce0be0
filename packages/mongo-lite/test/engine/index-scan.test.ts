import type { Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine/engine';
import { Matches } from '../../src/engine/matches';
import { dbl, int, long, runOn } from '../query/helpers';
import { differential } from '../helpers/differential';
import { random } from '../helpers/random';

/**
 * Index walks (ranges, sorts, counts through ordered keys) must answer exactly as scanning the collection
 * does. A randomized differential test runs the same writes and reads against an engine with indexes and one
 * without, and compares every answer.
 */
const run = runOn;

const indexes = [
  { key: { a: 1, b: -1, _id: 1 }, name: 'a_b_id' },
  { key: { c: 1 }, name: 'c' },
  { key: { d: -1, _id: -1 }, name: 'd_id' },
  { key: { 's.v': 1, a: 1 }, name: 'sv_a' },
];

describe('index walks answer as a collection scan does', () => {
  it('for random documents, writes, filters, sorts and pages', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const rnd = random(seed);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)];
      const days = [0, 1, 2, 3].map((d) => new Date(Date.UTC(2026, 0, 1 + d)));
      const scalar = (): unknown =>
        pick([
          () => int(Math.floor(rnd() * 6)),
          () => dbl(Math.floor(rnd() * 12) / 2),
          () => long(Math.floor(rnd() * 6)),
          () => pick(['basil', 'kale', 'mint', 'Mint', 'sage']),
          () => null,
          () => pick(days),
          () => rnd() < 0.5,
        ])();
      // mostly scalars; sometimes missing, a one-element array or an empty one; `several` also allows a
      // multikey array (only on fields no compound index shares: those would refuse parallel arrays)
      const value = (several = false): unknown => {
        const r = rnd();
        if (r < 0.08) return undefined;
        if (r < 0.12) return [scalar()];
        if (r < 0.14) return [];
        if (several && r < 0.17) return [scalar(), scalar()];
        return scalar();
      };
      const multikey = new Set(['c', 'd', 'e']);
      const document = (id: number): Document => {
        const doc: Document = { _id: int(id) };
        for (const field of ['a', 'b', 'c', 'd', 'e']) {
          const v = value(multikey.has(field));
          if (v !== undefined) doc[field] = v;
        }
        if (rnd() < 0.8) doc.s = { v: value() ?? null };
        return doc;
      };

      const { indexed, both } = differential('plants', indexes, seed);
      let nextId = 0;
      both({ insert: 'plants', documents: Array.from({ length: 120 }, () => document(nextId++)) });

      const bound = (): unknown => pick([int(2), dbl(2.5), long(4), 'kale', 'm', days[1], true, int(0)]);
      const condition = (): unknown => {
        const r = rnd();
        if (r < 0.35) return scalar();
        if (r < 0.45) return { $in: [scalar(), scalar()] };
        // a lone $ne: the index range less the keys equal to the value
        if (r < 0.55) return { $ne: scalar() };
        const ops = ['$gt', '$gte', '$lt', '$lte'];
        const out: Document = { [pick(ops)]: bound() };
        if (rnd() < 0.5) out[pick(ops)] = bound();
        if (rnd() < 0.1) out.$ne = scalar();
        return out;
      };
      const fields = ['a', 'b', 'c', 'd', 'e', 's.v'];
      let walked = 0;
      for (let q = 0; q < 300; q++) {
        // writes between reads keep the ordered keys moving (and arrays come and go: multikey flips)
        const w = rnd();
        if (w < 0.15) both({ insert: 'plants', documents: [document(nextId++)] });
        else if (w < 0.3) {
          const field = pick(fields);
          const update = { [field]: value(multikey.has(field)) ?? int(1) };
          both({
            update: 'plants',
            updates: [{ q: { _id: int(Math.floor(rnd() * nextId)) }, u: { $set: update } }],
          });
        } else if (w < 0.36)
          both({ delete: 'plants', deletes: [{ q: { _id: int(Math.floor(rnd() * nextId)) }, limit: 1 }] });

        // reads shaped after an index (equality prefix, range, sort on the rest) or at random
        const index = pick(indexes);
        const paths = Object.keys(index.key);
        const filter: Document = {};
        const pinned = Math.floor(rnd() * paths.length);
        for (let i = 0; i < pinned; i++) if (paths[i] !== '_id') filter[paths[i]] = scalar();
        if (rnd() < 0.5 && paths[pinned] !== '_id') filter[paths[pinned]] = condition();
        if (rnd() < 0.3) filter[pick(fields)] = condition();
        const flip = rnd() < 0.5 ? -1 : 1;
        const sort: Document =
          rnd() < 0.75
            ? Object.fromEntries(paths.slice(pinned).map((p) => [p, (index.key as Document)[p] * flip]))
            : Object.fromEntries([[pick(fields), pick([1, -1])]]);
        const skip = pick([0, 0, 1, 3, 10]);
        const limit = pick([0, 1, 5, 20]);
        both({ find: 'plants', filter, sort, skip, limit, batchSize: 1000 });
        both({ find: 'plants', filter, batchSize: 1000 });
        both({ count: 'plants', query: filter });
        both({
          aggregate: 'plants',
          pipeline: [
            { $match: filter },
            { $sort: sort },
            {
              $facet: { total: [{ $count: 'n' }], docs: [{ $skip: int(skip) }, { $limit: int(limit || 1) }] },
            },
          ],
          cursor: {},
        });
        both({
          aggregate: 'plants',
          pipeline: [{ $match: filter }, { $group: { _id: int(1), n: { $sum: int(1) } } }],
          cursor: {},
        });
        const plan = run(indexed, { explain: { find: 'plants', filter, sort, skip, limit } });
        if (plan.queryPlanner.winningPlan.stage === 'FETCH') walked++;
      }
      // the comparisons are only worth something if the index paths ran
      expect(walked, `seed ${seed}`).toBeGreaterThan(60);
    }
    // About 13 s on an idle 2-core machine; CI machines shared with other work need the headroom.
  }, 90_000);
});

describe('pages through ordered keys', () => {
  const engine = new Engine();
  run(engine, {
    createIndexes: 'products',
    indexes: [
      { key: { name: 1, _id: 1 }, name: 'name_1__id_1' },
      { key: { categoryId: 1, name: 1, _id: 1 }, name: 'category' },
      { key: { role: 1, createdAt: -1, _id: -1 }, name: 'role_created' },
      { key: { archived: 1 }, name: 'archived' },
      { key: { categoryId: 1, archived: 1 }, name: 'category_archived' },
    ],
  });
  const products = Array.from({ length: 3000 }, (_, i) => ({
    _id: int(i),
    name: `product ${String((i * 7919) % 3000).padStart(4, '0')}`,
    categoryId: int(i % 10),
    role: i % 3 ? 'Customer' : 'Admin',
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    // archived on every 25th; stored false on some, absent on the rest (products older than the flag)
    ...(i % 25 === 0 ? { archived: true } : i % 2 ? { archived: false } : {}),
  }));
  run(engine, { insert: 'products', documents: products });

  // explain's reply holds no stored document: read as the engine gives it, its numbers stay numbers
  const explain = (find: Document) =>
    engine.run({ explain: { find: 'products', ...find }, $db: 'farm' }, 1).reply as {
      queryPlanner: { winningPlan: Document };
      executionStats: { totalDocsExamined: number; nReturned: number };
    };

  it('a sorted page walks the index and examines only its documents', () => {
    const plan = explain({ filter: {}, sort: { name: 1, _id: 1 }, skip: 2000, limit: 20 });
    expect(plan.queryPlanner.winningPlan).toEqual({
      stage: 'FETCH',
      inputStage: { stage: 'IXSCAN', indexName: 'name_1__id_1', direction: 'forward' },
    });
    expect(plan.executionStats).toMatchObject({ totalDocsExamined: 20, nReturned: 20 });
    const category = explain({ filter: { categoryId: int(3) }, sort: { name: -1, _id: -1 }, limit: 8 });
    expect(category.queryPlanner.winningPlan.inputStage).toMatchObject({
      indexName: 'category',
      direction: 'backward',
    });
    expect(category.executionStats.totalDocsExamined).toBe(8);
    const newest = explain({
      filter: { role: 'Customer' },
      sort: { createdAt: -1, _id: -1 },
      skip: 100,
      limit: 10,
    });
    expect(newest.queryPlanner.winningPlan.inputStage).toMatchObject({
      indexName: 'role_created',
      direction: 'forward',
    });
    expect(newest.executionStats.totalDocsExamined).toBe(10);
  });

  it('a range examines only the documents in it', () => {
    const from = new Date(Date.UTC(2026, 0, 1) + 100 * 60_000);
    const to = new Date(Date.UTC(2026, 0, 1) + 130 * 60_000);
    const plan = explain({ filter: { role: 'Admin', createdAt: { $gte: from, $lt: to } } });
    expect(plan.queryPlanner.winningPlan.inputStage).toMatchObject({ indexName: 'role_created' });
    expect(plan.executionStats).toMatchObject({ totalDocsExamined: 10, nReturned: 10 });
  });

  it('a $ne counts and skips through the index, around the keys it leaves out', () => {
    const onSale = { archived: { $ne: true } };
    const coll = engine.store.collection('farm', 'products')!;
    const counted = (filter: Document) => {
      const matches = new Matches(coll, filter);
      return { n: matches.count(), index: matches.plan?.indexName, examined: matches.examined };
    };
    // the count comes from positions in the index: no document is read
    expect(counted(onSale)).toEqual({ n: 2880, index: 'archived', examined: 0 });
    expect(run(engine, { count: 'products', query: onSale }).n).toEqual(int(2880));
    const inCategory = { categoryId: int(5), ...onSale };
    expect(counted(inCategory)).toEqual({
      n: products.filter((p) => p.categoryId.value === 5 && p.archived !== true).length,
      index: 'category_archived',
      examined: 0,
    });
    // a $ne beside a range: both decided from the documents' keys, still without reading a document
    expect(counted({ archived: { $ne: true, $gte: false } })).toEqual({
      n: products.filter((p) => p.archived === false).length,
      index: 'archived',
      examined: 0,
    });
    // a sorted page still walks the name index and filters as it goes
    const page = explain({ filter: onSale, sort: { name: 1, _id: 1 }, limit: 8 });
    expect(page.queryPlanner.winningPlan.inputStage).toMatchObject({ indexName: 'name_1__id_1' });
  });

  it('the products page pipeline counts and pages without a full sort', () => {
    const reply = run(engine, {
      aggregate: 'products',
      pipeline: [
        { $match: { categoryId: int(4) } },
        { $sort: { name: 1, _id: 1 } },
        { $facet: { total: [{ $count: 'n' }], docs: [{ $skip: int(16) }, { $limit: int(8) }] } },
      ],
      cursor: {},
    });
    const [result] = reply.cursor.firstBatch;
    expect(result.total).toEqual([{ n: int(300) }]);
    const expected = products
      .filter((p) => p.categoryId.value === 4)
      .sort((x, y) => (x.name < y.name ? -1 : 1))
      .slice(16, 24)
      .map((p) => p._id.value);
    expect(result.docs.map((d: Document) => d._id.value)).toEqual(expected);
  });

  it('does not walk an index that stopped giving one key per document, and walks it again after', () => {
    const sorted = () =>
      explain({ filter: {}, sort: { name: 1, _id: 1 }, limit: 5 }).queryPlanner.winningPlan;
    run(engine, { update: 'products', updates: [{ q: { _id: int(7) }, u: { $set: { name: ['a', 'z'] } } }] });
    expect(sorted().stage).toBe('SORT');
    run(engine, {
      update: 'products',
      updates: [{ q: { _id: int(7) }, u: { $set: { name: 'product 1553' } } }],
    });
    expect(sorted().stage).toBe('FETCH');
  });
});
