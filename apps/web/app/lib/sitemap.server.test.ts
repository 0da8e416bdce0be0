import { describe, expect, it } from 'vitest';
import { sitemapXml } from '#app/lib/sitemap.server';

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
