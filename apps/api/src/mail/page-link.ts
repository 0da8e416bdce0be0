import type { MailLanguage } from '../users/user.schema';

/**
 * The address of one of the site's pages, for a mail written in `language`. An Arabic mail's links open
 * the Arabic page (`?lang=ar`, docs/decisions/053-language-in-the-address.md): a mail app's own browser
 * has no language cookie, so without it the page would open in English.
 */
export function pageLink(
  origin: string,
  path: string,
  language: MailLanguage,
  query: Record<string, string> = {},
): string {
  const url = new URL(path, origin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  if (language === 'ar') url.searchParams.set('lang', 'ar');
  return url.toString();
}
