import type { Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine/engine';
import { Matches } from '../../src/engine/matches';
import { int, runOn } from '../query/helpers';

/**
 * A filter that the key slots cannot answer alone is tested on the fields it reads, decoded without the rest;
 * what a read hands out is still the whole document.
 */
describe('a filter tested on the fields it reads', () => {
  const engine = new Engine();
  runOn(engine, {
    createIndexes: 'p',
    indexes: [
      { key: { words: 1 }, name: 'words' },
      { key: { rank: 1 }, name: 'rank' },
    ],
  });
  const docs = Array.from({ length: 200 }, (_, i) => ({
    _id: int(i),
    words: ['tower', `w${i % 7}`],
    names: [i % 3 === 0 ? 'tower' : 'kit'],
    rank: int((i * 37) % 200),
    meta: { colour: i % 2 ? 'green' : 'white' },
    description: `A long description of product ${i}`,
  }));
  runOn(engine, { insert: 'p', documents: docs });
  const find = (body: Document) =>
    runOn(engine, { find: 'p', ...body }).cursor.firstBatch as Array<(typeof docs)[number]>;

  it('pages and sorts by fields no index holds, and hands out whole documents', () => {
    const expected = docs
      .filter((d) => d.names.includes('tower') && d.words.includes('w2'))
      .sort((a, b) => b.meta.colour.localeCompare(a.meta.colour) || b.rank.value - a.rank.value);
    const filter = { words: /^tow/, names: 'tower', $and: [{ words: 'w2' }] };
    const page = find({ filter, sort: { 'meta.colour': -1, rank: -1 }, skip: 2, limit: 4 });
    expect(page).toEqual(expected.slice(2, 6));
    expect(page[0].description).toMatch(/^A long description/);
    const count = runOn(engine, { count: 'p', query: filter });
    expect(count.n).toEqual(int(expected.length));
  });

  it('hands out whole documents from a walk of an index in sort order', () => {
    const filter = { $or: [{ names: 'tower' }, { _id: int(5) }], 'meta.colour': 'white' };
    const page = find({ filter, sort: { rank: 1 }, skip: 1, limit: 3 });
    // a projection reads the documents themselves, not their stored bytes
    const projected = find({ filter, sort: { rank: 1 }, skip: 1, limit: 3, projection: { description: 1 } });
    const expected = docs
      .filter((d) => (d.names.includes('tower') || d._id.value === 5) && d.meta.colour === 'white')
      .sort((a, b) => a.rank.value - b.rank.value)
      .slice(1, 4);
    expect(page).toEqual(expected);
    expect(projected).toEqual(expected.map(({ _id, description }) => ({ _id, description })));
    const { reply } = engine.run(
      { explain: { find: 'p', filter, sort: { rank: 1 }, limit: 4 }, $db: 'farm' },
      1,
    );
    expect(reply.queryPlanner.winningPlan.inputStage).toMatchObject({ stage: 'IXSCAN', indexName: 'rank' });
  });

  it('reads every field for a filter whose fields it cannot tell', () => {
    const filter = { words: 'tower', $expr: { $gt: ['$rank', 190] } };
    const expected = docs.filter((d) => d.rank.value > 190);
    expect(find({ filter })).toEqual(expected);
    const matches = new Matches(engine.store.collection('farm', 'p'), filter);
    expect(matches.count()).toBe(expected.length);
  });

  it('tests on each document only what its key slots left undecided', () => {
    const coll = engine.store.collection('farm', 'p');
    const filter = { words: { $all: [/^tow/, /^w3/] }, names: 'tower', rank: { $gte: int(50) } };
    const expected = docs
      .filter((d) => d.words.includes('w3') && d.names.includes('tower') && d.rank.value >= 50)
      .sort((a, b) => a.rank.value - b.rank.value);
    // `words` and `rank` have key slots: only `names` is read from each candidate
    expect(new Matches(coll, filter, { rank: 1 }, 3).plan?.residual).toEqual({ names: 'tower' });
    expect(find({ filter, sort: { rank: 1 }, limit: 3 })).toEqual(expected.slice(0, 3));
    expect(runOn(engine, { count: 'p', query: filter }).n).toEqual(int(expected.length));
    // found by _id, a document is not tested on its key slots first: it is tested on the whole filter
    expect(new Matches(coll, { ...filter, _id: int(3) }).plan?.residual).toBeUndefined();
    expect(find({ filter: { ...filter, _id: int(3) } })).toEqual([docs[3]]);
    // 9 has the name and the rank but not the word w3
    expect(find({ filter: { ...filter, _id: int(9) } })).toEqual([]);
  });

  it('updates and deletes find their documents on the fields the filter reads, and write whole documents', () => {
    const writes = new Engine();
    runOn(writes, { createIndexes: 'q', indexes: [{ key: { words: 1 }, name: 'words' }] });
    runOn(writes, { insert: 'q', documents: docs.slice(0, 60) });
    const white = docs.slice(0, 60).filter((d) => d.meta.colour === 'white');
    const updated = runOn(writes, {
      update: 'q',
      updates: [
        { q: { 'meta.colour': 'white', flag: { $exists: false } }, u: { $set: { flag: true } }, multi: true },
      ],
    });
    expect(updated.nModified).toEqual(int(white.length));
    const flagged = runOn(writes, { find: 'q', filter: { flag: true } }).cursor.firstBatch as Document[];
    expect(flagged).toEqual(white.map((d) => ({ ...d, flag: true })));
    // a key slot decides `words`, the rest is read from `names`
    const gone = docs.slice(0, 60).filter((d) => d.words.includes('w3') && d.names.includes('tower'));
    const deleted = runOn(writes, {
      delete: 'q',
      deletes: [{ q: { words: { $all: [/^w3/] }, names: 'tower' }, limit: 0 }],
    });
    expect(deleted.n).toEqual(int(gone.length));
    expect(gone.length).toBeGreaterThan(0);
    expect(runOn(writes, { count: 'q', query: {} }).n).toEqual(int(60 - gone.length));
  });
});
