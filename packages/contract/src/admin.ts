import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { adminOnly } from './access';
import { auditPageSchema, auditQuerySchema } from './audit';
import { dashboardSchema } from './dashboard';
import { dataOf, errorBodySchema, objectIdSchema, pageOf, paginationQuerySchema } from './common';
import { ADMIN_IMAGES_PER_UPLOAD } from './constants';

const c = initContract();

/** A customer as the admin panel lists it (no password or code fields ever leave the API). */
export const customerSchema = z.object({
  _id: objectIdSchema,
  username: z.string(),
  lastname: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** ISO 8601 time of registration. */
  createdAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerPageSchema = pageOf(customerSchema);
export type CustomerPage = z.infer<typeof customerPageSchema>;

/** An image an admin uploaded: its public URL, to put in a product's, post's or item's image fields. */
export const uploadedImageSchema = z.object({
  url: z.string(),
  contentType: z.string(),
  size: z.number().int().min(1),
  /** The admin's own name for the file, for display only. */
  name: z.string(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** The admin area's endpoints (docs/decisions/007-admin-guard.md: the API enforces the Admin role on every one). */
export const admin = c.router({
  listCustomers: {
    method: 'GET',
    path: '/admin/customers',
    query: paginationQuerySchema,
    responses: {
      200: customerPageSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
    },
    metadata: adminOnly,
    summary: 'One page of customers, newest first, optionally searched by name or e-mail',
  },
  dashboard: {
    method: 'GET',
    path: '/admin/dashboard',
    responses: { 200: dataOf(dashboardSchema), 401: errorBodySchema, 403: errorBodySchema },
    metadata: adminOnly,
    summary:
      'The dashboard: orders and revenue today, 7 and 30 days, pending orders, waiting requests, low stock, charts',
  },
  listAuditTrail: {
    method: 'GET',
    path: '/admin/audit',
    query: auditQuerySchema,
    responses: {
      200: auditPageSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
    },
    metadata: adminOnly,
    summary: 'Who changed one record, what and when, newest first',
  },
  uploadImages: {
    method: 'POST',
    path: '/admin/images',
    contentType: 'multipart/form-data',
    body: z.object({}),
    responses: {
      201: dataOf(z.array(uploadedImageSchema)),
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
      413: errorBodySchema,
    },
    metadata: adminOnly,
    summary: `Store up to ${ADMIN_IMAGES_PER_UPLOAD} images (JPG, PNG or WebP, 10 MB each, re-encoded) under \`images\`; all or none`,
  },
});
