import type { Collection, Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type Target } from '../helpers/target';

/**
 * Dotted projections over arrays, nested arrays and scalars. The expected outputs are those of MongoDB's own
 * projection tests (jstests/core/projection_semantics.js), which hold for find and for $project alike.
 */
let target: Target;
let coll: Collection;
let nextId = 0;

beforeAll(async () => {
  target = await openTarget('projarrays');
  coll = target.db.collection('p');
});

afterAll(async () => {
  await target.close();
});

async function viaFindAndProject(input: Document, projection: Document): Promise<Document[]> {
  const _id = ++nextId;
  await coll.insertOne({ _id, ...input } as never);
  const found = await coll.find({ _id } as never, { projection: { _id: 0, ...projection } }).toArray();
  const projected = await coll
    .aggregate([{ $match: { _id } }, { $project: { _id: 0, ...projection } }])
    .toArray();
  return [found[0], projected[0]];
}

async function viaAddFields(input: Document, fields: Document): Promise<Document> {
  const _id = ++nextId;
  await coll.insertOne({ _id, ...input } as never);
  const [doc] = await coll
    .aggregate([{ $match: { _id } }, { $addFields: fields }, { $unset: '_id' }])
    .toArray();
  return doc;
}

describe('find and $project over arrays', () => {
  const cases: Array<[input: Document, projection: Document, expected: Document]> = [
    [{ a: [1, { b: 2, c: 3 }, [{ b: 4 }]] }, { 'a.b': 1 }, { a: [{ b: 2 }, [{ b: 4 }]] }],
    [{ a: [1, { b: 2, c: 3 }, [{ b: 4 }]] }, { 'a.b': 0 }, { a: [1, { c: 3 }, [{}]] }],
    [{ a: ['scalar', {}, 'scalar', { c: 1 }] }, { 'a.b': 1 }, { a: [{}, {}] }],
    [{ a: [[1, 2, 3]] }, { 'a.b': 1 }, { a: [[]] }],
    [{ a: [[1, { b: 1 }, { b: 2, c: 2 }, 'scalar']] }, { 'a.b': 1 }, { a: [[{ b: 1 }, { b: 2 }]] }],
    [
      { a: [[], [[], [], [1], [{ c: 1 }]], { b: 1 }] },
      { 'a.b': 1 },
      { a: [[], [[], [], [], [{}]], { b: 1 }] },
    ],
    [{ a: 'scalar' }, { 'a.b.c': 1 }, {}],
    [{ a: { b: 'scalar' } }, { 'a.b.c': 1 }, { a: {} }],
    [{ a: [1, { b: [[1, 2], [{}], 2] }, 2] }, { 'a.b.c': 1 }, { a: [{ b: [[], [{}]] }] }],
    [
      { a: [[], [{ b: [[1, 2], { c: 1, d: 1 }] }]] },
      { 'a.b.c': 0 },
      { a: [[], [{ b: [[1, 2], { d: 1 }] }]] },
    ],
  ];
  it.each(cases)('%j projected by %j', async (input, projection, expected) => {
    const [found, projected] = await viaFindAndProject(input, projection);
    expect(found).toEqual(expected);
    expect(projected).toEqual(expected);
  });
});

describe('computed fields over arrays', () => {
  it('$addFields reaches into nested arrays and turns scalars into documents', async () => {
    expect(await viaAddFields({ a: [1, { b: 2, c: 3 }, [{ b: 4 }]] }, { 'a.x': 1 })).toEqual({
      a: [{ x: 1 }, { b: 2, c: 3, x: 1 }, [{ b: 4, x: 1 }]],
    });
    expect(await viaAddFields({ a: [[], [{ b: [[1, 2], { c: 1, d: 1 }] }]] }, { 'a.b.c': 'new' })).toEqual({
      a: [[], [{ b: [[{ c: 'new' }, { c: 'new' }], { c: 'new', d: 1 }] }]],
    });
  });

  it('a computed $project field does the same', async () => {
    const _id = ++nextId;
    await coll.insertOne({ _id, a: [[], [{ b: [[1, 2], { c: 1, d: 1 }] }]] } as never);
    const [doc] = await coll
      .aggregate([{ $match: { _id } }, { $project: { _id: 0, 'a.b.c': { $literal: 'new' } } }])
      .toArray();
    expect(doc).toEqual({ a: [[], [{ b: [[{ c: 'new' }, { c: 'new' }], { c: 'new' }] }]] });
  });
});
