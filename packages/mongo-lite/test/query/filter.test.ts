import { BSONRegExp, MaxKey, MinKey, ObjectId } from 'bson';
import type { Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { compileFilter } from '../../src/query';
import { dbl, dec, int, long, codeOf } from './helpers';

const matches = (filter: Document, doc: Document) => compileFilter(filter)(doc);

describe('compileFilter: equality and null', () => {
  it('{a: null} matches a missing field and a null field, not other values', () => {
    expect(matches({ a: null }, {})).toBe(true);
    expect(matches({ a: null }, { a: null })).toBe(true);
    expect(matches({ a: null }, { a: int(0) })).toBe(false);
  });

  it('{a: {$ne: null}} excludes missing fields', () => {
    expect(matches({ a: { $ne: null } }, {})).toBe(false);
    expect(matches({ a: { $ne: null } }, { a: int(1) })).toBe(true);
  });

  it('{a: {$lte: null}} and {$gte: null} match missing; $lt/$gt null match nothing', () => {
    expect(matches({ a: { $lte: null } }, {})).toBe(true);
    expect(matches({ a: { $gte: null } }, { a: null })).toBe(true);
    expect(matches({ a: { $lt: null } }, {})).toBe(false);
    expect(matches({ a: { $gt: null } }, { a: int(1) })).toBe(false);
  });

  it('matches numbers by value whatever their BSON type', () => {
    expect(matches({ a: dbl(1) }, { a: int(1) })).toBe(true);
    expect(matches({ a: long(1) }, { a: dec('1.0') })).toBe(true);
    expect(matches({ a: 1 }, { a: int(1) })).toBe(true);
  });

  it('matches arrays by element and as a whole (one level only)', () => {
    const doc = { a: [int(1), int(2), [int(3)]] };
    expect(matches({ a: int(2) }, doc)).toBe(true);
    expect(matches({ a: [int(3)] }, doc)).toBe(true);
    expect(matches({ a: [int(1), int(2), [int(3)]] }, doc)).toBe(true);
    expect(matches({ a: int(3) }, doc)).toBe(false);
    expect(matches({ a: [int(2), int(1)] }, { a: [int(1), int(2)] })).toBe(false);
  });

  it('embedded-document equality is exact and field-order-sensitive', () => {
    expect(matches({ a: { x: int(1), y: int(2) } }, { a: { x: int(1), y: int(2) } })).toBe(true);
    expect(matches({ a: { x: int(1), y: int(2) } }, { a: { y: int(2), x: int(1) } })).toBe(false);
    expect(matches({ a: { x: int(1) } }, { a: { x: int(1), y: int(2) } })).toBe(false);
  });

  it('follows dotted paths through arrays of documents and numeric indexes', () => {
    const doc = { a: [{ b: int(1) }, { b: [int(5), int(6)] }], c: [int(7), int(8)] };
    expect(matches({ 'a.b': int(6) }, doc)).toBe(true);
    expect(matches({ 'a.1.b': int(5) }, doc)).toBe(true);
    expect(matches({ 'a.0.b': int(5) }, doc)).toBe(false);
    expect(matches({ 'c.1': int(8) }, doc)).toBe(true);
    expect(matches({ 'a.b': null }, doc)).toBe(false);
    expect(matches({ 'a.b': null }, { a: [{ b: int(1) }, { c: int(1) }] })).toBe(true);
  });

  it("{'a.b': null} follows MongoDB's null_query_semantics: arrays without documents count as missing", () => {
    expect(matches({ 'a.b': null }, { a: [] })).toBe(true);
    expect(matches({ 'a.b': null }, { a: [int(1), 'string', int(4)] })).toBe(true);
    expect(matches({ 'a.b': null }, { a: [[]] })).toBe(true);
    expect(matches({ 'a.b': null }, { a: [int(5), { b: int(1) }] })).toBe(false);
    expect(matches({ 'a.b': null }, { a: [{}, { b: int(1) }] })).toBe(true);
    expect(matches({ 'a.b': { $ne: null } }, { a: [int(1), 'string'] })).toBe(false);
    expect(matches({ 'a.b': null }, { a: int(5) })).toBe(true);
    expect(matches({ 'ids.0': null }, { ids: [null] })).toBe(true);
  });

  it('$elemMatch treats array elements as documents: {a: {$elemMatch: {b: null}}} matches [[]]', () => {
    expect(matches({ a: { $elemMatch: { b: null } } }, { a: [[]] })).toBe(true);
    expect(matches({ a: { $elemMatch: { b: null } } }, { a: [int(1)] })).toBe(false);
    expect(matches({ a: { $elemMatch: { b: null } } }, { a: [] })).toBe(false);
  });

  it('does not traverse nested arrays implicitly', () => {
    expect(matches({ 'a.b': int(1) }, { a: [[{ b: int(1) }]] })).toBe(false);
  });
});

describe('compileFilter: comparison operators', () => {
  it('never compares across types: {a: {$gt: 5}} does not match a string', () => {
    expect(matches({ a: { $gt: int(5) } }, { a: 'zzz' })).toBe(false);
    expect(matches({ a: { $lt: 'a' } }, { a: int(1) })).toBe(false);
    expect(matches({ a: { $gt: int(5) } }, { a: dbl(5.5) })).toBe(true);
  });

  it('matches when any array element satisfies the comparison', () => {
    expect(matches({ a: { $gt: int(5) } }, { a: [int(1), int(9)] })).toBe(true);
    expect(matches({ a: { $gt: int(5), $lt: int(2) } }, { a: [int(1), int(9)] })).toBe(true);
  });

  it('compares strings in binary order', () => {
    expect(matches({ a: { $gt: 'Z' } }, { a: 'a' })).toBe(true);
  });

  it('treats NaN as equal to NaN only: $gte NaN matches NaN, $lt 5 does not', () => {
    expect(matches({ a: { $gte: dbl(NaN) } }, { a: dbl(NaN) })).toBe(true);
    expect(matches({ a: { $lt: int(5) } }, { a: dbl(NaN) })).toBe(false);
    expect(matches({ a: dbl(NaN) }, { a: dbl(NaN) })).toBe(true);
  });

  it('MinKey and MaxKey bounds compare across all types', () => {
    expect(matches({ a: { $gt: new MinKey() } }, { a: 'x' })).toBe(true);
    expect(matches({ a: { $lt: new MaxKey() } }, { a: new ObjectId() })).toBe(true);
  });

  it('compares Long beyond 2^53 exactly', () => {
    expect(matches({ a: { $gt: dbl(2 ** 53) } }, { a: long(2n ** 53n + 1n) })).toBe(true);
  });
});

describe('compileFilter: $in, $nin, $exists, $type, $size, $all, $mod', () => {
  it('$in matches any listed value, null in $in matches missing, regexes allowed', () => {
    expect(matches({ a: { $in: [int(1), int(2)] } }, { a: dbl(2) })).toBe(true);
    expect(matches({ a: { $in: [null] } }, {})).toBe(true);
    expect(matches({ a: { $in: [new BSONRegExp('^x', '')] } }, { a: 'xy' })).toBe(true);
    expect(matches({ a: { $in: [int(3)] } }, { a: [int(1), int(3)] })).toBe(true);
    expect(codeOf(() => compileFilter({ a: { $in: int(1) } }))).toBe(2);
  });

  it('$nin matches missing fields and excludes listed values', () => {
    expect(matches({ a: { $nin: [int(1)] } }, {})).toBe(true);
    expect(matches({ a: { $nin: [int(1)] } }, { a: [int(2), int(1)] })).toBe(false);
  });

  it('$exists distinguishes null from missing', () => {
    expect(matches({ a: { $exists: true } }, { a: null })).toBe(true);
    expect(matches({ a: { $exists: false } }, {})).toBe(true);
    expect(matches({ a: { $exists: int(0) } }, { a: int(1) })).toBe(false);
    expect(matches({ 'a.b': { $exists: true } }, { a: [{ c: int(1) }, { b: int(1) }] })).toBe(true);
  });

  it("$type accepts names, numbers, 'number', 'objectId' and 'decimal'", () => {
    expect(matches({ a: { $type: 'objectId' } }, { a: new ObjectId() })).toBe(true);
    expect(matches({ a: { $type: 'decimal' } }, { a: dec('1') })).toBe(true);
    expect(matches({ a: { $type: 'number' } }, { a: long(1) })).toBe(true);
    expect(matches({ a: { $type: 'int' } }, { a: dbl(1) })).toBe(false);
    expect(matches({ a: { $type: int(2) } }, { a: 'x' })).toBe(true);
    expect(matches({ a: { $type: ['null', 'string'] } }, { a: null })).toBe(true);
    expect(matches({ a: { $type: 'null' } }, {})).toBe(false);
    expect(matches({ a: { $type: 'array' } }, { a: [] })).toBe(true);
    expect(matches({ a: { $type: 'string' } }, { a: [int(1), 'x'] })).toBe(true);
    expect(codeOf(() => compileFilter({ a: { $type: 'nope' } }))).toBe(2);
  });

  it('$size counts the elements of the array itself', () => {
    expect(matches({ a: { $size: int(2) } }, { a: [int(1), int(2)] })).toBe(true);
    expect(matches({ a: { $size: int(1) } }, { a: [[int(1), int(2)]] })).toBe(true);
    expect(matches({ a: { $size: int(0) } }, {})).toBe(false);
  });

  it('$all needs every value; $all: [] matches nothing', () => {
    expect(matches({ a: { $all: [int(1), int(2)] } }, { a: [int(2), int(3), int(1)] })).toBe(true);
    expect(matches({ a: { $all: [int(1), int(4)] } }, { a: [int(1)] })).toBe(false);
    expect(matches({ a: { $all: [] } }, { a: [] })).toBe(false);
    expect(matches({ a: { $all: [int(5)] } }, { a: int(5) })).toBe(true);
    expect(
      matches(
        { a: { $all: [{ $elemMatch: { x: int(1) } }, { $elemMatch: { y: int(2) } }] } },
        { a: [{ x: int(1) }, { y: int(2) }] },
      ),
    ).toBe(true);
  });

  it('$mod truncates toward zero and rejects a zero divisor', () => {
    expect(matches({ a: { $mod: [int(4), int(1)] } }, { a: dbl(5.9) })).toBe(true);
    expect(matches({ a: { $mod: [int(4), int(-1)] } }, { a: int(-5) })).toBe(true);
    expect(matches({ a: { $mod: [int(4), int(0)] } }, { a: 'x' })).toBe(false);
    expect(codeOf(() => compileFilter({ a: { $mod: [int(0), int(1)] } }))).toBe(2);
  });
});

describe('compileFilter: $elemMatch', () => {
  it('{$elemMatch: {b: 2}} does not match [1, 2] (document form needs documents)', () => {
    expect(matches({ a: { $elemMatch: { b: int(2) } } }, { a: [int(1), int(2)] })).toBe(false);
    expect(matches({ a: { $elemMatch: { b: int(2) } } }, { a: [{ b: int(2) }] })).toBe(true);
  });

  it('requires one element to satisfy all conditions together', () => {
    const doc = {
      a: [
        { x: int(1), y: int(5) },
        { x: int(5), y: int(1) },
      ],
    };
    expect(matches({ a: { $elemMatch: { x: int(1), y: int(1) } } }, doc)).toBe(false);
    expect(matches({ a: { $elemMatch: { x: int(5), y: int(1) } } }, doc)).toBe(true);
  });

  it('value form tests each element with the operators', () => {
    expect(matches({ a: { $elemMatch: { $gt: int(1), $lt: int(3) } } }, { a: [int(0), int(2)] })).toBe(true);
    expect(matches({ a: { $elemMatch: { $gt: int(1), $lt: int(3) } } }, { a: [int(0), int(4)] })).toBe(false);
    expect(matches({ a: { $elemMatch: { $gt: int(1) } } }, { a: int(5) })).toBe(false);
  });
});

describe('compileFilter: logical operators', () => {
  it('$and, $or and $nor combine clauses', () => {
    const doc = { a: int(1), b: int(2) };
    expect(matches({ $and: [{ a: int(1) }, { b: int(2) }] }, doc)).toBe(true);
    expect(matches({ $or: [{ a: int(5) }, { b: int(2) }] }, doc)).toBe(true);
    expect(matches({ $nor: [{ a: int(5) }, { b: int(2) }] }, doc)).toBe(false);
  });

  it('$not negates the operator expression, so it matches missing fields', () => {
    expect(matches({ a: { $not: { $gt: int(5) } } }, {})).toBe(true);
    expect(matches({ a: { $not: { $gt: int(5) } } }, { a: int(9) })).toBe(false);
    expect(matches({ a: { $not: new BSONRegExp('^x', '') } }, { a: 'yx' })).toBe(true);
    expect(codeOf(() => compileFilter({ a: { $not: int(1) } }))).toBe(2);
  });

  it('rejects empty or non-array $and/$or/$nor with BadValue', () => {
    expect(codeOf(() => compileFilter({ $or: [] }))).toBe(2);
    expect(codeOf(() => compileFilter({ $and: {} }))).toBe(2);
  });
});

describe('compileFilter: regular expressions', () => {
  it('matches strings by BSONRegExp, $regex and $options', () => {
    expect(matches({ a: new BSONRegExp('^ab', 'i') }, { a: 'ABc' })).toBe(true);
    expect(matches({ a: { $regex: '^ab', $options: 'i' } }, { a: 'ABc' })).toBe(true);
    expect(matches({ a: { $regex: 'b$' } }, { a: 'ab\n' })).toBe(true);
    expect(matches({ a: /b/ }, { a: ['x', 'b'] })).toBe(true);
    expect(matches({ a: /1/ }, { a: int(1) })).toBe(false);
  });

  it('a regex query matches a stored identical regex', () => {
    expect(matches({ a: new BSONRegExp('x', 'i') }, { a: new BSONRegExp('x', 'i') })).toBe(true);
  });

  it('refuses PCRE syntax whose meaning differs in JavaScript', () => {
    expect(codeOf(() => compileFilter({ a: { $regex: '\\Afoo' } }))).toBe(238);
    expect(codeOf(() => compileFilter({ a: { $regex: 'x', $options: 'x' } }))).toBe(238);
  });
});

describe('compileFilter: errors and $expr', () => {
  it('unknown operator -> code 2 "unknown operator: $x"', () => {
    expect(() => compileFilter({ a: { $foo: int(1) } })).toThrow('unknown operator: $foo');
    expect(codeOf(() => compileFilter({ a: { $foo: int(1) } }))).toBe(2);
  });

  it('unknown top-level operator -> code 2 "unknown top level operator: $x"', () => {
    expect(() => compileFilter({ $foo: int(1) })).toThrow('unknown top level operator: $foo');
  });

  it('refuses $where and $text as unsupported', () => {
    expect(codeOf(() => compileFilter({ $where: 'true' }))).toBe(238);
    expect(codeOf(() => compileFilter({ a: { $near: [int(0), int(0)] } }))).toBe(238);
  });

  it('$expr compares fields of the same document', () => {
    expect(matches({ $expr: { $gt: ['$a', '$b'] } }, { a: int(3), b: int(2) })).toBe(true);
    expect(matches({ $expr: { $gt: ['$a', '$b'] } }, { a: int(1), b: int(2) })).toBe(false);
    // in aggregation expressions a missing field is not equal to null
    expect(matches({ $expr: { $eq: ['$a', null] } }, {})).toBe(false);
  });

  it('an object whose first key is not an operator is a literal document', () => {
    expect(matches({ a: { b: int(1), $c: int(2) } }, { a: { b: int(1), $c: int(2) } })).toBe(true);
  });
});
