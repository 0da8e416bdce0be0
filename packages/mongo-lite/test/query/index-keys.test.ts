import { BSONSymbol } from 'bson';
import { describe, expect, it } from 'vitest';
import { canonicalKey, compareValues, distinctValues, indexKeyValues } from '../../src/query';
import { dbl, int, plain } from './helpers';

const keys = (doc: Record<string, unknown>, path: string) => indexKeyValues(doc, path).map(canonicalKey);

describe('indexKeyValues: multikey index keys', () => {
  it('one key per array element, duplicates within a document collapsed', () => {
    expect(plain(indexKeyValues({ a: [int(1), int(2), dbl(1)] }, 'a'))).toEqual([1, 2]);
  });

  it('a list of words keeps the first of each word, in order; a symbol equals the string it spells', () => {
    expect(indexKeyValues({ w: ['grow', 'tower', 'grow', 'برج', 'tower'] }, 'w')).toEqual([
      'grow',
      'tower',
      'برج',
    ]);
    expect(indexKeyValues({ w: ['grow', 'tower'] }, 'w')).toEqual(['grow', 'tower']);
    expect(keys({ w: ['grow', new BSONSymbol('grow'), 'kit'] }, 'w')).toEqual([
      canonicalKey('grow'),
      canonicalKey('kit'),
    ]);
  });

  it('a missing field is indexed as null', () => {
    expect(indexKeyValues({}, 'a')).toEqual([null]);
    expect(indexKeyValues({ a: { c: int(1) } }, 'a.b')).toEqual([null]);
  });

  it('follows dotted paths through arrays of documents; elements without the field give null', () => {
    expect(keys({ a: [{ b: int(1) }, { c: int(2) }, { b: [int(3), int(4)] }] }, 'a.b')).toEqual(
      [int(1), null, int(3), int(4)].map(canonicalKey),
    );
  });

  it('an empty array is its own key, distinct from null and sorting below it', () => {
    const [empty] = indexKeyValues({ a: [] }, 'a');
    expect(canonicalKey(empty)).not.toBe(canonicalKey(null));
    expect(compareValues(empty, null)).toBe(-1);
  });

  it('indexes a whole subdocument as one key', () => {
    expect(plain(indexKeyValues({ a: { x: int(1) } }, 'a'))).toEqual([{ x: 1 }]);
  });
});

describe('distinctValues', () => {
  it('flattens arrays one level and skips missing values', () => {
    expect(plain(distinctValues({ a: [int(1), [int(2)]] }, 'a'))).toEqual([1, [2]]);
    expect(distinctValues({}, 'a')).toEqual([]);
    expect(distinctValues({ a: null }, 'a')).toEqual([null]);
  });

  it('collects values through arrays of documents', () => {
    expect(
      plain(distinctValues({ a: [{ b: int(1) }, { b: [int(2), int(3)] }, { c: int(0) }] }, 'a.b')),
    ).toEqual([1, 2, 3]);
  });
});
