import type { Post, Product } from '@farm/contract';
import { type Language, translate } from '#app/i18n/messages';
import type { CompanyContact } from '#app/lib/company';
import { localizedPath } from '#app/lib/seo';

/**
 * JSON for a <script type="application/ld+json"> block. `<`, `>` and `&` become \u escapes (still the
 * same JSON to a parser) so text such as `</script>` in a product name cannot end the script element;
 * U+2028/U+2029 are escaped because older JavaScript parsers treat them as line breaks.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * schema.org Product with its offer, as search engines read it: the texts the API gave in `lang`, and the
 * address of the page in that language (the one its canonical link names).
 */
export function productJsonLd(
  product: Product,
  options: { origin: string; currency: string; lang: Language },
) {
  const path = localizedPath(`/product-detail/${encodeURIComponent(product.slug)}`, options.lang);
  const url = `${options.origin}${path}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.slug,
    url,
    image: product.images.map((image) => new URL(image.url, options.origin).toString()),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: options.currency,
      price: product.discountedPrice.toFixed(2),
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

/** schema.org Article of a blog post, in the language the page shows it in. */
export function articleJsonLd(
  post: Pick<Post, 'slug' | 'title' | 'excerpt' | 'cover' | 'author' | 'publishedAt'>,
  options: { origin: string; lang: string; url: string; publisher: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    inLanguage: options.lang,
    image: [new URL(post.cover.url, options.origin).toString()],
    datePublished: post.publishedAt,
    author: { '@type': 'Organization', name: post.author },
    publisher: { '@type': 'Organization', name: options.publisher, url: options.origin },
    mainEntityOfPage: { '@type': 'WebPage', '@id': options.url },
    url: options.url,
  };
}

/**
 * schema.org Organization of the company, on the home page: its name, site, logo and the contact details and
 * social profiles the settings give (the same the header and footer show), in the page's language.
 */
export function organizationJsonLd(company: CompanyContact, options: { origin: string; lang: Language }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: translate(options.lang, 'brand.name'),
    url: `${options.origin}${localizedPath('/home', options.lang)}`,
    // A raster logo: search engines take no SVG (docs/decisions/266-link-previews-and-icons.md).
    logo: `${options.origin}/icon-512.png`,
    email: company.emails[0],
    telephone: company.phones[0]?.text,
    address: { '@type': 'PostalAddress', streetAddress: company.address[options.lang], addressCountry: 'AE' },
    contactPoint: company.phones.map((phone) => ({
      '@type': 'ContactPoint',
      telephone: phone.text,
      contactType: 'customer service',
      areaServed: 'AE',
      availableLanguage: ['English', 'Arabic'],
    })),
    sameAs: company.social.map((link) => link.href),
  };
}

/**
 * schema.org BreadcrumbList of the trail a page shows (components/content/breadcrumb.tsx): each step's name
 * and address in the page's language, the page itself last, without an address of its own.
 */
export function breadcrumbJsonLd(
  steps: readonly { name: string; path?: string }[],
  options: { origin: string; lang: Language },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      ...(step.path ? { item: `${options.origin}${localizedPath(step.path, options.lang)}` } : {}),
    })),
  };
}
