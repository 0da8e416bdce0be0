import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { signedIn } from './access';
import { priceSchema, productSchema } from './catalog';
import { dataOf, errorBodySchema, messageBodySchema, objectIdSchema } from './common';
import { QUANTITY_MAX, QUANTITY_MIN } from './constants';
import { quantityFormSchema } from './forms/quantity';
import { quantitySchema } from './rules';

const c = initContract();

/**
 * Whether a line can be bought as it stands: `available` (enough stock), `insufficientStock` (fewer in stock
 * than asked), `outOfStock` (none left) or `unavailable` (the product no longer exists).
 */
export const LINE_AVAILABILITY = ['available', 'insufficientStock', 'outOfStock', 'unavailable'] as const;
export const lineAvailabilitySchema = z.enum(LINE_AVAILABILITY);
export type LineAvailability = z.infer<typeof lineAvailabilitySchema>;

/**
 * A product and a quantity priced by the server from the product as it is now (its discountedPrice). A
 * product that no longer exists keeps the name, slug, image and price it had when it was added, so the
 * shopper still recognises the line; it is never part of a total.
 */
export const pricedLineSchema = z.object({
  productId: objectIdSchema,
  name: z.string(),
  slug: z.string(),
  /** The first image's URL, or null when the product has none. */
  image: z.string().nullable(),
  unitPrice: priceSchema,
  quantity: z.number().int().min(QUANTITY_MIN).max(QUANTITY_MAX),
  lineTotal: priceSchema,
  availability: lineAvailabilitySchema,
  /** Units in stock now; 0 for a product that is gone. */
  stock: z.number().int().min(0),
});
export type PricedLine = z.infer<typeof pricedLineSchema>;

/** A cart line (docs/product-rules.md §3: `product` and `quantity`); `product` is null once the product no longer exists. */
export const cartItemSchema = pricedLineSchema.extend({ product: productSchema.nullable() });
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * The cart (docs/product-rules.md §3: `items` and `total`). `total` adds up the lines that can be ordered as they stand;
 * `orderable` is true when there is at least one line and every line can be ordered.
 */
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  total: priceSchema,
  orderable: z.boolean(),
});
export type Cart = z.infer<typeof cartSchema>;

/** The header's badges: how many lines the cart and the wishlist hold (docs/product-rules.md §4, counts). */
export const shopCountsSchema = z.object({
  cart: z.number().int().min(0),
  wishlist: z.number().int().min(0),
});
export type ShopCounts = z.infer<typeof shopCountsSchema>;

/** Add to cart: a product and how many to add to what the cart already holds. */
export const addToCartSchema = z.object({ productId: objectIdSchema, quantity: quantitySchema });
export type AddToCartInput = z.infer<typeof addToCartSchema>;

export const wishlistSchema = z.object({ products: z.array(productSchema) });
export type Wishlist = z.infer<typeof wishlistSchema>;

export const addToWishlistSchema = z.object({ productId: objectIdSchema });
export type AddToWishlistInput = z.infer<typeof addToWishlistSchema>;

/** The product id in a cart or wishlist path (`/cart/update/:id`, `/wishlist/:id`). */
const productIdParams = z.object({ id: objectIdSchema });

const guarded = { 401: errorBodySchema } as const;

/** The signed-in customer's cart (docs/product-rules.md §7: the seed's paths). */
export const cart = c.router({
  getCart: {
    method: 'GET',
    path: '/cart',
    responses: { 200: dataOf(cartSchema), ...guarded },
    metadata: signedIn,
    summary: 'The cart, priced now from current prices; lines that cannot be ordered say why',
  },
  addToCart: {
    method: 'POST',
    path: '/cart/add',
    body: addToCartSchema,
    responses: {
      200: messageBodySchema,
      400: errorBodySchema,
      ...guarded,
      404: errorBodySchema,
      409: errorBodySchema,
    },
    metadata: signedIn,
    summary:
      'Add a quantity of a product (added to any already in the cart); 409 with the stock left when the total would pass the stock or 99',
  },
  updateCartItem: {
    method: 'PUT',
    path: '/cart/update/:id',
    pathParams: productIdParams,
    body: quantityFormSchema,
    responses: {
      200: messageBodySchema,
      400: errorBodySchema,
      ...guarded,
      404: errorBodySchema,
      409: errorBodySchema,
    },
    metadata: signedIn,
    summary: 'Set the quantity of a product in the cart (the id is the product’s); 409 above the stock',
  },
  removeCartItem: {
    method: 'DELETE',
    path: '/cart/remove/:id',
    pathParams: productIdParams,
    body: c.noBody(),
    responses: { 200: messageBodySchema, 400: errorBodySchema, ...guarded, 404: errorBodySchema },
    metadata: signedIn,
    summary: 'Remove a product from the cart (the id is the product’s)',
  },
  counts: {
    method: 'GET',
    path: '/shop/counts',
    responses: { 200: dataOf(shopCountsSchema), ...guarded },
    metadata: signedIn,
    summary: 'How many lines the cart and the wishlist hold (the header badges)',
  },
});

/** The signed-in customer's wishlist (docs/product-rules.md §7). */
export const wishlist = c.router({
  getWishlist: {
    method: 'GET',
    path: '/wishlist',
    responses: { 200: dataOf(wishlistSchema), ...guarded },
    metadata: signedIn,
    summary: 'The products in the wishlist, newest first (products that no longer exist drop out)',
  },
  addToWishlist: {
    method: 'POST',
    path: '/wishlist',
    body: addToWishlistSchema,
    responses: {
      200: messageBodySchema,
      201: messageBodySchema,
      400: errorBodySchema,
      ...guarded,
      404: errorBodySchema,
      409: errorBodySchema,
    },
    metadata: signedIn,
    summary: 'Add a product (also answers at /wishlist/); 201 when added, 200 when it was already there',
  },
  removeFromWishlist: {
    method: 'DELETE',
    path: '/wishlist/:id',
    pathParams: productIdParams,
    body: c.noBody(),
    responses: { 200: messageBodySchema, 400: errorBodySchema, ...guarded, 404: errorBodySchema },
    metadata: signedIn,
    summary: 'Remove a product from the wishlist (the id is the product’s)',
  },
  clearWishlist: {
    method: 'DELETE',
    path: '/wishlist',
    body: c.noBody(),
    responses: { 200: messageBodySchema, ...guarded },
    metadata: signedIn,
    summary: 'Remove every product from the wishlist',
  },
});
