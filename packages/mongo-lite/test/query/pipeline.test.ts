import { ObjectId } from 'bson';
import type { Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../src/query';
import { dbl, int, long, plain } from './helpers';

const collections: Record<string, Document[]> = {
  items: [
    { _id: int(1), sku: 'a', tags: ['x', 'y'] },
    { _id: int(2), sku: 'b', tags: ['y'] },
    { _id: int(3), sku: null },
    { _id: int(4) },
  ],
};
const ctx = { collection: (name: string) => collections[name] ?? [] };
const run = (input: Document[], pipeline: Document[]) => runPipeline(input, pipeline, ctx);

function errorOf(fn: () => unknown): { code?: number; message: string } {
  try {
    fn();
  } catch (e) {
    return { code: (e as { code?: number }).code, message: (e as Error).message };
  }
  return { message: 'no error' };
}

const orders = [
  { _id: int(1), cust: 'a', qty: int(2), price: dbl(1.5) },
  { _id: int(2), cust: 'b', qty: int(1), price: dbl(4) },
  { _id: int(3), cust: 'a', qty: int(5), price: dbl(0.5) },
  { _id: int(4), qty: int(1) },
];

describe('runPipeline: $match, $sort, $skip, $limit, $count', () => {
  it('filters, sorts stably, pages', () => {
    const out = run(orders, [
      { $match: { qty: { $gte: int(1) } } },
      { $sort: { qty: int(1) } },
      { $skip: int(1) },
      { $limit: int(2) },
    ]);
    expect(out.map((d) => plain(d._id))).toEqual([4, 1]);
  });

  it('$count on empty input yields no document', () => {
    expect(run([], [{ $count: 'n' }])).toEqual([]);
    expect(run(orders, [{ $match: { cust: 'zz' } }, { $count: 'n' }])).toEqual([]);
  });

  it('$count counts as Int32', () => {
    expect(run(orders, [{ $count: 'n' }])).toEqual([{ n: int(4) }]);
  });

  it('mongoose countDocuments shape: $match + $group {_id: 1, n: {$sum: 1}}', () => {
    expect(plain(run(orders, [{ $match: {} }, { $group: { _id: int(1), n: { $sum: int(1) } } }]))).toEqual([
      { _id: 1, n: 4 },
    ]);
  });

  it('rejects $limit 0 and a negative $skip', () => {
    expect(errorOf(() => run(orders, [{ $limit: int(0) }])).code).toBe(15958);
    expect(errorOf(() => run(orders, [{ $skip: int(-1) }])).code).toBe(15956);
  });
});

describe('runPipeline: $group', () => {
  it('groups with $sum, $avg, $min, $max, $first, $last, $push, $addToSet, $count', () => {
    const out = run(orders, [
      { $sort: { _id: int(1) } },
      {
        $group: {
          _id: '$cust',
          total: { $sum: '$qty' },
          avg: { $avg: '$qty' },
          lo: { $min: '$price' },
          hi: { $max: '$price' },
          first: { $first: '$qty' },
          last: { $last: '$qty' },
          all: { $push: '$qty' },
          set: { $addToSet: '$cust' },
          n: { $count: {} },
        },
      },
    ]);
    expect(plain(out)).toEqual([
      { _id: 'a', total: 7, avg: 3.5, lo: 0.5, hi: 1.5, first: 2, last: 5, all: [2, 5], set: ['a'], n: 2 },
      { _id: 'b', total: 1, avg: 1, lo: 4, hi: 4, first: 1, last: 1, all: [1], set: ['b'], n: 1 },
      { _id: null, total: 1, avg: 1, lo: null, hi: null, first: 1, last: 1, all: [1], set: [], n: 1 },
    ]);
    expect(out[0].total._bsontype).toBe('Int32');
    expect(out[0].avg._bsontype).toBe('Double');
  });

  it('_id null groups everything; missing and null keys share a group', () => {
    const out = run([{ a: null }, {}, { a: int(1) }], [{ $group: { _id: '$a', n: { $sum: int(1) } } }]);
    expect(plain(out)).toEqual([
      { _id: null, n: 2 },
      { _id: 1, n: 1 },
    ]);
    expect(plain(run(orders, [{ $group: { _id: null, q: { $sum: '$qty' } } }]))).toEqual([
      { _id: null, q: 9 },
    ]);
  });

  it('numerically equal keys of different types form one group', () => {
    const out = run(
      [{ a: int(1) }, { a: dbl(1) }, { a: long(1) }],
      [{ $group: { _id: '$a', n: { $sum: int(1) } } }],
    );
    expect(out).toHaveLength(1);
  });

  it('$sum overflows Int32 into Long and uses compensated double summation', () => {
    const big = run([{ v: int(2 ** 31 - 1) }, { v: int(1) }], [{ $group: { _id: null, s: { $sum: '$v' } } }]);
    expect(big[0].s._bsontype).toBe('Long');
    const d = run(
      [{ v: dbl(0.1) }, { v: dbl(0.2) }, { v: dbl(0.3) }],
      [{ $group: { _id: null, s: { $sum: '$v' } } }],
    );
    expect(d[0].s.value).toBe(0.6);
  });

  it('groups by a compound _id expression', () => {
    const out = run(orders, [
      { $group: { _id: { c: '$cust', big: { $gt: ['$qty', int(1)] } }, n: { $sum: int(1) } } },
    ]);
    expect(plain(out.map((d) => d._id))).toEqual([
      { c: 'a', big: true },
      { c: 'b', big: false },
      { big: false },
    ]);
  });

  it('refuses unsupported accumulators and rejects unknown ones', () => {
    expect(errorOf(() => run(orders, [{ $group: { _id: null, s: { $stdDevPop: '$qty' } } }])).code).toBe(238);
    expect(errorOf(() => run(orders, [{ $group: { _id: null, s: { $nope: '$qty' } } }])).code).toBe(15952);
    expect(errorOf(() => run(orders, [{ $group: { s: { $sum: int(1) } } }])).code).toBe(15955);
  });
});

describe('runPipeline: $project, $addFields, $unset, $replaceRoot', () => {
  it('$project includes fields in stored order with _id, and computes expressions', () => {
    const out = run(
      [orders[0]],
      [{ $project: { price: int(1), cust: int(1), cost: { $multiply: ['$qty', '$price'] } } }],
    );
    expect(Object.keys(out[0])).toEqual(['_id', 'cust', 'price', 'cost']);
    expect(plain(out[0].cost)).toBe(3);
  });

  it('$project exclusion and _id: 0; mixing is an error', () => {
    expect(Object.keys(run([orders[0]], [{ $project: { _id: int(0), qty: int(0) } }])[0])).toEqual([
      'cust',
      'price',
    ]);
    expect(errorOf(() => run(orders, [{ $project: { a: int(1), b: int(0) } }])).code).toBe(31254);
  });

  it('$project nested specs apply to subdocuments and arrays of subdocuments', () => {
    const doc = { _id: int(1), a: [{ b: int(1), c: int(2) }, { b: int(3) }], d: { e: int(1), f: int(2) } };
    expect(plain(run([doc], [{ $project: { 'a.b': int(1), d: { f: int(1) } } }]))).toEqual([
      { _id: 1, a: [{ b: 1 }, { b: 3 }], d: { f: 2 } },
    ]);
  });

  it('$addFields/$set keep existing positions, append new fields, merge nested specs', () => {
    const out = run(
      [{ _id: int(1), a: int(1), s: { x: int(1) } }],
      [{ $set: { z: 'new', a: { $add: ['$a', int(1)] }, s: { y: int(2) } } }],
    );
    expect(plain(out)).toEqual([{ _id: 1, a: 2, s: { x: 1, y: 2 }, z: 'new' }]);
    expect(out[0].a._bsontype).toBe('Int32');
  });

  it('$addFields with $$REMOVE removes the field', () => {
    expect(plain(run([{ _id: int(1), a: int(1) }], [{ $addFields: { a: '$$REMOVE' } }]))).toEqual([
      { _id: 1 },
    ]);
  });

  it('$unset removes fields', () => {
    expect(
      plain(run([{ _id: int(1), a: int(1), b: { c: int(1), d: int(2) } }], [{ $unset: ['a', 'b.c'] }])),
    ).toEqual([{ _id: 1, b: { d: 2 } }]);
  });

  it('$replaceRoot and $replaceWith promote a subdocument; a non-document is error 40228', () => {
    const docs = [{ _id: int(1), inner: { k: int(1) } }];
    expect(plain(run(docs, [{ $replaceRoot: { newRoot: '$inner' } }]))).toEqual([{ k: 1 }]);
    expect(plain(run(docs, [{ $replaceWith: { $mergeObjects: ['$inner', { z: int(2) }] } }]))).toEqual([
      { k: 1, z: 2 },
    ]);
    expect(errorOf(() => run(docs, [{ $replaceWith: '$nope' }])).code).toBe(40228);
  });
});

describe('runPipeline: $unwind', () => {
  const docs = [
    { _id: int(1), s: ['a', 'b'] },
    { _id: int(2), s: [] },
    { _id: int(3), s: null },
    { _id: int(4) },
    { _id: int(5), s: 'solo' },
  ];

  it('emits one document per element; empty, null and missing arrays are dropped; scalars pass', () => {
    expect(plain(run(docs, [{ $unwind: '$s' }]))).toEqual([
      { _id: 1, s: 'a' },
      { _id: 1, s: 'b' },
      { _id: 5, s: 'solo' },
    ]);
  });

  it('includeArrayIndex (Long, null for non-arrays) and preserveNullAndEmptyArrays', () => {
    const out = run(docs, [
      { $unwind: { path: '$s', includeArrayIndex: 'i', preserveNullAndEmptyArrays: true } },
    ]);
    expect(plain(out)).toEqual([
      { _id: 1, s: 'a', i: 0 },
      { _id: 1, s: 'b', i: 1 },
      { _id: 2, i: null },
      { _id: 3, s: null, i: null },
      { _id: 4, i: null },
      { _id: 5, s: 'solo', i: null },
    ]);
    expect(out[1].i._bsontype).toBe('Long');
  });

  it('requires a $-prefixed path', () => {
    expect(errorOf(() => run(docs, [{ $unwind: 's' }])).code).toBe(28818);
  });
});

describe('runPipeline: $lookup', () => {
  it('localField/foreignField joins by equality with array semantics, missing matching null', () => {
    const input = [{ _id: int(10), want: 'a' }, { _id: int(11), want: ['b', 'zz'] }, { _id: int(12) }];
    const out = run(input, [
      { $lookup: { from: 'items', localField: 'want', foreignField: 'sku', as: 'hits' } },
    ]);
    expect(out.map((d) => (d.hits as Document[]).map((h) => plain(h._id)))).toEqual([[1], [2], [3, 4]]);
  });

  it('matches foreign array fields by element', () => {
    const out = run(
      [{ _id: int(1), t: 'y' }],
      [{ $lookup: { from: 'items', localField: 't', foreignField: 'tags', as: 'hits' } }],
    );
    expect((out[0].hits as Document[]).map((h) => plain(h._id))).toEqual([1, 2]);
  });

  it('let + pipeline runs the sub-pipeline with $$variables', () => {
    const out = run(
      [{ _id: int(1), s: 'b' }],
      [
        {
          $lookup: {
            from: 'items',
            let: { want: '$s' },
            pipeline: [{ $match: { $expr: { $eq: ['$sku', '$$want'] } } }, { $project: { _id: int(1) } }],
            as: 'hits',
          },
        },
      ],
    );
    expect(plain(out[0].hits)).toEqual([{ _id: 2 }]);
  });

  it('localField + foreignField + pipeline filters by the fields before the pipeline', () => {
    const out = run(
      [{ _id: int(1), s: 'a' }],
      [
        {
          $lookup: {
            from: 'items',
            localField: 's',
            foreignField: 'sku',
            pipeline: [{ $project: { sku: int(1) } }],
            as: 'hits',
          },
        },
      ],
    );
    expect(plain(out[0].hits)).toEqual([{ _id: 1, sku: 'a' }]);
  });

  it('rejects let without pipeline and unknown $lookup options', () => {
    const base = { from: 'items', localField: 'a', foreignField: 'b', as: 'x' };
    expect(errorOf(() => run([{}], [{ $lookup: { ...base, let: { v: '$a' } } }])).code).toBe(40321);
    expect(errorOf(() => run([{}], [{ $lookup: { ...base, nope: int(1) } }])).code).toBe(40321);
  });

  it('an unknown collection joins nothing', () => {
    const out = run(
      [{ _id: int(1) }],
      [{ $lookup: { from: 'nope', localField: 'a', foreignField: 'b', as: 'x' } }],
    );
    expect(out[0].x).toEqual([]);
  });
});

describe('runPipeline: $facet, $sortByCount and refusals', () => {
  it('$facet runs each sub-pipeline on the same input', () => {
    const out = run(orders, [
      { $facet: { n: [{ $count: 'c' }], top: [{ $sort: { qty: int(-1) } }, { $limit: int(1) }] } },
    ]);
    expect(plain(out)).toEqual([{ n: [{ c: 4 }], top: [{ _id: 3, cust: 'a', qty: 5, price: 0.5 }] }]);
  });

  it('$unionWith appends another collection, optionally through a pipeline', () => {
    const out = run(
      [{ _id: int(99) }],
      [{ $unionWith: { coll: 'items', pipeline: [{ $match: { sku: 'a' } }] } }],
    );
    expect(out.map((d) => plain(d._id))).toEqual([99, 1]);
    expect(run([], [{ $unionWith: 'items' }])).toHaveLength(4);
  });

  it('$sortByCount groups and sorts by count descending', () => {
    expect(plain(run(orders, [{ $sortByCount: '$cust' }]))).toEqual([
      { _id: 'a', count: 2 },
      { _id: 'b', count: 1 },
      { _id: null, count: 1 },
    ]);
  });

  it('refuses stages it does not implement and rejects unknown ones', () => {
    expect(errorOf(() => run(orders, [{ $sample: { size: int(1) } }])).code).toBe(238);
    expect(errorOf(() => run(orders, [{ $frobnicate: {} }])).code).toBe(40324);
    expect(errorOf(() => run(orders, [{ $match: {}, $limit: int(1) }])).code).toBe(40323);
  });

  it('refuses expression operators it does not implement', () => {
    expect(errorOf(() => run(orders, [{ $project: { d: { $round: ['$price', int(1)] } } }])).code).toBe(238);
  });

  it('never mutates its input documents', () => {
    const input = [{ _id: new ObjectId(), a: { b: int(1) } }];
    run(input, [{ $set: { 'a.c': int(2) } }, { $unset: 'a.b' }]);
    expect(plain(input[0].a)).toEqual({ b: 1 });
  });
});
