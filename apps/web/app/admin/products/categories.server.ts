import type { AppLoadContext } from 'react-router';
import { api, onBehalfOf, pathParam } from '../../lib/api.server';
import { languageOf } from '../../lib/language.server';

/** The categories a product can be in, grouped under their service, named in the page's language. */
export type CategoryGroup = { service: string; categories: { _id: string; name: string }[] };

/**
 * Every category, by service, from the catalog's public routes (a handful of services, each one call).
 * The product form's drop-down and the list's filter and category column read it.
 */
export async function loadCategoryGroups(
  request: Request,
  context: AppLoadContext,
): Promise<CategoryGroup[]> {
  const extraHeaders = onBehalfOf(context, languageOf(request));
  const services = await api.catalog.listServices({ extraHeaders });
  if (services.status !== 200) throw new Error(`The API answered ${services.status}`);
  return Promise.all(
    services.body.data.map(async (service) => {
      const res = await api.catalog.listServiceCategories({
        params: { id: pathParam(service._id) },
        extraHeaders,
      });
      if (res.status !== 200) throw new Error(`The API answered ${res.status}`);
      return {
        service: service.name,
        categories: res.body.data.map(({ _id, name }) => ({ _id, name })),
      };
    }),
  );
}

/** Category names by id, for the list's column. */
export function categoryNames(groups: readonly CategoryGroup[]): Record<string, string> {
  return Object.fromEntries(groups.flatMap((group) => group.categories.map(({ _id, name }) => [_id, name])));
}
