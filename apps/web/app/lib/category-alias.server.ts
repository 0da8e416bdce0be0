import { data, redirect } from 'react-router';
import type { Api } from '#app/lib/api.server';

/**
 * The institutional segment's four tiles, in order, named by category slug. The original site sent them to
 * /products/1 ... /products/4; our categories have ObjectIds that change with every re-seed, while slugs
 * stay (docs/decisions/051-segment-tiles-by-slug.md).
 */
export const INSTITUTIONAL_TILE_SLUGS = [
  'school-learning-farms',
  'university-research-systems',
  'hospital-and-care-gardens',
  'community-farms',
] as const;

/** /products/1 ... /products/4: the old tile addresses, each an alias of one category slug. */
export const CATEGORY_ALIASES: Readonly<Record<string, string>> = Object.fromEntries(
  INSTITUTIONAL_TILE_SLUGS.map((slug, index) => [String(index + 1), slug]),
);

/**
 * Throws the redirect from an alias (`/products/2`) to its category's real address, keeping the query
 * (`?page=`); does nothing for any other id. A temporary redirect, because the target's id changes when the
 * catalog is seeded again; an alias whose category is gone is a 404 like any unknown category.
 */
export async function redirectCategoryAlias(api: Api, id: string | undefined, url: URL): Promise<void> {
  const slug = id === undefined ? undefined : CATEGORY_ALIASES[id];
  if (!slug) return;
  const result = await api.catalog.listCategoriesBySlug({ query: { slugs: slug } });
  const category = result.status === 200 ? result.body.data[0] : undefined;
  if (!category) throw data(null, { status: 404, statusText: 'Not Found' });
  throw redirect(`/products/${category._id}${url.search}`, 302);
}
