import type { ProductSort } from '@farm/contract';

// Zod-free, so the list's controls bring no validation library to the page (decision 104); the address is
// read on the server, in catalog-query.server.ts.

/** A shop list's sort and filters as its address carries them (docs/decisions/180-featured-products-sort-and-filters.md). */
export interface CatalogFilters {
  sort: ProductSort;
  category?: string;
  inStock?: boolean;
  minPrice?: number;
  maxPrice?: number;
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
