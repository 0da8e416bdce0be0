import type { Product } from '@farm/contract';
import { describe, expect, it } from 'vitest';
import { defaultCompany } from '#app/lib/company';
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd, serializeJsonLd } from '#app/lib/json-ld';

const product: Product = {
  _id: '64b7f0c2a1b2c3d4e5f60718',
  categoryId: '64b7f0c2a1b2c3d4e5f60719',
  name: 'Tower </script><script>alert(1)</script> & more',
  slug: 'tower-kit',
  description: 'A <b>bold</b> kit',
  images: [{ url: '/api/files/64b7f0c2a1b2c3d4e5f60720' }],
  offer: 'Flash Sale',
  price: 149.99,
  discountedPrice: 129.5,
  stock: 0,
  usp: [],
};

describe('serializeJsonLd', () => {
  it('never lets </script> or any < > & through', () => {
    const json = serializeJsonLd(
      productJsonLd(product, { origin: 'https://farm.example', currency: 'AED', lang: 'en' }),
    );
    expect(json).not.toMatch(/[<>&]/);
    expect(json).toContain('\\u003c/script\\u003e');
  });

  it('escapes line and paragraph separators', () => {
    expect(serializeJsonLd({ text: 'a\u2028b\u2029c' })).toBe('{"text":"a\\u2028b\\u2029c"}');
  });

  it('still parses back to the same value', () => {
    const value = { name: '</script>&<!--', list: [1, 'x\u2028'] };
    expect(JSON.parse(serializeJsonLd(value))).toEqual(value);
  });
});

describe('productJsonLd', () => {
  it('describes the product with absolute URLs, the sale price and availability', () => {
    const ld = productJsonLd(product, { origin: 'https://farm.example', currency: 'AED', lang: 'en' });
    expect(ld).toMatchObject({
      '@type': 'Product',
      url: 'https://farm.example/product-detail/tower-kit',
      image: ['https://farm.example/api/files/64b7f0c2a1b2c3d4e5f60720'],
      offers: { price: '129.50', priceCurrency: 'AED', availability: 'https://schema.org/OutOfStock' },
    });
    expect(
      productJsonLd({ ...product, stock: 3 }, { origin: 'https://farm.example', currency: 'AED', lang: 'en' })
        .offers,
    ).toMatchObject({ availability: 'https://schema.org/InStock' });
  });

  it('names the Arabic page on an Arabic page, as its canonical link does', () => {
    const ld = productJsonLd(product, { origin: 'https://farm.example', currency: 'AED', lang: 'ar' });
    expect(ld.url).toBe('https://farm.example/product-detail/tower-kit?lang=ar');
    expect(ld.offers.url).toBe(ld.url);
  });
});

describe('organizationJsonLd', () => {
  it('names the company with the contact details and profiles the settings give, in the page’s language', () => {
    const ld = organizationJsonLd(defaultCompany, { origin: 'https://farm.example', lang: 'ar' });
    expect(ld).toMatchObject({
      '@type': 'Organization',
      name: 'مزارع جرين جرو',
      url: 'https://farm.example/home?lang=ar',
      logo: 'https://farm.example/icon-512.png',
      email: 'hello@greengrowfarms.ae',
      telephone: '+971 4 555 0123',
      address: { streetAddress: defaultCompany.address.ar, addressCountry: 'AE' },
    });
    expect(ld.contactPoint.map((point) => point.telephone)).toEqual(['+971 4 555 0123', '+971 50 555 0199']);
    expect(ld.sameAs).toEqual(defaultCompany.social.map((link) => link.href));
    expect(ld.sameAs).toHaveLength(4);
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists the trail in order, each step at its address in the page language, the page last without one', () => {
    const ld = breadcrumbJsonLd(
      [{ name: 'الرئيسية', path: '/home' }, { name: 'المنتجات', path: '/products' }, { name: 'Tower kit' }],
      { origin: 'https://farm.example', lang: 'ar' },
    );
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'الرئيسية', item: 'https://farm.example/home?lang=ar' },
        { '@type': 'ListItem', position: 2, name: 'المنتجات', item: 'https://farm.example/products?lang=ar' },
        { '@type': 'ListItem', position: 3, name: 'Tower kit' },
      ],
    });
  });
});
