import type { z } from 'zod';

export type UrlQuery<Value> = { ok: true; value: Value } | { ok: false; fallback: URLSearchParams };

/**
 * A list's query from the page URL's `keys`, checked by the contract's own schema (the API checks it
 * again), with the `fixed` values the URL does not choose (the page size). A value the contract refuses
 * (`?page=abc`) is not worth an error page: the answer is the same URL without it, to redirect to.
 */
export function urlQueryOf<Schema extends z.ZodTypeAny>(
  schema: Schema,
  searchParams: URLSearchParams,
  keys: readonly string[],
  fixed: Record<string, unknown> = {},
): UrlQuery<z.output<Schema>> {
  const raw = Object.fromEntries(keys.map((key) => [key, searchParams.get(key) ?? undefined]));
  const parsed = schema.safeParse({ ...raw, ...fixed });
  if (parsed.success) return { ok: true, value: parsed.data };
  const fallback = new URLSearchParams(searchParams);
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string') fallback.delete(field);
  }
  return { ok: false, fallback };
}
