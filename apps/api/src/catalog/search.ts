import { searchTermsOf, searchWordsOf } from '@farm/contract';

/**
 * Escapes every regex metacharacter, so a search for "(" or ".*" matches those characters literally. `-` and
 * `/` mean nothing outside a character class, so they stay as they are.
 */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The texts a product is found by: its own in both languages, and its category's names. */
export interface SearchableProduct {
  name: string;
  nameAr?: string | null;
  description: string;
  descriptionAr?: string | null;
}
export interface SearchableCategory {
  name: string;
  nameAr?: string | null;
}

/**
 * The words stored on a product (docs/decisions/112-search-by-word.md): `searchWords` holds every word of its
 * names, description and category, `nameWords` those of its names alone, which rank it first. With them, the
 * name an Arabic page sorts it by (docs/decisions/250-arabic-name-order.md).
 */
export function searchFieldsOf(
  product: SearchableProduct,
  category: SearchableCategory | undefined,
): { searchWords: string[]; nameWords: string[]; arabicSortName: string } {
  const nameWords = searchWordsOf(product.name, product.nameAr);
  const searchWords = searchWordsOf(
    product.name,
    product.nameAr,
    category?.name,
    category?.nameAr,
    product.description,
    product.descriptionAr,
  );
  return { searchWords, nameWords, arabicSortName: product.nameAr?.trim() || product.name };
}

export interface ProductSearch {
  all: Record<string, unknown>;
  inName: Record<string, unknown>;
  elsewhere: Record<string, unknown>;
}

/**
 * The shop's product search as two filters over the stored words: every word of the query begins a word of
 * the product's (`all`), and among those, the products whose names hold every word (`inName`), which come
 * first. A product's name words are among its search words, so `inName` tests the names alone. Each word is
 * an anchored prefix, so an index on the words answers it as a range of keys (docs/decisions/214-search-pages-merge-word-runs.md).
 * undefined for a blank search, which filters nothing; null for one without a word (only punctuation), which
 * finds nothing.
 */
export function productSearch(search: string | undefined): ProductSearch | null | undefined {
  if (!search?.trim()) return undefined;
  const terms = searchTermsOf(search);
  if (terms.length === 0) return null;
  const prefixes = terms.map((term) => new RegExp(`^${escapeRegex(term)}`));
  const all = { searchWords: { $all: prefixes } };
  const namesHoldAll = { nameWords: { $all: prefixes } };
  return { all, inName: namesHoldAll, elsewhere: { ...all, $nor: [namesHoldAll] } };
}
