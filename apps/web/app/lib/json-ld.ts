import type { Post, Product } from '@farm/contract';
import type { Language } from '#app/i18n/messages';
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
