import { defaultLanguage, isLanguage, type Language } from '../i18n/messages';

const COOKIE = 'lang';
const ONE_YEAR = 60 * 60 * 24 * 365;

/** A cookie value undone from its %-escapes, or null when they are malformed (`%E0` alone is no UTF-8). */
function decodedOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The visitor's language from the `lang` cookie, English when unset, unknown or malformed. Any page's root
 * loader reads it, and a cookie can be planted by a sibling subdomain, so a bad value must never throw.
 */
export function languageOf(request: Request): Language {
  const header = request.headers.get('Cookie') ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIE) {
      const value = decodedOrNull(rest.join('='));
      if (isLanguage(value)) return value;
    }
  }
  return defaultLanguage;
}

/** Set-Cookie value remembering the language for a year; readable by JS is fine (it is no secret). */
export function languageCookie(lang: Language, secure: boolean): string {
  return `${COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
