import { describe, expect, it } from 'vitest';
import { languageCookie, languageInUrl, languageOf, withoutLanguageParam } from '#app/lib/language.server';

const withCookie = (cookie: string) => new Request('http://localhost/home', { headers: { Cookie: cookie } });

describe('languageOf', () => {
  it('reads the lang cookie among others', () => {
    expect(languageOf(withCookie('__session=abc; lang=ar'))).toBe('ar');
    expect(languageOf(withCookie('lang=en'))).toBe('en');
  });

  it('falls back to English when the cookie is missing or names no language', () => {
    expect(languageOf(new Request('http://localhost/home'))).toBe('en');
    expect(languageOf(withCookie('lang=fr'))).toBe('en');
  });

  it('falls back to English on a malformed escape instead of throwing (every page reads it)', () => {
    for (const cookie of ['lang=%E0', 'lang=%', 'lang=%ZZ', 'lang=a%E0%A4']) {
      expect(languageOf(withCookie(cookie)), cookie).toBe('en');
    }
    // A later, well-formed cookie of the same name still counts.
    expect(languageOf(withCookie('lang=%E0; lang=ar'))).toBe('ar');
  });
});

describe('the language in the address', () => {
  it('wins over the cookie when it names a language, and is ignored otherwise', () => {
    const request = (url: string) => new Request(url, { headers: { Cookie: 'lang=en' } });
    expect(languageOf(request('http://localhost/about?lang=ar'))).toBe('ar');
    expect(languageInUrl(request('http://localhost/about?lang=ar'))).toBe('ar');
    expect(languageOf(request('http://localhost/about?lang=xx'))).toBe('en');
    expect(languageInUrl(request('http://localhost/about'))).toBeNull();
  });
});

describe('languageCookie', () => {
  it('remembers the choice for a year, Secure when asked', () => {
    expect(languageCookie('ar', false)).toBe('lang=ar; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('en', true)).toMatch(/; Secure$/);
  });
});

describe('withoutLanguageParam', () => {
  it('drops only the lang parameter', () => {
    expect(withoutLanguageParam('/products?page=2&lang=ar')).toBe('/products?page=2');
    expect(withoutLanguageParam('/about?lang=ar#team')).toBe('/about#team');
    expect(withoutLanguageParam('/home')).toBe('/home');
  });
});
