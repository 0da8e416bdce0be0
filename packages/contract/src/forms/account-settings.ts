import { z } from 'zod';
import { accountSettingsCodes as a } from '../account-settings-messages';
import { checkbox, requiredSecret } from '../fields';
import { accountEmailRule, firstNameRule, lastNameRule, passwordRule, verificationCodeRule } from '../rules';
import { withPasswordConfirmation } from './account';
import { checkoutFieldsSchema, withStateOfCountry } from './checkout';

/** The account's name (username is the first name, docs/product-rules.md §3), with register's rules. */
export const profileSchema = z.object({ username: firstNameRule, lastname: lastNameRule });
export type ProfileInput = z.infer<typeof profileSchema>;

/**
 * The password the account has now. Only required and bounded: an account made before today's rules, or
 * the operator's first admin, may hold a password the length rule would refuse, and it must still work.
 */
export const currentPasswordRule = requiredSecret(a.currentPasswordRequired, (s) =>
  s.max(200, a.currentPasswordWrong),
);

/** Change password: the current one proves it is the owner at the keyboard, not a borrowed session. */
export const changePasswordSchema = withPasswordConfirmation(
  z.object({
    currentPassword: currentPasswordRule,
    password: passwordRule,
    confirmPassword: passwordRule,
  }),
);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/**
 * Change the e-mail address, first step: the new address, and the password, as for any change that would
 * let a borrowed session take the account over (docs/decisions/241-changing-the-e-mail-address.md).
 */
export const changeEmailSchema = z.object({ email: accountEmailRule, currentPassword: currentPasswordRule });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** Change the e-mail address, second step: the code mailed to the new address proves it is the customer's. */
export const confirmEmailSchema = z.object({ code: verificationCodeRule });
export type ConfirmEmailInput = z.infer<typeof confirmEmailSchema>;

/** Delete my account: confirmed by the password. */
export const deleteAccountSchema = z.object({ password: currentPasswordRule });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/**
 * A saved delivery address: the address part of the checkout form with its rules (the e-mail is the
 * account's), so a saved address always passes checkout. `isDefault` makes it the one checkout starts with.
 */
export const savedAddressInputSchema = withStateOfCountry(
  checkoutFieldsSchema
    .pick({
      firstName: true,
      lastName: true,
      company: true,
      country: true,
      address: true,
      apartment: true,
      city: true,
      state: true,
      zip: true,
      phone: true,
    })
    .extend({ isDefault: checkbox() }),
);
export type SavedAddressInput = z.infer<typeof savedAddressInputSchema>;
