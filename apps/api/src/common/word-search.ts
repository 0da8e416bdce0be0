import { lenientPattern } from '@farm/contract';

/** How many words of an admin list's search are looked for; more add nothing but cost. */
export const SEARCH_WORDS_MAX = 5;

/**
 * An admin list's search as a query condition: every word (at most SEARCH_WORDS_MAX) found in one of
 * `fields`, so a full name as the list shows it ("Sara Ahmed") finds its record, and Arabic read as the
 * shop's search reads it (احمد finds أحمد; lenientPattern). None for a blank search.
 */
export function everyWordIn(search: string | undefined, fields: readonly string[]) {
  const words = (search ?? '').split(/\s+/).filter(Boolean).slice(0, SEARCH_WORDS_MAX);
  if (words.length === 0) return undefined;
  return words.map((word) => {
    const pattern = new RegExp(lenientPattern(word), 'i');
    return { $or: fields.map((field) => ({ [field]: pattern })) };
  });
}
