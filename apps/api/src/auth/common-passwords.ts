import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most used passwords are refused ("top 10,000"). */
export const COMMON_PASSWORD_COUNT = 10_000;

// zxcvbn-ts keeps this list, ranked by how often each password appears in public breaches; its entries are
// lower case. Only passwords the length rule lets through could ever match, but the whole top is kept so
// the count above means what it says.
const common = new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));

/** Whether `password` is among the most used passwords, ignoring letter case. */
export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
