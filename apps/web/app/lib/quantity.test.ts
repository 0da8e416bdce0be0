import { describe, expect, it } from 'vitest';
import { QUANTITY_MAX, QUANTITY_MIN, settleQuantity, stepQuantity } from '#app/lib/quantity';

describe('settleQuantity', () => {
  it('keeps a whole number from 1 to 99', () => {
    expect(settleQuantity('1')).toBe(1);
    expect(settleQuantity('42')).toBe(42);
    expect(settleQuantity(' 99 ')).toBe(99);
  });

  it('resets anything out of range to 1', () => {
    for (const input of ['0', '100', '250', '-3', '2.5', '', 'abc', '1e2']) {
      expect(settleQuantity(input), input).toBe(1);
    }
  });

  it('uses the limits of the contract', () => {
    expect([QUANTITY_MIN, QUANTITY_MAX]).toEqual([1, 99]);
  });
});

describe('stepQuantity', () => {
  it('moves by one within the limits', () => {
    expect(stepQuantity(5, 1)).toBe(6);
    expect(stepQuantity(5, -1)).toBe(4);
    expect(stepQuantity(1, -1)).toBe(1);
    expect(stepQuantity(99, 1)).toBe(99);
  });
});
