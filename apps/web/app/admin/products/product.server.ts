import { type AdminProduct, objectIdSchema } from '@farm/contract';
import { type Api, bodyOrNotFound, notFound, pathParam } from '#app/lib/api.server';

/** The product of an admin URL (`:id`); a malformed or unknown id is the 404 page. */
export async function loadProduct(api: Api, id: string | undefined): Promise<AdminProduct> {
  if (!id || !objectIdSchema.safeParse(id).success) notFound();
  return bodyOrNotFound(await api.adminProducts.get({ params: { id: pathParam(id) } })).data;
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
