import { describe, expect, it } from 'vitest';
import { fixedPageMeta, localizedPath, notFoundMeta, pageMeta } from '#app/lib/seo';

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

  it('names the site for link previews, with a large card: the page’s picture, or the shop’s own', () => {
    expect(find(meta('ar'), { property: 'og:site_name' })[0]?.content).toBe('مزارع جرين جرو');
    expect(find(meta('en'), { name: 'twitter:card' })[0]?.content).toBe('summary_large_image');
    expect(find(meta('en'), { property: 'og:image' })[0]?.content).toBe('https://farm.example/og-image.png');
    expect(find(meta('en'), { property: 'og:image:width' })[0]?.content).toBe('1200');
    expect(find(meta('ar'), { property: 'og:image:alt' })[0]?.content).toBe('مزارع جرين جرو');
    const pictured = pageMeta({
      lang: 'en',
      origin: 'https://farm.example',
      path: '/product-detail/kit',
      title: 'Kit',
      description: 'd',
      image: '/api/files/64b7f0c2a1b2c3d4e5f60720',
    }) as Tag[];
    expect(find(pictured, { property: 'og:image' })[0]?.content).toBe(
      'https://farm.example/api/files/64b7f0c2a1b2c3d4e5f60720',
    );
    expect(find(pictured, { name: 'twitter:card' })[0]?.content).toBe('summary_large_image');
    // A picture of the page's own: its size is not known here, so none is claimed.
    expect(find(pictured, { property: 'og:image' })).toHaveLength(1);
    expect(find(pictured, { property: 'og:image:width' })).toEqual([]);
  });
});

describe('fixedPageMeta', () => {
  const root = (lang: 'en' | 'ar') => [{ id: 'root', loaderData: { lang, origin: 'https://farm.example' } }];

  it('reads the language and origin from the root route, and the words from the catalogue', () => {
    const meta = fixedPageMeta('/terms-conditions', 'terms.meta', { days: 30, warranty: 12 });
    const arabic = meta({ matches: root('ar') }) as Tag[];
    expect(arabic[0]).toEqual({ title: 'الشروط والأحكام | مزارع جرين جرو' });
    expect(find(arabic, { rel: 'canonical' })[0]?.href).toBe('https://farm.example/terms-conditions?lang=ar');
    const description = find(meta({ matches: root('en') }) as Tag[], { name: 'description' })[0]?.content;
    expect(description).toBe(
      'Terms for farm projects: proposals valid 30 days, staged payments, no refunds once work begins, 12-month limited warranty.',
    );
  });
});

describe('notFoundMeta', () => {
  it('titles a missing page in its language, with the brand', () => {
    expect(notFoundMeta('en')).toEqual([{ title: 'Page not found | GreenGrow Farms' }]);
    expect(notFoundMeta('ar')).toEqual([{ title: 'الصفحة غير موجودة | مزارع جرين جرو' }]);
  });
});
