import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BSON, Long, MongoClient, MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine/engine';
import { startMongoLite, type MongoLite } from '../../src/index';
import { WireServer } from '../../src/server/server';
import { ManualClock } from '../helpers/manual-clock';

/**
 * Behaviour specific to mongo-lite (refusals, its own timeouts): these cases always start a mongo-lite,
 * whatever MONGODB_URI says.
 */
let server: MongoLite;
let client: MongoClient;
// the server's time moves only when a case moves it: nothing here waits for a timer
const clock = new ManualClock();

beforeAll(async () => {
  server = await startMongoLite({
    cursorTimeoutMs: 200,
    ttlMonitorIntervalMs: 50,
    transactionLifetimeMs: 150,
    clock,
  });
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
      () => client.db('refusals').createCollection('view', { viewOn: 'things', pipeline: [] }),
      () => coll.find({ $where: 'this.a == 1' }).toArray(),
      () => coll.aggregate([{ $out: 'copy' }]).toArray(),
      () => coll.aggregate([{ $changeStream: {} }]).toArray(),
      () => coll.updateOne({ a: 1 }, { $set: { b: 1 } }, { collation: { locale: 'fr' } }),
      () => coll.createIndex({ a: 1 }, { hidden: true }),
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
    // still there while time stands still, gone once it has been idle past the timeout
    const next = await client
      .db('cursors')
      .command({ getMore: reply.cursor.id, collection: 'items', batchSize: 2 });
    expect(next.cursor.nextBatch).toHaveLength(2);
    clock.advance(600);
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
    expect(await coll.countDocuments()).toBe(4);
    clock.advance(50);
    expect((await coll.find({}).sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual([2, 3]);
  });

  it('expires through a partial TTL index only the documents its filter holds, as they stand', async () => {
    const coll = client
      .db('ttl')
      .collection<{ _id: number; createdAt: Date; emailVerified: boolean }>('accounts');
    await coll.createIndex(
      { createdAt: 1 },
      { expireAfterSeconds: 3600, partialFilterExpression: { emailVerified: false } },
    );
    const old = new Date(Date.now() - 2 * 3600_000);
    await coll.insertMany([
      { _id: 1, createdAt: old, emailVerified: false },
      { _id: 2, createdAt: old, emailVerified: true },
      { _id: 3, createdAt: old, emailVerified: false },
    ] as never[]);
    // Verified since it was stored: out of the index, so it stays.
    await coll.updateOne({ _id: 3 }, { $set: { emailVerified: true } });
    clock.advance(50);
    await expect
      .poll(async () => (await coll.find({}).sort({ _id: 1 }).toArray()).map((d) => d._id))
      .toEqual([2, 3]);
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

describe('refusals leave nothing behind', () => {
  it('a bulk write refused half-way keeps none of its statements', async () => {
    const coll = client.db('refusals').collection('bulk');
    await coll.insertMany([
      { _id: 1, qty: 1 },
      { _id: 2, qty: 2 },
    ] as never[]);
    const refused = async (promise: Promise<unknown>) => {
      const error = await promise.catch((e: unknown) => e);
      expect((error as MongoServerError).message).toMatch(/^mongo-lite does not support/);
    };
    // the driver sends each run of same-kind statements as one command; mongo-lite refuses such a command whole
    await refused(
      coll.bulkWrite([
        { updateOne: { filter: { _id: 1 as never }, update: { $inc: { qty: 10 } } } },
        { updateOne: { filter: { _id: 5 as never }, update: { $set: { qty: 5 } }, upsert: true } },
        {
          updateOne: {
            filter: { _id: 2 as never },
            update: { $inc: { qty: 1 } },
            collation: { locale: 'fr' },
          },
        },
      ]),
    );
    await refused(
      coll.bulkWrite(
        [
          { deleteMany: { filter: { qty: { $gte: 1 } } } },
          { deleteOne: { filter: { _id: 2 as never }, collation: { locale: 'fr' } } },
        ],
        { ordered: false },
      ),
    );
    await refused(coll.updateOne({ qty: 99 }, { $setOnInsert: { _id: { a: { $b: 1 } } } }, { upsert: true }));
    expect(await coll.find({}).toArray()).toEqual([
      { _id: 1, qty: 1 },
      { _id: 2, qty: 2 },
    ]);
  });
});

describe('mongo-lite choices where MongoDB would block', () => {
  it('an outside write to a document a transaction changed wins; the transaction retries', async () => {
    const coll = client.db('txn-choice').collection('stock');
    await coll.insertOne({ _id: 'basil' as never, qty: 10 });
    const session = client.startSession();
    let attempts = 0;
    try {
      await session.withTransaction(async () => {
        attempts++;
        await coll.updateOne({ _id: 'basil' as never }, { $inc: { qty: -1 } }, { session });
        // MongoDB would make this write wait for the transaction; mongo-lite lets it through and fails the
        // transaction with a retryable WriteConflict instead, so neither write is lost
        if (attempts === 1) await coll.updateOne({ _id: 'basil' as never }, { $inc: { qty: 100 } });
      });
    } finally {
      await session.endSession();
    }
    expect(attempts).toBe(2);
    expect((await coll.findOne({ _id: 'basil' as never }))!.qty).toBe(109);
  });
});

describe('mongo-lite choices for unique keys in transactions', () => {
  it('an outside insert of a key the transaction also inserts wins; the commit fails with 11000', async () => {
    const db = client.db('txn-unique');
    const users = db.collection('users');
    const audit = db.collection('audit');
    await users.createIndex({ email: 1 }, { unique: true });
    await audit.insertOne({ _id: 'seed' as never });
    const session = client.startSession();
    try {
      session.startTransaction();
      // another collection first, so the failed commit has something to put back
      await audit.insertOne({ _id: 'signup' as never }, { session });
      await users.insertOne({ _id: 'inside' as never, email: 'x@farm.ae' }, { session });
      // MongoDB would make this insert wait for the transaction and then fail it
      await users.insertOne({ _id: 'outside' as never, email: 'x@farm.ae' });
      const error = await session.commitTransaction().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(MongoServerError);
      expect(error).toMatchObject({ code: 11000 });
      expect((error as MongoServerError).hasErrorLabel('TransientTransactionError')).toBe(false);
    } finally {
      await session.endSession();
    }
    expect(await users.find({}).toArray()).toEqual([{ _id: 'outside', email: 'x@farm.ae' }]);
    expect(await audit.find({}).toArray()).toEqual([{ _id: 'seed' }]);
  });
});

describe('journal failure', () => {
  it('stops serving once a write could not be journalled', async () => {
    const wire = new WireServer({
      engine: new Engine(),
      persist: () => Promise.reject(new Error('ENOSPC: no space left on device')),
    });
    const port = await wire.listen(0, '127.0.0.1');
    const failing = await MongoClient.connect(`mongodb://127.0.0.1:${port}`);
    try {
      const write = await failing
        .db('j')
        .collection('c')
        .insertOne({ a: 1 })
        .catch((e: unknown) => e);
      expect((write as MongoServerError).message).toMatch(/writing its journal failed .*ENOSPC/);
      const read = await failing
        .db('j')
        .collection('c')
        .findOne({})
        .catch((e: unknown) => e);
      expect((read as MongoServerError).message).toMatch(/mongo-lite stopped serving/);
    } finally {
      await failing.close();
      await wire.close();
    }
  });
});

describe('transaction snapshots', () => {
  it('aborts transactions that outlive the lifetime limit', async () => {
    const coll = client.db('old-txn').collection('items');
    const session = client.startSession();
    try {
      session.startTransaction();
      await coll.insertOne({ _id: 1 } as never, { session });
      clock.advance(400);
      const error = await coll.insertOne({ _id: 2 } as never, { session }).catch((e: unknown) => e);
      expect((error as MongoServerError).code).toBe(251);
      await session.abortTransaction().catch(() => undefined);
    } finally {
      await session.endSession();
    }
    expect(await coll.countDocuments()).toBe(0);
  });

  it('refuses to commit a transaction too big for one journal record', async () => {
    // its own server: sending 16 MiB on a busy machine can outlast the 150 ms transaction lifetime above
    const big = await startMongoLite();
    const bigClient = await MongoClient.connect(big.uri);
    const coll = bigClient.db('big-txn').collection('blobs');
    const eightMiB = 'x'.repeat(8 * 1024 * 1024);
    const session = bigClient.startSession();
    try {
      session.startTransaction();
      await coll.insertOne({ _id: 1, blob: eightMiB } as never, { session });
      await coll.insertOne({ _id: 2, blob: eightMiB } as never, { session });
      const error = await session.commitTransaction().catch((e: unknown) => e);
      expect((error as MongoServerError).message).toMatch(
        /mongo-lite does not support transactions writing more/,
      );
      expect(await coll.countDocuments()).toBe(0);
    } finally {
      await session.endSession();
      await bigClient.close();
      await big.stop();
    }
  });

  it('keep superseded versions only while a transaction is open', async () => {
    const engine = new Engine();
    const wire = new WireServer({ engine, persist: () => Promise.resolve() });
    const port = await wire.listen(0, '127.0.0.1');
    const local = await MongoClient.connect(`mongodb://127.0.0.1:${port}`);
    try {
      const coll = local.db('snap').collection('items');
      await coll.insertMany([{ _id: 1 }, { _id: 2 }] as never[]);
      const history = (): number => engine.store.collection('snap', 'items')!.history.size;
      await coll.updateOne({ _id: 1 as never }, { $set: { x: 1 } });
      expect(history()).toBe(0);
      const session = local.startSession();
      try {
        await session.withTransaction(async () => {
          await coll.findOne({ _id: 1 as never }, { session });
          await coll.updateOne({ _id: 2 as never }, { $set: { x: 2 } });
          expect(history()).toBe(1);
        });
      } finally {
        await session.endSession();
      }
      expect(history()).toBe(0);
    } finally {
      await local.close();
      await wire.close();
    }
  });
});

describe('wire protocol robustness', () => {
  it('closes a connection that sends garbage and keeps serving others', async () => {
    const socket = connect(server.port!, '127.0.0.1');
    await once(socket, 'connect');
    const closed = once(socket, 'close');
    socket.write(Buffer.from([0xff, 0xff, 0xff, 0x7f, 1, 2, 3, 4]));
    await closed;
    expect(await client.db('admin').command({ ping: 1 })).toEqual({ ok: 1 });
  });

  it('answers an unsupported opcode with an error instead of hanging', async () => {
    const socket = connect(server.port!, '127.0.0.1');
    await once(socket, 'connect');
    const header = Buffer.alloc(16);
    header.writeInt32LE(16, 0);
    header.writeInt32LE(7, 4);
    header.writeInt32LE(0, 8);
    header.writeInt32LE(2012, 12); // OP_COMPRESSED, never advertised
    socket.write(header);
    const [reply] = (await once(socket, 'data')) as [Buffer];
    socket.destroy();
    expect(reply.readInt32LE(8)).toBe(7);
    const body = BSON.deserialize(reply.subarray(21));
    expect(body).toMatchObject({ ok: 0, code: 238 });
    expect(body.errmsg).toMatch(/mongo-lite does not support/);
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

  it('journals a committed transaction as one record and replays it', async () => {
    const dbPath = await mkdtemp(join(tmpdir(), 'mongo-lite-conf-'));
    try {
      const first = await startMongoLite({ dbPath });
      const c1 = await MongoClient.connect(first.uri);
      const coll = c1.db('farm').collection('orders');
      await coll.insertOne({ _id: 'stock', qty: 5 } as never);
      const session = c1.startSession();
      await session.withTransaction(async () => {
        await coll.insertOne({ _id: 'order-1', qty: 2 } as never, { session });
        await coll.updateOne({ _id: 'stock' as never }, { $inc: { qty: -2 } }, { session });
      });
      await session.endSession();
      await c1.close();
      await first.stop();

      const second = await startMongoLite({ dbPath });
      const c2 = await MongoClient.connect(second.uri);
      expect(await c2.db('farm').collection('orders').find({}).sort({ _id: 1 }).toArray()).toEqual([
        { _id: 'order-1', qty: 2 },
        { _id: 'stock', qty: 3 },
      ]);
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
