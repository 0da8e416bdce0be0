import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { adminOnly, roleSchema, signedIn, signedInAndThrottled } from './access';
import { priceSchema } from './catalog';
import {
  dataOf,
  errorBodySchema,
  messageBodySchema,
  messageParamsSchema,
  objectIdSchema,
  pageNumberSchema,
  pageSizeSchema,
  pageOf,
} from './common';
import { PAYMENT_METHOD, QUANTITY_MAX, QUANTITY_MIN } from './constants';
import { optional, searchText, text } from './fields';
import {
  cartOrderSchema,
  directOrderSchema,
  shippingAddressFieldsSchema,
  withStateOfCountry,
} from './forms/checkout';
import { messageRef } from './message-codes';
import { tooLong, validationCodes as m } from './messages';
import { quantitySchema } from './rules';
import { calendarDateSchema, checkDayRange } from './shop-calendar';
import { pricedLineSchema } from './shop';

const c = initContract();

/** An order's life: Pending -> Confirmed -> Shipped -> Delivered, or Cancelled (docs/decisions/031-placing-orders.md). */
export const ORDER_STATUSES = ['Pending', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES, { message: m.invalidChoice });
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * The one table of allowed status changes, read by the API (which refuses any other change with 409) and by
 * the admin screens (which offer only these). Cancelling returns the stock, so it is allowed only while
 * the goods are still in the warehouse: a shipped order is delivered (or comes back outside the shop).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Pending: ['Confirmed', 'Cancelled'],
  Confirmed: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered'],
  Delivered: [],
  Cancelled: [],
};

export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** The statuses an order may be in for it to become `to` (the API's conditional update uses them). */
export function statusesBefore(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => canChangeStatus(from, to));
}

/**
 * What stands where a deleted customer's name, e-mail, phone and street were in the shop's records: its
 * orders, and its customization requests (docs/decisions/172-deleting-an-account.md). Pages show it in
 * their language.
 */
export const ERASED_PERSONAL_DATA = 'deleted';

/** Orders per page in the customer's order history. */
export const ORDERS_PER_PAGE = 10;

/** A line of a placed order: what the customer saw and paid, frozen when the order was placed. */
export const orderLineSchema = z.object({
  productId: objectIdSchema,
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  unitPrice: priceSchema,
  quantity: z.number().int().min(QUANTITY_MIN).max(QUANTITY_MAX),
  lineTotal: priceSchema,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** The delivery address as stored on an order (what shippingAddressSchema accepted). */
export const orderAddressSchema = z.object({
  fullName: z.string(),
  country: z.string(),
  company: z.string().optional(),
  email: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  phone: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** One status the order took: which, when (ISO 8601), who set it, and the admin's note if any. */
export const orderHistoryEntrySchema = z.object({
  status: orderStatusSchema,
  at: z.string(),
  by: z.object({ role: roleSchema, name: z.string() }),
  note: z.string().optional(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const ORDER_SOURCES = ['cart', 'direct'] as const;

export const orderSchema = z.object({
  _id: objectIdSchema,
  /** Readable over the phone: `FA-2026-000123`. */
  number: z.string(),
  status: orderStatusSchema,
  /** Placed from the cart, or directly with Buy now. */
  source: z.enum(ORDER_SOURCES),
  lines: z.array(orderLineSchema),
  subtotal: priceSchema,
  shipping: priceSchema,
  total: priceSchema,
  /** The shop currency when the order was placed (docs/decisions/014-one-currency.md). */
  currency: z.string(),
  shippingAddress: orderAddressSchema,
  paymentMethod: z.literal(PAYMENT_METHOD),
  /** Oldest first; the first entry is the customer placing it (Pending). */
  history: z.array(orderHistoryEntrySchema),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** An order as the admin sees it: also whose it is. */
export const adminOrderSchema = orderSchema.extend({
  customer: z.object({ _id: objectIdSchema, name: z.string(), email: z.string() }),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** The answer to placing an order: the sentence (with the order number) and the order itself. */
export const placedOrderSchema = messageBodySchema.extend({ data: orderSchema });
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** Buy again: how many of the order's products went into the cart, and those that could not (named). */
export const reorderedSchema = messageBodySchema.extend({
  data: z.object({
    added: z.number().int(),
    /** Each with the cart's refusal as a message code and its parameters (the reason, said in the page's language). */
    skipped: z.array(
      z.object({
        productId: objectIdSchema,
        name: z.string(),
        code: z.string(),
        params: messageParamsSchema.optional(),
      }),
    ),
  }),
});
export type Reordered = z.infer<typeof reorderedSchema>;

/**
 * What the checkout summary shows (docs/decisions/008-real-checkout-summary.md): the lines priced now, subtotal, shipping and total, all
 * computed by the API. `orderable` is false when a line cannot be ordered as it stands (or there is none).
 */
export const orderQuoteSchema = z.object({
  lines: z.array(pricedLineSchema),
  subtotal: priceSchema,
  shipping: priceSchema,
  total: priceSchema,
  orderable: z.boolean(),
  /** A key of the lines as priced now (product, quantity, unit price), to post back as `expectedLines`. */
  linesSeen: z.string(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

/**
 * The order bodies refuse any field they do not name (a card number above all: docs/decisions/009-card-block-and-cash-on-delivery.md), in the
 * address too, so card data sent by mistake is a 400 and never reaches a log or the database.
 */
const notAccepted = messageRef('orderFieldNotAccepted');
const strictAddress = withStateOfCountry(shippingAddressFieldsSchema.strict(notAccepted));
export const placeCartOrderSchema = cartOrderSchema
  .extend({ shippingAddress: strictAddress })
  .strict(notAccepted);
export const placeDirectOrderSchema = directOrderSchema
  .extend({ shippingAddress: strictAddress })
  .strict(notAccepted);

/** A client's key for one attempt at placing an order: a retry with the same key gets the same order. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
export const idempotencyKeySchema = z
  .string()
  .regex(IDEMPOTENCY_KEY_PATTERN, messageRef('idempotencyKeyInvalid'));
const idempotencyHeaders = z.object({ 'idempotency-key': idempotencyKeySchema.optional() });

/** The checkout summary: of the cart, or (with productId) of one product and a quantity (default 1). */
export const orderQuoteQuerySchema = z.object({
  productId: optional(objectIdSchema),
  quantity: optional(quantitySchema),
});

export const orderPageQuerySchema = z.object({
  page: pageNumberSchema,
  limit: pageSizeSchema(50, ORDERS_PER_PAGE),
});

/**
 * The admin's order list: newest first, optionally one status, one customer, the days it was placed on
 * (`from`..`to`, inclusive, in the shop's time zone: shop-calendar.ts), searched by order number or e-mail.
 */
export const adminOrderQuerySchema = orderPageQuerySchema
  .extend({
    status: optional(orderStatusSchema),
    search: searchText(100),
    from: optional(calendarDateSchema),
    to: optional(calendarDateSchema),
    customer: optional(objectIdSchema),
  })
  .superRefine(checkDayRange);
export type AdminOrderQuery = z.infer<typeof adminOrderQuerySchema>;

export const orderStatusChangeSchema = z.object({
  status: orderStatusSchema,
  /** A word for the record (why it was cancelled, the courier's tracking number). */
  note: optional(text().max(200, tooLong(200))),
  /**
   * The status the admin saw the order in: the change is refused (409 `orderStatusMoved`) when someone has
   * moved it since, so no one cancels or ships an order from a page that no longer shows it as it is.
   */
  from: optional(orderStatusSchema),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

export const orderPageSchema = pageOf(orderSchema);
export const adminOrderPageSchema = pageOf(adminOrderSchema);

const idParams = z.object({ id: objectIdSchema });

const placing = {
  201: placedOrderSchema,
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
} as const;

/**
 * Orders (docs/product-rules.md §3, 7; docs/decisions/008-real-checkout-summary.md, 2, 11). Placing is all or nothing: the stock of every line is taken in
 * one transaction with the order and, for a cart order, the emptying of the cart. A retry carrying the same
 * `Idempotency-Key` header (per customer, kept 24 hours) answers 201 with the first order's body again
 * (and `Idempotent-Replayed: true`), never a second order; the same key with a different body is 422.
 */
export const orders = c.router({
  placeOrder: {
    method: 'POST',
    path: '/order',
    headers: idempotencyHeaders,
    body: placeCartOrderSchema,
    responses: placing,
    metadata: signedIn,
    summary:
      'Place an order of the whole cart, cash on delivery; the cart empties only once the order exists. 409 when the cart is empty or a line cannot be ordered',
  },
  placeDirectOrder: {
    method: 'POST',
    path: '/order/direct',
    headers: idempotencyHeaders,
    body: placeDirectOrderSchema,
    responses: placing,
    metadata: signedIn,
    summary: 'Buy now: order one product and a quantity, cash on delivery; the cart is left as it is',
  },
  quoteOrder: {
    method: 'GET',
    path: '/order/quote',
    query: orderQuoteQuerySchema,
    responses: {
      200: dataOf(orderQuoteSchema),
      400: errorBodySchema,
      401: errorBodySchema,
      404: errorBodySchema,
    },
    metadata: signedIn,
    summary: 'The checkout summary priced now: the cart, or one product and a quantity (Buy now)',
  },
  listMyOrders: {
    method: 'GET',
    path: '/orders',
    query: orderPageQuerySchema,
    responses: { 200: orderPageSchema, 400: errorBodySchema, 401: errorBodySchema },
    metadata: signedIn,
    summary: "One page of the signed-in customer's orders, newest first",
  },
  getMyOrder: {
    method: 'GET',
    path: '/orders/:id',
    pathParams: idParams,
    responses: {
      200: dataOf(orderSchema),
      400: errorBodySchema,
      401: errorBodySchema,
      404: errorBodySchema,
    },
    metadata: signedIn,
    summary: "One of the signed-in customer's orders; another customer's order is 404",
  },
  cancelMyOrder: {
    method: 'POST',
    path: '/orders/:id/cancel',
    pathParams: idParams,
    body: c.noBody(),
    responses: {
      200: placedOrderSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      404: errorBodySchema,
      409: errorBodySchema,
    },
    metadata: signedIn,
    summary:
      "Cancel one of the signed-in customer's orders while it is not shipped (Pending or Confirmed); its stock goes back once. 409 otherwise",
  },
  reorderMyOrder: {
    method: 'POST',
    path: '/orders/:id/reorder',
    pathParams: idParams,
    body: c.noBody(),
    responses: {
      200: reorderedSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      404: errorBodySchema,
      429: errorBodySchema,
    },
    metadata: signedInAndThrottled,
    summary:
      "Buy again: the cart holds every product of one of the signed-in customer's orders in at least the order's quantity (what it holds counts), priced now; products that cannot be added (sold out, gone, cart limits) are named",
  },
  adminListOrders: {
    method: 'GET',
    path: '/admin/orders',
    query: adminOrderQuerySchema,
    responses: {
      200: adminOrderPageSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
    },
    metadata: adminOnly,
    summary: 'One page of every order, newest first, by status and by order number or customer e-mail',
  },
  adminGetOrder: {
    method: 'GET',
    path: '/admin/orders/:id',
    pathParams: idParams,
    responses: {
      200: dataOf(adminOrderSchema),
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
      404: errorBodySchema,
    },
    metadata: adminOnly,
    summary: 'One order with its customer',
  },
  adminChangeOrderStatus: {
    method: 'PATCH',
    path: '/admin/orders/:id/status',
    pathParams: idParams,
    body: orderStatusChangeSchema,
    responses: {
      200: messageBodySchema.extend({ data: adminOrderSchema }),
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
      404: errorBodySchema,
      409: errorBodySchema,
    },
    metadata: adminOnly,
    summary:
      'Move an order along ORDER_TRANSITIONS (409 otherwise), kept in its history with who and when; cancelling returns the stock once',
  },
});
