import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { adminOnly } from './access';
import {
  ADMIN_IMAGES_PER_UPLOAD,
  ADMIN_PRODUCTS_PER_PAGE,
  FEATURED_ORDER_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_OFFER_MAX,
  PRODUCT_PRICE_MAX,
  PRODUCT_STOCK_MAX,
  PRODUCT_USP_ITEM_MAX,
  PRODUCT_USP_MAX,
} from './constants';
import {
  dataOf,
  errorBodySchema,
  mediaSchema,
  messageBodySchema,
  objectIdSchema,
  pageNumberSchema,
  pageSizeSchema,
  pageOf,
} from './common';
import { isBlank, withCrossFieldRules } from './cross-field';
import {
  checkbox,
  fileList,
  optional,
  optionalText,
  plainNumber,
  requiredNumber,
  requiredText,
  revisionWasField,
  searchText,
  text,
} from './fields';
import { tooLong, validationCodes as m } from './messages';
import { photoRule } from './rules';
import { adminProductMessages } from './admin-products-messages';

const c = initContract();

type Code = keyof typeof adminProductMessages;
const code = <C extends Code>(value: C): C => value;

/** A stored image's public URL, as the upload answers it (`/api/files/<id>`). */
export const productImageUrlSchema = z
  .string()
  .regex(/^\/api\/files\/[a-f\d]{24}$/i, code('productImageInvalid'));

/**
 * Lines of a list: an array (JSON), JSON text (multipart), or one text with a line per item (the form's
 * textarea). Items are trimmed; `keepBlanks` keeps blank items in place (the Arabic features go item by item
 * beside the English ones, so a blank line means "this one is not translated") but drops trailing ones.
 */
function toLines(keepBlanks: boolean) {
  return (value: unknown): unknown => {
    let list: unknown = value;
    if (value === undefined || value === null) return [];
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed.startsWith('[')) {
        try {
          list = JSON.parse(trimmed) as unknown;
        } catch {
          list = value.split(/\r?\n/);
        }
      } else list = value.split(/\r?\n/);
    }
    if (!Array.isArray(list)) return list;
    const items = list.map((item: unknown) => (typeof item === 'string' ? item.trim() : item));
    if (!keepBlanks) return items.filter((item) => item !== '');
    while (items.length > 0 && items[items.length - 1] === '') items.pop();
    return items;
  };
}

function featureList(keepBlanks: boolean) {
  const item = text().max(PRODUCT_USP_ITEM_MAX, tooLong(PRODUCT_USP_ITEM_MAX));
  const list = z.array(item).max(PRODUCT_USP_MAX, code('productUspTooMany'));
  // Clients may send a list or one text with a line per item (the form's textarea); both read as a list.
  return z.preprocess(toLines(keepBlanks), list) as unknown as z.ZodType<
    string[],
    z.ZodTypeDef,
    string | string[] | undefined
  >;
}

/**
 * Ids of stored images, in the order the shop shows them; the first is the product's picture. Each file
 * once: URLs are compared in lower case, as the API stores them (an id in upper case names the same file),
 * so a file named twice in two spellings is not stored twice and then refused on the next save.
 */
function imageList() {
  const list = z
    .array(productImageUrlSchema)
    .min(1, code('productImagesRequired'))
    .max(PRODUCT_IMAGES_MAX, code('productImagesTooMany'))
    .refine(
      (urls) => new Set(urls.map((url) => url.toLowerCase())).size === urls.length,
      code('productImageRepeated'),
    );
  return z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return [];
    if (typeof value === 'string' && value.trim().startsWith('['))
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    return Array.isArray(value) ? value.filter((url) => url !== '') : [value];
  }, list) as unknown as typeof list;
}

const amount = (required: Code) =>
  requiredNumber(code(required), code('productPriceInvalid'), (n) =>
    n
      .min(0, code('productPriceInvalid'))
      .max(PRODUCT_PRICE_MAX, code('productPriceInvalid'))
      // zod compares steps with a float-safe remainder, so 149.99 passes.
      .multipleOf(0.01, code('productPriceInvalid')),
  );

/**
 * A number of units in stock: a whole number of 0 or more. At most PRODUCT_STOCK_MAX, checked with the
 * stock the form was opened with (productRules): cancelled orders may have returned units past it.
 */
const stockCount = (n: z.ZodNumber) => n.int(code('productStockInvalid')).min(0, code('productStockInvalid'));

/** Every field of a product an admin writes (docs/product-rules.md §3 "Product", in both languages; the slug is made). */
export const productFieldsSchema = z.object({
  name: requiredText(code('productNameRequired'), (s) => s.max(PRODUCT_NAME_MAX, tooLong(PRODUCT_NAME_MAX))),
  nameAr: optionalText(PRODUCT_NAME_MAX),
  description: requiredText(code('productDescriptionRequired'), (s) =>
    s.max(PRODUCT_DESCRIPTION_MAX, tooLong(PRODUCT_DESCRIPTION_MAX)),
  ),
  descriptionAr: optionalText(PRODUCT_DESCRIPTION_MAX),
  offer: optionalText(PRODUCT_OFFER_MAX),
  offerAr: optionalText(PRODUCT_OFFER_MAX),
  usp: featureList(false),
  uspAr: featureList(true),
  price: amount('productPriceRequired'),
  discountedPrice: amount('discountedPriceRequired'),
  stock: requiredNumber(code('productStockRequired'), code('productStockInvalid'), stockCount),
  /**
   * The stock the edit form was opened with. Given, the save moves the stock by the admin's change
   * (`stock - stockWas`) instead of replacing it, so units ordered or returned meanwhile are not undone
   * (docs/decisions/237-stock-edits-as-changes.md).
   */
  stockWas: optional(plainNumber(code('productStockInvalid'), stockCount)),
  /**
   * The revision the edit form was opened with. Given, a save over a later one (a colleague saved
   * meanwhile) is refused with 409 instead of undoing it (docs/decisions/252-product-edit-revisions.md).
   */
  revisionWas: revisionWasField(code('productChangedMeanwhile')),
  categoryId: requiredText(code('productCategoryRequired'), (s) => s.regex(/^[a-f\d]{24}$/i, m.invalidId)),
  images: imageList(),
  /**
   * Shown under "Featured products" on the home page, at `featuredOrder` (1 first), and first in the shop's
   * default order (docs/decisions/180-featured-products-sort-and-filters.md). Absent means not featured.
   */
  featured: checkbox().optional(),
  featuredOrder: optional(
    plainNumber(code('featuredOrderInvalid'), (n) =>
      n
        .int(code('featuredOrderInvalid'))
        .min(1, code('featuredOrderInvalid'))
        .max(FEATURED_ORDER_MAX, code('featuredOrderInvalid')),
    ),
  ),
});

type ProductFields = z.output<typeof productFieldsSchema>;

function productRules(
  valid: Partial<ProductFields>,
  raw: Record<string, unknown>,
  report: (field: string, message: string) => void,
) {
  if (valid.price !== undefined && valid.discountedPrice !== undefined && valid.discountedPrice > valid.price)
    report('discountedPrice', code('discountedPriceAbovePrice'));
  // Above the ceiling only as it stands: a save that leaves the stock alone, or lowers it, still goes through.
  const stockKept =
    valid.stockWas !== undefined && valid.stock !== undefined && valid.stock <= valid.stockWas;
  if (valid.stock !== undefined && valid.stock > PRODUCT_STOCK_MAX && !stockKept)
    report('stock', code('productStockInvalid'));
  if (valid.usp && valid.uspAr && valid.uspAr.length > valid.usp.length)
    report('uspAr', code('productUspArTooMany'));
  if (valid.offerAr && isBlank(raw.offer)) report('offerAr', code('productOfferArAlone'));
  // A position that is given but wrong already has its own message.
  const orderGiven =
    raw.featuredOrder !== undefined && raw.featuredOrder !== null && raw.featuredOrder !== '';
  if (valid.featured === true && !orderGiven) report('featuredOrder', code('featuredOrderRequired'));
}

/**
 * The Arabic features line up with the English ones line by line as typed: a blank English line is dropped
 * with the Arabic line beside it, so the Arabic list stays in step with what the English list keeps.
 */
function withAlignedFeatures<S extends z.ZodTypeAny>(schema: S): S {
  const aligned = z.preprocess((raw, ctx) => {
    if (typeof raw !== 'object' || raw === null) return raw;
    const input = raw as Record<string, unknown>;
    const english = toLines(true)(input.usp);
    const arabic = toLines(true)(input.uspAr);
    if (!Array.isArray(english) || !Array.isArray(arabic)) return raw;
    // An Arabic line beside a blank English one translates nothing: said, never dropped unseen.
    if (arabic.some((line, index) => line !== '' && english[index] === ''))
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['uspAr'],
        message: code('productUspArBesideBlank'),
      });
    const arabicKept = arabic.filter((_, index) => english[index] !== '');
    while (arabicKept.at(-1) === '') arabicKept.pop();
    return { ...input, usp: english.filter((line) => line !== ''), uspAr: arabicKept };
  }, schema);
  // z.preprocess declares its input as unknown; the cast keeps the schema's own types for clients.
  return aligned as unknown as S;
}

/** The body of create and update: every field, checked together (discounted price <= price). */
export const productInputSchema = withAlignedFeatures(
  withCrossFieldRules(productFieldsSchema, (valid, raw, report) => productRules(valid, raw, report)),
);
export type ProductInput = z.infer<typeof productInputSchema>;

/** The form's kept images: possibly none yet, as long as files are picked (checked below). */
function keptImages() {
  const list = z.array(productImageUrlSchema).max(PRODUCT_IMAGES_MAX, code('productImagesTooMany'));
  // Typed as the list for Conform's field list; a single posted value becomes a list of one.
  return z.preprocess(
    (value) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]),
    list,
  ) as unknown as typeof list;
}

/** One image the admin picks in the form: JPG, PNG or WebP of at most 10 MB (the API checks the bytes). */
const newImagesRule = fileList(photoRule, ADMIN_IMAGES_PER_UPLOAD, code('productImagesPerUpload'));

/**
 * The browser's product form: the same fields, plus the images picked in it (`newImages`), which the page
 * uploads before it saves. Either may supply the one image a product needs, so the count is checked on both.
 */
export const productFormSchema = withAlignedFeatures(
  withCrossFieldRules(
    productFieldsSchema.extend({
      images: keptImages(),
      newImages: newImagesRule,
    }),
    (valid, raw, report) => {
      productRules(valid, raw, report);
      const kept = Array.isArray(raw.images) ? raw.images.length : raw.images ? 1 : 0;
      const picked = valid.newImages?.length ?? 0;
      if (kept + picked === 0) report('newImages', code('productImagesRequired'));
      else if (kept + picked > PRODUCT_IMAGES_MAX) report('newImages', code('productImagesTooMany'));
    },
  ),
);
export type ProductForm = z.infer<typeof productFormSchema>;

/** A product as the admin edits it: every stored text in both languages, and whether it is archived. */
export const adminProductSchema = z.object({
  _id: objectIdSchema,
  categoryId: objectIdSchema,
  slug: z.string(),
  name: z.string(),
  nameAr: z.string(),
  description: z.string(),
  descriptionAr: z.string(),
  offer: z.string(),
  offerAr: z.string(),
  usp: z.array(z.string()),
  uspAr: z.array(z.string()),
  images: z.array(mediaSchema),
  price: z.number(),
  discountedPrice: z.number(),
  stock: z.number().int(),
  /** Hidden from the shop because it is on past orders; it can be restored. */
  archived: z.boolean(),
  featured: z.boolean(),
  /** The featured product's position (1 first); null when it is not featured. */
  featuredOrder: z.number().int().nullable(),
  /** How many times an admin has saved it; an edit form posts it back as `revisionWas`. */
  revision: z.number().int(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductPageSchema = pageOf(adminProductSchema);
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;

/** The admin's product list: newest first, by name (English or Arabic) and category, archived ones too. */
export const adminProductQuerySchema = z.object({
  page: pageNumberSchema,
  limit: pageSizeSchema(100, ADMIN_PRODUCTS_PER_PAGE),
  search: searchText(100),
  categoryId: optional(objectIdSchema),
});
export type AdminProductQuery = z.infer<typeof adminProductQuerySchema>;

/** What a delete did: removed for good, or archived because orders name the product. */
export const productRemovalSchema = messageBodySchema.extend({
  outcome: z.enum(['deleted', 'archived']),
});
export type ProductRemoval = z.infer<typeof productRemovalSchema>;

const idParams = z.object({ id: objectIdSchema });
const guarded = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema } as const;
const savedProduct = messageBodySchema.extend({ data: adminProductSchema });

/** The admin panel's products section; every route needs the Admin role. */
export const adminProducts = c.router({
  list: {
    method: 'GET',
    path: '/admin/products',
    query: adminProductQuerySchema,
    responses: { 200: adminProductPageSchema, ...guarded },
    metadata: adminOnly,
    summary: 'One page of every product (archived ones too, marked), newest first, by name and category',
  },
  get: {
    method: 'GET',
    path: '/admin/products/:id',
    pathParams: idParams,
    responses: { 200: dataOf(adminProductSchema), ...guarded, 404: errorBodySchema },
    metadata: adminOnly,
    summary: 'One product with every field in both languages',
  },
  create: {
    method: 'POST',
    path: '/admin/products',
    body: productInputSchema,
    responses: { 201: savedProduct, ...guarded, 503: errorBodySchema },
    metadata: adminOnly,
    summary: 'Add a product; its slug is made from the name, unique (-2, -3, ...)',
  },
  update: {
    method: 'PUT',
    path: '/admin/products/:id',
    pathParams: idParams,
    body: productInputSchema,
    responses: { 200: savedProduct, ...guarded, 404: errorBodySchema, 409: errorBodySchema },
    metadata: adminOnly,
    summary: 'Replace every field of a product (the slug stays: docs/decisions/070-product-slugs.md)',
  },
  remove: {
    method: 'DELETE',
    path: '/admin/products/:id',
    pathParams: idParams,
    body: c.noBody(),
    responses: { 200: productRemovalSchema, ...guarded, 404: errorBodySchema },
    metadata: adminOnly,
    summary: 'Delete a product, or archive it when any order names it (old orders keep their lines)',
  },
  restore: {
    method: 'POST',
    path: '/admin/products/:id/restore',
    pathParams: idParams,
    body: c.noBody(),
    responses: { 200: savedProduct, ...guarded, 404: errorBodySchema, 409: errorBodySchema },
    metadata: adminOnly,
    summary: 'Put an archived product back in the shop',
  },
});
