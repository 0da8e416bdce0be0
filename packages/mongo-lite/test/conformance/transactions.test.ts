import { MongoServerError, type ClientSession, type Collection } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTarget, type Target } from '../helpers/target';

let target: Target;
let coll: Collection;

beforeAll(async () => {
  target = await openTarget('txn');
});

beforeEach(async () => {
  coll = target.db.collection(`t${Math.random().toString(36).slice(2, 8)}`);
  // MongoDB cannot create collections implicitly inside every transaction kind: create them first
  await target.db.createCollection(coll.collectionName);
  await coll.insertMany([
    { _id: 'a', qty: 1 },
    { _id: 'b', qty: 1 },
  ] as never[]);
});

afterAll(async () => {
  await target.close();
});

async function withSession<T>(fn: (session: ClientSession) => Promise<T>): Promise<T> {
  const session = target.client.startSession();
  try {
    return await fn(session);
  } finally {
    await session.endSession();
  }
}

describe('transactions', () => {
  it('reads see their own writes; nothing is visible outside until commit', async () => {
    await withSession((session) =>
      session.withTransaction(async () => {
        await coll.updateOne({ _id: 'a' as never }, { $inc: { qty: 5 } }, { session });
        await coll.insertOne({ _id: 'c' as never, qty: 7 }, { session });
        expect((await coll.findOne({ _id: 'a' as never }, { session }))!.qty).toBe(6);
        expect(await coll.countDocuments({}, { session })).toBe(3);
        expect((await coll.findOne({ _id: 'a' as never }))!.qty).toBe(1);
        expect(await coll.findOne({ _id: 'c' as never })).toBeNull();
      }),
    );
    expect((await coll.findOne({ _id: 'a' as never }))!.qty).toBe(6);
    expect((await coll.findOne({ _id: 'c' as never }))!.qty).toBe(7);
  });

  it('sorted pages and counts read the snapshot, not the indexes others keep changing', async () => {
    await coll.createIndex({ qty: 1, _id: 1 });
    await coll.insertOne({ _id: 'c', qty: 3 } as never);
    await withSession(async (session) => {
      session.startTransaction();
      const page = async () =>
        (await coll.find({}, { session }).sort({ qty: 1, _id: 1 }).limit(2).toArray()).map((d) => d._id);
      expect(await page()).toEqual(['a', 'b']);
      // outside the transaction, c moves to the front and a leaves
      await coll.updateOne({ _id: 'c' as never }, { $set: { qty: 0 } });
      await coll.deleteOne({ _id: 'a' as never });
      expect(await page()).toEqual(['a', 'b']);
      expect(await coll.countDocuments({ qty: { $gte: 1 } }, { session })).toBe(3);
      await session.commitTransaction();
    });
    expect((await coll.find({}).sort({ qty: 1, _id: 1 }).limit(2).toArray()).map((d) => d._id)).toEqual([
      'c',
      'b',
    ]);
  });

  it('finds its own changes through indexes', async () => {
    await coll.createIndex({ code: 1 });
    await coll.updateOne({ _id: 'a' as never }, { $set: { code: 'old' } });
    await withSession((session) =>
      session.withTransaction(async () => {
        await coll.updateOne({ _id: 'a' as never }, { $set: { code: 'new' } }, { session });
        expect(await coll.countDocuments({ code: 'new' }, { session })).toBe(1);
        expect(await coll.countDocuments({ code: 'old' }, { session })).toBe(0);
        expect(await coll.countDocuments({ code: 'old' })).toBe(1);
      }),
    );
    expect(await coll.countDocuments({ code: 'new' })).toBe(1);
  });

  it('a throw or an abort leaves nothing', async () => {
    const thrown = await withSession((session) =>
      session.withTransaction(async () => {
        await coll.updateOne({ _id: 'a' as never }, { $set: { qty: 100 } }, { session });
        await coll.deleteOne({ _id: 'b' as never }, { session });
        throw new Error('changed my mind');
      }),
    ).catch((e: Error) => e.message);
    expect(thrown).toBe('changed my mind');

    await withSession(async (session) => {
      session.startTransaction();
      await coll.insertOne({ _id: 'z' as never }, { session });
      await session.abortTransaction();
    });
    expect(await coll.find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'a', qty: 1 },
      { _id: 'b', qty: 1 },
    ]);
  });

  it('a write to the same document from outside is a WriteConflict; the retry wins', async () => {
    let attempts = 0;
    let conflict: MongoServerError | undefined;
    await withSession((session) =>
      session.withTransaction(async () => {
        attempts++;
        await coll.findOne({ _id: 'a' as never }, { session });
        if (attempts === 1) await coll.updateOne({ _id: 'a' as never }, { $inc: { qty: 10 } });
        try {
          await coll.updateOne({ _id: 'a' as never }, { $inc: { qty: 1 } }, { session });
        } catch (error) {
          conflict = error as MongoServerError;
          throw error;
        }
      }),
    );
    expect(conflict?.code).toBe(112);
    expect(conflict?.hasErrorLabel('TransientTransactionError')).toBe(true);
    expect(attempts).toBe(2);
    expect((await coll.findOne({ _id: 'a' as never }))!.qty).toBe(12);
  });

  it('reads inside a transaction see its snapshot despite outside writes', async () => {
    let attempts = 0;
    let seen: unknown[] = [];
    await withSession((session) =>
      session.withTransaction(async () => {
        attempts++;
        const first = await coll.findOne({ _id: 'a' as never }, { session });
        await coll.updateOne({ _id: 'a' as never }, { $inc: { qty: 10 } });
        await coll.deleteOne({ _id: 'b' as never });
        await coll.insertOne({ _id: 'c' as never, qty: 3 });
        const second = await coll.findOne({ _id: 'a' as never }, { session });
        const all = await coll.find({}, { session }).sort({ _id: 1 }).toArray();
        const byQty = await coll.countDocuments({ qty: 11 }, { session });
        seen = [first!.qty, second!.qty, all.map((d) => d._id), byQty];
      }),
    );
    expect(attempts).toBe(1);
    expect(seen).toEqual([1, 1, ['a', 'b'], 0]);
    expect(await coll.find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'a', qty: 11 },
      { _id: 'c', qty: 3 },
    ]);
  });

  it('a write to another document from outside during the transaction is kept', async () => {
    await withSession((session) =>
      session.withTransaction(async () => {
        await coll.updateOne({ _id: 'a' as never }, { $inc: { qty: 1 } }, { session });
        await coll.updateOne({ _id: 'b' as never }, { $inc: { qty: 40 } });
      }),
    );
    expect(await coll.find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'a', qty: 2 },
      { _id: 'b', qty: 41 },
    ]);
  });

  it('may move and swap unique keys between documents, in any statement order', async () => {
    await coll.updateOne({ _id: 'a' as never }, { $set: { code: 1 } });
    await coll.updateOne({ _id: 'b' as never }, { $set: { code: 2 } });
    await coll.createIndex({ code: 1 }, { unique: true });
    await withSession((session) =>
      session.withTransaction(async () => {
        // 'b' is written first, so a commit applying documents one by one would meet code 1 twice
        await coll.updateOne({ _id: 'b' as never }, { $set: { note: 'x' } }, { session });
        await coll.updateOne({ _id: 'a' as never }, { $set: { code: 3 } }, { session });
        await coll.updateOne({ _id: 'b' as never }, { $set: { code: 1 } }, { session });
        await coll.updateOne({ _id: 'a' as never }, { $set: { code: 2 } }, { session });
        await coll.insertOne({ _id: 'c' as never, code: 3 }, { session });
      }),
    );
    expect(
      await coll
        .find({}, { projection: { qty: 0 } })
        .sort({ _id: 1 })
        .toArray(),
    ).toEqual([
      { _id: 'a', code: 2 },
      { _id: 'b', code: 1, note: 'x' },
      { _id: 'c', code: 3 },
    ]);
  });

  it('an error inside aborts it: NoSuchTransaction (251) afterwards', async () => {
    await coll.createIndex({ qty: 1 }, { unique: true, partialFilterExpression: { qty: { $gt: 5 } } });
    await withSession(async (session) => {
      session.startTransaction();
      await coll.insertOne({ _id: 'd' as never, qty: 9 }, { session });
      const duplicate = await coll
        .insertOne({ _id: 'e' as never, qty: 9 }, { session })
        .catch((e: unknown) => e);
      expect((duplicate as MongoServerError).code).toBe(11000);
      const after = await coll.findOne({ _id: 'd' as never }, { session }).catch((e: unknown) => e);
      expect(after).toBeInstanceOf(MongoServerError);
      expect((after as MongoServerError).code).toBe(251);
      expect((after as MongoServerError).hasErrorLabel('TransientTransactionError')).toBe(true);
      await session.abortTransaction().catch(() => undefined);
    });
    expect(await coll.findOne({ _id: 'd' as never })).toBeNull();
  });
});
