import { PRODUCTS_PER_PAGE, paginationQuerySchema } from '@farm/contract';
import { urlQueryOf } from '#app/admin/url-query';

/** The longest search term the contract accepts (the input's maxLength reads it, so the rule lives once). */
export const SEARCH_MAX_LENGTH = paginationQuerySchema.shape.search.unwrap().maxLength ?? undefined;

export type CustomerQuery = { page: number; limit: number; search: string };

/**
 * The customers list query from the page URL, checked by the contract's own pagination schema; a refused
 * value (`?page=abc`, a search term that is too long) gives the same URL without it, to redirect to.
 */
export function customerQueryOf(
  searchParams: URLSearchParams,
): { ok: true; query: CustomerQuery } | { ok: false; fallback: URLSearchParams } {
  const parsed = urlQueryOf(paginationQuerySchema, searchParams, ['page', 'search'], {
    limit: PRODUCTS_PER_PAGE,
  });
  if (!parsed.ok) return parsed;
  const { page, limit, search } = parsed.value;
  return { ok: true, query: { page, limit, search: search ?? '' } };
}
