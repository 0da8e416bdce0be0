import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Long, MongoClient, MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMongoLite, type MongoLite } from '../../src/index';

/**
 * Behaviour specific to mongo-lite (refusals, its own timeouts): these cases always start a mongo-lite,
 * whatever MONGODB_URI says.
 */
let server: MongoLite;
let client: MongoClient;

beforeAll(async () => {
  server = await startMongoLite({ cursorTimeoutMs: 200, ttlMonitorIntervalMs: 50 });
  client = await MongoClient.connect(server.uri);
});

afterAll(async () => {
  await client.close();
  await server.stop();
});

async function commandError(command: Record<string, unknown>, db = 'refusals'): Promise<MongoServerError> {
  const error = await client
    .db(db)
    .command(command)
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  expect(error).toBeInstanceOf(MongoServerError);
  return error as MongoServerError;
}

describe('mongo-lite server', () => {
  it('answers hello as a standalone with sessions', async () => {
    const hello = await client.db('admin').command({ hello: 1 });
    expect(hello).toMatchObject({ isWritablePrimary: true, logicalSessionTimeoutMinutes: 30, ok: 1 });
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(9);
    expect(hello).not.toHaveProperty('setName');
    expect(await client.db('admin').command({ ping: 1 })).toEqual({ ok: 1 });
  });

  it('refuses unknown commands with 59 CommandNotFound', async () => {
    const error = await commandError({ frobnicate: 1 });
    expect(error).toMatchObject({ code: 59, codeName: 'CommandNotFound' });
  });

  it('refuses what it does not support, saying so', async () => {
    const coll = client.db('refusals').collection('things');
    await coll.insertOne({ a: 1 });
    const cases: Array<() => Promise<unknown>> = [
      () => coll.find({}, { collation: { locale: 'fr' } }).toArray(),
      () => coll.createIndex({ body: 'text' }),
      () => coll.aggregate([{ $match: {} }], { collation: { locale: 'fr' } }).toArray(),
      () => client.db('admin').command({ bulkWrite: 1, ops: [], nsInfo: [] }),
      () => client.db('refusals').createCollection('capped', { capped: true, size: 1000 }),
    ];
    for (const attempt of cases) {
      const error = await attempt().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(MongoServerError);
      expect((error as MongoServerError).message).toMatch(/mongo-lite does not support/);
    }
  });

  it('drops idle cursors: getMore afterwards fails with 43', async () => {
    const coll = client.db('cursors').collection('items');
    await coll.insertMany(Array.from({ length: 20 }, (_, i) => ({ i })));
    const reply = await client
      .db('cursors')
      .command({ find: 'items', batchSize: 2 }, { promoteLongs: false });
    expect(reply.cursor.id).toBeInstanceOf(Long);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const error = await commandError({ getMore: reply.cursor.id, collection: 'items' }, 'cursors');
    expect(error.code).toBe(43);
  });

  it('removes expired documents through TTL indexes', async () => {
    const coll = client.db('ttl').collection('resetTokens');
    await coll.createIndex({ createdAt: 1 }, { expireAfterSeconds: 3600 });
    const old = new Date(Date.now() - 2 * 3600_000);
    await coll.insertMany([
      { _id: 1, createdAt: old },
      { _id: 2, createdAt: new Date() },
      { _id: 3, createdAt: 'not a date' },
      { _id: 4, createdAt: [new Date(), old] },
    ] as never[]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await coll.find({}).sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual([2, 3]);
  });

  it('lists databases and collections, and drops them', async () => {
    const db = client.db('catalog');
    await db.createCollection('alpha');
    await db.collection('beta').insertOne({ x: 1 });
    const names = (await db.listCollections().toArray()).map((c) => c.name).sort();
    expect(names).toEqual(['alpha', 'beta']);
    const dbs = await client.db('admin').admin().listDatabases();
    expect(dbs.databases.map((d) => d.name)).toContain('catalog');
    expect(await db.collection('alpha').drop()).toBe(true);
    await db.dropDatabase();
    expect(await db.listCollections().toArray()).toEqual([]);
  });
});

describe('durability with dbPath', () => {
  it('keeps documents and indexes across restarts', async () => {
    const dbPath = await mkdtemp(join(tmpdir(), 'mongo-lite-conf-'));
    try {
      const first = await startMongoLite({ dbPath });
      const c1 = await MongoClient.connect(first.uri);
      const coll = c1.db('farm').collection('crops');
      await coll.createIndex({ sku: 1 }, { unique: true });
      await coll.insertMany([
        { _id: 1, sku: 'a', qty: 1 },
        { _id: 2, sku: 'b', qty: 2 },
      ] as never[]);
      await coll.updateOne({ _id: 1 as never }, { $inc: { qty: 10 } });
      await coll.deleteOne({ _id: 2 as never });
      await c1.close();
      await first.stop();

      const second = await startMongoLite({ dbPath });
      const c2 = await MongoClient.connect(second.uri);
      const again = c2.db('farm').collection('crops');
      expect(await again.find({}).toArray()).toEqual([{ _id: 1, sku: 'a', qty: 11 }]);
      const error = await again.insertOne({ sku: 'a' }).catch((e: unknown) => e);
      expect((error as MongoServerError).code).toBe(11000);
      await c2.close();
      await second.stop();
    } finally {
      await rm(dbPath, { recursive: true, force: true });
    }
  });

  it('compacts the journal into a snapshot and still restarts with everything', async () => {
    const dbPath = await mkdtemp(join(tmpdir(), 'mongo-lite-conf-'));
    try {
      const first = await startMongoLite({ dbPath, compactAfterBytes: 4096 });
      const c1 = await MongoClient.connect(first.uri);
      const coll = c1.db('farm').collection('log');
      for (let i = 0; i < 40; i++) await coll.insertOne({ _id: i, text: 'x'.repeat(200) } as never);
      await coll.updateMany({}, { $set: { seen: true } });
      await c1.close();
      await first.stop();

      const second = await startMongoLite({ dbPath });
      const c2 = await MongoClient.connect(second.uri);
      const again = c2.db('farm').collection('log');
      expect(await again.countDocuments({ seen: true })).toBe(40);
      await c2.close();
      await second.stop();
    } finally {
      await rm(dbPath, { recursive: true, force: true });
    }
  });

  it('refuses a second server on the same dbPath', async () => {
    const dbPath = await mkdtemp(join(tmpdir(), 'mongo-lite-conf-'));
    const first = await startMongoLite({ dbPath });
    try {
      await expect(startMongoLite({ dbPath })).rejects.toThrow(dbPath);
    } finally {
      await first.stop();
      await rm(dbPath, { recursive: true, force: true });
    }
  });
});
