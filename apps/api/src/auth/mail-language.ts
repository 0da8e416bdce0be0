import { languageOfHeader } from '@farm/contract';
import type { MailLanguage } from '../users/user.schema';

/**
 * The language to write a user's e-mails in, from the request's Accept-Language (the web app sends the
 * page's language): the language the pages answer in (`languageOfHeader`: Arabic when Arabic comes first,
 * weighted or not, English otherwise); undefined when not given.
 */
export function mailLanguageOf(acceptLanguage: unknown): MailLanguage | undefined {
  if (typeof acceptLanguage !== 'string' || acceptLanguage.trim() === '') return undefined;
  return languageOfHeader(acceptLanguage);
}
