/** Escapes every regex metacharacter, so a search for "(" or ".*" matches those characters literally. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/**
 * Case-insensitive "name contains" filter over the English and the Arabic name, so a visitor finds a product
 * by the name the page shows them; blank input filters nothing.
 */
export function nameContains(search: string | undefined): { $or?: [{ name: RegExp }, { nameAr: RegExp }] } {
  const term = search?.trim();
  if (!term) return {};
  const pattern = new RegExp(escapeRegex(term), 'i');
  return { $or: [{ name: pattern }, { nameAr: pattern }] };
}
