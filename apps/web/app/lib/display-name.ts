import type { AccountUser, FIRST_ADMIN_NAME } from '@farm/contract';
import type { Translate } from '#app/i18n/messages';

// Every page's header uses this module: a value imported from the contract would bring zod along to every
// page, so the name is written here and the compiler holds it to the contract's constant.
const PLACEHOLDER: typeof FIRST_ADMIN_NAME = 'Admin';

/**
 * The first admin's placeholder name is a role, not a name: it is shown as the role, in the page's
 * language, until the admin gives their own (FIRST_ADMIN_NAME).
 */
export function isUnnamedAdmin(user: Pick<AccountUser, 'username'>): boolean {
  return user.username === PLACEHOLDER;
}

/** The first name, as the header shows it. */
export function firstNameOf(user: Pick<AccountUser, 'username'>, t: Translate): string {
  return isUnnamedAdmin(user) ? t('account.unnamedAdmin') : user.username;
}

/** The whole name, as the profile menu shows it. */
export function fullNameOf(user: Pick<AccountUser, 'username' | 'lastname'>, t: Translate): string {
  return isUnnamedAdmin(user) ? t('account.unnamedAdmin') : `${user.username} ${user.lastname}`;
}
