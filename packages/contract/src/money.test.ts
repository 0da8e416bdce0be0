import { describe, expect, it } from 'vitest';
import { fromCents, lineTotal, sumAmounts, toCents } from './money';

describe('money in whole cents', () => {
  it('converts to and from cents', () => {
    expect(toCents(149.99)).toBe(14999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(14999)).toBe(149.99);
  });

  it('multiplies a price by a quantity without float drift', () => {
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(19.99, 99)).toBe(1979.01);
  });

  it('sums amounts without float drift', () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([10.99, 9.99])).toBe(20.98);
    expect(sumAmounts([])).toBe(0);
  });
});
