import { type MessageCode, productListQuerySchema } from '@farm/contract';
import type { CatalogFilters } from '#app/shop/catalog-query';

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
