import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { signedIn, signedInAndThrottled } from './access';
import { accountSessionSchema, accountUserSchema } from './auth';
import { dataOf, errorBodySchema, messageBodySchema, objectIdSchema } from './common';
import { customerStatusSchema } from './enum-schemas';
import { submissionSummarySchema } from './enquiries';
import { orderSchema } from './orders';
import { cartSchema } from './shop';
import {
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailSchema,
  deleteAccountSchema,
  profileSchema,
  savedAddressInputSchema,
} from './forms/account-settings';

const c = initContract();

/** A saved delivery address as the account keeps it: the form's fields, its id, and whether it is the default. */
export const savedAddressSchema = z.object({
  _id: objectIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().optional(),
  country: z.string(),
  address: z.string(),
  apartment: z.string().optional(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** One step of a request's life as its sender sees it: the status it reached, and when (ISO 8601). */
export const requestStepSchema = z.object({ status: customerStatusSchema, at: z.string() });
export type RequestStep = z.infer<typeof requestStepSchema>;

/**
 * One of the customer's own requests, opened: the summary, what they wrote, and its history oldest first
 * (the first step is its arrival, New). The team's notes, assignee and lead rating are never in it.
 */
export const myRequestSchema = submissionSummarySchema.extend({
  message: z.string().optional(),
  fileNames: z.array(z.string()),
  history: z.array(requestStepSchema),
});
export type MyRequest = z.infer<typeof myRequestSchema>;

/**
 * Everything the shop keeps about the signed-in customer, for them to download
 * (docs/decisions/243-download-my-data.md): the account, its addresses, orders, requests, cart, wishlist and
 * signed-in devices. Never a password hash, a code or a token.
 */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: accountUserSchema.extend({
    language: z.string(),
    emailVerified: z.boolean(),
    createdAt: z.string(),
    /** The address an e-mail change waiting for its code would move the account to. */
    pendingEmail: z.string().optional(),
    /** When the password was last changed or reset, and when the account last placed an order. */
    passwordChangedAt: z.string().optional(),
    lastOrderAt: z.string().optional(),
  }),
  addresses: z.array(savedAddressSchema),
  /** Each order as its screen shows it, with the name and e-mail it was placed under (kept as they were). */
  orders: z.array(orderSchema.extend({ customer: z.object({ name: z.string(), email: z.string() }) })),
  /**
   * Each request as its screen shows it, with every answer the form sent (`answers`, as validated) and the
   * sender it was received from (a customization request's comes from the account as it was then).
   */
  requests: z.array(
    myRequestSchema.extend({
      answers: z.record(z.string(), z.unknown()),
      sender: z.object({ name: z.string(), email: z.string(), phone: z.string().optional() }),
    }),
  ),
  cart: cartSchema,
  wishlist: z.array(z.object({ name: z.string(), slug: z.string() })),
  devices: z.array(accountSessionSchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/**
 * The e-mail change waiting for its code, for the code step of the account's e-mail page
 * (docs/decisions/241-changing-the-e-mail-address.md): the address it would move the account to, while its
 * code can still be used (not expired, tries left); no address when none can.
 */
export const pendingEmailChangeSchema = z.object({ pendingEmail: z.string().optional() });
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>;

const addressId = z.object({ id: objectIdSchema });

/**
 * The customer's own account settings: name, password, saved addresses, one request opened, and deleting
 * the account (docs/decisions/170-account-settings.md). Every route acts on the caller's account only.
 */
export const account = c.router({
  updateProfile: {
    method: 'PATCH',
    path: '/account/profile',
    body: profileSchema,
    responses: {
      200: messageBodySchema.extend({ data: accountUserSchema }),
      400: errorBodySchema,
      401: errorBodySchema,
    },
    metadata: signedIn,
    summary: "Change the signed-in user's first and last name",
  },
  changePassword: {
    method: 'POST',
    path: '/account/password',
    body: changePasswordSchema,
    responses: {
      // A device token for this browser bound to the new password (docs/decisions/160-device-cookies.md).
      200: messageBodySchema.extend({ deviceToken: z.string() }),
      400: errorBodySchema,
      401: errorBodySchema,
      429: errorBodySchema,
    },
    metadata: signedInAndThrottled,
    summary:
      'Change the password (the current one is asked); every other session ends and a notice is mailed',
  },
  getPendingEmail: {
    method: 'GET',
    path: '/account/email',
    responses: { 200: dataOf(pendingEmailChangeSchema), 401: errorBodySchema },
    metadata: signedIn,
    summary:
      'The address an e-mail change waiting for its code would move the account to, while that code can still be used',
  },
  changeEmail: {
    method: 'POST',
    path: '/account/email',
    body: changeEmailSchema,
    responses: { 200: messageBodySchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
    metadata: signedInAndThrottled,
    summary:
      'Ask to change the e-mail address (the password is asked): a code goes to the new address, the same answer whether or not it is taken',
  },
  confirmEmail: {
    method: 'POST',
    path: '/account/email/confirm',
    body: confirmEmailSchema,
    responses: {
      200: messageBodySchema.extend({ data: accountUserSchema, deviceToken: z.string() }),
      400: errorBodySchema,
      401: errorBodySchema,
      409: errorBodySchema,
      429: errorBodySchema,
    },
    metadata: signedInAndThrottled,
    summary:
      'Confirm the new e-mail address with the code mailed to it; every other session ends and the old address is told',
  },
  exportAccount: {
    method: 'GET',
    path: '/account/export',
    responses: { 200: dataOf(accountExportSchema), 401: errorBodySchema, 429: errorBodySchema },
    // The heaviest read of the account area: rate-limited like its forms.
    metadata: signedInAndThrottled,
    summary: 'Everything kept about the signed-in customer, to download (never a password, code or token)',
  },
  listAddresses: {
    method: 'GET',
    path: '/account/addresses',
    responses: { 200: dataOf(z.array(savedAddressSchema)), 401: errorBodySchema },
    metadata: signedIn,
    summary: 'The saved delivery addresses, the default first',
  },
  addAddress: {
    method: 'POST',
    path: '/account/addresses',
    body: savedAddressInputSchema,
    responses: {
      201: messageBodySchema.extend({ data: savedAddressSchema }),
      400: errorBodySchema,
      401: errorBodySchema,
      409: errorBodySchema,
    },
    metadata: signedIn,
    summary: 'Save a delivery address (the first one saved becomes the default)',
  },
  updateAddress: {
    method: 'PUT',
    path: '/account/addresses/:id',
    pathParams: addressId,
    body: savedAddressInputSchema,
    responses: {
      200: messageBodySchema.extend({ data: savedAddressSchema }),
      400: errorBodySchema,
      401: errorBodySchema,
      404: errorBodySchema,
    },
    metadata: signedIn,
    summary: 'Change one saved address of the caller',
  },
  removeAddress: {
    method: 'DELETE',
    path: '/account/addresses/:id',
    pathParams: addressId,
    body: c.noBody(),
    responses: { 200: messageBodySchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
    metadata: signedIn,
    summary: 'Remove one saved address (another becomes the default if it was)',
  },
  getMyRequest: {
    method: 'GET',
    path: '/account/submissions/:id',
    pathParams: z.object({ id: objectIdSchema }),
    responses: {
      200: dataOf(myRequestSchema),
      400: errorBodySchema,
      401: errorBodySchema,
      404: errorBodySchema,
    },
    metadata: signedIn,
    summary: "One of the caller's own requests with its status history (another's is a 404)",
  },
  deleteAccount: {
    method: 'POST',
    path: '/account/delete',
    body: deleteAccountSchema,
    responses: {
      200: messageBodySchema,
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
      409: errorBodySchema,
      429: errorBodySchema,
    },
    metadata: signedInAndThrottled,
    summary:
      'Delete the account (confirmed by password); orders are kept without the personal data; refused (409) while an order is on its way',
  },
});
