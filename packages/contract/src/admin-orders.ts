import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { adminOnly } from './access';
import { customerSchema } from './admin';
import { priceSchema } from './catalog';
import { CSV_CONTENT_TYPE, csvFileSchema, dataOf, errorBodySchema, objectIdSchema } from './common';
import { LANGUAGES } from './language';
import { orderSchema, orderStatusSchema } from './orders';
import { submissionSummarySchema } from './enquiries';
import { calendarDateSchema, checkDayRange, SHOP_TIME_ZONE } from './shop-calendar';
import { optional } from './fields';

const c = initContract();

/** The days a payment report covers when the admin names none: the last 30, today included. */
export const PAYMENT_REPORT_DEFAULT_DAYS = 30;

/** A report's days, inclusive, in the shop's time zone; either end may be left out (see the route). */
export const paymentReportQuerySchema = z
  .object({ from: optional(calendarDateSchema), to: optional(calendarDateSchema) })
  .superRefine(checkDayRange);
export type PaymentReportQuery = z.infer<typeof paymentReportQuerySchema>;

const paymentMethodSchema = orderSchema.shape.paymentMethod;
const count = z.number().int().min(0);

/** The orders of one payment method and one status, in one currency: how many, and their totals summed. */
export const paymentReportRowSchema = z.object({
  paymentMethod: paymentMethodSchema,
  status: orderStatusSchema,
  currency: z.string(),
  orders: count,
  total: priceSchema,
});
export type PaymentReportRow = z.infer<typeof paymentReportRowSchema>;

/** Every order of the range in one currency, and the same without the cancelled ones (money kept). */
export const paymentReportTotalSchema = z.object({
  currency: z.string(),
  orders: count,
  total: priceSchema,
  keptOrders: count,
  keptTotal: priceSchema,
});
export type PaymentReportTotal = z.infer<typeof paymentReportTotalSchema>;

/**
 * Orders by payment method and status over a range of days, computed by the API. Every status
 * of every payment method has a row in the shop currency, zeros included, so a report always reads the
 * same way; amounts are summed in cents (money.ts).
 */
export const paymentReportSchema = z.object({
  /** The days covered, inclusive (the defaults filled in). */
  from: z.string(),
  to: z.string(),
  timeZone: z.literal(SHOP_TIME_ZONE),
  rows: z.array(paymentReportRowSchema),
  totals: z.array(paymentReportTotalSchema),
});
export type PaymentReport = z.infer<typeof paymentReportSchema>;

/** How many of a customer's newest orders and requests their detail shows. */
export const CUSTOMER_DETAIL_LIMIT = 20;

/** One of the customer's orders as their detail lists it. */
export const customerOrderSummarySchema = z.object({
  _id: objectIdSchema,
  number: z.string(),
  status: orderStatusSchema,
  createdAt: z.string(),
  items: count,
  total: priceSchema,
  currency: z.string(),
});
export type CustomerOrderSummary = z.infer<typeof customerOrderSummarySchema>;

/** A customer as the admin sees them on one page: the profile, their newest orders and requests. */
export const customerDetailSchema = z.object({
  customer: customerSchema.extend({ language: z.enum(LANGUAGES) }),
  orders: z.object({ data: z.array(customerOrderSummarySchema), total: count }),
  /** Their enquiries, applications and requests: the ones sent while signed in to this account. */
  submissions: z.object({ data: z.array(submissionSummarySchema), total: count }),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

const adminErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
} as const;

/** The admin's payment report, its CSV and the customer detail (the Admin role on every one). */
export const adminOrders = c.router({
  adminPaymentReport: {
    method: 'GET',
    path: '/admin/reports/payments',
    query: paymentReportQuerySchema,
    responses: { 200: dataOf(paymentReportSchema), ...adminErrors },
    metadata: adminOnly,
    summary: `Orders by payment method and status over from..to (inclusive days in ${SHOP_TIME_ZONE}; the last ${PAYMENT_REPORT_DEFAULT_DAYS} days by default), counts and totals`,
  },
  adminPaymentReportCsv: {
    method: 'GET',
    path: '/admin/reports/payments/csv',
    query: paymentReportQuerySchema,
    responses: {
      200: c.otherResponse({ contentType: CSV_CONTENT_TYPE, body: csvFileSchema }),
      ...adminErrors,
    },
    metadata: adminOnly,
    summary: 'The payment report as an RFC 4180 CSV download (one row per method and status, then totals)',
  },
  adminGetCustomer: {
    method: 'GET',
    path: '/admin/customers/:id',
    pathParams: z.object({ id: objectIdSchema }),
    responses: { 200: dataOf(customerDetailSchema), ...adminErrors, 404: errorBodySchema },
    metadata: adminOnly,
    summary: `One customer: the profile, their ${CUSTOMER_DETAIL_LIMIT} newest orders and requests, and how many of each`,
  },
});
