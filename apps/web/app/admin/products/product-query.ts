import { ADMIN_PRODUCTS_PER_PAGE, adminProductQuerySchema } from '@farm/contract';

/** The longest search term the contract accepts (the input's maxLength reads it, so the rule lives once). */
export const PRODUCT_SEARCH_MAX = adminProductQuerySchema.shape.search.unwrap().maxLength ?? undefined;

export type ProductListQuery = { page: number; limit: number; search: string; categoryId: string };

/**
 * The product list's query from the page URL, checked by the contract's own schema (the API checks it
 * again). A value the contract refuses (`?page=abc`, a category that is no id) is not worth an error page:
 * the answer is the same URL without the refused parameters, to redirect to.
 */
export function productQueryOf(
  searchParams: URLSearchParams,
): { ok: true; query: ProductListQuery } | { ok: false; fallback: URLSearchParams } {
  const parsed = adminProductQuerySchema.safeParse({
    page: searchParams.get('page') ?? undefined,
    limit: ADMIN_PRODUCTS_PER_PAGE,
    search: searchParams.get('search') ?? undefined,
    categoryId: searchParams.get('categoryId') ?? undefined,
  });
  if (parsed.success) {
    const { page, limit, search, categoryId } = parsed.data;
    return { ok: true, query: { page, limit, search: search ?? '', categoryId: categoryId ?? '' } };
  }
  const fallback = new URLSearchParams(searchParams);
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string') fallback.delete(field);
  }
  return { ok: false, fallback };
}
