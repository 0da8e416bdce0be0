import type { Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { evaluateExpression } from '../../src/query/expressions';
import { dbl, int, long, plain, codeOf } from './helpers';

const doc: Document = {
  _id: int(1),
  a: int(5),
  b: dbl(2),
  s: 'Hello',
  arr: [int(1), int(2), int(3)],
  sub: [{ k: int(1) }, { k: int(2) }, { z: int(0) }],
  n: null,
};
const ev = (expr: unknown) => evaluateExpression(expr, doc);

describe('aggregation expressions', () => {
  it('field paths map over arrays of documents, skipping missing values', () => {
    expect(plain(ev('$sub.k'))).toEqual([1, 2]);
    expect(ev('$missing')).toBeUndefined();
    expect(plain(ev('$$ROOT.a'))).toBe(5);
  });

  it('arithmetic keeps MongoDB result types', () => {
    expect(ev({ $add: ['$a', int(1)] })).toEqual(int(6));
    expect((ev({ $add: ['$a', '$b'] }) as { _bsontype: string })._bsontype).toBe('Double');
    expect((ev({ $multiply: [int(2 ** 20), int(2 ** 20)] }) as { _bsontype: string })._bsontype).toBe('Long');
    expect(plain(ev({ $divide: ['$a', int(2)] }))).toBe(2.5);
    expect(ev({ $subtract: ['$a', long(1)] })).toEqual(long(4));
    expect(ev({ $mod: ['$a', int(3)] })).toEqual(int(2));
    expect(ev({ $add: ['$a', '$missing'] })).toBeNull();
    expect(codeOf(() => ev({ $divide: ['$a', int(0)] }))).toBe(2);
    expect(codeOf(() => ev({ $add: ['$a', '$s'] }))).toBe(16554);
  });

  it('adds milliseconds to dates', () => {
    const d = evaluateExpression({ $add: ['$t', int(1000)] }, { t: new Date(0) });
    expect(d).toEqual(new Date(1000));
  });

  it('comparisons use BSON order, with missing below null', () => {
    expect(ev({ $gt: ['$s', '$a'] })).toBe(true);
    expect(ev({ $eq: ['$a', dbl(5)] })).toBe(true);
    expect(ev({ $eq: ['$missing', null] })).toBe(false);
    expect(ev({ $lt: ['$missing', null] })).toBe(true);
    expect(ev({ $cmp: ['$a', int(9)] })).toEqual(int(-1));
  });

  it('logic and conditionals follow aggregation truthiness (0, null, missing are false)', () => {
    expect(ev({ $and: [int(1), '$a'] })).toBe(true);
    expect(ev({ $or: [int(0), '$n', '$missing'] })).toBe(false);
    expect(ev({ $not: [int(0)] })).toBe(true);
    expect(ev({ $cond: [{ $gt: ['$a', int(3)] }, 'big', 'small'] })).toBe('big');
    expect(ev({ $cond: { if: '$n', then: 'y', else: 'n' } })).toBe('n');
    expect(ev({ $ifNull: ['$missing', '$n', 'fallback'] })).toBe('fallback');
    expect(
      ev({ $switch: { branches: [{ case: { $eq: ['$a', int(5)] }, then: 'five' }], default: 'other' } }),
    ).toBe('five');
    expect(codeOf(() => ev({ $switch: { branches: [{ case: false, then: 1 }] } }))).toBe(40066);
  });

  it('array operators', () => {
    expect(ev({ $size: '$arr' })).toEqual(int(3));
    expect(codeOf(() => ev({ $size: '$missing' }))).toBe(17124);
    expect(ev({ $in: [int(2), '$arr'] })).toBe(true);
    expect(ev({ $arrayElemAt: ['$arr', int(-1)] })).toEqual(int(3));
    expect(ev({ $arrayElemAt: ['$arr', int(9)] })).toBeUndefined();
    expect(plain(ev({ $filter: { input: '$arr', as: 'x', cond: { $gte: ['$$x', int(2)] } } }))).toEqual([
      2, 3,
    ]);
    expect(plain(ev({ $map: { input: '$arr', in: { $multiply: ['$$this', int(10)] } } }))).toEqual([
      10, 20, 30,
    ]);
    expect(plain(ev({ $concatArrays: ['$arr', [int(4)]] }))).toEqual([1, 2, 3, 4]);
    expect(ev({ $isArray: ['$arr'] })).toBe(true);
  });

  it('string operators change ASCII case only and concatenate strings', () => {
    expect(ev({ $toUpper: 'straße' })).toBe('STRAßE');
    expect(ev({ $toLower: '$s' })).toBe('hello');
    expect(ev({ $concat: ['$s', ' ', 'you'] })).toBe('Hello you');
    expect(ev({ $concat: ['$s', '$missing'] })).toBeNull();
    expect(ev({ $strLenCP: 'a😀' })).toEqual(int(2));
  });

  it('$sum/$avg/$min/$max over arrays, $type, $literal, $let, $mergeObjects', () => {
    expect(ev({ $sum: '$arr' })).toEqual(int(6));
    expect(plain(ev({ $avg: '$arr' }))).toBe(2);
    expect(ev({ $max: '$arr' })).toEqual(int(3));
    expect(ev({ $type: '$missing' })).toBe('missing');
    expect(ev({ $type: '$a' })).toBe('int');
    expect(ev({ $literal: '$a' })).toBe('$a');
    expect(plain(ev({ $let: { vars: { x: int(2) }, in: { $multiply: ['$$x', '$a'] } } }))).toBe(10);
    expect(plain(ev({ $mergeObjects: [{ a: int(1) }, '$missing', { b: int(2) }] }))).toEqual({ a: 1, b: 2 });
  });

  it('date parts and $dateToString in UTC; other time zones are refused', () => {
    const at = { t: new Date(Date.UTC(2024, 1, 29, 13, 5, 9, 7)) };
    const e = (expr: unknown) => evaluateExpression(expr, at);
    expect(e({ $year: '$t' })).toEqual(int(2024));
    expect(e({ $month: '$t' })).toEqual(int(2));
    expect(e({ $dayOfMonth: '$t' })).toEqual(int(29));
    expect(e({ $dayOfWeek: '$t' })).toEqual(int(5)); // Thursday, Sunday is 1
    expect(e({ $dayOfYear: '$t' })).toEqual(int(60));
    expect(e({ $hour: { date: '$t', timezone: 'UTC' } })).toEqual(int(13));
    expect(e({ $dateToString: { date: '$t' } })).toBe('2024-02-29T13:05:09.007Z');
    expect(e({ $dateToString: { date: '$t', format: '%Y/%m/%d %j %%' } })).toBe('2024/02/29 060 %');
    expect(e({ $dateToString: { date: '$missing', onNull: 'none' } })).toBe('none');
    expect(e({ $year: '$missing' })).toBeNull();
    expect(codeOf(() => e({ $year: { date: '$t', timezone: 'Asia/Dubai' } }))).toBe(238);
    expect(codeOf(() => e({ $year: 'x' }))).toBe(16006);
  });

  it('$floor/$ceil keep integers and doubles; $split and $substrCP work on code points', () => {
    expect(ev({ $floor: dbl(2.7) })).toEqual(dbl(2));
    expect(ev({ $ceil: '$a' })).toEqual(int(5));
    expect(ev({ $split: ['a-b-c', '-'] })).toEqual(['a', 'b', 'c']);
    expect(ev({ $substrCP: ['h😀llo', int(1), int(2)] })).toBe('😀l');
    // $round rounds half to even
    expect(ev({ $round: [dbl(2.5)] })).toEqual(dbl(2));
    expect(ev({ $round: [dbl(3.5), int(0)] })).toEqual(dbl(4));
    expect(ev({ $round: [dbl(-2.6)] })).toEqual(dbl(-3));
    expect(ev({ $trunc: [dbl(-2.6)] })).toEqual(dbl(-2));
    expect(ev({ $round: ['$a'] })).toEqual(int(5));
  });

  it('$first/$last/$slice on arrays, $regexMatch and $trim', () => {
    expect(ev({ $first: '$arr' })).toEqual(int(1));
    expect(ev({ $last: '$arr' })).toEqual(int(3));
    expect(ev({ $first: [[]] })).toBeUndefined();
    expect(ev({ $first: '$missing' })).toBeNull();
    expect(plain(ev({ $slice: ['$arr', int(-2)] }))).toEqual([2, 3]);
    expect(plain(ev({ $slice: ['$arr', int(1), int(1)] }))).toEqual([2]);
    expect(ev({ $regexMatch: { input: '$s', regex: '^hel', options: 'i' } })).toBe(true);
    expect(ev({ $regexMatch: { input: '$missing', regex: 'x' } })).toBe(false);
    expect(ev({ $trim: { input: '  hi\n' } })).toBe('hi');
    expect(ev({ $ltrim: { input: 'xxhix', chars: 'x' } })).toBe('hix');
    expect(ev({ $rtrim: { input: 'xxhix', chars: 'x' } })).toBe('xxhi');
  });

  it('conversions: $toInt/$toLong/$toDouble/$toBool/$toDate with ConversionFailure (241) on bad input', () => {
    expect(ev({ $toInt: dbl(2.9) })).toEqual(int(2));
    expect(ev({ $toInt: '42' })).toEqual(int(42));
    expect(codeOf(() => ev({ $toInt: '4.2' }))).toBe(241);
    expect(codeOf(() => ev({ $toInt: long(2n ** 40n) }))).toBe(241);
    expect(ev({ $toLong: '$a' })).toEqual(long(5));
    expect(ev({ $toDouble: '2.5' })).toEqual(dbl(2.5));
    expect(ev({ $toDouble: true })).toEqual(dbl(1));
    expect(ev({ $toBool: int(0) })).toBe(false);
    expect(ev({ $toBool: '' })).toBe(true);
    expect(ev({ $toInt: '$missing' })).toBeNull();
    expect(ev({ $toDate: '2024-03-01T10:00:00' })).toEqual(new Date(Date.UTC(2024, 2, 1, 10)));
    expect(ev({ $toDate: long(0) })).toEqual(new Date(0));
    expect(codeOf(() => ev({ $toDate: int(5) }))).toBe(241);
    expect(codeOf(() => ev({ $toDate: 'March 1st' }))).toBe(238);
  });

  it('rejects undefined variables and unknown operators', () => {
    expect(codeOf(() => ev('$$nope'))).toBe(17276);
    expect(codeOf(() => ev({ $round: ['$b', int(1)] }))).toBe(238);
    expect(codeOf(() => ev({ $add: [int(1)], $sub: [] }))).toBe(15983);
  });
});
