import { SAVED_ADDRESS_LIMIT } from './constants';

/**
 * The API's answers and the form rules' sentences on the customer's own account settings (name,
 * password, addresses, deleting the account), keyed by their stable code (the web translates by it).
 */
export const accountSettingsMessages = {
  profileSaved: 'Your name has been saved.',
  currentPasswordRequired: 'Enter your current password.',
  currentPasswordWrong: 'The current password is not right.',
  passwordUnchanged: 'The new password must differ from the current one.',
  passwordChanged: 'Your password has been changed, and every other device has been signed out.',
  addressSaved: 'The address has been saved.',
  addressRemoved: 'The address has been removed.',
  addressNotFound: 'That address does not exist.',
  addressLimit: `You can keep at most ${SAVED_ADDRESS_LIMIT} addresses.`,
  accountDeleted: 'Your account has been deleted.',
  adminCannotDelete: 'An admin account cannot be deleted from the account page.',
  // An order on its way still needs its delivery details (docs/decisions/172-deleting-an-account.md).
  orderOnItsWay: 'An order of yours is on its way. You can delete your account once it has been delivered.',
  requestNotFound: 'That request does not exist.',
  // Changing the e-mail address (docs/decisions/241-changing-the-e-mail-address.md). The first answer is the
  // same whether or not another account has the new address, so the form is no way to find out.
  emailUnchanged: 'This is already your e-mail address.',
  // Five codes for a new address in the hour: said to the signed-in owner, who has nothing to hide from.
  emailCodesTooMany:
    'You have asked for five codes in the last hour. Please use the last one we sent, or try again later.',
  emailChangeSent: 'We have sent a code to the new address. Enter it below to confirm the change.',
  emailChanged: 'Your e-mail address has been changed, and every other device has been signed out.',
  emailInUse: 'Another account uses this e-mail address, so it cannot be yours.',
} as const;

/** Each code as its own value, for the form rules' zod messages (see message-codes.ts). */
export const accountSettingsCodes = Object.fromEntries(
  Object.keys(accountSettingsMessages).map((code) => [code, code]),
) as { readonly [K in keyof typeof accountSettingsMessages]: K };
