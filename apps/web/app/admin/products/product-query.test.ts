import { ADMIN_PRODUCTS_PER_PAGE } from '@farm/contract';
import { describe, expect, it } from 'vitest';
import { productQueryOf } from '#app/admin/products/product-query';

const of = (query: string) => productQueryOf(new URLSearchParams(query));
const id = '65a1b2c3d4e5f6a7b8c9d0e1';

describe('productQueryOf', () => {
  it('reads page, search and category with the contract schema', () => {
    expect(of('')).toEqual({
      ok: true,
      query: { page: 1, limit: ADMIN_PRODUCTS_PER_PAGE, search: '', categoryId: '' },
    });
    expect(of(`page=2&search=%20basil%20&categoryId=${id}`)).toEqual({
      ok: true,
      query: { page: 2, limit: ADMIN_PRODUCTS_PER_PAGE, search: 'basil', categoryId: id },
    });
    // The filter's "All categories" posts an empty value.
    expect(of('categoryId=').ok).toBe(true);
  });

  it('falls back to the same URL without what the contract refuses', () => {
    const result = of(`search=kit&page=abc&categoryId=nope`);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fallback.toString()).toBe('search=kit');
  });
});
