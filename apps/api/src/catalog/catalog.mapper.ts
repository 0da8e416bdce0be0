import type { Types } from 'mongoose';
import type { Category, Product, Service } from '@farm/contract';
import type { Media } from './media.schema';

/** Plain documents as `lean()` returns them. */
type Lean<T> = T & { _id: Types.ObjectId };

// The public shapes are the contract's; the API never declares its own copy.
export type ServiceView = Service;
export type CategoryView = Category;
export type ProductView = Product;

const media = (items: Media[] | undefined): Media[] => (items ?? []).map(({ url }) => ({ url }));

type ServiceFields = Omit<ServiceView, '_id'>;
type CategoryFields = Omit<CategoryView, '_id' | 'serviceId'> & { serviceId: Types.ObjectId };
type ProductFields = Omit<ProductView, '_id' | 'categoryId'> & { categoryId: Types.ObjectId };

// Explicit field lists keep internal fields (timestamps, menu position) out of the public shape.
export function toServiceView(doc: Lean<ServiceFields>): ServiceView {
  return {
    _id: doc._id.toString(),
    name: doc.name,
    slug: doc.slug,
    description: doc.description,
    subdescription: doc.subdescription ?? '',
    subHeading: doc.subHeading ?? '',
    image: media(doc.image),
    video: media(doc.video),
  };
}

export function toCategoryView(doc: Lean<CategoryFields>): CategoryView {
  const view: CategoryView = {
    _id: doc._id.toString(),
    serviceId: doc.serviceId.toString(),
    name: doc.name,
    slug: doc.slug,
    description: doc.description ?? '',
  };
  if (doc.image?.url) view.image = { url: doc.image.url };
  return view;
}

export function toProductView(doc: Lean<ProductFields>): ProductView {
  return {
    _id: doc._id.toString(),
    categoryId: doc.categoryId.toString(),
    name: doc.name,
    slug: doc.slug,
    description: doc.description,
    images: media(doc.images),
    offer: doc.offer ?? '',
    price: doc.price,
    discountedPrice: doc.discountedPrice,
    stock: doc.stock,
    usp: [...(doc.usp ?? [])],
  };
}
