import { describe, expect, it } from 'vitest';
import {
  languageCookie,
  languageInUrl,
  languageOf,
  redirectInLanguage,
  withoutLanguageParam,
} from '#app/lib/language.server';
import { loader as emptyPath } from '#app/routes/index-redirect';
import { loader as blogDetailsIndex } from '#app/routes/blog-details-index';

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

describe('a redirect from a page asked for in a language', () => {
  const at = (path: string) => new Request(`http://farm.test${path}`);
  const to = (answer: Response) => answer.headers.get('Location');

  it('keeps the language of the address, beside what the target asks', () => {
    expect(to(redirectInLanguage(at('/gallery?page=99&lang=ar'), '/gallery?page=3'))).toBe(
      '/gallery?page=3&lang=ar',
    );
    expect(to(redirectInLanguage(at('/x?lang=en'), '/blog-list#posts'))).toBe('/blog-list?lang=en#posts');
  });

  it('adds nothing where the address names no language, or one that is none', () => {
    expect(to(redirectInLanguage(at('/gallery?page=99'), '/gallery?page=3'))).toBe('/gallery?page=3');
    expect(to(redirectInLanguage(at('/?lang=fr'), '/home'))).toBe('/home');
  });

  it('serves the pages that only send on', () => {
    const args = (path: string) => ({ request: at(path), params: {}, context: {} }) as never;
    expect(to(emptyPath(args('/?lang=ar')))).toBe('/home?lang=ar');
    expect(to(blogDetailsIndex(args('/blog-details?lang=ar')))).toBe('/blog-list?lang=ar');
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
