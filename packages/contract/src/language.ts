/**
 * The languages the site is written in (docs/decisions/015-built-in-english-and-arabic.md). Content texts
 * are stored in both; a missing Arabic text falls back to the English one
 * (docs/decisions/050-bilingual-content.md).
 */
export const LANGUAGES = ['en', 'ar'] as const;
export type ContentLanguage = (typeof LANGUAGES)[number];

/**
 * The language a request's Accept-Language asks for first (the web app sends the page's language): Arabic
 * when Arabic is the first choice, weighted or not, English for any other; undefined when it names none
 * (no header, an empty one, or `*`, which `fetch` sends by default).
 */
export function requestedLanguageOf(acceptLanguage: unknown): ContentLanguage | undefined {
  if (typeof acceptLanguage !== 'string') return undefined;
  const first = acceptLanguage.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (first === '' || first === '*') return undefined;
  return first === 'ar' || first.startsWith('ar-') ? 'ar' : 'en';
}

/** The language an API answer is written in: the one the request asks for, English when it names none. */
export function languageOfHeader(acceptLanguage: unknown): ContentLanguage {
  return requestedLanguageOf(acceptLanguage) ?? 'en';
}

/** The text in `lang`, or the English one where the Arabic text is missing or blank. */
export function inLanguage(lang: ContentLanguage, en: string, ar: string | undefined | null): string {
  return lang === 'ar' && typeof ar === 'string' && ar.trim() !== '' ? ar : en;
}
