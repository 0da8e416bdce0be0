import { z } from 'zod';
import { objectIdSchema } from '../common';
import { withCrossFieldRules } from '../cross-field';
import { validationCodes as m } from '../messages';
import {
  accountEmailRule,
  firstNameRule,
  lastNameRule,
  passwordRule,
  linkTokenRule,
  verificationCodeRule,
} from '../rules';

/** Both passwords must match; the mismatch is reported on confirmPassword (docs/product-rules.md §5, register). */
export function withPasswordConfirmation<S extends z.AnyZodObject>(schema: S) {
  return withCrossFieldRules(schema, (valid, _raw, report) => {
    // Only when both are valid on their own: a missing or short one already has its message.
    const { password, confirmPassword } = valid as { password?: string; confirmPassword?: string };
    if (password !== undefined && confirmPassword !== undefined && password !== confirmPassword) {
      report('confirmPassword', m.passwordMismatch);
    }
  });
}

/** Register (POST /auth/signup). `username` is the first name. */
export const registerSchema = withPasswordConfirmation(
  z.object({
    username: firstNameRule,
    lastname: lastNameRule,
    email: accountEmailRule,
    password: passwordRule,
    confirmPassword: passwordRule,
  }),
);
export type RegisterInput = z.infer<typeof registerSchema>;

/** Login (POST /auth/signin). */
export const loginSchema = z.object({
  email: accountEmailRule,
  password: passwordRule,
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Forgot password (POST /password/forgot-password): the same answer for every e-mail (docs/decisions/006-account-codes.md). */
export const forgotPasswordSchema = z.object({ email: accountEmailRule });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** E-mail verification with the 6-digit code sent after registering (docs/decisions/006-account-codes.md). */
export const verifyEmailSchema = z.object({
  email: accountEmailRule,
  code: verificationCodeRule,
});
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

/**
 * E-mail verification with the link of a verification mail instead of its code: like a reset link, it has
 * no tries to burn, so nobody guessing at the code can keep the owner from confirming the address
 * (docs/decisions/244-verification-links.md).
 */
export const verifyEmailByLinkSchema = z.object({ email: accountEmailRule, token: linkTokenRule });
export type VerifyEmailByLinkInput = z.infer<typeof verifyEmailByLinkSchema>;

/** Reset password with the 6-digit code sent by forgot password (docs/decisions/006-account-codes.md). */
export const resetPasswordSchema = withPasswordConfirmation(
  verifyEmailSchema.extend({
    password: passwordRule,
    confirmPassword: passwordRule,
  }),
);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/**
 * Reset password with the link of a reset mail instead of its code: the link's token cannot be guessed, so
 * it has no tries to burn and stays good for the hour (docs/decisions/238-reset-links.md).
 */
export const resetPasswordByLinkSchema = withPasswordConfirmation(
  z.object({
    email: accountEmailRule,
    token: linkTokenRule,
    password: passwordRule,
    confirmPassword: passwordRule,
  }),
);
export type ResetPasswordByLinkInput = z.infer<typeof resetPasswordByLinkSchema>;

/** The account page's session buttons: sign out one other session, or every other one. */
export const sessionActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('end'), id: objectIdSchema }),
  z.object({ intent: z.literal('endOthers') }),
]);
export type SessionAction = z.infer<typeof sessionActionSchema>;
