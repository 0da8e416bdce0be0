import { PRODUCTS_PER_PAGE, paginationQuerySchema } from '@farm/contract';

/** The longest search term the contract accepts (the input's maxLength reads it, so the rule lives once). */
export const SEARCH_MAX_LENGTH = paginationQuerySchema.shape.search.unwrap().maxLength ?? undefined;

export type CustomerQuery = { page: number; limit: number; search: string };

/**
 * The customers list query from the page URL, checked by the contract's own pagination schema (the API
 * checks it again). A value the contract refuses (`?page=abc`, a search term that is too long) is not worth
 * an error page: the answer is the same URL without the refused parameters, to redirect to.
 */
export function customerQueryOf(
  searchParams: URLSearchParams,
): { ok: true; query: CustomerQuery } | { ok: false; fallback: URLSearchParams } {
  const parsed = paginationQuerySchema.safeParse({
    page: searchParams.get('page') ?? undefined,
    limit: PRODUCTS_PER_PAGE,
    search: searchParams.get('search') ?? undefined,
  });
  if (parsed.success) {
    const { page, limit, search } = parsed.data;
    return { ok: true, query: { page, limit, search: search ?? '' } };
  }
  const fallback = new URLSearchParams(searchParams);
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string') fallback.delete(field);
  }
  return { ok: false, fallback };
}
