// Product-list paging (docs/product-rules.md §4): pages start at 1 and stay within 1..pages; the pager shows only
// with more than one page; Previous is disabled on the first page and Next on the last.

import { MAX_PAGE } from '@farm/contract';

/**
 * The page asked for in `?page=N`: a whole number >= 1, anything else reads as 1. A number past the last page
 * the API serves (MAX_PAGE) reads as that one, which the list then brings back to its own last page.
 */
export function requestedPage(searchParams: URLSearchParams): number {
  const raw = searchParams.get('page');
  if (raw === null || !/^\d+$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/** `page` kept within 1..pages (an empty list still has page 1). */
export function clampPage(page: number, pages: number): number {
  const last = Math.max(1, pages);
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), last);
}

type PagerItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string };

export type Pager = {
  visible: boolean;
  page: number;
  pages: number;
  previous: number | null;
  next: number | null;
  items: PagerItem[];
};

/**
 * What the pager shows for `page` of `pages`: previous/next targets (null means disabled) and the page
 * numbers, with gaps once there are many pages (first, last and the neighbours of the current one).
 */
export function pagerFor(page: number, pages: number): Pager {
  const current = clampPage(page, pages);
  const shown = new Set([1, pages, current - 1, current, current + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  sorted.forEach((p, index) => {
    const before = sorted[index - 1];
    if (before !== undefined && p - before > 1) items.push({ kind: 'gap', key: `gap-${before}-${p}` });
    items.push({ kind: 'page', page: p, current: p === current });
  });
  return {
    visible: pages > 1,
    page: current,
    pages,
    previous: current > 1 ? current - 1 : null,
    next: current < pages ? current + 1 : null,
    items,
  };
}

/**
 * The link to `page` of a list at `pathname`: `?page=N`, page 1 being the bare path. `query` is kept in
 * front of the page (a search: `/products?search=tower&page=2`).
 */
export function pageHref(pathname: string, page: number, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
