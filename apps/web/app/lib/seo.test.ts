import { describe, expect, it } from 'vitest';
import { localizedPath, pageMeta } from '#app/lib/seo';

type Tag = Record<string, string>;
const find = (tags: Tag[], match: Tag) =>
  tags.filter((tag) => Object.entries(match).every(([key, value]) => tag[key] === value));

describe('localizedPath', () => {
  it('adds ?lang=ar for Arabic and leaves English alone', () => {
    expect(localizedPath('/about', 'en')).toBe('/about');
    expect(localizedPath('/about', 'ar')).toBe('/about?lang=ar');
    expect(localizedPath('/products?page=2', 'ar')).toBe('/products?page=2&lang=ar');
  });
});

describe('pageMeta', () => {
  const meta = (lang: 'en' | 'ar') =>
    pageMeta({
      lang,
      origin: 'https://farm.example',
      path: '/about',
      title: 'About',
      description: 'd',
    }) as Tag[];

  it('names the canonical address in the page language and both versions as alternates', () => {
    expect(find(meta('ar'), { rel: 'canonical' })[0]?.href).toBe('https://farm.example/about?lang=ar');
    expect(find(meta('en'), { rel: 'canonical' })[0]?.href).toBe('https://farm.example/about');
    const alternates = find(meta('en'), { rel: 'alternate' }).map((tag) => [tag.hrefLang, tag.href]);
    expect(alternates).toEqual([
      ['en', 'https://farm.example/about'],
      ['ar', 'https://farm.example/about?lang=ar'],
      ['x-default', 'https://farm.example/about'],
    ]);
  });

  it('titles the page with the brand in its language', () => {
    expect(find(meta('ar'), {})[0]).toEqual({ title: 'About | مزارع جرين جرو' });
    expect(find(meta('ar'), { property: 'og:locale' })[0]?.content).toBe('ar_AE');
  });
});
