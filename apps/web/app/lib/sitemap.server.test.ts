import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap.server';

describe('sitemapXml', () => {
  it('lists absolute URLs in the sitemap namespace', () => {
    const xml = sitemapXml('https://farm.example', ['/home', '/products']);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://farm.example/home</loc></url>');
    expect(xml).toContain('<url><loc>https://farm.example/products</loc></url>');
  });

  it('escapes characters that are special in XML', () => {
    const xml = sitemapXml('https://farm.example', ["/products?a=1&b='2'"]);
    expect(xml).toContain('<loc>https://farm.example/products?a=1&#38;b=&#39;2&#39;</loc>');
  });
});
