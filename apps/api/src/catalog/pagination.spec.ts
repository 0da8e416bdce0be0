import { pageOf, skipFor } from './pagination';

describe('pagination', () => {
  it('skips whole pages', () => {
    expect(skipFor({ page: 1, limit: 8 })).toBe(0);
    expect(skipFor({ page: 3, limit: 8 })).toBe(16);
  });

  it('counts pages by rounding up', () => {
    expect(pageOf([], 17, { page: 1, limit: 8 })).toMatchObject({ pages: 3, total: 17 });
    expect(pageOf([], 16, { page: 1, limit: 8 })).toMatchObject({ pages: 2 });
  });

  it('reports zero pages for an empty list and keeps the requested page', () => {
    expect(pageOf([], 0, { page: 1, limit: 8 })).toEqual({ data: [], page: 1, pages: 0, total: 0 });
    expect(pageOf([], 5, { page: 9, limit: 8 })).toEqual({ data: [], page: 9, pages: 1, total: 5 });
  });
});
