import { BSON, type Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine/engine';
import { holdArrays, restoreArrays } from '../../src/engine/held-arrays';
import { MultiKey } from '../../src/engine/stored-doc';
import { openJournal } from '../../src/journal';
import { random } from '../helpers/random';
import { tempDir } from '../journal/helpers';
import { int, runOn as run } from '../query/helpers';

/**
 * Arrays of strings a key slot holds are left out of the stored bytes and written back on every read
 * (docs/decisions/218-key-slots-hold-word-arrays.md): whatever reads a document must see the bytes it was
 * given, exactly.
 */
const alphabet = ['tower', 'grow', 'kit', 'برج', 'بذور', 'é', '🌱', '', 'x'.repeat(40)];

function words(rnd: () => number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${alphabet[Math.floor(rnd() * alphabet.length)]}${i}`);
}

describe('holdArrays and restoreArrays', () => {
  it('give back the exact bytes, for any number of words in any script, before, between and after other fields', () => {
    const rnd = random(5);
    for (const count of [0, 1, 9, 10, 11, 99, 100, 101, 250]) {
      const first = words(rnd, count);
      const second = words(rnd, 30);
      const doc = { _id: count, a: 'before', first, mid: int(7), second, z: { nested: ['x'] } };
      const bytes = BSON.serialize(doc);
      const keys = [new MultiKey(first), undefined, new MultiKey(second)];
      const kept = holdArrays(bytes, [
        { name: 'first', slot: 0, values: first },
        { name: 'second', slot: 2, values: second },
      ]);
      // short arrays stay: the note of where they were would cost more than they do
      const firstBytes = BSON.calculateObjectSize({ first }) - 5;
      expect(kept.held?.filter((part) => typeof part === 'string')).toEqual(
        firstBytes >= 128 ? ['first', 'second'] : ['second'],
      );
      if (count >= 11) expect(firstBytes).toBeGreaterThanOrEqual(128);
      expect(kept.bytes.length).toBeLessThan(bytes.length);
      expect(Buffer.from(restoreArrays(kept.bytes, kept.held!, keys)).equals(bytes)).toBe(true);
      // the stored bytes are a document of their own: the rest of the fields, in their order
      expect(Object.keys(BSON.deserialize(kept.bytes))).toEqual(
        Object.keys(doc).filter((name) => !kept.held!.includes(name)),
      );
    }
  });

  it('keep an array whose bytes are not what its values encode to', () => {
    const list = words(random(6), 40);
    const cases: Array<[string, Document, string[]]> = [
      ['one value differs', { list }, [...list.slice(0, 39), 'other']],
      ['a number among the strings', { list: [...list.slice(0, 39), int(3)] }, list],
      ['an embedded document, not an array', { list: { ...list } }, list],
    ];
    for (const [, doc, values] of cases) {
      const bytes = BSON.serialize(doc);
      const kept = holdArrays(bytes, [{ name: 'list', slot: 0, values }]);
      expect(kept.held).toBeUndefined();
      expect(kept.bytes).toBe(bytes);
    }
  });
});

const wordsIndex = { key: { words: 1, shelf: 1 }, name: 'words' };

function product(rnd: () => number, id: number): Document {
  return { _id: id, name: `product ${id}`, shelf: int(id % 5), words: words(rnd, 20 + (id % 30)), tail: id };
}

/** The stored versions of the collection's documents, to check what they keep. */
const records = (engine: Engine) => [...engine.store.collection('farm', 'products')!.records.values()];

describe('a collection whose key slots hold word arrays', () => {
  it('answers every read with the documents as written, through writes, counts, projections and scans', () => {
    const rnd = random(7);
    const engine = new Engine();
    run(engine, { createIndexes: 'products', indexes: [wordsIndex] });
    const model = new Map<number, Document>();
    for (let id = 0; id < 60; id++) model.set(id, product(rnd, id));
    run(engine, { insert: 'products', documents: [...model.values()] });
    expect(records(engine).every((stored) => stored.held !== undefined)).toBe(true);

    // writes: a field beside the words, the words themselves, a whole replacement, a removal
    run(engine, { update: 'products', updates: [{ q: { _id: 3 }, u: { $set: { name: 'renamed' } } }] });
    model.get(3)!.name = 'renamed';
    run(engine, { update: 'products', updates: [{ q: { _id: 4 }, u: { $push: { words: 'added' } } }] });
    model.get(4)!.words.push('added');
    const replaced = product(rnd, 5);
    run(engine, { update: 'products', updates: [{ q: { _id: 5 }, u: replaced }] });
    model.set(5, replaced);
    run(engine, { delete: 'products', deletes: [{ q: { _id: 6 }, limit: 1 }] });
    model.delete(6);

    const all = [...model.values()];
    const ids = (docs: Document[]) => docs.map((doc) => Number(doc._id));
    const find = (body: Document) =>
      run(engine, { find: 'products', ...body }).cursor.firstBatch as Document[];
    const canonical = (docs: Document[]) => BSON.EJSON.stringify(docs);
    const expected = (docs: Document[]) =>
      canonical(docs.map((doc) => BSON.deserialize(BSON.serialize(doc))));
    const asRead = (docs: Document[]) =>
      canonical(docs.map((doc) => BSON.deserialize(BSON.serialize(doc), { promoteValues: true })));

    // whole documents, in natural order
    expect(asRead(find({ filter: {} }))).toBe(expected(all));
    // the words left out, the rest cut from the stored bytes
    expect(asRead(find({ filter: {}, projection: { words: 0 } }))).toBe(
      expected(all.map(({ words: _, ...rest }) => rest)),
    );
    // another field left out: the words come back
    expect(asRead(find({ filter: { _id: { $lt: 10 } }, projection: { name: 0 } }))).toBe(
      expected(all.filter((doc) => doc._id < 10).map(({ name: _, ...rest }) => rest)),
    );
    // through the word index, and by a scan that reads the words (no index serves $size)
    const withWord = all.filter((doc) => doc.words.some((word: string) => word.startsWith('tower1')));
    expect(ids(find({ filter: { words: { $regex: '^tower1' } } }))).toEqual(ids(withWord));
    expect(ids(find({ filter: { words: { $size: 21 } } }))).toEqual(
      ids(all.filter((doc) => doc.words.length === 21)),
    );
    // a scan on another field, and a count
    expect(ids(find({ filter: { tail: { $gte: 50 } } }))).toEqual(ids(all.filter((doc) => doc.tail >= 50)));
    expect(Number(run(engine, { count: 'products', query: { words: { $regex: '^grow' } } }).n)).toBe(
      all.filter((doc) => doc.words.some((word: string) => word.startsWith('grow'))).length,
    );
    // an aggregation reads whole documents too
    const grouped = run(engine, {
      aggregate: 'products',
      pipeline: [{ $project: { n: { $size: '$words' } } }, { $group: { _id: null, total: { $sum: '$n' } } }],
      cursor: {},
    }).cursor.firstBatch[0];
    expect(Number(grouped.total)).toBe(all.reduce((sum, doc) => sum + doc.words.length, 0));
  });

  it('writes whole documents to the journal, and holds their arrays again when the store is read back', async () => {
    const dir = tempDir();
    const rnd = random(8);
    const docs = Array.from({ length: 40 }, (_, id) => product(rnd, id));
    const first = await openJournal(dir);
    const engine = new Engine();
    engine.store.replay(first.replay);
    run(engine, { createIndexes: 'products', indexes: [wordsIndex] });
    run(engine, { insert: 'products', documents: docs });
    await first.journal.append(engine.store.drain());
    // a snapshot too: compaction writes every stored version out
    await first.journal.compact(() => engine.store.snapshot());
    await first.journal.close();

    const second = await openJournal(dir);
    const reread = new Engine();
    reread.store.replay(second.replay);
    await second.journal.close();
    const stored = records(reread);
    expect(stored.every((version) => version.held !== undefined)).toBe(true);
    for (const [i, version] of stored.entries())
      expect(Buffer.from(version.bytes).equals(BSON.serialize(docs[i]))).toBe(true);
  });
});
