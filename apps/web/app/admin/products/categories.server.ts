import { type Api, bodyOrNotFound, pathParam } from '#app/lib/api.server';

/** The categories a product can be in, grouped under their service, named in the page's language. */
export type CategoryGroup = { service: string; categories: { _id: string; name: string }[] };

/**
 * Every category, by service, from the catalog's public routes (a handful of services, each one call).
 * The product form's drop-down and the list's filter and category column read it.
 */
export async function loadCategoryGroups(api: Api): Promise<CategoryGroup[]> {
  const services = bodyOrNotFound(await api.catalog.listServices()).data;
  return Promise.all(
    services.map(async (service) => {
      const res = await api.catalog.listServiceCategories({ params: { id: pathParam(service._id) } });
      const categories = bodyOrNotFound(res).data;
      return { service: service.name, categories: categories.map(({ _id, name }) => ({ _id, name })) };
    }),
  );
}

/** Category names by id, for the list's column. */
export function categoryNames(groups: readonly CategoryGroup[]): Record<string, string> {
  return Object.fromEntries(groups.flatMap((group) => group.categories.map(({ _id, name }) => [_id, name])));
}
