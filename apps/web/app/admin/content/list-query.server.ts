import { redirect } from 'react-router';
import { customerQueryOf } from '#app/routes/admin-panel/customer-query';
import { clampPage } from '#app/lib/pagination';

/**
 * The search of an admin list and the `query` to ask the API for its page, from the list's URL, checked by
 * the contract's pagination schema: a refused value redirects to the URL without it (no error page for
 * `?page=abc`).
 */
export function listQueryOf(request: Request) {
  const url = new URL(request.url);
  const parsed = customerQueryOf(url.searchParams);
  if (!parsed.ok) {
    const query = parsed.fallback.toString();
    throw redirect(`${url.pathname}${query ? `?${query}` : ''}`);
  }
  const { page, limit, search } = parsed.query;
  return { search, query: { page, limit, ...(search ? { search } : {}) } };
}

/** A page past the last redirects to the last one. */
export function keepPageInRange(request: Request, asked: number, pages: number): number {
  const url = new URL(request.url);
  const page = clampPage(asked, pages);
  if (url.searchParams.has('page') && url.searchParams.get('page') !== String(page)) {
    const next = new URLSearchParams(url.searchParams);
    next.set('page', String(page));
    throw redirect(`${url.pathname}?${next.toString()}`);
  }
  return page;
}
