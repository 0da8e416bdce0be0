import { defaultLanguage, isLanguage, type Language } from '../i18n/messages';

const COOKIE = 'lang';
const ONE_YEAR = 60 * 60 * 24 * 365;

/** The visitor's language from the `lang` cookie, English when unset or unknown. */
export function languageOf(request: Request): Language {
  const header = request.headers.get('Cookie') ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      if (isLanguage(value)) return value;
    }
  }
  return defaultLanguage;
}

/** Set-Cookie value remembering the language for a year; readable by JS is fine (it is no secret). */
export function languageCookie(lang: Language, secure: boolean): string {
  return `${COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
