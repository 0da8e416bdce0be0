import { BSONRegExp, type Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { literalPrefix } from '../../src/engine/conditions';
import { Engine } from '../../src/engine/engine';
import { Matches } from '../../src/engine/matches';
import { dbl, int, long, runOn } from '../query/helpers';
import { canonical, differential } from '../helpers/differential';
import { random, seedsFor } from '../helpers/random';

/**
 * Index intervals ($in, $ne, $nin, ranges, prefix regexes, $all) and answers decided from key slots must be
 * what a collection scan gives, on every shape of data an index meets: missing fields, nulls, empty and
 * one-element arrays, arrays of several values (multikey, in compound indexes too), mixed types and NaN. The
 * same writes and reads go to an engine with indexes and to one without, and every answer is compared.
 */

const indexes = [
  { key: { w: 1 }, name: 'w' },
  { key: { a: 1 }, name: 'a' },
  { key: { a: 1, b: -1 }, name: 'a_b' },
  { key: { b: 1, w: 1, _id: 1 }, name: 'b_w_id' },
  { key: { n: -1 }, name: 'n' },
  { key: { t: 1 }, name: 't_sparse', sparse: true },
  { key: { 's.v': 1 }, name: 'sv' },
];

const words = [
  'kale',
  'kal',
  'kalamata',
  'mint',
  'Mint',
  'minty',
  'basil',
  'sage',
  'tower',
  'tomato',
  'k',
  '',
];

describe('index intervals and counts answer as a collection scan does', () => {
  it('for random documents, writes and filters', () => {
    for (const seed of seedsFor([11, 12, 13, 14])) {
      const rnd = random(seed);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)];
      const day = (d: number) => new Date(Date.UTC(2026, 0, 1 + d));
      const scalar = (): unknown =>
        pick([
          () => int(Math.floor(rnd() * 5)),
          () => dbl(Math.floor(rnd() * 10) / 2),
          () => long(Math.floor(rnd() * 5)),
          () => dbl(NaN),
          () => pick(words),
          () => null,
          () => day(Math.floor(rnd() * 3)),
          () => rnd() < 0.5,
          () => new BSONRegExp('^ka', ''),
        ])();
      const shape = (element: () => unknown, several: boolean): unknown => {
        const r = rnd();
        if (r < 0.1) return undefined;
        if (r < 0.15) return [element()];
        if (r < 0.18) return [];
        if (several && r < 0.5) return Array.from({ length: 2 + Math.floor(rnd() * 3) }, element);
        return element();
      };
      const document = (id: number): Document => {
        const doc: Document = { _id: int(id) };
        const fields: Record<string, unknown> = {
          w: shape(() => (rnd() < 0.85 ? pick(words) : scalar()), true),
          a: shape(scalar, false),
          b: shape(scalar, false),
          n: shape(() => int(Math.floor(rnd() * 6)), true),
          t: shape(scalar, false),
          s: rnd() < 0.7 ? { v: shape(scalar, false) ?? null } : undefined,
        };
        for (const [field, value] of Object.entries(fields)) if (value !== undefined) doc[field] = value;
        return doc;
      };

      const { indexed, both } = differential('crops', indexes, seed);
      let nextId = 0;
      both({ insert: 'crops', documents: Array.from({ length: 150 }, () => document(nextId++)) });

      const regex = () =>
        pick([
          new BSONRegExp('^ka', ''),
          new BSONRegExp('^kal', ''),
          new BSONRegExp('^k', ''),
          new BSONRegExp('^Mi', ''),
          new BSONRegExp('^mi', 'i'),
          new BSONRegExp('^to.a', ''),
          new BSONRegExp('^ka?', ''),
          new BSONRegExp('a', ''),
          new BSONRegExp('^$', ''),
          new BSONRegExp('^sage$', ''),
        ]);
      const bound = () => pick([int(1), dbl(2.5), long(3), 'k', 'kale', 'mint', day(1), false, true]);
      const condition = (): unknown => {
        const r = rnd();
        if (r < 0.15) return scalar();
        if (r < 0.25) return { $in: [scalar(), scalar(), ...(rnd() < 0.3 ? [regex()] : [])] };
        if (r < 0.33) return { $nin: [scalar(), scalar()] };
        if (r < 0.43) return { $ne: scalar() };
        if (r < 0.55) return regex();
        if (r < 0.62) return { $all: [regex(), rnd() < 0.5 ? regex() : pick(words)] };
        if (r < 0.64) return { $exists: rnd() < 0.5 };
        if (r < 0.68) return { $elemMatch: { $gte: bound(), $lt: bound() } };
        if (r < 0.7) return { $all: [{ $elemMatch: { $gt: bound() } }, { $elemMatch: { $lte: bound() } }] };
        const ops = ['$gt', '$gte', '$lt', '$lte'];
        const out: Document = { [pick(ops)]: bound() };
        if (rnd() < 0.6) out[pick(ops)] = bound();
        if (rnd() < 0.1) out.$ne = scalar();
        return out;
      };
      const fields = ['w', 'a', 'b', 'n', 't', 's.v', '_id'];
      let fromKeys = 0;
      let walked = 0;
      for (let q = 0; q < 250; q++) {
        const w = rnd();
        if (w < 0.12) both({ insert: 'crops', documents: [document(nextId++)] });
        else if (w < 0.24) {
          const field = pick(['w', 'a', 'b', 'n', 't']);
          const replacement = document(0)[field] ?? null;
          both({
            update: 'crops',
            updates: [{ q: { _id: int(Math.floor(rnd() * nextId)) }, u: { $set: { [field]: replacement } } }],
          });
        } else if (w < 0.28)
          both({ delete: 'crops', deletes: [{ q: { _id: int(Math.floor(rnd() * nextId)) }, limit: 1 }] });

        const filter: Document = {};
        for (let i = 0, count = 1 + Math.floor(rnd() * 3); i < count; i++) {
          const field = pick(fields);
          if (field === '_id')
            filter._id = rnd() < 0.5 ? { $in: [int(3), int(7), int(500)] } : { $gte: int(40) };
          else if (filter[field] === undefined) filter[field] = condition();
          else filter.$and = [...((filter.$and as Document[]) ?? []), { [field]: condition() }];
        }
        const sort = rnd() < 0.5 ? { [pick(['a', 'w', 'n', 'b'])]: pick([1, -1]), _id: 1 } : undefined;
        const skip = pick([0, 0, 2, 7]);
        const limit = pick([0, 3, 10]);
        both({ find: 'crops', filter, ...(sort ? { sort } : {}), skip, limit, batchSize: 1000 });
        const counted = both({ count: 'crops', query: filter });
        both({
          aggregate: 'crops',
          pipeline: [{ $match: filter }, { $group: { _id: int(1), n: { $sum: int(1) } } }],
          cursor: {},
        });
        both({ distinct: 'crops', key: 'a', query: filter });
        if (rnd() < 0.1)
          both({ update: 'crops', updates: [{ q: filter, u: { $inc: { hits: int(1) } }, multi: true }] });

        // a count decided by keys reads no document, and agrees with the scan above
        const matches = new Matches(indexed.store.collection('farm', 'crops'), filter);
        if (matches.plan?.stage === 'IXSCAN') walked++;
        if (matches.plan?.exact) {
          expect(int(matches.count()), `seed ${seed}: ${canonical(filter)}`).toEqual(counted.n);
          expect(matches.examined).toBe(0);
          fromKeys++;
        }
      }
      // the comparisons are only worth something if counts came from keys often enough
      expect(fromKeys, `seed ${seed}`).toBeGreaterThan(40);
      expect(walked, `seed ${seed}`).toBeGreaterThan(40);
    }
    // about 10 s on a busy 2-core machine
  }, 120_000);
});

describe('a multikey word index serves prefix searches and their counts', () => {
  const engine = new Engine();
  runOn(engine, {
    createIndexes: 'products',
    indexes: [
      { key: { searchWords: 1, archived: 1 }, name: 'words' },
      { key: { name: 1, _id: 1 }, name: 'name' },
      { key: { archived: 1 }, name: 'archived' },
    ],
  });
  const vocabulary = ['tower', 'towel', 'tomato', 'green', 'grow', 'kit', 'nft', 'basil', 'برج', 'بذور'];
  const products = Array.from({ length: 3000 }, (_, i) => ({
    _id: int(i),
    name: `product ${String((i * 7919) % 3000).padStart(4, '0')}`,
    searchWords: [vocabulary[i % 10], vocabulary[(i * 3 + 1) % 10], vocabulary[(i * 7 + 2) % 10]],
    ...(i % 25 === 0 ? { archived: true } : {}),
  }));
  runOn(engine, { insert: 'products', documents: products });
  const coll = engine.store.collection('farm', 'products')!;
  const scan = (test: (p: (typeof products)[number]) => boolean) => products.filter(test);

  it('counts a search of every word prefix from the index, reading no product', () => {
    const filter = { archived: { $ne: true }, searchWords: { $all: [/^tow/, /^gr/] } };
    const matches = new Matches(coll, filter);
    expect(matches.plan?.indexName).toBe('words');
    const expected = scan(
      (p) =>
        !p.archived &&
        p.searchWords.some((w) => w.startsWith('tow')) &&
        p.searchWords.some((w) => w.startsWith('gr')),
    );
    expect(matches.count()).toBe(expected.length);
    expect(matches.examined).toBe(0);
    const counted = runOn(engine, {
      aggregate: 'products',
      pipeline: [{ $match: filter }, { $group: { _id: int(1), n: { $sum: int(1) } } }],
      cursor: {},
    });
    expect(counted.cursor.firstBatch).toEqual([{ _id: int(1), n: int(expected.length) }]);
  });

  it('pages a search by name, reading only the page', () => {
    const filter = { archived: { $ne: true }, searchWords: /^بر/ };
    const matches = new Matches(coll, filter, { name: 1, _id: 1 }, 8);
    const page = matches.page(0, 8).map((stored) => stored.decode()._id.value);
    const expected = scan((p) => !p.archived && p.searchWords.includes('برج'))
      .sort((a, b) => (a.name < b.name ? -1 : 1))
      .slice(0, 8)
      .map((p) => p._id.value);
    expect(page).toEqual(expected);
    expect(matches.examined).toBe(8);
  });

  it('counts a $gte/$lt range on the words as MongoDB matches it: any word from, any word before', () => {
    const filter = { searchWords: { $gte: 'tow', $lt: 'tox' } };
    const matches = new Matches(coll, filter);
    expect(matches.count()).toBe(
      scan((p) => p.searchWords.some((w) => w >= 'tow') && p.searchWords.some((w) => w < 'tox')).length,
    );
    expect(matches.examined).toBe(0);
    // $elemMatch asks for one word within the range: the index narrows it, the documents decide it
    const within = runOn(engine, {
      count: 'products',
      query: { searchWords: { $elemMatch: { $gte: 'tow', $lt: 'tox' } } },
    });
    expect(within.n).toEqual(int(scan((p) => p.searchWords.some((w) => w >= 'tow' && w < 'tox')).length));
  });

  it('explains the walk of the word index', () => {
    const { reply } = engine.run(
      { explain: { find: 'products', filter: { searchWords: { $in: ['kit', /^nf/] } } }, $db: 'farm' },
      1,
    );
    expect(reply.queryPlanner.winningPlan.inputStage).toMatchObject({ stage: 'IXSCAN', indexName: 'words' });
    expect(reply.executionStats.nReturned).toBe(
      scan((p) => p.searchWords.some((w) => w === 'kit' || w.startsWith('nf'))).length,
    );
  });
});

describe('a document with more keys than a number entry points at', () => {
  it('is found, ordered, changed and removed like the others', () => {
    const engine = new Engine();
    runOn(engine, { createIndexes: 'docs', indexes: [{ key: { words: 1, n: 1 }, name: 'words_n' }] });
    // 1,500 keys: more than an index keeps as numbers for one document; its neighbours have a few each
    const many = Array.from({ length: 1500 }, (_, i) => `w${String(i).padStart(4, '0')}`);
    runOn(engine, {
      insert: 'docs',
      documents: [
        { _id: int(1), n: int(1), words: ['w0000', 'w1499', 'x'] },
        { _id: int(2), n: int(2), words: many },
        { _id: int(3), n: int(3), words: ['w0750', 'y'] },
      ],
    });
    const ids = (filter: Document, sort?: Document) =>
      runOn(engine, { find: 'docs', filter, ...(sort ? { sort } : {}) }).cursor.firstBatch.map(
        (doc: Document) => doc._id.value as number,
      );
    expect(ids({ words: 'w1499' })).toEqual([1, 2]);
    expect(ids({ words: 'w0750' }, { words: 1, n: 1 })).toEqual([2, 3]);
    expect(ids({ words: { $gte: 'w0000', $lt: 'w0001' } }, { n: -1 })).toEqual([2, 1]);
    expect(runOn(engine, { count: 'docs', query: { words: /^w0/ } }).n).toEqual(int(3));

    runOn(engine, {
      update: 'docs',
      updates: [{ q: { _id: int(2) }, u: { $set: { words: ['z', 'w0750'] } } }],
    });
    runOn(engine, { update: 'docs', updates: [{ q: { _id: int(3) }, u: { $set: { words: many } } }] });
    expect(ids({ words: 'w1499' })).toEqual([1, 3]);
    // an array sorts ascending by its least element: w0000 (3) before w0750 (2)
    expect(ids({ words: 'w0750' }, { words: 1, n: 1 })).toEqual([3, 2]);
    expect(ids({ words: 'z' })).toEqual([2]);

    runOn(engine, { delete: 'docs', deletes: [{ q: { _id: int(3) }, limit: 0 }] });
    runOn(engine, { delete: 'docs', deletes: [{ q: { _id: int(2) }, limit: 0 }] });
    expect(ids({ words: { $in: ['w0750', 'w1499', 'z'] } })).toEqual([1]);
    expect(engine.store.collection('farm', 'docs')!.indexes.get('words_n')!.entries.size).toBe(3);
  });
});

describe('a page of a filtered walk whose matches lie at the far end of its order', () => {
  // 10,000 products walked in the shop's featured order; 'straw' begins a word of the last 1,000 only
  const engine = new Engine();
  runOn(engine, {
    createIndexes: 'products',
    indexes: [
      { key: { featured: -1, name: 1, _id: 1 }, name: 'featured' },
      { key: { searchWords: 1 }, name: 'words' },
    ],
  });
  const far = (i: number) => i >= 9000;
  const products = Array.from({ length: 10_000 }, (_, i) => ({
    _id: int(i),
    name: `${far(i) ? 'z' : 'a'} product ${String((i * 7919) % 10_000).padStart(5, '0')}`,
    featured: i % 50 === 0 && !far(i),
    searchWords: far(i) ? ['strawberry', 'tower'] : i % 10 === 0 ? ['kale', 'tower'] : ['tower'],
  }));
  runOn(engine, { insert: 'products', documents: products });
  const sort = { featured: -1, name: 1, _id: 1 };
  const expected = (word: string) =>
    products
      .filter((p) => p.searchWords.some((w) => w.startsWith(word)))
      .sort((a, b) => Number(b.featured) - Number(a.featured) || (a.name < b.name ? -1 : 1))
      .slice(0, 8)
      .map((p) => p._id.value);
  const explained = (word: string) =>
    engine.run(
      {
        explain: { find: 'products', filter: { searchWords: new RegExp(`^${word}`) }, sort, limit: 8 },
        $db: 'farm',
      },
      1,
    ).reply;
  const pageOf = (word: string) =>
    runOn(engine, {
      find: 'products',
      filter: { searchWords: new RegExp(`^${word}`) },
      sort,
      limit: 8,
    }).cursor.firstBatch.map((doc: Document) => doc._id);

  it('gives up the walk after about the cost of the other plan, and reads the page through the word index', () => {
    expect(pageOf('straw')).toEqual(expected('straw').map(int));
    const reply = explained('straw');
    expect(reply.queryPlanner.winningPlan).toMatchObject({
      stage: 'SORT',
      inputStage: { stage: 'FETCH', inputStage: { stage: 'IXSCAN', indexName: 'words' } },
    });
    // the walk alone would look at 9,000 entries before its first match; it stops after about 3,000 (a
    // sort of the 1,000 matches costs about that much), then the word index gives the 1,000. After its first
    // 256 tests the walk also read the 1,000 'straw' entries, to look the rest up by rank
    expect(reply.executionStats.totalKeysExamined).toBeLessThan(5_500);
    expect(reply.executionStats.nReturned).toBe(8);
  });

  it('keeps the walk when the matches are spread along it', () => {
    expect(pageOf('kale')).toEqual(expected('kale').map(int));
    const reply = explained('kale');
    expect(reply.queryPlanner.winningPlan).toMatchObject({
      stage: 'FETCH',
      inputStage: { stage: 'IXSCAN', indexName: 'featured' },
    });
    expect(reply.executionStats.totalKeysExamined).toBeLessThan(200);
  });

  it('counts every match, however far along they lie', () => {
    const counted = runOn(engine, { count: 'products', query: { searchWords: /^straw/ } });
    expect(counted.n).toEqual(int(1000));
  });
});

describe('literalPrefix', () => {
  it('reads the literal start of an anchored pattern', () => {
    expect(literalPrefix('^tow', '')).toEqual({ text: 'tow', whole: true });
    expect(literalPrefix('^برج', '')).toEqual({ text: 'برج', whole: true });
    expect(literalPrefix('^a\\.b', '')).toEqual({ text: 'a.b', whole: true });
    expect(literalPrefix('^tow.r', 's')).toEqual({ text: 'tow', whole: false });
    expect(literalPrefix('^tow+', '')).toEqual({ text: 'tow', whole: false });
    expect(literalPrefix('^towe?r', '')).toEqual({ text: 'tow', whole: false });
    expect(literalPrefix('^to\\.?', '')).toEqual({ text: 'to', whole: false });
    expect(literalPrefix('^to\\d', '')).toEqual({ text: 'to', whole: false });
    expect(literalPrefix('^(to)', '')).toEqual({ text: '', whole: false });
  });

  it('gives nothing where a match need not start with the text', () => {
    expect(literalPrefix('tow', '')).toBeUndefined();
    expect(literalPrefix('^tow|^x', '')).toBeUndefined();
    expect(literalPrefix('^tow', 'i')).toBeUndefined();
    expect(literalPrefix('^tow', 'm')).toBeUndefined();
  });
});
