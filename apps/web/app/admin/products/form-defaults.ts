import type { AdminProduct } from '@farm/contract';
import { pick } from '#app/utils/pick';

/** The form's starting values: the lists of features as lines, numbers as the inputs show them. */
export function formDefaultsOf(product: AdminProduct) {
  return {
    ...pick(product, ['name', 'nameAr', 'description', 'descriptionAr', 'offer', 'offerAr', 'categoryId']),
    usp: product.usp.join('\n'),
    uspAr: product.uspAr.join('\n'),
    price: String(product.price),
    discountedPrice: String(product.discountedPrice),
    stock: String(product.stock),
    // The stock the form was opened with (docs/decisions/237-stock-edits-as-changes.md).
    stockWas: String(product.stock),
    // The revision the form was opened with: a colleague's later save is not undone (record 252).
    revisionWas: String(product.revision ?? 0),
    images: product.images.map(({ url }) => url),
    // A checked box's value, as the browser posts it.
    featured: product.featured ? 'on' : undefined,
    featuredOrder: product.featuredOrder === null ? '' : String(product.featuredOrder),
  };
}
