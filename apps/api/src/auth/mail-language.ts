import { languageOfHeader } from '@farm/contract';
import type { MailLanguage } from '../users/user.schema';

/**
 * The language to write a user's e-mails in, from the request's Accept-Language (the web app sends the
 * page's language): the language the pages answer in (`languageOfHeader`: Arabic when Arabic comes first,
 * weighted or not, English otherwise); undefined when not given or when the caller names no preference
 * (`*`, which `fetch` sends by default), so the account's own language stands.
 */
export function mailLanguageOf(acceptLanguage: unknown): MailLanguage | undefined {
  if (typeof acceptLanguage !== 'string') return undefined;
  const first = acceptLanguage.split(',')[0]?.split(';')[0]?.trim() ?? '';
  if (first === '' || first === '*') return undefined;
  return languageOfHeader(acceptLanguage);
}
