import { Timestamp } from 'bson';
import type { Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { applyUpdate, upsertSeed } from '../../src/query';
import type { UpdateOptions } from '../../src/query';
import { dbl, int, long, plain } from './helpers';

const up = (doc: Document, update: Document | Document[], opts?: UpdateOptions) =>
  applyUpdate(doc, update, opts);

function errorOf(fn: () => unknown): { code?: number; message: string } {
  try {
    fn();
  } catch (e) {
    return { code: (e as { code?: number }).code, message: (e as Error).message };
  }
  return { message: 'no error' };
}

describe('applyUpdate: $set / $unset / changed', () => {
  it('returns a new document and leaves the input untouched', () => {
    const doc = { _id: int(1), a: { b: int(1) } };
    const r = up(doc, { $set: { 'a.b': int(2) } });
    expect(plain(r.doc)).toEqual({ _id: 1, a: { b: 2 } });
    expect(plain(doc)).toEqual({ _id: 1, a: { b: 1 } });
    expect(r.changed).toBe(true);
  });

  it('setting a field to the identical value is not a change (nModified 0)', () => {
    expect(up({ _id: int(1), a: int(5) }, { $set: { a: int(5) } }).changed).toBe(false);
    // a different BSON type is a change even when numerically equal
    const r = up({ _id: int(1), a: int(5) }, { $set: { a: dbl(5) } });
    expect(r.changed).toBe(true);
    expect(r.doc.a._bsontype).toBe('Double');
  });

  it('appends several new fields in lexicographic order of their paths', () => {
    const r = up({ _id: int(1), m: int(0) }, { $set: { z: int(1), b: int(2) }, $inc: { c: int(3) } });
    expect(Object.keys(r.doc)).toEqual(['_id', 'm', 'b', 'c', 'z']);
    const nested = up({ _id: int(1) }, { $set: { 'x.b': int(1), 'x.a': int(2) } });
    expect(Object.keys(nested.doc.x)).toEqual(['a', 'b']);
  });

  it('keeps existing fields in place', () => {
    const r = up({ _id: int(1), a: int(1), b: int(2) }, { $set: { a: int(9) } });
    expect(Object.keys(r.doc)).toEqual(['_id', 'a', 'b']);
  });

  it('$set on an array index past the end pads with null', () => {
    const r = up({ _id: int(1), a: [int(1)] }, { $set: { 'a.3': int(4) } });
    expect(plain(r.doc.a)).toEqual([1, null, null, 4]);
  });

  it('$unset removes fields, sets array elements to null, ignores missing paths', () => {
    expect(plain(up({ _id: int(1), a: int(1), b: int(2) }, { $unset: { a: '' } }).doc)).toEqual({
      _id: 1,
      b: 2,
    });
    expect(plain(up({ _id: int(1), a: [int(1), int(2)] }, { $unset: { 'a.0': int(1) } }).doc.a)).toEqual([
      null,
      2,
    ]);
    expect(up({ _id: int(1) }, { $unset: { 'x.y': int(1) } }).changed).toBe(false);
  });

  it('a path through a scalar fails with 28 "Cannot create field \'b\' in element {a: 1}"', () => {
    const e = errorOf(() => up({ _id: int(1), a: int(1) }, { $set: { 'a.b': int(2) } }));
    expect(e.code).toBe(28);
    expect(e.message).toBe("Cannot create field 'b' in element {a: 1}");
    // MongoDB's own jstest message for a path through an array of documents
    const arr = errorOf(() => up({ _id: int(0), a: [{ b: dbl(0) }] }, { $set: { 'a.b': int(1) } }));
    expect(arr.code).toBe(28);
    expect(arr.message).toBe("Cannot create field 'b' in element {a: [ { b: 0.0 } ]}");
  });

  it('changing _id fails with 66; setting it to the same value is allowed', () => {
    const e = errorOf(() => up({ _id: int(1) }, { $set: { _id: int(2) } }));
    expect(e.code).toBe(66);
    expect(e.message).toBe("Performing an update on the path '_id' would modify the immutable field '_id'");
    expect(up({ _id: int(1), a: int(1) }, { $set: { _id: int(1), a: int(2) } }).changed).toBe(true);
  });

  it("conflicting paths fail with 40 \"Updating the path 'a' would create a conflict at 'a'\"", () => {
    const e = errorOf(() => up({ _id: int(1) }, { $set: { a: int(1) }, $inc: { a: int(1) } }));
    expect(e.code).toBe(40);
    expect(e.message).toBe("Updating the path 'a' would create a conflict at 'a'");
    expect(errorOf(() => up({ _id: int(1) }, { $set: { 'a.b': int(1) }, $unset: { a: 1 } })).code).toBe(40);
  });

  it('unknown update operators fail with 9 FailedToParse; empty operators are a no-op as in MongoDB 5+', () => {
    expect(errorOf(() => up({ _id: int(1) }, { $foo: { a: int(1) } })).code).toBe(9);
    expect(errorOf(() => up({ _id: int(1) }, { $set: int(1) })).code).toBe(9);
    expect(up({ _id: int(1) }, { $set: {} }).changed).toBe(false);
  });

  it('pipeline updates run $set/$unset/$replaceWith over the document and keep _id', () => {
    const r = up({ _id: int(1), a: int(2), b: int(3) }, [
      { $set: { c: { $add: ['$a', '$b'] } } },
      { $unset: 'b' },
    ]);
    expect(plain(r.doc)).toEqual({ _id: 1, a: 2, c: 5 });
    expect(r.changed).toBe(true);
    expect(up({ _id: int(1), a: int(2) }, [{ $set: { a: int(2) } }]).changed).toBe(false);
    expect(plain(up({ _id: int(1), a: { x: int(1) } }, [{ $replaceWith: '$a' }]).doc)).toEqual({
      _id: 1,
      x: 1,
    });
    expect(errorOf(() => up({ _id: int(1) }, [{ $set: { _id: int(2) } }])).code).toBe(66);
    expect(errorOf(() => up({ _id: int(1) }, [{ $group: { _id: null } }])).code).toBe(72);
  });
});

describe('applyUpdate: arithmetic', () => {
  it('$inc keeps Int32, overflows to Long, mixes with Double to Double', () => {
    expect(up({ _id: int(1), a: int(1) }, { $inc: { a: int(2) } }).doc.a).toEqual(int(3));
    const big = up({ _id: int(1), a: int(2 ** 31 - 1) }, { $inc: { a: int(1) } }).doc.a;
    expect(big._bsontype).toBe('Long');
    expect(big.toString()).toBe('2147483648');
    const d = up({ _id: int(1), a: int(1) }, { $inc: { a: dbl(0.5) } }).doc.a;
    expect(d._bsontype).toBe('Double');
    expect(d.value).toBe(1.5);
    expect(up({ _id: int(1), a: long(1) }, { $inc: { a: int(1) } }).doc.a._bsontype).toBe('Long');
  });

  it('$inc on a missing field sets it to the increment', () => {
    expect(plain(up({ _id: int(1) }, { $inc: { 'a.b': int(5) } }).doc)).toEqual({ _id: 1, a: { b: 5 } });
  });

  it("$inc on a string fails with 14 TypeMismatch and MongoDB's message", () => {
    const e = errorOf(() => up({ _id: int(1), x: 'a' }, { $inc: { x: int(1) } }));
    expect(e.code).toBe(14);
    expect(e.message).toBe(
      "Cannot apply $inc to a value of non-numeric type. {_id: 1} has the field 'x' of non-numeric type string",
    );
    expect(errorOf(() => up({ _id: int(1) }, { $inc: { x: 'a' } })).code).toBe(14);
  });

  it('$inc overflowing a Long is an error, not a silent wrap', () => {
    expect(errorOf(() => up({ _id: int(1), a: long(2n ** 63n - 1n) }, { $inc: { a: int(1) } })).code).toBe(2);
  });

  it('$inc by zero is not a change', () => {
    expect(up({ _id: int(1), a: int(3) }, { $inc: { a: int(0) } }).changed).toBe(false);
  });

  it('$mul multiplies and sets a missing field to zero of the multiplier type', () => {
    expect(up({ _id: int(1), a: int(3) }, { $mul: { a: int(4) } }).doc.a).toEqual(int(12));
    expect(up({ _id: int(1) }, { $mul: { a: long(4) } }).doc.a.toString()).toBe('0');
    expect(up({ _id: int(1), a: int(2 ** 20) }, { $mul: { a: int(2 ** 20) } }).doc.a._bsontype).toBe('Long');
  });

  it('$min/$max replace only when the new value is smaller/larger in BSON order', () => {
    expect(up({ _id: int(1), a: int(5) }, { $min: { a: int(3) } }).doc.a).toEqual(int(3));
    expect(up({ _id: int(1), a: int(5) }, { $min: { a: int(7) } }).changed).toBe(false);
    expect(up({ _id: int(1), a: int(5) }, { $max: { a: 'x' } }).doc.a).toBe('x');
    expect(up({ _id: int(1) }, { $max: { a: int(1) } }).doc.a).toEqual(int(1));
  });
});

describe('applyUpdate: $rename, $setOnInsert, $currentDate', () => {
  it('$rename moves a value and removes the source', () => {
    const r = up({ _id: int(1), a: int(1), b: int(2) }, { $rename: { a: 'c.d' } });
    expect(plain(r.doc)).toEqual({ _id: 1, b: 2, c: { d: 1 } });
    expect(up({ _id: int(1) }, { $rename: { a: 'b' } }).changed).toBe(false);
    expect(errorOf(() => up({ _id: int(1), a: [{ b: int(1) }] }, { $rename: { 'a.b': 'c' } })).code).toBe(2);
  });

  it('$rename to an existing field unsets it first, so the target moves to the end', () => {
    const r = up({ _id: int(1), b: int(2), a: int(1), c: int(3) }, { $rename: { a: 'b' } });
    expect(plain(r.doc)).toEqual({ _id: 1, c: 3, b: 1 });
    expect(Object.keys(r.doc)).toEqual(['_id', 'c', 'b']);
  });

  it('refuses $-prefixed field names in update paths instead of creating them', () => {
    expect(errorOf(() => up({ _id: int(1) }, { $set: { 'a.$bad': int(1) } })).code).toBe(238);
  });

  it('$setOnInsert applies only when the update inserts through upsert', () => {
    expect(up({ _id: int(1) }, { $setOnInsert: { a: int(1) } }).changed).toBe(false);
    expect(plain(up({ _id: int(1) }, { $setOnInsert: { a: int(1) } }, { isUpsertInsert: true }).doc)).toEqual(
      {
        _id: 1,
        a: 1,
      },
    );
  });

  it('$currentDate sets a Date or a Timestamp', () => {
    expect(up({ _id: int(1) }, { $currentDate: { a: true } }).doc.a).toBeInstanceOf(Date);
    expect(up({ _id: int(1) }, { $currentDate: { a: { $type: 'timestamp' } } }).doc.a).toBeInstanceOf(
      Timestamp,
    );
  });
});

describe('applyUpdate: array operators', () => {
  it('$push appends and creates the array when missing', () => {
    expect(plain(up({ _id: int(1), a: [int(1)] }, { $push: { a: int(2) } }).doc.a)).toEqual([1, 2]);
    expect(plain(up({ _id: int(1) }, { $push: { a: int(2) } }).doc.a)).toEqual([2]);
  });

  it("$push onto a non-array fails with 2 and MongoDB's message", () => {
    const e = errorOf(() => up({ _id: int(1), x: int(1) }, { $push: { x: int(2) } }));
    expect(e.code).toBe(2);
    expect(e.message).toBe("The field 'x' must be an array but is of type int in document {_id: 1}");
  });

  it('$push with $each, $position, $sort and $slice applies them in that order', () => {
    const doc = { _id: int(1), a: [int(5), int(1)] };
    expect(plain(up(doc, { $push: { a: { $each: [int(3), int(4)], $position: int(1) } } }).doc.a)).toEqual([
      5, 3, 4, 1,
    ]);
    expect(
      plain(up(doc, { $push: { a: { $each: [int(3)], $sort: int(1), $slice: int(2) } } }).doc.a),
    ).toEqual([1, 3]);
    expect(plain(up(doc, { $push: { a: { $each: [int(9)], $slice: int(-2) } } }).doc.a)).toEqual([1, 9]);
    const docs = { _id: int(1), s: [{ n: int(2) }, { n: int(1) }] };
    expect(
      plain(up(docs, { $push: { s: { $each: [{ n: int(0) }], $sort: { n: int(-1) } } } }).doc.s),
    ).toEqual([{ n: 2 }, { n: 1 }, { n: 0 }]);
  });

  it('$addToSet adds only values not present (numeric equality across types)', () => {
    const doc = { _id: int(1), a: [int(1), { x: int(1) }] };
    expect(up(doc, { $addToSet: { a: dbl(1) } }).changed).toBe(false);
    expect(plain(up(doc, { $addToSet: { a: { $each: [int(2), int(2), int(1)] } } }).doc.a)).toEqual([
      1,
      { x: 1 },
      2,
    ]);
    expect(errorOf(() => up({ _id: int(1), a: int(1) }, { $addToSet: { a: int(1) } })).code).toBe(2);
  });

  it('$pull removes by value, by condition and by document query', () => {
    expect(plain(up({ _id: int(1), a: [int(1), int(2), int(1)] }, { $pull: { a: int(1) } }).doc.a)).toEqual([
      2,
    ]);
    expect(
      plain(up({ _id: int(1), a: [int(1), int(5), int(9)] }, { $pull: { a: { $gte: int(5) } } }).doc.a),
    ).toEqual([1]);
    const docs = { _id: int(1), r: [{ s: int(8), k: 'a' }, { s: int(7) }] };
    // a document condition is a query on elements, not equality
    expect(plain(up(docs, { $pull: { r: { s: int(8) } } }).doc.r)).toEqual([{ s: 7 }]);
    expect(up({ _id: int(1), a: [int(1)] }, { $pull: { a: int(5) } }).changed).toBe(false);
  });

  it('$pullAll removes every listed value; $pop removes the first or last element', () => {
    expect(
      plain(up({ _id: int(1), a: [int(1), int(2), int(3)] }, { $pullAll: { a: [int(1), int(3)] } }).doc.a),
    ).toEqual([2]);
    expect(plain(up({ _id: int(1), a: [int(1), int(2)] }, { $pop: { a: int(1) } }).doc.a)).toEqual([1]);
    expect(plain(up({ _id: int(1), a: [int(1), int(2)] }, { $pop: { a: int(-1) } }).doc.a)).toEqual([2]);
    expect(errorOf(() => up({ _id: int(1), a: int(1) }, { $pop: { a: int(1) } })).code).toBe(14);
  });
});

describe('applyUpdate: positional operators', () => {
  it('$ updates the element the query matched', () => {
    const doc = {
      _id: int(1),
      a: [
        { k: int(1), v: int(0) },
        { k: int(2), v: int(0) },
      ],
    };
    const r = up(doc, { $set: { 'a.$.v': int(9) } }, { query: { _id: int(1), 'a.k': int(2) } });
    expect(plain(r.doc.a)).toEqual([
      { k: 1, v: 0 },
      { k: 2, v: 9 },
    ]);
    const s = up({ _id: int(1), g: [int(4), int(7)] }, { $inc: { 'g.$': int(1) } }, { query: { g: int(7) } });
    expect(plain(s.doc.g)).toEqual([4, 8]);
    expect(errorOf(() => up(doc, { $set: { 'a.$.v': int(1) } }, { query: { _id: int(1) } })).code).toBe(2);
  });

  it('$ uses the element that satisfies an $elemMatch', () => {
    const doc = {
      _id: int(1),
      a: [
        { x: int(1), y: int(1) },
        { x: int(1), y: int(2) },
      ],
    };
    const r = up(
      doc,
      { $set: { 'a.$.z': true } },
      { query: { a: { $elemMatch: { x: int(1), y: int(2) } } } },
    );
    expect(plain(r.doc.a)).toEqual([
      { x: 1, y: 1 },
      { x: 1, y: 2, z: true },
    ]);
  });

  it('$[] updates every element', () => {
    const r = up({ _id: int(1), a: [int(1), int(2)] }, { $inc: { 'a.$[]': int(10) } });
    expect(plain(r.doc.a)).toEqual([11, 12]);
  });

  it('$[ident] updates the elements accepted by arrayFilters', () => {
    const doc = { _id: int(1), a: [{ n: int(1) }, { n: int(5) }, { n: int(7) }] };
    const r = up(doc, { $set: { 'a.$[big].flag': true } }, { arrayFilters: [{ 'big.n': { $gte: int(5) } }] });
    expect(plain(r.doc.a)).toEqual([{ n: 1 }, { n: 5, flag: true }, { n: 7, flag: true }]);
    const s = up(
      { _id: int(1), g: [int(1), int(9)] },
      { $set: { 'g.$[x]': int(0) } },
      { arrayFilters: [{ x: { $gt: int(5) } }] },
    );
    expect(plain(s.doc.g)).toEqual([1, 0]);
  });

  it('rejects missing and unused array filters', () => {
    expect(errorOf(() => up({ _id: int(1), a: [] }, { $set: { 'a.$[x]': int(1) } })).code).toBe(2);
    expect(
      errorOf(() => up({ _id: int(1), a: [] }, { $set: { a: int(1) } }, { arrayFilters: [{ x: int(1) }] }))
        .code,
    ).toBe(9);
  });
});

describe('applyUpdate: replacement', () => {
  it('keeps _id first and replaces every other field', () => {
    const r = up({ _id: int(1), a: int(1), b: int(2) }, { c: int(3), _id: int(1) });
    expect(Object.keys(r.doc)).toEqual(['_id', 'c']);
    expect(plain(up({ _id: int(1), a: int(1) }, { b: int(1) }).doc)).toEqual({ _id: 1, b: 1 });
  });

  it('replacing with a different _id fails with 66', () => {
    expect(errorOf(() => up({ _id: int(1) }, { _id: int(2) })).code).toBe(66);
  });

  it('an identical replacement is not a change', () => {
    expect(up({ _id: int(1), a: int(1) }, { a: int(1) }).changed).toBe(false);
  });
});

describe('upsertSeed', () => {
  it('takes equality parts of the filter, including $eq, $and, a one-clause $or and dotted paths', () => {
    const seed = upsertSeed({
      a: int(1),
      'b.c': 'x',
      d: { $eq: int(2) },
      $and: [{ e: int(3) }, { f: { $gt: int(1) } }, { $or: [{ i: int(4) }] }],
      $or: [{ g: int(1) }],
      $nor: [{ j: int(1) }],
      h: { $lt: int(5) },
      r: /x/,
    });
    expect(plain(seed)).toEqual({ a: 1, b: { c: 'x' }, d: 2, e: 3, i: 4, g: 1 });
    // an $or of two clauses says nothing certain about either field
    expect(plain(upsertSeed({ $or: [{ k: int(1) }, { k: int(2) }] }))).toEqual({});
  });

  it('treats a one-element $in as equality', () => {
    expect(plain(upsertSeed({ _id: { $in: [int(7)] } }))).toEqual({ _id: 7 });
  });

  it('fails when a path is matched twice', () => {
    expect(errorOf(() => upsertSeed({ a: int(1), $and: [{ a: int(2) }] })).code).toBe(54);
    expect(errorOf(() => upsertSeed({ a: int(1), 'a.b': int(2) })).code).toBe(54);
    expect(errorOf(() => upsertSeed({ t: { $all: [int(1), int(2)] } })).code).toBe(54);
    expect(plain(upsertSeed({ t: { $all: [int(1)] } }))).toEqual({ t: 1 });
  });
});
