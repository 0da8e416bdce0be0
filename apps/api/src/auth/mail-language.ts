import type { MailLanguage } from '../users/user.schema';

/**
 * The language to write a user's e-mails in, from the request's Accept-Language (the web app sends the
 * page's language): Arabic when Arabic comes first, English otherwise; undefined when not given.
 */
export function mailLanguageOf(acceptLanguage: unknown): MailLanguage | undefined {
  if (typeof acceptLanguage !== 'string' || acceptLanguage.trim() === '') return undefined;
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'ar' || first.startsWith('ar-') ? 'ar' : 'en';
}
