import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { catalogMessages } from './catalog-messages';
import { PRODUCT_PRICE_MAX, PRODUCT_SORTS } from './constants';
import { optional, plainNumber, text } from './fields';
import { tooLong, validationCodes as m } from './messages';
import {
  dataOf,
  errorBodySchema,
  mediaSchema,
  objectIdSchema,
  pageOf,
  paginationQuerySchema,
} from './common';
import { serviceVideoSchema } from './videos';

const c = initContract();

type Code = keyof typeof catalogMessages;
const code = <C extends Code>(value: C): C => value;

/** Money in the shop currency as a number with at most 2 decimals (docs/decisions/001-prices.md). */
export const priceSchema = z
  .number()
  .nonnegative()
  // Compare in cents with a tolerance: 149.99 * 100 is 14998.999999999998 in binary floating point.
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'At most 2 decimals');

export const serviceSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  subdescription: z.string(),
  subHeading: z.string(),
  image: z.array(mediaSchema),
  video: z.array(serviceVideoSchema),
});
export type Service = z.infer<typeof serviceSchema>;

export const categorySchema = z.object({
  _id: objectIdSchema,
  serviceId: objectIdSchema,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  // Optional: the web app shows its fallback image when a category has none (docs/product-rules.md §2).
  image: mediaSchema.optional(),
});
export type Category = z.infer<typeof categorySchema>;

// A plain object (no object-level refine) so later schemas can pick/omit from it; that
// discountedPrice <= price is enforced where prices are written (docs/decisions/001-prices.md).
export const productSchema = z.object({
  _id: objectIdSchema,
  categoryId: objectIdSchema,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  images: z.array(mediaSchema),
  /** Flash label such as 'Flash Sale'; '' when the product has no offer. */
  offer: z.string(),
  price: priceSchema,
  discountedPrice: priceSchema,
  stock: z.number().int().min(0),
  usp: z.array(z.string()),
});
export type Product = z.infer<typeof productSchema>;

/**
 * The catalog's texts as stored, in both languages (docs/decisions/050-bilingual-content.md). Public
 * answers carry one language (the visitor's, English where the Arabic text is blank); the admin forms edit
 * these shapes. `*Ar` texts may be '' (not translated yet).
 */
export const serviceTextsSchema = z.object({
  name: text(),
  nameAr: text(),
  description: text(),
  descriptionAr: text(),
  subdescription: text(),
  subdescriptionAr: text(),
  subHeading: text(),
  subHeadingAr: text(),
});
export type ServiceTexts = z.infer<typeof serviceTextsSchema>;

export const categoryTextsSchema = z.object({
  name: text(),
  nameAr: text(),
  description: text(),
  descriptionAr: text(),
});
export type CategoryTexts = z.infer<typeof categoryTextsSchema>;

export const productTextsSchema = z.object({
  name: text(),
  nameAr: text(),
  description: text(),
  descriptionAr: text(),
  offer: text(),
  offerAr: text(),
  usp: z.array(text()),
  /** Item by item beside `usp`; a blank or missing item shows the English one. */
  uspAr: z.array(text()),
});
export type ProductTexts = z.infer<typeof productTextsSchema>;

export const productPageSchema = pageOf(productSchema);
export type ProductPage = z.infer<typeof productPageSchema>;

const idParams = z.object({ id: objectIdSchema });

/**
 * Up to 20 category slugs, comma-separated. Pages that link to fixed categories (the institutional tiles,
 * docs/decisions/051-segment-tiles-by-slug.md) name them by slug, which survives a re-seed; ids do not.
 */
export const categorySlugList = text()
  .max(1000, tooLong(1000))
  .transform((value) =>
    value
      .split(',')
      .map((slug) => slug.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().regex(/^[a-z0-9-]{1,120}$/, m.invalidId))
      .min(1, m.required)
      .max(20, m.invalidId),
  );

/** `true` or `false` in a query string (or a boolean from a typed client); anything else is `message`. */
function queryFlag(message: Code) {
  const flag = z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ invalid_type_error: message }),
  );
  // z.preprocess declares its input as unknown; typed clients send a boolean.
  return optional(flag as unknown as z.ZodEffects<z.ZodBoolean, boolean, boolean>);
}

/**
 * A price bound in the shop currency, as the admin may set prices: 0 to the ceiling, 2 decimals, written
 * plainly (`0x10` or `1e3` is no price).
 */
const priceBound = optional(
  plainNumber(code('priceFilterInvalid'), (n) =>
    n
      .min(0, code('priceFilterInvalid'))
      .max(PRODUCT_PRICE_MAX, code('priceFilterInvalid'))
      .multipleOf(0.01, code('priceFilterInvalid')),
  ),
);

/**
 * The shop's product lists: a page, a sort and filters (docs/decisions/180-featured-products-sort-and-filters.md).
 * Prices filter and sort by what the customer pays (the discounted price). `featured=true` keeps the admin's
 * featured products alone (the home page's row).
 */
const productFilterFields = paginationQuerySchema.extend({
  sort: z.enum(PRODUCT_SORTS, { message: code('productSortInvalid') }).default('featured'),
  category: optional(z.string().regex(/^[a-f\d]{24}$/i, code('categoryFilterInvalid'))),
  inStock: queryFlag('inStockFilterInvalid'),
  featured: queryFlag('featuredFilterInvalid'),
  minPrice: priceBound,
  maxPrice: priceBound,
});

function priceRangeInOrder(query: { minPrice?: number; maxPrice?: number }, ctx: z.RefinementCtx): void {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice)
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['maxPrice'], message: code('priceRangeInverted') });
}

export const productListQuerySchema = productFilterFields.superRefine(priceRangeInOrder);
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** A category's own list: the same sort and filters, without a search or another category. */
export const categoryProductQuerySchema = productFilterFields
  .omit({ search: true, category: true })
  .superRefine(priceRangeInOrder);
export type CategoryProductQuery = z.infer<typeof categoryProductQuerySchema>;

export const catalog = c.router({
  listServices: {
    method: 'GET',
    path: '/services',
    responses: { 200: dataOf(z.array(serviceSchema)) },
    summary: 'List every service (fills the Services menu)',
  },
  getService: {
    method: 'GET',
    path: '/services/:id',
    pathParams: idParams,
    responses: { 200: dataOf(serviceSchema), 400: errorBodySchema, 404: errorBodySchema },
    summary: 'One service with its images and videos',
  },
  listServiceCategories: {
    method: 'GET',
    path: '/services/:id/categories',
    pathParams: idParams,
    responses: {
      200: dataOf(z.array(categorySchema)),
      400: errorBodySchema,
      404: errorBodySchema,
    },
    summary: 'The categories of one service',
  },
  listAllCategories: {
    method: 'GET',
    path: '/categories/all',
    responses: { 200: dataOf(z.array(categorySchema)) },
    summary:
      "Every category, each naming its service, by name: one call where a page groups them by service (the shop's filter)",
  },
  listCategoriesBySlug: {
    method: 'GET',
    path: '/categories',
    query: z.object({ slugs: categorySlugList }),
    responses: { 200: dataOf(z.array(categorySchema)), 400: errorBodySchema },
    summary: 'Categories named by slug (comma-separated), in the order asked; unknown slugs are left out',
  },
  listProducts: {
    method: 'GET',
    path: '/products',
    query: productListQuerySchema,
    responses: { 200: productPageSchema, 400: errorBodySchema, 404: errorBodySchema },
    summary:
      'One page of products, sorted (featured first by default) and filtered by category, stock and price, optionally searched by the beginnings of words (names first); 404 for an unknown category',
  },
  listCategoryProducts: {
    method: 'GET',
    path: '/categories/:id/products',
    pathParams: idParams,
    query: categoryProductQuerySchema,
    responses: { 200: productPageSchema, 400: errorBodySchema, 404: errorBodySchema },
    summary: 'One page of the products of one category, sorted and filtered as the product list',
  },
  getProduct: {
    method: 'GET',
    path: '/products/:slug',
    pathParams: z.object({ slug: text().min(1).max(200) }),
    responses: { 200: dataOf(productSchema), 404: errorBodySchema },
    summary: 'One product by its slug',
  },
  listRelatedProducts: {
    method: 'GET',
    path: '/products/:slug/related',
    pathParams: z.object({ slug: text().min(1).max(200) }),
    responses: { 200: dataOf(z.array(productSchema)), 404: errorBodySchema },
    summary:
      'A few other products of the same category, those in stock first, then as the featured order has them',
  },
});
