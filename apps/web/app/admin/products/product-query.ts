import { ADMIN_PRODUCTS_PER_PAGE, adminProductQuerySchema } from '@farm/contract';
import { urlQueryOf } from '#app/admin/url-query';

/** The longest search term the contract accepts (the input's maxLength reads it, so the rule lives once). */
export const PRODUCT_SEARCH_MAX = adminProductQuerySchema.shape.search.unwrap().maxLength ?? undefined;

export type ProductListQuery = { page: number; limit: number; search: string; categoryId: string };

/**
 * The product list's query from the page URL, checked by the contract's own schema; a refused value
 * (`?page=abc`, a category that is no id) gives the same URL without it, to redirect to.
 */
export function productQueryOf(
  searchParams: URLSearchParams,
): { ok: true; query: ProductListQuery } | { ok: false; fallback: URLSearchParams } {
  const parsed = urlQueryOf(adminProductQuerySchema, searchParams, ['page', 'search', 'categoryId'], {
    limit: ADMIN_PRODUCTS_PER_PAGE,
  });
  if (!parsed.ok) return parsed;
  const { page, limit, search, categoryId } = parsed.value;
  return { ok: true, query: { page, limit, search: search ?? '', categoryId: categoryId ?? '' } };
}
