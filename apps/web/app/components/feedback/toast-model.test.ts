import { describe, expect, it } from 'vitest';
import { stackToasts, toast, TOAST_DURATION_MS, TOAST_LIMIT } from '#app/components/feedback/toast-model';

describe('toasts', () => {
  it('follow docs/product-rules.md §9: 7000 ms, at most 4 stacked', () => {
    expect(TOAST_DURATION_MS).toBe(7000);
    expect(TOAST_LIMIT).toBe(4);
  });

  it('keep the newest four and never the same toast twice', () => {
    const items = Array.from({ length: 6 }, (_, i) => toast('info', `t${i}`));
    const stacked = stackToasts(items.slice(0, 3), items.slice(3));
    expect(stacked.map((item) => item.title)).toEqual(['t2', 't3', 't4', 't5']);
    expect(stackToasts(stacked, [stacked[3]!])).toEqual(stacked);
  });

  it('have unique ids', () => {
    expect(toast('success', 'a').id).not.toBe(toast('success', 'a').id);
  });
});
