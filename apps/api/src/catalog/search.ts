/**
 * Escapes every regex metacharacter, so a search for "(" or ".*" matches those characters literally. `-` and
 * `/` mean nothing outside a character class, so they stay as they are.
 */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The product search of the list and the header's search field: the term anywhere in the name or the
 * description, in English or Arabic (a visitor searches in the words the page shows them),
 * case-insensitively and literally; blank input filters nothing.
 */
export function productSearch(search: string | undefined): { $or?: Record<string, RegExp>[] } {
  const term = search?.trim();
  if (!term) return {};
  const pattern = new RegExp(escapeRegex(term), 'i');
  return {
    $or: [{ name: pattern }, { nameAr: pattern }, { description: pattern }, { descriptionAr: pattern }],
  };
}
