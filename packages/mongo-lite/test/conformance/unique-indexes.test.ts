import { Double, Long, MongoServerError, type Collection } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTarget, type Target } from '../helpers/target';

let target: Target;
let coll: Collection;

beforeAll(async () => {
  target = await openTarget('unique');
});

beforeEach(async () => {
  coll = target.db.collection(`u${Math.random().toString(36).slice(2, 8)}`);
});

afterAll(async () => {
  await target.close();
});

async function duplicate(promise: Promise<unknown>): Promise<MongoServerError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MongoServerError);
  expect((error as MongoServerError).code).toBe(11000);
  return error as MongoServerError;
}

describe('unique indexes', () => {
  it('single field: error shape and message', async () => {
    await coll.createIndex({ email: 1 }, { unique: true });
    await coll.insertOne({ email: 'a@farm.ae' });
    const error = await duplicate(coll.insertOne({ email: 'a@farm.ae' }));
    expect(error.keyPattern).toEqual({ email: 1 });
    expect(error.keyValue).toEqual({ email: 'a@farm.ae' });
    expect(error.message).toBe(
      `E11000 duplicate key error collection: ${target.dbName}.${coll.collectionName} index: email_1 dup key: { email: "a@farm.ae" }`,
    );
  });

  it('duplicate _id', async () => {
    await coll.insertOne({ _id: 5 as never });
    const error = await duplicate(coll.insertOne({ _id: 5 as never }));
    expect(error.keyPattern).toEqual({ _id: 1 });
    expect(error.keyValue).toEqual({ _id: 5 });
  });

  it('compound keys collide only on the whole tuple', async () => {
    await coll.createIndex({ farm: 1, bay: -1 }, { unique: true });
    await coll.insertMany([
      { farm: 'a', bay: 1 },
      { farm: 'a', bay: 2 },
      { farm: 'b', bay: 1 },
    ]);
    const error = await duplicate(coll.insertOne({ farm: 'a', bay: 2 }));
    expect(error.keyPattern).toEqual({ farm: 1, bay: -1 });
    expect(error.keyValue).toEqual({ farm: 'a', bay: 2 });
  });

  it('a missing field counts as null, once', async () => {
    await coll.createIndex({ code: 1 }, { unique: true });
    await coll.insertOne({ name: 'no code' });
    const error = await duplicate(coll.insertOne({ name: 'no code either' }));
    expect(error.keyValue).toEqual({ code: null });
    await duplicate(coll.insertOne({ code: null }));
  });

  it('sparse indexes skip documents without the field', async () => {
    await coll.createIndex({ code: 1 }, { unique: true, sparse: true });
    await coll.insertMany([{ name: 'a' }, { name: 'b' }, { code: 1 }]);
    await duplicate(coll.insertOne({ code: 1 }));
    expect(await coll.countDocuments()).toBe(3);
  });

  it('partial indexes only cover matching documents', async () => {
    await coll.createIndex({ email: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await coll.insertMany([
      { email: 'x', active: false },
      { email: 'x', active: false },
      { email: 'x', active: true },
    ]);
    await duplicate(coll.insertOne({ email: 'x', active: true }));
    const indexes = await coll.listIndexes().toArray();
    expect(indexes.find((i) => i.name === 'email_1')).toMatchObject({
      unique: true,
      partialFilterExpression: { active: true },
    });
  });

  it('partial filters accept only what MongoDB accepts (67 otherwise)', async () => {
    await coll.createIndex(
      { sku: 1 },
      { partialFilterExpression: { $and: [{ qty: { $gt: 0 } }, { sku: { $exists: true } }], kind: 'plant' } },
    );
    const refused = await coll
      .createIndex({ name: 1 }, { partialFilterExpression: { qty: { $ne: 0 } } })
      .catch((e: unknown) => e);
    expect((refused as MongoServerError).code).toBe(67);
  });

  it('multikey: per element, duplicates inside one document are fine', async () => {
    await coll.createIndex({ tags: 1 }, { unique: true });
    await coll.insertOne({ tags: ['a', 'b', 'a'] });
    const error = await duplicate(coll.insertOne({ tags: ['c', 'b'] }));
    expect(error.keyValue).toEqual({ tags: 'b' });
    await coll.insertOne({ tags: ['c', 'd'] });
  });

  it('1, 1.0 and Long 1 are the same key', async () => {
    await coll.createIndex({ n: 1 }, { unique: true });
    await coll.insertOne({ n: 1 });
    await duplicate(coll.insertOne({ n: new Double(1) }));
    await duplicate(coll.insertOne({ n: Long.fromNumber(1) }));
    await duplicate(
      coll.insertOne({ _id: 1 as never, n: 2 }).then(() => coll.insertOne({ _id: new Double(1) as never })),
    );
  });

  it('building a unique index over duplicate data fails and leaves no index', async () => {
    await coll.insertMany([{ sku: 'a' }, { sku: 'a' }]);
    await duplicate(coll.createIndex({ sku: 1 }, { unique: true }));
    const names = (await coll.listIndexes().toArray()).map((i) => i.name);
    expect(names).toEqual(['_id_']);
  });

  it('an update does not collide with the document itself, but does with others', async () => {
    await coll.createIndex({ email: 1 }, { unique: true });
    await coll.insertMany([
      { _id: 1, email: 'a', n: 1 },
      { _id: 2, email: 'b', n: 1 },
    ] as never[]);
    await coll.updateOne({ _id: 1 as never }, { $set: { email: 'a' }, $inc: { n: 1 } });
    await coll.replaceOne({ _id: 1 as never }, { email: 'a', n: 5 });
    await duplicate(coll.updateOne({ _id: 2 as never }, { $set: { email: 'a' } }));
    expect(await coll.findOne({ _id: 2 as never })).toEqual({ _id: 2, email: 'b', n: 1 });
  });

  it('createIndexes conflicts report MongoDB codes', async () => {
    await coll.createIndex({ a: 1 }, { name: 'a_idx' });
    expect(await coll.createIndex({ a: 1 }, { name: 'a_idx' })).toBe('a_idx');
    const sameKey = await coll.createIndex({ a: 1 }, { name: 'other' }).catch((e: MongoServerError) => e);
    expect((sameKey as MongoServerError).code).toBe(85);
    const sameName = await coll.createIndex({ b: 1 }, { name: 'a_idx' }).catch((e: MongoServerError) => e);
    expect((sameName as MongoServerError).code).toBe(86);
    const dropId = await coll.dropIndex('_id_').catch((e: MongoServerError) => e);
    expect((dropId as MongoServerError).code).toBe(72);
    const missing = await coll.dropIndex('nope').catch((e: MongoServerError) => e);
    expect((missing as MongoServerError).code).toBe(27);
  });

  it('a createIndexes command builds all its indexes or none', async () => {
    await coll.insertMany([
      { _id: 1, a: 1, b: 1 },
      { _id: 2, a: 2, b: 1 },
    ] as never[]);
    const error = await coll
      .createIndexes([{ key: { a: 1 } }, { key: { b: 1 }, unique: true }])
      .catch((e: MongoServerError) => e);
    expect((error as MongoServerError).code).toBe(11000);
    expect((await coll.listIndexes().toArray()).map((index) => index.name)).toEqual(['_id_']);
  });
});
