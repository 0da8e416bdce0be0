import { type Api, bodyOrNotFound } from '#app/lib/api.server';

/** The categories a product can be in, grouped under their service, named in the page's language. */
export type CategoryGroup = { service: string; categories: { _id: string; name: string }[] };

/**
 * Every category, by service in the services' order, from two public catalog calls (the services, and every
 * category naming its service), whatever the number of services. The shop's filter, the product form's
 * drop-down and the admin list's filter and category column read it.
 */
export async function loadCategoryGroups(api: Api): Promise<CategoryGroup[]> {
  const [services, categories] = await Promise.all([
    api.catalog.listServices().then((res) => bodyOrNotFound(res).data),
    api.catalog.listAllCategories().then((res) => bodyOrNotFound(res).data),
  ]);
  return services.map((service) => ({
    service: service.name,
    categories: categories
      .filter((category) => category.serviceId === service._id)
      .map(({ _id, name }) => ({ _id, name })),
  }));
}

/** Category names by id, for the list's column. */
export function categoryNames(groups: readonly CategoryGroup[]): Record<string, string> {
  return Object.fromEntries(groups.flatMap((group) => group.categories.map(({ _id, name }) => [_id, name])));
}
