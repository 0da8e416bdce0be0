import { describe, expect, it } from 'vitest';
import { pick } from '#app/utils/pick';

describe('pick', () => {
  it('keeps the named properties only', () => {
    expect(pick({ a: 1, b: 'two', c: [3] }, ['a', 'c'])).toEqual({ a: 1, c: [3] });
  });
});
