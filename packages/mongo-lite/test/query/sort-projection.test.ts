import type { Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { compileProjection, compileSort } from '../../src/query';
import { dbl, int, long, plain, codeOf } from './helpers';

function sortIds(docs: Document[], spec: Document): unknown[] {
  return [...docs].sort(compileSort(spec)).map((d) => d._id);
}

describe('compileSort', () => {
  it('sorts mixed numeric types by value and missing as null, before numbers', () => {
    const docs = [
      { _id: 1, a: dbl(2.5) },
      { _id: 2, a: int(1) },
      { _id: 3 },
      { _id: 4, a: long(3) },
      { _id: 5, a: null },
    ];
    expect(sortIds(docs, { a: int(1) })).toEqual([3, 5, 2, 1, 4]);
    expect(sortIds(docs, { a: int(-1) })).toEqual([4, 1, 2, 3, 5]);
  });

  it('sorts arrays by their smallest element ascending and largest descending', () => {
    const docs = [
      { _id: 1, a: [int(1), int(10)] },
      { _id: 2, a: [int(5)] },
      { _id: 3, a: int(7) },
    ];
    expect(sortIds(docs, { a: int(1) })).toEqual([1, 2, 3]);
    expect(sortIds(docs, { a: int(-1) })).toEqual([1, 3, 2]);
  });

  it('an empty array sorts below null and missing', () => {
    const docs = [{ _id: 1, a: null }, { _id: 2, a: [] }, { _id: 3 }];
    expect(sortIds(docs, { a: int(1) })[0]).toBe(2);
  });

  it('uses later keys to break ties and sorts by type order across types', () => {
    const docs = [
      { _id: 1, a: 'x', b: int(2) },
      { _id: 2, a: int(9), b: int(1) },
      { _id: 3, a: 'x', b: int(1) },
    ];
    expect(sortIds(docs, { a: int(1), b: int(1) })).toEqual([2, 3, 1]);
    expect(sortIds(docs, { a: int(-1), b: dbl(-1) })).toEqual([1, 3, 2]);
  });

  it('sorts through dotted paths into arrays of documents', () => {
    const docs = [
      { _id: 1, a: [{ b: int(4) }, { b: int(0) }] },
      { _id: 2, a: [{ b: int(2) }] },
    ];
    expect(sortIds(docs, { 'a.b': int(1) })).toEqual([1, 2]);
    expect(sortIds(docs, { 'a.b': int(-1) })).toEqual([1, 2]);
  });

  it('rejects sort directions other than 1 and -1 (code 15975)', () => {
    expect(codeOf(() => compileSort({ a: int(2) }))).toBe(15975);
    expect(codeOf(() => compileSort({ a: { $meta: 'textScore' } }))).toBe(238);
    expect(codeOf(() => compileSort({ $natural: int(-1) }))).toBe(238);
  });
});

describe('compileProjection', () => {
  const doc = { _id: int(1), b: int(2), a: { y: int(1), x: int(2) }, c: [int(1), int(2), int(3)] };

  it('inclusion keeps stored field order and _id', () => {
    const out = compileProjection({ a: int(1), b: int(1) })(doc);
    expect(Object.keys(out)).toEqual(['_id', 'b', 'a']);
  });

  it('_id: 0 removes _id in both modes', () => {
    expect(Object.keys(compileProjection({ b: true, _id: 0 })(doc))).toEqual(['b']);
    expect(Object.keys(compileProjection({ _id: int(0) })(doc))).toEqual(['b', 'a', 'c']);
  });

  it('exclusion removes only the named fields, nested paths too', () => {
    const out = compileProjection({ 'a.y': int(0), c: int(0) })(doc);
    expect(plain(out)).toEqual({ _id: 1, b: 2, a: { x: 2 } });
  });

  it('dotted inclusion picks subfields, dropping scalars inside arrays', () => {
    const d = { _id: int(1), a: [{ b: int(1), c: int(2) }, int(5), { c: int(3) }] };
    expect(plain(compileProjection({ 'a.b': int(1) })(d))).toEqual({ _id: 1, a: [{ b: 1 }, {}] });
    expect(plain(compileProjection({ 'a.b': int(0) })(d))).toEqual({ _id: 1, a: [{ c: 2 }, 5, { c: 3 }] });
  });

  it('mixing inclusion and exclusion fails with 31254 / 31253', () => {
    expect(codeOf(() => compileProjection({ a: int(1), b: int(0) }))).toBe(31254);
    expect(codeOf(() => compileProjection({ a: int(0), b: int(1) }))).toBe(31253);
  });

  it('path collisions are errors', () => {
    expect(codeOf(() => compileProjection({ a: int(1), 'a.b': int(1) }))).toBe(31249);
    expect(codeOf(() => compileProjection({ 'a.b': int(1), a: int(1) }))).toBe(31250);
  });

  it('$slice alone keeps every other field; [skip, limit] and negative counts work', () => {
    expect(plain(compileProjection({ c: { $slice: int(2) } })(doc))).toEqual({
      _id: 1,
      b: 2,
      a: { y: 1, x: 2 },
      c: [1, 2],
    });
    expect(plain(compileProjection({ c: { $slice: int(-1) } })(doc).c)).toEqual([3]);
    expect(plain(compileProjection({ c: { $slice: [int(1), int(5)] } })(doc).c)).toEqual([2, 3]);
    expect(plain(compileProjection({ b: int(1), c: { $slice: int(1) } })(doc))).toEqual({
      _id: 1,
      b: 2,
      c: [1],
    });
  });

  it('$elemMatch returns the first matching element, placed after the other fields', () => {
    const d = { _id: int(1), s: [{ k: int(1) }, { k: int(2) }, { k: int(2), z: true }], t: int(3) };
    const out = compileProjection({ s: { $elemMatch: { k: int(2) } }, t: int(1) })(d);
    expect(Object.keys(out)).toEqual(['_id', 't', 's']);
    expect(plain(out.s)).toEqual([{ k: 2 }]);
    expect('s' in compileProjection({ s: { $elemMatch: { k: int(9) } } })(d)).toBe(false);
  });

  it('refuses positional and computed projections as unsupported', () => {
    expect(codeOf(() => compileProjection({ 'a.$': int(1) }))).toBe(238);
    expect(codeOf(() => compileProjection({ a: '$b' }))).toBe(238);
  });

  it('an empty projection returns the whole document', () => {
    expect(compileProjection({})(doc)).toEqual(doc);
  });
});
