import { type AdminProduct, objectIdSchema } from '@farm/contract';
import { type Api, bodyOrNotFound, notFound, pathParam } from '#app/lib/api.server';

/** The product of an admin URL (`:id`); a malformed or unknown id is the 404 page. */
export async function loadProduct(api: Api, id: string | undefined): Promise<AdminProduct> {
  if (!id || !objectIdSchema.safeParse(id).success) notFound();
  return bodyOrNotFound(await api.adminProducts.get({ params: { id: pathParam(id) } })).data;
}
