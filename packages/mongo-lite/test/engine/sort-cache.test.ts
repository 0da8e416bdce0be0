import { describe, expect, it } from 'vitest';
import { sharedSort } from '../../src/engine/sort-cache';

describe('sharedSort', () => {
  it('gives one compiled order per spec, whatever number type spells the direction', () => {
    expect(sharedSort({ name: 1, _id: 1 })).toBe(sharedSort({ name: 1.0, _id: 1 }));
  });

  it('tells specs apart by field order and direction', () => {
    const a = { name: 'a', rank: 2 };
    const b = { name: 'b', rank: 1 };
    expect(sharedSort({ name: 1, rank: 1 })(a, b)).toBeLessThan(0);
    expect(sharedSort({ rank: 1, name: 1 })(a, b)).toBeGreaterThan(0);
    expect(sharedSort({ name: -1, rank: 1 })(a, b)).toBeGreaterThan(0);
  });

  it('sorts a replaced document by its new values', () => {
    const order = sharedSort({ price: 1 });
    const cheap = { price: 1 };
    const dear = { price: 5 };
    expect(order(cheap, dear)).toBeLessThan(0);
    // an update stores a new object; the key cached for the old one does not apply to it
    const updated = { ...cheap, price: 9 };
    expect(order(updated, dear)).toBeGreaterThan(0);
  });

  it('refuses an invalid spec every time rather than caching it', () => {
    expect(() => sharedSort({ name: 2 })).toThrow();
    expect(() => sharedSort({ name: 2 })).toThrow();
  });
});
