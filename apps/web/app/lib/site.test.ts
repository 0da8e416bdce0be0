import { describe, expect, it } from 'vitest';
import { serviceMenuHref, siteFromMatches } from '#app/lib/site';

describe('serviceMenuHref', () => {
  it('sends Residential to the shop and every other service to its customisation form, by slug', () => {
    expect(serviceMenuHref({ _id: 'a1', slug: 'residential' })).toBe('/products');
    expect(serviceMenuHref({ _id: 'c3', slug: 'commercial' })).toBe('/customize-form/c3');
  });
});

describe('siteFromMatches', () => {
  it("reads the root loader's language and origin", () => {
    const matches = [{ id: 'root', loaderData: { lang: 'ar', origin: 'https://farm.example' } }, undefined];
    expect(siteFromMatches(matches)).toEqual({ lang: 'ar', origin: 'https://farm.example' });
  });

  it('defaults to English when the root data is missing or odd', () => {
    expect(siteFromMatches([])).toEqual({ lang: 'en', origin: '' });
    expect(siteFromMatches([{ id: 'root', loaderData: { lang: 'xx' } }]).lang).toBe('en');
  });
});
