import { MAX_PAGE } from '@farm/contract';
import { describe, expect, it } from 'vitest';
import { clampPage, pageHref, pagerFor, requestedPage } from '#app/lib/pagination';

const params = (query: string) => new URLSearchParams(query);

describe('requestedPage', () => {
  it('reads a whole page number from ?page=N', () => {
    expect(requestedPage(params('page=3'))).toBe(3);
    expect(requestedPage(params(' page= 2 '.trim()))).toBe(2);
  });

  it('reads 1 when the page is missing, zero, negative, fractional or not a number', () => {
    for (const query of ['', 'page=', 'page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=2e3']) {
      expect(requestedPage(params(query)), query).toBe(1);
    }
  });

  it('reads the last page the API serves for a number past it, which the list brings back to its last', () => {
    expect(requestedPage(params('page=1000000'))).toBe(MAX_PAGE);
    expect(requestedPage(params('page=1000001'))).toBe(MAX_PAGE);
    expect(requestedPage(params('page=99999999999999999999'))).toBe(MAX_PAGE);
  });
});

describe('clampPage', () => {
  it('keeps the page within 1..pages', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(9, 5)).toBe(5);
  });

  it('stays on page 1 for an empty list (0 pages)', () => {
    expect(clampPage(1, 0)).toBe(1);
    expect(clampPage(4, 0)).toBe(1);
  });

  it('treats a non-finite page as the first', () => {
    expect(clampPage(Number.NaN, 3)).toBe(1);
  });
});

describe('pagerFor', () => {
  it('is hidden with zero or one page', () => {
    expect(pagerFor(1, 0).visible).toBe(false);
    expect(pagerFor(1, 1).visible).toBe(false);
    expect(pagerFor(1, 2).visible).toBe(true);
  });

  it('disables Previous on the first page and Next on the last', () => {
    expect(pagerFor(1, 4)).toMatchObject({ previous: null, next: 2 });
    expect(pagerFor(2, 4)).toMatchObject({ previous: 1, next: 3 });
    expect(pagerFor(4, 4)).toMatchObject({ previous: 3, next: null });
  });

  it('clamps a page past the end to the last page', () => {
    expect(pagerFor(10, 4)).toMatchObject({ page: 4, previous: 3, next: null });
  });

  it('lists every page when there are few', () => {
    const pages = pagerFor(2, 3).items.map((item) => (item.kind === 'page' ? item.page : '…'));
    expect(pages).toEqual([1, 2, 3]);
    expect(pagerFor(2, 3).items.filter((item) => item.kind === 'page' && item.current)).toEqual([
      { kind: 'page', page: 2, current: true },
    ]);
  });

  it('shows the first, last and neighbouring pages with gaps when there are many', () => {
    const pages = pagerFor(6, 12).items.map((item) => (item.kind === 'page' ? item.page : '…'));
    expect(pages).toEqual([1, '…', 5, 6, 7, '…', 12]);
    const start = pagerFor(1, 12).items.map((item) => (item.kind === 'page' ? item.page : '…'));
    expect(start).toEqual([1, 2, '…', 12]);
  });
});

describe('pageHref', () => {
  it('links page 1 to the bare path and later pages with ?page=N', () => {
    expect(pageHref('/products', 1)).toBe('/products');
    expect(pageHref('/products/abc', 3)).toBe('/products/abc?page=3');
  });

  it('keeps a search in front of the page', () => {
    expect(pageHref('/products', 2, { search: 'grow tower' })).toBe('/products?search=grow+tower&page=2');
    expect(pageHref('/products', 1, { search: 'kit' })).toBe('/products?search=kit');
  });
});
