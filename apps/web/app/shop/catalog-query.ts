import { type MessageCode, type ProductSort, productListQuerySchema } from '@farm/contract';

/** A shop list's sort and filters as its address carries them (docs/decisions/180-featured-products-sort-and-filters.md). */
export interface CatalogFilters {
  sort: ProductSort;
  category?: string;
  inStock?: boolean;
  minPrice?: number;
  maxPrice?: number;
}

const FIELDS = ['sort', 'category', 'inStock', 'minPrice', 'maxPrice'] as const;

/**
 * The sort and filters of `?sort=&category=&inStock=&minPrice=&maxPrice=`, read by the API's own rule. A value
 * the rule refuses (typed into the address, or a lowest price above the highest) is left out, and its
 * message comes back so the page can say why the list ignores it.
 */
export function catalogFiltersOf(searchParams: URLSearchParams): {
  filters: CatalogFilters;
  refused: MessageCode[];
} {
  const raw: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = searchParams.get(field);
    if (value !== null) raw[field] = value;
  }
  const refused: MessageCode[] = [];
  let parsed = productListQuerySchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      delete raw[String(issue.path[0])];
      refused.push(issue.message as MessageCode);
    }
    parsed = productListQuerySchema.safeParse(raw);
  }
  if (!parsed.success) return { filters: { sort: 'featured' }, refused };
  const { sort, category, inStock, minPrice, maxPrice } = parsed.data;
  return {
    filters: {
      sort,
      ...(category !== undefined && { category: category.toLowerCase() }),
      ...(inStock === true && { inStock }),
      ...(minPrice !== undefined && { minPrice }),
      ...(maxPrice !== undefined && { maxPrice }),
    },
    refused,
  };
}

/** The query string of these filters: only what differs from the defaults, always in the same order. */
export function filterParams(filters: CatalogFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.sort !== 'featured') params.sort = filters.sort;
  if (filters.category) params.category = filters.category;
  if (filters.inStock) params.inStock = 'true';
  if (filters.minPrice !== undefined) params.minPrice = String(filters.minPrice);
  if (filters.maxPrice !== undefined) params.maxPrice = String(filters.maxPrice);
  return params;
}

/** How many filters (not the sort) narrow the list. */
export function activeFilterCount(filters: CatalogFilters): number {
  return [filters.category, filters.inStock, filters.minPrice, filters.maxPrice].filter(
    (value) => value !== undefined,
  ).length;
}
