import { Long, MongoServerError, type Collection, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type Target } from '../helpers/target';

let target: Target;
let coll: Collection;

beforeAll(async () => {
  target = await openTarget('cursors');
  coll = target.db.collection('trays');
  await coll.insertMany(Array.from({ length: 250 }, (_, i) => ({ _id: i, n: i % 7 })) as never[]);
});

afterAll(async () => {
  await target.close();
});

/** Raw command replies, with int64 values left as Long so their type is visible. */
function command(cmd: Document): Promise<Document> {
  return target.db.command(cmd, { promoteLongs: false });
}

describe('cursors', () => {
  it('first batch is 101 documents with an int64 cursor id', async () => {
    const reply = await command({ find: 'trays', filter: {} });
    expect(reply.cursor.firstBatch).toHaveLength(101);
    expect(reply.cursor.id).toBeInstanceOf(Long);
    expect(reply.cursor.id.isZero()).toBe(false);
    expect(reply.cursor.ns).toBe(`${target.dbName}.trays`);
    const more = await command({ getMore: reply.cursor.id, collection: 'trays' });
    expect(more.cursor.nextBatch).toHaveLength(149);
    expect(more.cursor.id.isZero()).toBe(true);
  });

  it('honours batchSize and reads everything through the driver', async () => {
    const reply = await command({ find: 'trays', filter: {}, batchSize: 10 });
    expect(reply.cursor.firstBatch).toHaveLength(10);
    const more = await command({ getMore: reply.cursor.id, collection: 'trays', batchSize: 20 });
    expect(more.cursor.nextBatch.map((d: Document) => d._id)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 10),
    );
    await command({ killCursors: 'trays', cursors: [reply.cursor.id] });
    const all = await coll.find({}, { batchSize: 7 }).sort({ _id: -1 }).toArray();
    expect(all.map((d) => d._id)).toEqual(Array.from({ length: 250 }, (_, i) => 249 - i));
  });

  it('applies limit across getMore', async () => {
    const docs = await coll.find({}).sort({ _id: 1 }).limit(150).toArray();
    expect(docs).toHaveLength(150);
    expect(docs[149]._id).toBe(149);
    const small = await coll.find({}).sort({ _id: 1 }).skip(240).limit(5).batchSize(2).toArray();
    expect(small.map((d) => d._id)).toEqual([240, 241, 242, 243, 244]);
  });

  it('sorted pages of a large collection come out in order, ties in a stable order', async () => {
    const expected = Array.from({ length: 250 }, (_, i) => ({ _id: i, n: i % 7 }))
      .sort((a, b) => a.n - b.n || b._id - a._id)
      .map((d) => d._id);
    for (const page of [0, 1, 5]) {
      const docs = await coll
        .find({})
        .sort({ n: 1, _id: -1 })
        .skip(page * 10)
        .limit(10)
        .toArray();
      expect(docs.map((d) => d._id)).toEqual(expected.slice(page * 10, page * 10 + 10));
    }
    const byN = await coll.find({}).sort({ n: -1 }).limit(3).toArray();
    expect(byN.map((d) => d.n)).toEqual([6, 6, 6]);
  });

  it('killCursors ends a cursor: getMore afterwards fails with 43', async () => {
    const reply = await command({ find: 'trays', filter: {}, batchSize: 5 });
    const killed = await command({ killCursors: 'trays', cursors: [reply.cursor.id] });
    expect(killed.cursorsKilled).toHaveLength(1);
    const error = await command({ getMore: reply.cursor.id, collection: 'trays' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoServerError);
    expect((error as MongoServerError).code).toBe(43);
  });

  it('count, distinct and estimated counts agree with the data', async () => {
    expect(await coll.countDocuments({ n: 3 })).toBe(36);
    expect(await coll.estimatedDocumentCount()).toBe(250);
    expect((await coll.distinct('n')).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('distinct answers in BSON order, as mongod does: numbers before strings, each in order', async () => {
    const mixed = target.db.collection('mixed');
    await mixed.insertMany([{ v: 'b' }, { v: 10 }, { v: 'a' }, { v: 2.5 }, { v: [3, 'a'] }, { v: 10 }]);
    expect(await mixed.distinct('v')).toEqual([2.5, 3, 10, 'a', 'b']);
  });
});
