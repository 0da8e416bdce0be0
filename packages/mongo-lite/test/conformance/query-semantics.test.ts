import { Binary, Decimal128, Double, Int32, Long, MaxKey, MinKey, ObjectId, type Collection } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTarget, type Target } from '../helpers/target';

let target: Target;
let coll: Collection;

beforeAll(async () => {
  target = await openTarget('query');
});

beforeEach(async () => {
  coll = target.db.collection(`q${Math.random().toString(36).slice(2, 8)}`);
});

afterAll(async () => {
  await target.close();
});

const ids = async (filter: object, sort: object = { _id: 1 }): Promise<unknown[]> =>
  (
    await coll
      .find(filter)
      .sort(sort as never)
      .toArray()
  ).map((d) => d._id);

describe('comparison and sort', () => {
  it('sorts mixed types in BSON type order', async () => {
    const oid = new ObjectId('65a000000000000000000000');
    await coll.insertMany([
      { _id: 1, v: 'b' },
      { _id: 2, v: 10 },
      { _id: 3, v: null },
      { _id: 4, v: { a: 1 } },
      { _id: 5, v: [5] },
      { _id: 6, v: true },
      { _id: 7, v: new Date(0) },
      { _id: 8, v: oid },
      { _id: 9 },
      { _id: 10, v: new MinKey() },
      { _id: 11, v: new MaxKey() },
      { _id: 12, v: new Binary(Buffer.from('x')) },
    ] as never[]);
    // arrays sort by their smallest element (5) among the numbers
    expect(await ids({}, { v: 1, _id: 1 })).toEqual([10, 3, 9, 5, 2, 1, 4, 12, 8, 6, 7, 11]);
  });

  it('sorts arrays by min ascending and by max descending', async () => {
    await coll.insertMany([
      { _id: 'a', v: [1, 9] },
      { _id: 'b', v: [3, 4] },
      { _id: 'c', v: 5 },
    ] as never[]);
    expect(await ids({}, { v: 1 })).toEqual(['a', 'b', 'c']);
    expect(await ids({}, { v: -1 })).toEqual(['a', 'c', 'b']);
  });

  it('compares strings by binary order and never across types', async () => {
    await coll.insertMany([
      { _id: 1, v: 'a' },
      { _id: 2, v: 'B' },
      { _id: 3, v: 'é' },
      { _id: 4, v: 10 },
      { _id: 5, v: '10' },
    ] as never[]);
    expect(await ids({}, { v: 1 })).toEqual([4, 5, 2, 1, 3]);
    expect(await ids({ v: { $gt: 5 } })).toEqual([4]);
    expect(await ids({ v: { $gte: 'a' } })).toEqual([1, 3]);
  });

  it('treats null as equal to missing', async () => {
    await coll.insertMany([{ _id: 1, v: null }, { _id: 2 }, { _id: 3, v: 0 }] as never[]);
    expect(await ids({ v: null })).toEqual([1, 2]);
    expect(await ids({ v: { $ne: null } })).toEqual([3]);
    expect(await ids({ v: { $exists: false } })).toEqual([2]);
  });

  it('matches arrays by element and by whole value', async () => {
    await coll.insertMany([
      { _id: 1, tags: ['a', 'b'] },
      { _id: 2, tags: ['b'] },
      { _id: 3, tags: 'b' },
      { _id: 4, tags: [['a', 'b']] },
    ] as never[]);
    expect(await ids({ tags: 'b' })).toEqual([1, 2, 3]);
    expect(await ids({ tags: ['a', 'b'] })).toEqual([1, 4]);
    expect(await ids({ tags: { $size: 1 } })).toEqual([2, 4]);
  });

  it('compares numbers by value across Int32, Double, Long and Decimal128', async () => {
    await coll.insertMany([
      { _id: 1, v: new Int32(1) },
      { _id: 2, v: new Double(1.5) },
      { _id: 3, v: Long.fromNumber(2) },
      { _id: 4, v: Decimal128.fromString('0.5') },
    ] as never[]);
    expect(await ids({}, { v: 1 })).toEqual([4, 1, 2, 3]);
    expect(await ids({ v: 1 })).toEqual([1]);
    expect(await ids({ v: { $gte: new Double(1.5) } })).toEqual([2, 3]);
  });

  it('compares embedded documents field by field, in order', async () => {
    await coll.insertMany([
      { _id: 1, v: { a: 1, b: 2 } },
      { _id: 2, v: { b: 2, a: 1 } },
    ] as never[]);
    expect(await ids({ v: { a: 1, b: 2 } })).toEqual([1]);
    expect(await ids({ 'v.a': 1 })).toEqual([1, 2]);
  });
});

describe('values round-trip exactly', () => {
  it('keeps Double, Long, Decimal128, Binary, Date and ObjectId', async () => {
    const doc = {
      _id: new ObjectId(),
      d: new Double(3),
      l: Long.fromString('-9223372036854775808'),
      dec: Decimal128.fromString('12.3400'),
      bin: new Binary(Buffer.from([0, 1, 2, 255]), 0),
      when: new Date('2030-05-06T07:08:09.010Z'),
    };
    await coll.insertOne(doc);
    const back = await coll.findOne({ _id: doc._id }, { promoteValues: false, promoteLongs: false });
    expect(back!.d).toBeInstanceOf(Double);
    expect(back!.d.value).toBe(3);
    expect(back!.l.toString()).toBe('-9223372036854775808');
    expect(back!.dec.toString()).toBe('12.3400');
    expect(Buffer.from(back!.bin.buffer).equals(Buffer.from([0, 1, 2, 255]))).toBe(true);
    expect(back!.when.toISOString()).toBe('2030-05-06T07:08:09.010Z');
    expect(back!._id.equals(doc._id)).toBe(true);
  });

  it('$inc keeps integer types and widens on overflow', async () => {
    await coll.insertOne({
      _id: 1,
      i: new Int32(2147483647),
      d: new Double(1),
      small: new Int32(1),
    } as never);
    await coll.updateOne({ _id: 1 as never }, { $inc: { i: 1, d: 1, small: 1 } });
    const back = await coll.findOne({ _id: 1 as never }, { promoteValues: false, promoteLongs: false });
    expect(back!.i).toBeInstanceOf(Long);
    expect(back!.i.toString()).toBe('2147483648');
    expect(back!.d).toBeInstanceOf(Double);
    expect(back!.small).toBeInstanceOf(Int32);
  });
});
