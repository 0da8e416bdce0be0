import type { Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine/engine';
import { int, runOn as run } from '../query/helpers';
import { differential } from '../helpers/differential';
import { random } from '../helpers/random';

/**
 * A range on an array field whose index goes on in a sort's order (a word index followed by the shop's sort):
 * pages merge the runs of the range's keys instead of sorting every candidate, counts mark documents by their
 * rank, the condition that bounds the range is not tested again, and a `$nor` on indexed fields is decided by
 * key slots (docs/decisions/214-search-pages-merge-word-runs.md).
 * Every answer must be the one a collection scan gives.
 */

const vocabulary = [
  'tow',
  'tower',
  'towers',
  'towel',
  'grow',
  'grows',
  'growth',
  'kit',
  'kits',
  'برج',
  'بذور',
];
const indexes = [
  { key: { words: 1, rank: -1, name: 1, _id: 1 }, name: 'words_sorted' },
  { key: { words: 1, rank: -1 }, name: 'words_rank' },
  { key: { words: 1, flag: 1 }, name: 'words_flag' },
  { key: { flag: 1 }, name: 'flag' },
];

/** An engine with the products' rank order and one word index (`key`, named `name`). */
function engineWith(key: Document, name = 'words'): Engine {
  const engine = new Engine();
  run(engine, {
    createIndexes: 'products',
    indexes: [
      { key: { rank: -1, _id: 1 }, name: 'rank' },
      { key, name },
    ],
  });
  return engine;
}

describe('word ranges merged in a sort order', () => {
  it('answer as a collection scan does, through writes, for pages, counts and ties', () => {
    for (const seed of [11, 12, 13, 14]) {
      const rnd = random(seed);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)];
      const words = () => {
        const r = rnd();
        if (r < 0.05) return undefined;
        if (r < 0.1) return pick(vocabulary);
        return Array.from({ length: 1 + Math.floor(rnd() * 4) }, () => pick(vocabulary));
      };
      const document = (id: number): Document => {
        const doc: Document = { _id: int(id), rank: int(Math.floor(rnd() * 5)), name: pick(['a', 'b', 'c']) };
        const w = words();
        if (w !== undefined) doc.words = w;
        const f = rnd();
        if (f < 0.2) doc.flag = true;
        else if (f < 0.6) doc.flag = false;
        return doc;
      };
      const { indexed, both } = differential('products', indexes, seed);
      let nextId = 0;
      both({ insert: 'products', documents: Array.from({ length: 150 }, () => document(nextId++)) });
      let merged = 0;
      for (let q = 0; q < 150; q++) {
        const w = rnd();
        if (w < 0.2) both({ insert: 'products', documents: [document(nextId++)] });
        else if (w < 0.35) {
          const update = rnd() < 0.5 ? { words: words() ?? [] } : { rank: int(Math.floor(rnd() * 5)) };
          both({
            update: 'products',
            updates: [{ q: { _id: int(Math.floor(rnd() * nextId)) }, u: { $set: update } }],
          });
        } else if (w < 0.4)
          both({ delete: 'products', deletes: [{ q: { _id: int(Math.floor(rnd() * nextId)) }, limit: 1 }] });

        const prefixes = Array.from({ length: rnd() < 0.7 ? 1 : 2 }, () => {
          const word = pick(vocabulary);
          return new RegExp(`^${word.slice(0, 1 + Math.floor(rnd() * word.length))}`);
        });
        const filter: Document = { words: { $all: prefixes } };
        if (rnd() < 0.6) filter.flag = { $ne: true };
        // "not in the name": a $nor whose clauses key slots decide
        if (rnd() < 0.3) {
          const word = pick(vocabulary);
          filter.$nor = [
            pick([
              { words: { $all: [new RegExp(`^${word.slice(0, 2)}`)] } },
              { rank: int(Math.floor(rnd() * 5)) },
              { flag: true, rank: { $gt: int(2) } },
              { words: word, name: 'a' },
            ]),
          ];
        }
        const sort = pick([{ rank: -1, name: 1, _id: 1 }, { rank: -1 }, { rank: 1 }, { name: 1 }]);
        const skip = pick([0, 0, 2, 7]);
        const limit = pick([1, 3, 8, 0]);
        both({ find: 'products', filter, sort, skip, limit, batchSize: 1000 });
        both({ count: 'products', query: filter });
        both({
          aggregate: 'products',
          pipeline: [{ $match: filter }, { $sort: sort }, { $skip: int(skip) }, { $limit: int(limit || 1) }],
          cursor: {},
        });
        const plan = run(indexed, { explain: { find: 'products', filter, sort, skip, limit } });
        if (['words_sorted', 'words_rank'].includes(plan.queryPlanner.winningPlan.inputStage?.indexName))
          merged++;
      }
      // the comparisons are only worth something if pages merged word runs
      expect(merged, `seed ${seed}`).toBeGreaterThan(30);
    }
  }, 60_000);

  it('a long walk in the order of another index looks the words up by rank, with the same answers', () => {
    const engine = engineWith({ words: 1 });
    // one product in 3 holds a word starting "tow", spread along the rank order; one in 6 also "kit"
    const products = Array.from({ length: 3000 }, (_, i) => ({
      _id: int(i),
      rank: int((i * 7919) % 3000),
      words:
        i % 3 === 0
          ? ['herb', i % 2 === 0 ? 'towers' : 'tower', ...(i % 6 === 0 ? ['kit'] : [])]
          : ['herb', `n${i}`],
    }));
    run(engine, { insert: 'products', documents: products });
    for (const [filter, holds] of [
      [{ words: /^tow/ }, (w: string[]) => w.some((x) => x.startsWith('tow'))],
      [
        { words: { $all: [/^tow/, /^kit/] } },
        (w: string[]) => w.some((x) => x.startsWith('tow')) && w.includes('kit'),
      ],
    ] as const) {
      // a page deep enough that the walk tests more than 256 products on its way
      const find = { filter, sort: { rank: -1, _id: 1 }, skip: 100, limit: 20 };
      const expected = products
        .filter((p) => holds(p.words))
        .sort((a, b) => b.rank.value - a.rank.value)
        .slice(100, 120)
        .map((p) => p._id);
      const reply = run(engine, { find: 'products', ...find });
      expect(reply.cursor.firstBatch.map((doc: Document) => doc._id)).toEqual(expected);
      const explain = engine.run({ explain: { find: 'products', ...find }, $db: 'farm' }, 1)
        .reply as Document;
      expect(explain.queryPlanner.winningPlan.inputStage).toMatchObject({ indexName: 'rank' });
    }
  });

  it('a page of rare matches at the far end of the order reads a few entries, not the whole order', () => {
    const engine = engineWith({ words: 1, rank: -1, _id: 1 }, 'words_rank');
    // 3,000 products; the 300 towers are the lowest ranked, and each holds both "tower" and "towers"
    const products = Array.from({ length: 3000 }, (_, i) => ({
      _id: int(i),
      rank: int(i < 300 ? i : 1000 + i),
      words: i < 300 ? ['herb', 'tower', 'towers'] : ['herb', 'kit', `n${i}`],
    }));
    run(engine, { insert: 'products', documents: products });
    const find = { filter: { words: { $all: [/^tow/] } }, sort: { rank: -1, _id: 1 }, limit: 8 };
    const reply = run(engine, { find: 'products', ...find });
    expect(reply.cursor.firstBatch.map((doc: Document) => doc._id)).toEqual(
      [299, 298, 297, 296, 295, 294, 293, 292].map(int),
    );
    const explain = engine.run({ explain: { find: 'products', ...find }, $db: 'farm' }, 1).reply as Document;
    expect(explain.queryPlanner.winningPlan.inputStage).toMatchObject({ indexName: 'words_rank' });
    // two runs, eight documents each named twice: far from the 2,700 entries of the rank order before them
    expect(explain.executionStats.totalKeysExamined).toBeLessThan(40);
    expect(run(engine, { count: 'products', query: find.filter }).n).toEqual(int(300));
  });
});
