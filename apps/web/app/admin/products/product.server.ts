import { type AdminProduct, objectIdSchema } from '@farm/contract';
import { type AppLoadContext, data } from 'react-router';
import { api, onBehalfOf, pathParam } from '../../lib/api.server';
import { languageOf } from '../../lib/language.server';
import { bearer, endSessionOn401, forbidden } from '../../lib/session.server';

/** The product of an admin URL (`:id`); a malformed or unknown id is the 404 page. */
export async function loadProduct(
  request: Request,
  context: AppLoadContext,
  token: string,
  id: string | undefined,
): Promise<AdminProduct> {
  if (!id || !objectIdSchema.safeParse(id).success)
    throw data(null, { status: 404, statusText: 'Not Found' });
  const res = await api.adminProducts.get({
    params: { id: pathParam(id) },
    extraHeaders: { ...onBehalfOf(context, languageOf(request)), ...bearer(token) },
  });
  await endSessionOn401(request, res.status);
  if (res.status === 403) throw await forbidden(request);
  if (res.status === 404) throw data(null, { status: 404, statusText: 'Not Found' });
  if (res.status !== 200) throw new Error(`The API answered ${res.status}`);
  return res.body.data;
}

/** The form's starting values: the lists of features as lines, numbers as the inputs show them. */
export function formDefaultsOf(product: AdminProduct) {
  return {
    name: product.name,
    nameAr: product.nameAr,
    description: product.description,
    descriptionAr: product.descriptionAr,
    offer: product.offer,
    offerAr: product.offerAr,
    usp: product.usp.join('\n'),
    uspAr: product.uspAr.join('\n'),
    price: String(product.price),
    discountedPrice: String(product.discountedPrice),
    stock: String(product.stock),
    categoryId: product.categoryId,
    images: product.images.map(({ url }) => url),
  };
}
