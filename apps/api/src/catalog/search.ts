/** Escapes every regex metacharacter, so a search for "(" or ".*" matches those characters literally. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** Case-insensitive "name contains" filter; blank input filters nothing. */
export function nameContains(search: string | undefined): { name?: RegExp } {
  const term = search?.trim();
  return term ? { name: new RegExp(escapeRegex(term), 'i') } : {};
}
