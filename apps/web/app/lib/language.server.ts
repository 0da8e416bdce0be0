import { redirect } from 'react-router';
import { defaultLanguage, isLanguage, type Language } from '#app/i18n/messages';
import { cookieValues } from '#app/lib/cookies';

const COOKIE = 'lang';
/** The query parameter naming a page's language in its address. */
const LANG_PARAM = 'lang';
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
 * The language a URL asks for with `?lang=ar` (the address of a page's Arabic version, which the hreflang
 * alternates and the sitemap name: docs/decisions/053-language-in-the-address.md), or null.
 */
export function languageInUrl(request: Request): Language | null {
  const asked = new URL(request.url).searchParams.get(LANG_PARAM);
  return isLanguage(asked) ? asked : null;
}

/**
 * A redirect that keeps the `?lang=` of the address it answers. The root loader's language cookie does not
 * go out with a redirect another loader throws, so a link to `/?lang=ar`, or to a page number past the
 * last, landed in English (docs/decisions/053-language-in-the-address.md).
 */
export function redirectInLanguage(request: Request, to: string): Response {
  return redirect(pathInLanguage(request, to));
}

/** The path `to` (of this site), with the `?lang=` of the address `request` answers, if it has one. */
export function pathInLanguage(request: Request, to: string): string {
  const lang = languageInUrl(request);
  if (!lang) return to;
  const target = new URL(to, 'http://farm.invalid');
  target.searchParams.set(LANG_PARAM, lang);
  return `${target.pathname}${target.search}${target.hash}`;
}

/**
 * The visitor's language: the address's `?lang=` when it names one, else the `lang` cookie, English when
 * unset, unknown or malformed. Any page's root loader reads it, and a cookie can be planted by a sibling
 * subdomain, so a bad value must never throw.
 */
export function languageOf(request: Request): Language {
  return languageInUrl(request) ?? languageInCookie(request);
}

/** The language the `lang` cookie holds (English when none). */
export function languageInCookie(request: Request): Language {
  return cookieValues(request, COOKIE).map(decodedOrNull).find(isLanguage) ?? defaultLanguage;
}

/** Set-Cookie value remembering the language for a year; readable by JS is fine (it is no secret). */
export function languageCookie(lang: Language, secure: boolean): string {
  return `${COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** A same-site path with its `?lang=` removed, so a language chosen by the switch is not overruled by it. */
export function withoutLanguageParam(path: string): string {
  const url = new URL(path, 'http://same-site.invalid');
  url.searchParams.delete(LANG_PARAM);
  return url.pathname + url.search + url.hash;
}
