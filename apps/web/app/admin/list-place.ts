/**
 * Where in a list an edit screen was opened: the list's own query (`?search=farm&page=3`), carried as
 * `?back=` through the screen, its delete step and its saves, so the way back, a delete and Cancel return to
 * the list as the admin left it. Only a query is taken, put after the list's own path: no other address
 * can be slipped in.
 */
const BACK = 'back';

/** The list's address for `back` (a query, or null), or the bare list when there is none or it is not one. */
export function listAt(listPath: string, back: string | null): string {
  return back && back.startsWith('?') && back.length > 1 && !back.includes('#')
    ? `${listPath}${back}`
    : listPath;
}

/** The `back` an address carries, or null. */
export function backOf(url: string | URL): string | null {
  return new URL(url, 'http://farm.invalid').searchParams.get(BACK);
}

/**
 * `path` with `params` and the list's query as `back` (left out when the list has none): a link from a
 * list to one of its records, or from a record's screen to its own next step.
 */
export function fromList(
  path: string,
  listQuery: string | null,
  params: Record<string, string> = {},
): string {
  const query = new URLSearchParams(params);
  if (listQuery && listQuery !== '?') query.set(BACK, listQuery);
  const text = query.toString().replace(/=(?=&|$)/g, '');
  return text ? `${path}?${text}` : path;
}
