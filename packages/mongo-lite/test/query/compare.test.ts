import { Binary, BSONRegExp, MaxKey, MinKey, ObjectId, Timestamp } from 'bson';
import { describe, expect, it } from 'vitest';
import { canonicalKey, compareValues } from '../../src/query';
import { dbl, dec, int, long } from './helpers';

describe('compareValues: BSON comparison order', () => {
  it('orders types MinKey < null < numbers < string < object < array < BinData < ObjectId < bool < Date < Timestamp < RegExp < MaxKey', () => {
    const ordered = [
      new MinKey(),
      null,
      int(5),
      'a',
      { a: 1 },
      [1],
      new Binary(Buffer.from('x')),
      new ObjectId('000000000000000000000001'),
      false,
      new Date(0),
      new Timestamp({ t: 1, i: 1 }),
      new BSONRegExp('a', ''),
      new MaxKey(),
    ];
    for (let i = 0; i < ordered.length - 1; i++) {
      expect(compareValues(ordered[i], ordered[i + 1])).toBe(-1);
      expect(compareValues(ordered[i + 1], ordered[i])).toBe(1);
    }
  });

  it('treats a missing value as null', () => {
    expect(compareValues(undefined, null)).toBe(0);
  });

  it('compares numbers by value across Int32, Double, Long and Decimal128', () => {
    expect(compareValues(int(1), dbl(1))).toBe(0);
    expect(compareValues(long(1), dec('1.0'))).toBe(0);
    expect(compareValues(int(2), dbl(1.5))).toBe(1);
    expect(compareValues(dec('0.1'), dbl(0.1))).toBe(-1); // the double 0.1 is slightly above 1/10
    expect(compareValues(long(2n ** 53n + 1n), dbl(2 ** 53))).toBe(1);
    expect(compareValues(dbl(-0), int(0))).toBe(0);
  });

  it('sorts NaN below every other number and equal to itself', () => {
    expect(compareValues(dbl(NaN), dbl(-Infinity))).toBe(-1);
    expect(compareValues(dbl(NaN), dec('NaN'))).toBe(0);
    expect(compareValues(dec('Infinity'), long(2n ** 62n))).toBe(1);
  });

  it('compares strings in UTF-8 byte order (astral characters after U+FFFF)', () => {
    expect(compareValues('B', 'a')).toBe(-1);
    expect(compareValues('\uffff', '\u{1F600}')).toBe(-1);
    expect(compareValues('ab', 'abc')).toBe(-1);
  });

  it('compares embedded documents field by field, order-sensitively', () => {
    expect(compareValues({ a: int(1), b: int(2) }, { b: int(2), a: int(1) })).not.toBe(0);
    expect(compareValues({ a: int(1) }, { a: dbl(1) })).toBe(0);
    expect(compareValues({ a: int(1) }, { a: int(1), b: int(0) })).toBe(-1);
    // the type of the element is compared before the field name
    expect(compareValues({ b: int(1) }, { a: 'x' })).toBe(-1);
  });

  it('compares arrays element by element', () => {
    expect(compareValues([int(1), int(2)], [int(1), int(3)])).toBe(-1);
    expect(compareValues([int(1)], [int(1), int(0)])).toBe(-1);
  });

  it('compares BinData by length, then subtype, then bytes', () => {
    expect(compareValues(new Binary(Buffer.from('zz'), 0), new Binary(Buffer.from('aaa'), 0))).toBe(-1);
    expect(compareValues(new Binary(Buffer.from('b'), 0), new Binary(Buffer.from('a'), 4))).toBe(-1);
  });

  it('compares booleans, dates and ObjectIds', () => {
    expect(compareValues(false, true)).toBe(-1);
    expect(compareValues(new Date(5), new Date(-5))).toBe(1);
    expect(
      compareValues(new ObjectId('000000000000000000000002'), new ObjectId('0000000000000000000000ff')),
    ).toBe(-1);
  });

  it('orders ObjectIds by their bytes, whichever byte differs', () => {
    const hex = Array.from({ length: 60 }, (_, i) =>
      Array.from({ length: 12 }, (_, b) =>
        ((i * 37 + b * (i % 5) * 91) % 256).toString(16).padStart(2, '0'),
      ).join(''),
    );
    hex.push('ffffffffffffffffffffffff', '000000000000000000000000', '7fffff800000000000000000');
    const sorted = [...hex].sort();
    const ids = [...hex].map((h) => new ObjectId(h)).sort(compareValues);
    expect(ids.map((id) => id.toHexString())).toEqual(sorted);
    expect(compareValues(new ObjectId(sorted[3]), new ObjectId(sorted[3]))).toBe(0);
  });
});

describe('canonicalKey: equal exactly when compareValues says equal', () => {
  it('maps 1, 1.0, Long 1 and Decimal 1.00 to the same key', () => {
    const k = canonicalKey(int(1));
    expect(canonicalKey(dbl(1))).toBe(k);
    expect(canonicalKey(long(1))).toBe(k);
    expect(canonicalKey(dec('1.00'))).toBe(k);
    expect(canonicalKey(dbl(1.5))).toBe(canonicalKey(dec('1.5')));
  });

  it('keeps distinct values apart', () => {
    expect(canonicalKey('1')).not.toBe(canonicalKey(int(1)));
    expect(canonicalKey({ a: int(1), b: int(2) })).not.toBe(canonicalKey({ b: int(2), a: int(1) }));
    expect(canonicalKey(dbl(0.1))).not.toBe(canonicalKey(dec('0.1')));
    expect(canonicalKey(null)).not.toBe(canonicalKey(false));
  });

  it('gives each ObjectId its own key, and the same one every time', () => {
    const a = new ObjectId('6b0f9d7051a5000000000001');
    const b = new ObjectId('ffffffffffffffffffffffff');
    const keyOfA = canonicalKey(a);
    expect(canonicalKey(b)).toBe('offffffffffffffffffffffff');
    expect(keyOfA).toBe('o6b0f9d7051a5000000000001');
    expect(canonicalKey(new ObjectId(a.toHexString()))).toBe(keyOfA);
    expect(canonicalKey([a, b])).toBe('[o6b0f9d7051a5000000000001,offffffffffffffffffffffff]');
  });

  it('treats missing as null and nested numbers by value', () => {
    expect(canonicalKey(undefined)).toBe(canonicalKey(null));
    expect(canonicalKey({ a: [int(2)] })).toBe(canonicalKey({ a: [long(2)] }));
  });
});
