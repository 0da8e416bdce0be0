import type { Collection, Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type Target } from '../helpers/target';

let target: Target;
let coll: Collection;

beforeAll(async () => {
  target = await openTarget('indexuse');
  coll = target.db.collection('sensors');
  await coll.createIndex({ serial: 1 }, { unique: true });
  await coll.createIndex({ bay: 1, slot: 1 });
  await coll.insertMany(
    Array.from({ length: 2000 }, (_, i) => ({
      _id: i,
      serial: `s-${i}`,
      bay: i % 50,
      slot: i % 7,
      free: i,
    })) as never[],
  );
});

afterAll(async () => {
  await target.close();
});

async function examined(filter: Document): Promise<{ docs: number; returned: number }> {
  const plan = (await coll.find(filter).explain('executionStats')) as Document;
  return { docs: plan.executionStats.totalDocsExamined, returned: plan.executionStats.nReturned };
}

describe('lookups use indexes', () => {
  it('by _id', async () => {
    expect(await examined({ _id: 1234 })).toEqual({ docs: 1, returned: 1 });
    expect(await examined({ _id: { $in: [1, 2, 3] } })).toEqual({ docs: 3, returned: 3 });
  });

  it('by a unique indexed field', async () => {
    expect(await examined({ serial: 's-77' })).toEqual({ docs: 1, returned: 1 });
  });

  it('by the first field of a compound index', async () => {
    expect(await examined({ bay: 3 })).toEqual({ docs: 40, returned: 40 });
  });

  it('an unindexed field scans the collection', async () => {
    expect(await examined({ free: 5 })).toEqual({ docs: 2000, returned: 1 });
  });
});

describe('ranges and sorts walk ordered indexes', () => {
  let readings: Collection;

  beforeAll(async () => {
    readings = target.db.collection('readings');
    await readings.createIndex({ at: 1 });
    await readings.createIndex({ bay: 1, at: -1 });
    await readings.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({ _id: i, at: i, bay: i % 50, level: i % 7 })) as never[],
    );
  });

  async function run(find: () => { explain(verbosity: string): Promise<Document> }) {
    const plan = (await find().explain('executionStats')) as Document;
    return { docs: plan.executionStats.totalDocsExamined, returned: plan.executionStats.nReturned };
  }

  it('a range examines only the documents within it', async () => {
    expect(await run(() => readings.find({ at: { $gte: 100, $lt: 110 } }))).toEqual({
      docs: 10,
      returned: 10,
    });
  });

  it('an equality then a range on a compound index', async () => {
    expect(await run(() => readings.find({ bay: 3, at: { $gt: 1000 } }))).toEqual({ docs: 20, returned: 20 });
    expect(await readings.countDocuments({ bay: 3, at: { $gt: 1000 } })).toBe(20);
  });

  it('a sort the index gives stops after the limit, forward or backward', async () => {
    expect(await run(() => readings.find({}).sort({ at: 1 }).limit(5))).toEqual({ docs: 5, returned: 5 });
    expect(await run(() => readings.find({}).sort({ at: -1 }).limit(5))).toEqual({ docs: 5, returned: 5 });
    expect(await run(() => readings.find({ bay: 3 }).sort({ at: -1 }).limit(4))).toEqual({
      docs: 4,
      returned: 4,
    });
    const newest = await readings.find({ bay: 3 }).sort({ at: -1 }).limit(3).toArray();
    expect(newest.map((doc) => doc.at)).toEqual([1953, 1903, 1853]);
    const oldest = await readings.find({ bay: 3 }).sort({ at: 1 }).skip(1).limit(2).toArray();
    expect(oldest.map((doc) => doc.at)).toEqual([53, 103]);
  });
});
