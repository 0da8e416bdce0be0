import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { signedIn, roleSchema, throttled } from './access';
import { dataOf, errorBodySchema, messageBodySchema } from './common';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
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

/** Login response (spec 3): the token and the user with its role. */
export const signinResponseSchema = z.object({
  token: z.string(),
  data: accountUserSchema,
});
export type SigninResponse = z.infer<typeof signinResponseSchema>;

/**
 * The API's answers on the account routes, written once so the web app can translate them and tests can
 * compare them. Forgot password and resend answer the same sentence for every e-mail (DECISIONS.md 14).
 */
export const accountMessages = {
  registered: 'Registration Successful. We have sent a verification code to your e-mail.',
  emailTaken: 'An account with this e-mail already exists.',
  invalidCredentials: 'Invalid e-mail or password.',
  unverified: 'Please verify your e-mail address first. We have sent you a new code.',
  verified: 'Your e-mail address is verified. You can now log in.',
  invalidCode: 'The code is invalid or has expired. Please request a new one.',
  verificationSent: 'If an unverified account exists for this e-mail, we have sent it a new code.',
  resetSent: 'If an account exists for this e-mail, we have sent it a code to reset the password.',
  passwordReset: 'Your password has been reset. You can now log in.',
  loginRequired: 'Please log in to continue.',
  forbidden: 'You do not have permission to do this.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
} as const;

/** Resend the verification code: only the e-mail, with the same rule as forgot password. */
export const resendVerificationSchema = forgotPasswordSchema;
export type ResendVerificationInput = z.infer<typeof resendVerificationSchema>;

/**
 * Accounts (spec 3, 4, 7; issue 4). The seed's paths are kept: `/auth/signin`, `/auth/signup`,
 * `/password/forgot-password`; verification and reset are ours (spec 7 leaves them open).
 */
export const auth = c.router({
  signup: {
    method: 'POST',
    path: '/auth/signup',
    body: registerSchema,
    responses: { 201: messageBodySchema, 400: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
    metadata: throttled,
    summary: 'Register a customer account; a 6-digit verification code is e-mailed',
  },
  signin: {
    method: 'POST',
    path: '/auth/signin',
    body: loginSchema,
    responses: {
      200: signinResponseSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
      429: errorBodySchema,
    },
    metadata: throttled,
    summary: 'Log in; an unverified account gets 403 and a fresh code by e-mail',
  },
  verifyEmail: {
    method: 'POST',
    path: '/auth/verify-email',
    body: verifyEmailSchema,
    responses: { 200: messageBodySchema, 400: errorBodySchema, 429: errorBodySchema },
    metadata: throttled,
    summary: 'Confirm the e-mail address with the code sent to it',
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
    responses: { 200: messageBodySchema, 400: errorBodySchema, 429: errorBodySchema },
    metadata: throttled,
    summary: 'Set a new password with the e-mailed code; every earlier token stops working',
  },
});
