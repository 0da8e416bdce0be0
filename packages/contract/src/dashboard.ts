import { z } from 'zod';
import { objectIdSchema } from './common';
import { submissionStatusSchema } from './enum-schemas';

/** A product is "low on stock" at or below this many units (the dashboard lists it). */
export const LOW_STOCK_AT = 5;
/** The charts cover this many days, today included. */
export const DASHBOARD_DAYS = 30;
/** How often an open dashboard asks for fresh figures, in milliseconds. */
export const DASHBOARD_REFRESH_MS = 30_000;

/** Orders placed in a period (cancelled ones excluded) and what they came to, in AED. */
const periodSchema = z.object({ orders: z.number().int().min(0), revenue: z.number().min(0) });

/**
 * The admin dashboard: figures and the data of its charts, computed by the API. Days are the
 * shop's calendar days in Asia/Dubai (docs/decisions/095-dashboard.md).
 */
export const dashboardSchema = z.object({
  /** ISO 8601: when the API computed these figures. */
  generatedAt: z.string(),
  orders: z.object({
    today: periodSchema,
    last7Days: periodSchema,
    last30Days: periodSchema,
    /** Orders waiting for the shop: status Pending. */
    pending: z.number().int().min(0),
  }),
  /**
   * Requests nobody has picked up yet (the first status of the pipeline), per kind: each is the count of the
   * admin's list of that kind filtered to that status.
   */
  waiting: z.object({
    enquiry: z.number().int().min(0),
    customization: z.number().int().min(0),
    productCustomization: z.number().int().min(0),
    contact: z.number().int().min(0),
    application: z.number().int().min(0),
  }),
  lowStock: z.object({
    threshold: z.number().int(),
    count: z.number().int().min(0),
    /** The lowest first, at most 10. */
    products: z.array(
      z.object({ _id: objectIdSchema, name: z.string(), slug: z.string(), stock: z.number().int() }),
    ),
  }),
  /** One entry per day, oldest first, DASHBOARD_DAYS long, days without orders included as zero. */
  perDay: z.array(
    z.object({
      /** YYYY-MM-DD in Asia/Dubai. */
      day: z.string(),
      orders: z.number().int().min(0),
      revenue: z.number().min(0),
    }),
  ),
  /** Enquiries (every kind but job applications) of the last DASHBOARD_DAYS days by the service named. */
  enquiriesByService: z.array(z.object({ service: z.string(), count: z.number().int().min(1) })),
  /** Every enquiry (job applications aside) by its current status, each status listed. */
  enquiriesByStatus: z.array(z.object({ status: submissionStatusSchema, count: z.number().int().min(0) })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
