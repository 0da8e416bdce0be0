import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { adminOnly } from './access';
import { auditPageSchema, auditQuerySchema } from './audit';
import { errorBodySchema, objectIdSchema, pageOf, paginationQuerySchema } from './common';

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

/** The admin area's endpoints (DECISIONS.md 3: the API enforces the Admin role on every one). */
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
});
