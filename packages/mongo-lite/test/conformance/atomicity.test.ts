import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type Target } from '../helpers/target';

let target: Target;

beforeAll(async () => {
  target = await openTarget('atomic');
});

afterAll(async () => {
  await target.close();
});

describe('each command is atomic', () => {
  it('50 parallel conditional $inc never oversell', async () => {
    const stock = target.db.collection('stock');
    await stock.insertOne({ _id: 'basil' as never, available: 20 });
    const attempts = await Promise.all(
      Array.from({ length: 50 }, () =>
        stock.updateOne({ _id: 'basil' as never, available: { $gte: 1 } }, { $inc: { available: -1 } }),
      ),
    );
    expect(attempts.filter((r) => r.modifiedCount === 1)).toHaveLength(20);
    expect((await stock.findOne({ _id: 'basil' as never }))!.available).toBe(0);
  });

  it('parallel findOneAndUpdate hand out distinct sequence numbers', async () => {
    const counters = target.db.collection('counters');
    const values = await Promise.all(
      Array.from({ length: 30 }, () =>
        counters.findOneAndUpdate(
          { _id: 'order' as never },
          { $inc: { seq: 1 } },
          { upsert: true, returnDocument: 'after' },
        ),
      ),
    );
    const seqs = values.map((doc) => doc!.seq as number).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });
});
