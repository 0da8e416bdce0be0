import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { signedIn, roleSchema, throttled } from './access';
import { dataOf, errorBodySchema, messageBodySchema, objectIdSchema } from './common';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordByLinkSchema,
  resetPasswordSchema,
  verifyEmailByLinkSchema,
  verifyEmailSchema,
} from './forms/account';

const c = initContract();

/** The signed-in user as the browser may see it: never a password, code or token field. */
export const accountUserSchema = z.object({
  role: roleSchema,
  username: z.string(),
  lastname: z.string(),
  email: z.string(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

/**
 * Login request: the form's fields and, from a browser that has signed in to this account before, the
 * device token it was given then, which lets it past a lock a stranger's failed tries have put on the
 * account (docs/decisions/160-device-cookies.md).
 */
export const signinBodySchema = loginSchema.extend({
  deviceToken: z.string().max(256).optional(),
});
export type SigninBody = z.infer<typeof signinBodySchema>;

/**
 * Login response (docs/product-rules.md §3): the token and the user with its role, and the device token
 * the browser keeps (a year) and sends with its later sign-ins.
 */
export const signinResponseSchema = z.object({
  token: z.string(),
  data: accountUserSchema,
  deviceToken: z.string(),
});
export type SigninResponse = z.infer<typeof signinResponseSchema>;

/**
 * A password reset done: the sentence, and a new device token for the browser that proved it reads the
 * mailbox, which stays a known device while strangers keep the e-mail's sign-ins busy
 * (docs/decisions/160-device-cookies.md).
 */
export const resetDoneSchema = messageBodySchema.extend({ deviceToken: z.string() });

/** One signed-in session of the user, as their account page lists it. */
export const accountSessionSchema = z.object({
  _id: objectIdSchema,
  /** The session making this request. */
  current: z.boolean(),
  /** ISO 8601 times: when it signed in, when it was last used (to the minute), when it ends by itself. */
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  /** The browser's User-Agent as it signed in (shortened), for the user to recognise it. */
  userAgent: z.string(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** Resend the verification code: only the e-mail, with the same rule as forgot password. */
export const resendVerificationSchema = forgotPasswordSchema;
export type ResendVerificationInput = z.infer<typeof resendVerificationSchema>;

/**
 * Accounts (docs/product-rules.md §3, 4, 7). The seed's paths are kept: `/auth/signin`, `/auth/signup`,
 * `/password/forgot-password`; verification and reset are ours (docs/product-rules.md §7 leaves them open).
 */
export const auth = c.router({
  signup: {
    method: 'POST',
    path: '/auth/signup',
    body: registerSchema,
    responses: {
      201: messageBodySchema,
      400: errorBodySchema,
      429: errorBodySchema,
    },
    metadata: throttled,
    summary:
      'Register a customer account; a 6-digit verification code is e-mailed. A taken address gets the same answer and its owner a notice',
  },
  signin: {
    method: 'POST',
    path: '/auth/signin',
    body: signinBodySchema,
    responses: {
      200: signinResponseSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
      429: errorBodySchema,
    },
    metadata: throttled,
    summary:
      'Log in; an unverified account gets 403, and a fresh code by e-mail when its last one is no longer usable',
  },
  verifyEmail: {
    method: 'POST',
    path: '/auth/verify-email',
    body: verifyEmailSchema,
    responses: { 200: messageBodySchema, 400: errorBodySchema, 429: errorBodySchema },
    metadata: throttled,
    summary: 'Confirm the e-mail address with the code sent to it',
  },
  verifyEmailByLink: {
    method: 'POST',
    path: '/auth/verify-email-link',
    body: verifyEmailByLinkSchema,
    responses: { 200: messageBodySchema, 400: errorBodySchema, 429: errorBodySchema },
    metadata: throttled,
    summary: 'Confirm the e-mail address with the link of a verification mail',
  },
  resendVerification: {
    method: 'POST',
    path: '/auth/resend-verification',
    body: resendVerificationSchema,
    responses: { 200: messageBodySchema, 400: errorBodySchema, 429: errorBodySchema },
    metadata: throttled,
    summary: 'Send a new verification code (same answer whether or not the account exists)',
  },
  me: {
    method: 'GET',
    path: '/auth/me',
    responses: { 200: dataOf(accountUserSchema), 401: errorBodySchema },
    metadata: signedIn,
    summary: 'The signed-in user',
  },
  signout: {
    method: 'POST',
    path: '/auth/signout',
    body: c.noBody(),
    responses: { 200: messageBodySchema, 401: errorBodySchema },
    metadata: signedIn,
    summary: 'End the session of this token; the token stops working at once',
  },
  listSessions: {
    method: 'GET',
    path: '/auth/sessions',
    responses: { 200: dataOf(z.array(accountSessionSchema)), 401: errorBodySchema },
    metadata: signedIn,
    summary: "The signed-in user's sessions, newest first",
  },
  endSession: {
    method: 'DELETE',
    path: '/auth/sessions/:id',
    pathParams: z.object({ id: objectIdSchema }),
    body: c.noBody(),
    responses: { 200: messageBodySchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
    metadata: signedIn,
    summary: 'End one of the signed-in user’s sessions (another device)',
  },
  endOtherSessions: {
    method: 'DELETE',
    path: '/auth/sessions',
    body: c.noBody(),
    responses: { 200: messageBodySchema, 401: errorBodySchema },
    metadata: signedIn,
    summary: 'End every session of the signed-in user except this one',
  },
  forgotPassword: {
    method: 'POST',
    path: '/password/forgot-password',
    body: forgotPasswordSchema,
    responses: { 200: messageBodySchema, 400: errorBodySchema, 429: errorBodySchema },
    metadata: throttled,
    summary: 'E-mail a password reset code (same answer whether or not the account exists)',
  },
  resetPassword: {
    method: 'POST',
    path: '/password/reset-password',
    body: resetPasswordSchema,
    responses: { 200: resetDoneSchema, 400: errorBodySchema, 429: errorBodySchema },
    metadata: throttled,
    summary:
      'Set a new password with the e-mailed code; every session and earlier token ends, and this browser gets a new device token',
  },
  resetPasswordByLink: {
    method: 'POST',
    path: '/password/reset-password-link',
    body: resetPasswordByLinkSchema,
    responses: { 200: resetDoneSchema, 400: errorBodySchema, 429: errorBodySchema },
    metadata: throttled,
    summary:
      'Set a new password with the link of a reset mail; every session and earlier token ends, and this browser gets a new device token',
  },
});
