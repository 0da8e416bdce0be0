import type { AdminProduct, ProductInput } from '@farm/contract';
import { Types } from 'mongoose';
import { storedFileUrl } from '../files/files.service';
import type { ProductChanges, ProductRecord } from './catalog.repository';

/** The stored product as the admin screens show it: every field, both languages, the archived flag. */
export function toAdminProduct(doc: ProductRecord): AdminProduct {
  return {
    _id: String(doc._id),
    categoryId: String(doc.categoryId),
    slug: doc.slug,
    name: doc.name,
    nameAr: doc.nameAr ?? '',
    description: doc.description,
    descriptionAr: doc.descriptionAr ?? '',
    offer: doc.offer ?? '',
    offerAr: doc.offerAr ?? '',
    usp: doc.usp ?? [],
    uspAr: doc.uspAr ?? [],
    images: (doc.images ?? []).map(({ url }) => ({ url })),
    price: doc.price,
    discountedPrice: doc.discountedPrice,
    stock: doc.stock,
    archived: doc.archived === true,
    featured: doc.featured === true,
    featuredOrder: doc.featured === true ? (doc.featuredOrder ?? null) : null,
    revision: doc.revision ?? 0,
    createdAt: new Date(doc.createdAt).toISOString(),
    updatedAt: new Date(doc.updatedAt).toISOString(),
  };
}

/** The validated input as stored: blank optional texts as '' (docs/decisions/050-bilingual-content.md). */
export function toProductChanges(input: ProductInput): ProductChanges {
  return {
    categoryId: new Types.ObjectId(input.categoryId),
    name: input.name,
    nameAr: input.nameAr ?? '',
    description: input.description,
    descriptionAr: input.descriptionAr ?? '',
    offer: input.offer ?? '',
    offerAr: input.offerAr ?? '',
    usp: input.usp,
    uspAr: input.uspAr,
    // One spelling per file, so the check that a dropped image is used elsewhere finds every use.
    images: input.images.map((url) => ({ url: storedFileUrl(url) })),
    price: input.price,
    discountedPrice: input.discountedPrice,
    stock: input.stock,
    // A position without the flag means nothing: the unfeatured all share 0, so they sort by name.
    featured: input.featured === true,
    featuredOrder: input.featured === true ? (input.featuredOrder ?? 0) : 0,
  };
}

/** The fields an admin edits, in the contract's names and plain values, to compare before and after. */
export function editableFields(product: AdminProduct): Record<string, unknown> {
  return {
    name: product.name,
    nameAr: product.nameAr,
    description: product.description,
    descriptionAr: product.descriptionAr,
    offer: product.offer,
    offerAr: product.offerAr,
    usp: product.usp,
    uspAr: product.uspAr,
    price: product.price,
    discountedPrice: product.discountedPrice,
    stock: product.stock,
    featured: product.featured,
    featuredOrder: product.featuredOrder,
    categoryId: product.categoryId,
    images: product.images.map(({ url }) => url),
  };
}

/**
 * The product's name for a sentence's parameters, in both languages: an Arabic page names it in Arabic
 * where it has been translated (`nameAr` is left out when it has not).
 */
export function namesOf(product: Pick<AdminProduct, 'name' | 'nameAr'>): { name: string; nameAr?: string } {
  return product.nameAr ? { name: product.name, nameAr: product.nameAr } : { name: product.name };
}
