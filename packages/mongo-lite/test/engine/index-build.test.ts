import type { Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine/engine';
import { random as generator } from '../helpers/random';
import { dbl, int, runOn } from '../query/helpers';

const indexes = [
  { key: { w: 1 }, name: 'w' },
  { key: { w: -1 }, name: 'w_down' },
  { key: { w: 1, n: -1 }, name: 'w_n' },
  { key: { n: 1, w: 1 }, name: 'n_w' },
  { key: { w: -1, tags: 1, n: 1 }, name: 'w_tags_n' },
];

/**
 * An index built over stored documents (createIndexes, or a store read from disk) holds its entries in the
 * order that adding the same documents one by one gives: string first keys are grouped when it is built.
 */
describe('an index built over existing documents', () => {
  it('orders its entries as one filled document by document does, for every kind of first key', () => {
    const seed = 7_2026;
    const random = generator(seed);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
    const words = ['tower', 'towers', 'grow', 'برج', 'Tower', '', 'zinc', 'kit'];
    const value = (): unknown =>
      pick([
        () => pick(words),
        () => pick(words),
        () => int(Math.floor(random() * 4)),
        () => dbl(Math.floor(random() * 4)),
        () => null,
        () => ({ o: pick(words) }),
        () => true,
      ])();
    const docs: Document[] = Array.from({ length: 400 }, (_, i) => {
      const doc: Document = { _id: int(i), n: value() };
      const shape = random();
      if (shape < 0.5) doc.w = Array.from({ length: 1 + Math.floor(random() * 6) }, value);
      else if (shape < 0.9) doc.w = value();
      // one array per document at most on a compound index (MongoDB refuses parallel arrays)
      if (random() < 0.5) doc.tags = Array.isArray(doc.w) ? pick(words) : [pick(words), pick(words)];
      return doc;
    });

    const built = new Engine();
    runOn(built, { insert: 'p', documents: docs });
    // updates and deletes leave the documents' ranks out of their order in the collection
    runOn(built, {
      update: 'p',
      updates: [{ q: { _id: { $lt: int(50) } }, u: { $set: { moved: true } }, multi: true }],
    });
    runOn(built, { delete: 'p', deletes: [{ q: { _id: { $in: [int(3), int(77)] } }, limit: 0 }] });
    runOn(built, { createIndexes: 'p', indexes });

    const oneByOne = new Engine();
    runOn(oneByOne, { createIndexes: 'p', indexes });
    runOn(oneByOne, { insert: 'p', documents: docs });
    runOn(oneByOne, {
      update: 'p',
      updates: [{ q: { _id: { $lt: int(50) } }, u: { $set: { moved: true } }, multi: true }],
    });
    runOn(oneByOne, { delete: 'p', deletes: [{ q: { _id: { $in: [int(3), int(77)] } }, limit: 0 }] });

    const entriesOf = (engine: Engine, name: string) => {
      const index = engine.store.collection('farm', 'p')!.indexes.get(name)!;
      return [...index.entries.forward(0, index.entries.size)].map((entry) => [
        index.storedOf(entry).decode()._id,
        ...index.paths.map((_, i) => index.keyAt(entry, i)),
      ]);
    };
    for (const { name } of indexes) {
      const expected = entriesOf(oneByOne, name);
      expect(expected.length).toBeGreaterThan(400);
      expect(entriesOf(built, name), `seed ${seed}, index ${name}`).toEqual(expected);
    }
  });
});
