import { type AdminOrderQuery, adminOrderQuerySchema } from '@farm/contract';
import { requestedPage } from '#app/lib/pagination';

/** The longest search term the contract accepts (the input's maxLength reads it, so the rule lives once). */
export const ORDER_SEARCH_MAX =
  adminOrderQuerySchema.innerType().shape.search.unwrap().maxLength ?? undefined;

/** Orders per page of the admin's list. */
const ADMIN_ORDERS_PER_PAGE = 20;

const FILTER_NAMES = ['search', 'status', 'from', 'to', 'customer'] as const;
/** The filters as the form shows them again: what the admin typed, blank when absent. */
export type OrderFilters = Record<(typeof FILTER_NAMES)[number], string>;

/** The contract's message code for each refused filter. */
export type OrderFilterErrors = Partial<Record<keyof OrderFilters, string>>;

export type OrderListQuery =
  | { ok: true; query: AdminOrderQuery; filters: OrderFilters }
  | { ok: false; errors: OrderFilterErrors; filters: OrderFilters };

/**
 * The list's filters from the page URL, checked by the contract's own schema (the API checks them again).
 * A refused filter (a day that does not exist, a range that ends before it starts) is shown beside its
 * field with the contract's message rather than silently dropped: the admin asked for something specific.
 */
export function orderListQueryOf(searchParams: URLSearchParams): OrderListQuery {
  const filters = Object.fromEntries(
    FILTER_NAMES.map((name) => [name, searchParams.get(name) ?? '']),
  ) as OrderFilters;
  const parsed = adminOrderQuerySchema.safeParse({
    ...filters,
    page: requestedPage(searchParams),
    limit: ADMIN_ORDERS_PER_PAGE,
  });
  if (parsed.success) return { ok: true, query: parsed.data, filters };
  const errors: OrderFilterErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in filters) errors[field as keyof OrderFilters] ??= issue.message;
  }
  return { ok: false, errors, filters };
}

/** The filters as URL parameters for links that keep them (the pager), blanks left out. */
export function filterParams(filters: OrderFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, text]) => text.trim() !== ''));
}
