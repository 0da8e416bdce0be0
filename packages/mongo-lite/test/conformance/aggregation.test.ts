import type { Collection } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type Target } from '../helpers/target';

let target: Target;
let orders: Collection;
let products: Collection;

beforeAll(async () => {
  target = await openTarget('aggregation');
  orders = target.db.collection('orders');
  products = target.db.collection('products');
  await products.insertMany([
    { _id: 'basil', name: 'Basil', price: 12 },
    { _id: 'kale', name: 'Kale', price: 8 },
    { _id: 'mint', name: 'Mint', price: 5 },
  ] as never[]);
  await orders.insertMany([
    { _id: 1, customer: 'a', items: ['basil', 'kale'], total: 20, status: 'paid' },
    { _id: 2, customer: 'b', items: ['basil'], total: 12, status: 'paid' },
    { _id: 3, customer: 'a', items: ['mint'], total: 5, status: 'open' },
    { _id: 4, customer: 'c', items: [], total: 0, status: 'open' },
  ] as never[]);
});

afterAll(async () => {
  await target.close();
});

describe('aggregation', () => {
  it('$match, $group with accumulators and $sort', async () => {
    const result = await orders
      .aggregate([
        { $match: { total: { $gt: 0 } } },
        {
          $group: {
            _id: '$customer',
            spent: { $sum: '$total' },
            orders: { $sum: 1 },
            avg: { $avg: '$total' },
            max: { $max: '$total' },
            min: { $min: '$total' },
            first: { $first: '$_id' },
            last: { $last: '$_id' },
            statuses: { $addToSet: '$status' },
            ids: { $push: '$_id' },
          },
        },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(result).toEqual([
      {
        _id: 'a',
        spent: 25,
        orders: 2,
        avg: 12.5,
        max: 20,
        min: 5,
        first: 1,
        last: 3,
        statuses: expect.arrayContaining(['paid', 'open']),
        ids: [1, 3],
      },
      {
        _id: 'b',
        spent: 12,
        orders: 1,
        avg: 12,
        max: 12,
        min: 12,
        first: 2,
        last: 2,
        statuses: ['paid'],
        ids: [2],
      },
    ]);
  });

  it('counts like mongoose countDocuments', async () => {
    const [counted] = await orders
      .aggregate([{ $match: { status: 'paid' } }, { $group: { _id: 1, n: { $sum: 1 } } }])
      .toArray();
    expect(counted).toEqual({ _id: 1, n: 2 });
  });

  it('$skip, $limit, $project, $addFields and $unwind', async () => {
    const result = await orders
      .aggregate([
        { $unwind: '$items' },
        { $addFields: { twice: { $multiply: ['$total', 2] } } },
        { $project: { _id: 0, order: '$_id', items: 1, twice: 1 } },
        { $sort: { order: 1, items: 1 } },
        { $skip: 1 },
        { $limit: 2 },
      ])
      .toArray();
    expect(result).toEqual([
      { items: 'kale', twice: 40, order: 1 },
      { items: 'basil', twice: 24, order: 2 },
    ]);
  });

  it('$lookup with localField/foreignField and with a pipeline', async () => {
    const joined = await orders
      .aggregate([
        { $match: { _id: 1 } },
        { $lookup: { from: 'products', localField: 'items', foreignField: '_id', as: 'products' } },
      ])
      .toArray();
    expect(joined[0].products.map((p: { name: string }) => p.name).sort()).toEqual(['Basil', 'Kale']);

    const piped = await orders
      .aggregate([
        { $match: { _id: 2 } },
        {
          $lookup: {
            from: 'products',
            let: { wanted: '$items' },
            pipeline: [
              { $match: { $expr: { $in: ['$_id', '$$wanted'] } } },
              { $project: { _id: 0, price: 1 } },
            ],
            as: 'prices',
          },
        },
      ])
      .toArray();
    expect(piped[0].prices).toEqual([{ price: 12 }]);
  });

  it('$lookup with localField/foreignField and a pipeline together', async () => {
    const joined = await orders
      .aggregate([
        { $match: { _id: 1 } },
        {
          $lookup: {
            from: 'products',
            localField: 'items',
            foreignField: '_id',
            let: { budget: 10 },
            pipeline: [
              { $sort: { name: 1 } },
              { $project: { _id: 0, name: 1, cheap: { $lt: ['$price', '$$budget'] } } },
            ],
            as: 'products',
          },
        },
      ])
      .toArray();
    // only the joined products (not mint) reach the pipeline, which sees the let variable
    expect(joined[0].products).toEqual([
      { name: 'Basil', cheap: false },
      { name: 'Kale', cheap: true },
    ]);
  });

  it('$lookup: a null or missing localField matches null and missing foreign fields', async () => {
    const local = target.db.collection('lookupLocal');
    const foreign = target.db.collection('lookupForeign');
    await local.insertMany([{ _id: 1, k: null }, { _id: 2 }, { _id: 3, k: 'x' }] as never[]);
    await foreign.insertMany([
      { _id: 'f1', k: null },
      { _id: 'f2' },
      { _id: 'f3', k: 'x' },
      { _id: 'f4', k: 'y' },
    ] as never[]);
    const joined = await local
      .aggregate([
        { $lookup: { from: 'lookupForeign', localField: 'k', foreignField: 'k', as: 'hits' } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    const hitIds = joined.map((d) => (d.hits as Array<{ _id: string }>).map((h) => h._id).sort());
    expect(hitIds).toEqual([['f1', 'f2'], ['f1', 'f2'], ['f3']]);
  });

  it('$unionWith appends another collection, through its pipeline', async () => {
    const result = await orders
      .aggregate([
        { $match: { _id: 1 } },
        { $project: { _id: 1 } },
        {
          $unionWith: {
            coll: 'products',
            pipeline: [{ $match: { price: { $lt: 10 } } }, { $sort: { _id: 1 } }, { $project: { _id: 1 } }],
          },
        },
      ])
      .toArray();
    expect(result).toEqual([{ _id: 1 }, { _id: 'kale' }, { _id: 'mint' }]);
    expect(await products.aggregate([{ $unionWith: 'products' }, { $count: 'n' }]).toArray()).toEqual([
      { n: 6 },
    ]);
  });

  it('$mergeObjects as an accumulator and as an operator (null inputs are skipped)', async () => {
    const merged = await orders
      .aggregate([
        { $sort: { _id: 1 } },
        {
          $group: {
            _id: '$customer',
            merged: { $mergeObjects: { last: '$_id', status: '$status' } },
            none: { $mergeObjects: '$nothing' },
          },
        },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(merged).toEqual([
      { _id: 'a', merged: { last: 3, status: 'open' }, none: {} },
      { _id: 'b', merged: { last: 2, status: 'paid' }, none: {} },
      { _id: 'c', merged: { last: 4, status: 'open' }, none: {} },
    ]);
    const operator = await orders
      .aggregate([
        { $match: { _id: 2 } },
        { $project: { _id: 0, m: { $mergeObjects: [{ a: 1, b: 1 }, '$nothing', null, { b: '$total' }] } } },
      ])
      .toArray();
    expect(operator).toEqual([{ m: { a: 1, b: 12 } }]);
  });

  it('$facet, $count (nothing on empty input) and $sortByCount', async () => {
    const [facets] = await orders
      .aggregate([
        {
          $facet: {
            byStatus: [{ $sortByCount: '$status' }, { $sort: { _id: 1 } }],
            paid: [{ $match: { status: 'paid' } }, { $count: 'n' }],
            none: [{ $match: { status: 'lost' } }, { $count: 'n' }],
          },
        },
      ])
      .toArray();
    expect(facets).toEqual({
      byStatus: [
        { _id: 'open', count: 2 },
        { _id: 'paid', count: 2 },
      ],
      paid: [{ n: 2 }],
      none: [],
    });
    expect(await orders.aggregate([{ $match: { status: 'lost' } }, { $count: 'n' }]).toArray()).toEqual([]);
  });
});
