import { describe, expect, it } from 'vitest';
import { PAGES_PER_SITEMAP, sitemapDocument, sitemapFiles, sitemapXml } from '#app/lib/sitemap.server';

describe('sitemapXml', () => {
  it('lists absolute URLs of both language versions with their hreflang alternates', () => {
    const xml = sitemapXml('https://farm.example', ['/home', '/products']);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain('<url><loc>https://farm.example/home</loc>');
    expect(xml).toContain('<url><loc>https://farm.example/home?lang=ar</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="ar" href="https://farm.example/products?lang=ar"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://farm.example/products"/>',
    );
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });

  it('escapes characters that are special in XML', () => {
    const xml = sitemapXml('https://farm.example', ["/products?a=1&b='2'"]);
    expect(xml).toContain('<loc>https://farm.example/products?a=1&#38;b=&#39;2&#39;</loc>');
    expect(xml).toContain('<loc>https://farm.example/products?a=1&#38;b=&#39;2&#39;&#38;lang=ar</loc>');
  });
});

describe('sitemapDocument', () => {
  const origin = 'https://farm.example';
  const paths = ['/a', '/b', '/c', '/d', '/e'];

  it('is the whole sitemap while the site fits one file', () => {
    expect(sitemapDocument(origin, paths, null, 5)).toBe(sitemapXml(origin, paths));
    expect(sitemapDocument(origin, paths, 1, 5)).toBe(sitemapXml(origin, paths));
    expect(sitemapDocument(origin, paths, 2, 5)).toBeNull();
  });

  it('past one file, indexes its parts, each a sitemap of its own pages', () => {
    const index = sitemapDocument(origin, paths, null, 2) ?? '';
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index.match(/<sitemap><loc>[^<]+<\/loc><\/sitemap>/g)).toEqual([
      '<sitemap><loc>https://farm.example/sitemap.xml?part=1</loc></sitemap>',
      '<sitemap><loc>https://farm.example/sitemap.xml?part=2</loc></sitemap>',
      '<sitemap><loc>https://farm.example/sitemap.xml?part=3</loc></sitemap>',
    ]);
    expect(sitemapDocument(origin, paths, 2, 2)).toBe(sitemapXml(origin, ['/c', '/d']));
    expect(sitemapDocument(origin, paths, 3, 2)).toBe(sitemapXml(origin, ['/e']));
    expect(sitemapDocument(origin, paths, 4, 2)).toBeNull();
    expect(sitemapDocument(origin, paths, 0, 2)).toBeNull();
  });

  it('keeps each file within the protocol’s 50,000 addresses', () => {
    expect(PAGES_PER_SITEMAP * 2).toBeLessThanOrEqual(50_000);
  });
});

describe('sitemapFiles', () => {
  it('keeps each file it built, and nothing for a part the site has not', () => {
    const files = new Map<number | null, string>();
    const file = sitemapFiles('https://farm.example', ['/home', '/products'], files);
    expect(file(null)).toContain('<urlset');
    expect(file(1)).toContain('<urlset');
    for (let part = 2; part < 1_000; part += 1) expect(file(part)).toBeNull();
    expect([...files.keys()]).toEqual([null, 1]);
    expect(file(null)).toBe(files.get(null));
  });
});
