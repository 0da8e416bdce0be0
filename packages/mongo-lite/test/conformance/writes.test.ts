import {
  Double,
  Int32,
  Long,
  MongoBulkWriteError,
  MongoClient,
  MongoServerError,
  ObjectId,
  type Collection,
} from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTarget, type Target } from '../helpers/target';

let target: Target;
let coll: Collection;

beforeAll(async () => {
  target = await openTarget('writes');
});

beforeEach(async () => {
  coll = target.db.collection(`c${Math.random().toString(36).slice(2, 8)}`);
});

afterAll(async () => {
  await target.close();
});

async function serverError(promise: Promise<unknown>): Promise<MongoServerError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MongoServerError);
  return error as MongoServerError;
}

describe('insert', () => {
  it('puts _id first and keeps field order and BSON types', async () => {
    const when = new Date('2026-01-02T03:04:05Z');
    await coll.insertOne({ b: 1, a: 'x', _id: 7 as never, when });
    await coll.insertOne({
      _id: 8 as never,
      d: new Double(1),
      i: new Int32(2),
      l: Long.fromString('9007199254740993'),
      n: [new Double(2.5), 'm'],
    });
    const raw = target.db.collection(coll.collectionName);
    const first = await raw.findOne({ _id: 7 as never });
    expect(Object.keys(first!)).toEqual(['_id', 'b', 'a', 'when']);
    expect(first!.when).toEqual(when);
    const typed = await raw.findOne({ _id: 8 as never }, { promoteValues: false, promoteLongs: false });
    expect(typed!.d).toBeInstanceOf(Double);
    expect(typed!.i).toBeInstanceOf(Int32);
    expect(String(typed!.l)).toBe('9007199254740993');
    expect(typed!.n[0]).toBeInstanceOf(Double);
  });

  it('applies unacknowledged (w: 0, moreToCome) writes', async () => {
    // one connection: the server runs its messages in order, so the count comes after the unanswered insert
    const single = await MongoClient.connect(target.uri, { maxPoolSize: 1 });
    try {
      const quiet = single.db(target.dbName).collection(coll.collectionName);
      await quiet.insertOne({ _id: 'quiet' as never }, { writeConcern: { w: 0 } });
      expect(await quiet.countDocuments({ _id: 'quiet' as never })).toBe(1);
    } finally {
      await single.close();
    }
  });

  it('ordered batches stop at the first error and keep earlier writes', async () => {
    const error = await coll
      .insertMany([{ _id: 1 }, { _id: 2 }, { _id: 1 }, { _id: 3 }] as never[], { ordered: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoBulkWriteError);
    const bulk = error as MongoBulkWriteError;
    expect(bulk.code).toBe(11000);
    expect(bulk.result.insertedCount).toBe(2);
    expect(bulk.writeErrors).toMatchObject([{ index: 2, code: 11000 }]);
    expect(await coll.countDocuments()).toBe(2);
  });

  it('unordered batches continue after errors', async () => {
    const error = (await coll
      .insertMany([{ _id: 1 }, { _id: 1 }, { _id: 2 }, { _id: 2 }, { _id: 3 }] as never[], { ordered: false })
      .catch((e: unknown) => e)) as MongoBulkWriteError;
    expect(error.result.insertedCount).toBe(3);
    const errors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
    expect(errors.map((e) => e.index)).toEqual([1, 3]);
    expect(await coll.countDocuments()).toBe(3);
  });
});

describe('update counts', () => {
  it('reports exact matched and modified counts', async () => {
    await coll.insertMany([
      { _id: 1, qty: 5, tag: 'a' },
      { _id: 2, qty: 5, tag: 'a' },
      { _id: 3, qty: 1, tag: 'b' },
    ] as never[]);
    expect(await coll.updateMany({ tag: 'a' }, { $set: { qty: 5 } })).toMatchObject({
      matchedCount: 2,
      modifiedCount: 0,
    });
    expect(await coll.updateMany({ qty: 5 }, { $set: { qty: 6 } })).toMatchObject({
      matchedCount: 2,
      modifiedCount: 2,
    });
    expect(await coll.updateOne({ tag: 'zzz' }, { $set: { qty: 1 } })).toMatchObject({
      matchedCount: 0,
      modifiedCount: 0,
      upsertedCount: 0,
    });
    expect(await coll.replaceOne({ _id: 3 as never }, { qty: 1, tag: 'b' })).toMatchObject({
      matchedCount: 1,
      modifiedCount: 0,
    });
    expect(await coll.deleteMany({ qty: 6 })).toMatchObject({ deletedCount: 2 });
  });
});

describe('upserts', () => {
  it('seeds from equality parts of the filter and applies $setOnInsert', async () => {
    const result = await coll.updateOne(
      { sku: 'basil-1', 'size.unit': 'g', $and: [{ farm: 'dubai' }], qty: { $gt: 5 } },
      { $set: { price: 10 }, $setOnInsert: { createdBy: 'seed' } },
      { upsert: true },
    );
    expect(result).toMatchObject({ matchedCount: 0, modifiedCount: 0, upsertedCount: 1 });
    expect(result.upsertedId).toBeInstanceOf(ObjectId);
    const doc = await coll.findOne({ _id: result.upsertedId! });
    expect(Object.keys(doc!)[0]).toBe('_id');
    expect(doc).toMatchObject({
      sku: 'basil-1',
      size: { unit: 'g' },
      farm: 'dubai',
      price: 10,
      createdBy: 'seed',
    });
    expect(doc).not.toHaveProperty('qty');

    const again = await coll.updateOne(
      { sku: 'basil-1' },
      { $set: { price: 11 }, $setOnInsert: { createdBy: 'other' } },
      { upsert: true },
    );
    expect(again).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    expect((await coll.findOne({ sku: 'basil-1' }))!.createdBy).toBe('seed');
  });

  it('seeds from a single-clause $or, nested in $and and $or too, but not from a two-clause $or', async () => {
    await coll.updateOne({ $or: [{ o: 1 }] }, { $set: { x: 1 } }, { upsert: true });
    await coll.updateOne(
      { $and: [{ $or: [{ $or: [{ p: 2, q: { $in: [3] } }] }] }] },
      { $set: { x: 2 } },
      { upsert: true },
    );
    await coll.updateOne({ $or: [{ r: 4 }, { r: 5 }] }, { $set: { x: 3 } }, { upsert: true });
    const docs = await coll
      .find({}, { projection: { _id: 0 } })
      .sort({ x: 1 })
      .toArray();
    expect(docs).toEqual([{ o: 1, x: 1 }, { p: 2, q: 3, x: 2 }, { x: 3 }]);
  });

  it('takes _id from the filter and reports upserted ids per statement', async () => {
    const result = await coll.bulkWrite([
      { updateOne: { filter: { _id: 'a' as never }, update: { $inc: { n: 1 } }, upsert: true } },
      { updateOne: { filter: { _id: 'a' as never }, update: { $inc: { n: 1 } }, upsert: true } },
      { replaceOne: { filter: { _id: 'b' as never }, replacement: { n: 9 }, upsert: true } },
    ]);
    expect(result.upsertedCount).toBe(2);
    expect(result.matchedCount).toBe(1);
    expect(result.upsertedIds).toEqual({ 0: 'a', 2: 'b' });
    expect(await coll.find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'a', n: 2 },
      { _id: 'b', n: 9 },
    ]);
  });
});

describe('hints on writes', () => {
  it('refuses a hint naming no index on update, delete and findAndModify (code 2)', async () => {
    await coll.insertMany([
      { _id: 1, n: 1 },
      { _id: 2, n: 2 },
    ] as never[]);
    await coll.createIndex({ n: 1 });
    const attempts: Array<() => Promise<unknown>> = [
      () => coll.updateMany({}, { $set: { x: 1 } }, { hint: { zz: 1 } }),
      () => coll.updateOne({ n: 1 }, { $set: { x: 1 } }, { hint: 'nope_1' }),
      () => coll.deleteOne({ n: 1 }, { hint: 'nope_1' }),
      () => coll.deleteMany({}, { hint: { zz: 1 } }),
      () => coll.findOneAndUpdate({ n: 1 }, { $set: { x: 1 } }, { hint: { zz: 1 } }),
      () => coll.findOneAndDelete({ n: 1 }, { hint: { nope: 1 } }),
    ];
    for (const attempt of attempts) {
      await expect(attempt()).rejects.toMatchObject({ code: 2 });
    }
    expect(await coll.find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, n: 1 },
      { _id: 2, n: 2 },
    ]);
    // hints naming an existing index, by key or by name, are accepted
    await coll.updateOne({ n: 1 }, { $set: { x: 1 } }, { hint: { n: 1 } });
    await coll.deleteOne({ n: 2 }, { hint: 'n_1' });
    await coll.findOneAndUpdate({ n: 1 }, { $inc: { x: 1 } }, { hint: { _id: 1 } });
    expect(await coll.find({}).toArray()).toEqual([{ _id: 1, n: 1, x: 2 }]);
  });
});

describe('malformed write statements', () => {
  it('a delete limit other than 0 or 1 fails the whole command (9); a multi replacement is a write error', async () => {
    await coll.insertMany([{ _id: 1 }, { _id: 2 }] as never[]);
    const deleteError = await target.db
      .command({
        delete: coll.collectionName,
        deletes: [
          { q: { _id: 1 }, limit: 1 },
          { q: {}, limit: 2 },
        ],
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(deleteError).toMatchObject({ code: 9 });
    expect(await coll.countDocuments()).toBe(2);
    const reply = await target.db.command({
      update: coll.collectionName,
      updates: [{ q: {}, u: { x: 1 }, multi: true }],
    });
    expect(reply).toMatchObject({ ok: 1, n: 0, nModified: 0 });
    expect(reply.writeErrors).toHaveLength(1);
    expect(reply.writeErrors[0]).toMatchObject({ index: 0, code: 9 });
  });
});

describe('array updates', () => {
  it('supports positional $, $[] and $[id] with arrayFilters', async () => {
    await coll.insertOne({
      _id: 1,
      trays: [
        { n: 1, ok: false },
        { n: 2, ok: false },
        { n: 3, ok: true },
      ],
    } as never);
    await coll.updateOne({ _id: 1 as never, 'trays.n': 2 }, { $set: { 'trays.$.ok': true } });
    expect((await coll.findOne({ _id: 1 as never }))!.trays.map((t: { ok: boolean }) => t.ok)).toEqual([
      false,
      true,
      true,
    ]);
    await coll.updateOne({ _id: 1 as never }, { $inc: { 'trays.$[].n': 10 } });
    await coll.updateOne(
      { _id: 1 as never },
      { $set: { 'trays.$[big].big': true } },
      { arrayFilters: [{ 'big.n': { $gte: 12 } }] },
    );
    expect((await coll.findOne({ _id: 1 as never }))!.trays).toEqual([
      { n: 11, ok: false },
      { n: 12, ok: true, big: true },
      { n: 13, ok: true, big: true },
    ]);
  });
});

describe('update errors carry MongoDB codes', () => {
  beforeEach(async () => {
    await coll.insertOne({ _id: 1, name: 'kale', qty: 3, size: 5, tags: ['x'] } as never);
  });

  it('14 for $inc on a string', async () => {
    expect(
      (await serverError(coll.updateOne({ _id: 1 as never }, { $inc: { name: 1 } as never }))).code,
    ).toBe(14);
  });

  it('2 for $push onto a non-array and for an unknown query operator', async () => {
    expect(
      (await serverError(coll.updateOne({ _id: 1 as never }, { $push: { qty: 1 } as never }))).code,
    ).toBe(2);
    expect((await serverError(coll.find({ qty: { $bogus: 1 } } as never).toArray())).code).toBe(2);
  });

  it('28 for a path through a scalar', async () => {
    expect(
      (await serverError(coll.updateOne({ _id: 1 as never }, { $set: { 'size.unit': 'g' } }))).code,
    ).toBe(28);
  });

  it('66 for changing _id', async () => {
    expect((await serverError(coll.updateOne({ _id: 1 as never }, { $set: { _id: 2 } as never }))).code).toBe(
      66,
    );
    expect(
      (await serverError(coll.replaceOne({ _id: 1 as never }, { _id: 2, name: 'x' } as never))).code,
    ).toBe(66);
  });

  it('leaves the document untouched after a failed update', async () => {
    await serverError(coll.updateOne({ _id: 1 as never }, { $set: { qty: 9 }, $inc: { name: 1 } } as never));
    expect(await coll.findOne({ _id: 1 as never })).toEqual({
      _id: 1,
      name: 'kale',
      qty: 3,
      size: 5,
      tags: ['x'],
    });
  });
});

describe('document size', () => {
  it('refuses an update whose result exceeds 16 MiB (17419)', async () => {
    const nineMiB = 'x'.repeat(9 * 1024 * 1024);
    await coll.insertOne({ _id: 1, a: nineMiB } as never);
    expect((await serverError(coll.updateOne({ _id: 1 as never }, { $set: { b: nineMiB } }))).code).toBe(
      17419,
    );
    expect(Object.keys((await coll.findOne({ _id: 1 as never }))!)).toEqual(['_id', 'a']);
  });
});

describe('projections', () => {
  it('keep stored field order and refuse mixing inclusion with exclusion', async () => {
    await coll.insertOne({ _id: 1, c: 3, a: 1, b: 2 } as never);
    const doc = await coll.findOne({}, { projection: { b: 1, c: 1 } });
    expect(Object.keys(doc!)).toEqual(['_id', 'c', 'b']);
    const excluded = await coll.findOne({}, { projection: { a: 0, _id: 0 } });
    expect(Object.keys(excluded!)).toEqual(['c', 'b']);
    const error = await serverError(coll.findOne({}, { projection: { a: 1, b: 0 } }));
    expect([31253, 31254]).toContain(error.code);
  });
});
