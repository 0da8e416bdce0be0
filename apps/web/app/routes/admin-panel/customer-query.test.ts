import { PRODUCTS_PER_PAGE } from '@farm/contract';
import { describe, expect, it } from 'vitest';
import { customerQueryOf, SEARCH_MAX_LENGTH } from '#app/routes/admin-panel/customer-query';

const of = (query: string) => customerQueryOf(new URLSearchParams(query));

describe('customerQueryOf', () => {
  it('reads the page and the trimmed search term with the contract schema', () => {
    expect(of('')).toEqual({ ok: true, query: { page: 1, limit: PRODUCTS_PER_PAGE, search: '' } });
    expect(of('page=3&search=%20amina%20')).toEqual({
      ok: true,
      query: { page: 3, limit: PRODUCTS_PER_PAGE, search: 'amina' },
    });
  });

  it('falls back to the same URL without a page the contract refuses', () => {
    for (const page of ['abc', '0', '-2', '1.5', '']) {
      const result = of(`search=amina&page=${page}`);
      expect(result.ok, page).toBe(false);
      if (!result.ok) expect(result.fallback.toString(), page).toBe('search=amina');
    }
  });

  it('drops a search term longer than the contract allows, keeping the page', () => {
    expect(SEARCH_MAX_LENGTH).toBe(100);
    const result = of(`page=2&search=${'a'.repeat(101)}`);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fallback.toString()).toBe('page=2');
    expect(of(`search=${'a'.repeat(100)}`).ok).toBe(true);
  });
});
