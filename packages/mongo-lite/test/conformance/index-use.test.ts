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
