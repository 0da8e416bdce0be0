import { describe, expect, it } from 'vitest';
import { filterParams, ORDER_SEARCH_MAX, orderListQueryOf } from '#app/admin/orders/order-query';

describe('the admin order list query', () => {
  it('reads the filters of the URL with the contract schema', () => {
    const parsed = orderListQueryOf(
      new URLSearchParams('status=Shipped&from=2026-03-01&to=2026-03-31&search=%20FA-2026%20&page=2'),
    );
    expect(parsed).toMatchObject({
      ok: true,
      query: {
        status: 'Shipped',
        from: '2026-03-01',
        to: '2026-03-31',
        search: 'FA-2026',
        page: 2,
        limit: 20,
      },
    });
  });

  it('treats blank fields as no filter and a malformed page as the first', () => {
    const parsed = orderListQueryOf(new URLSearchParams('status=&from=&to=&search=&page=abc'));
    expect(parsed).toMatchObject({ ok: true, query: { page: 1 } });
    if (parsed.ok) expect(parsed.query).not.toHaveProperty('status', expect.anything());
  });

  it('names the refused filters with their codes', () => {
    expect(orderListQueryOf(new URLSearchParams('from=2026-02-30&status=Lost'))).toMatchObject({
      ok: false,
      errors: { from: 'dateInvalid', status: 'invalidChoice' },
    });
    expect(orderListQueryOf(new URLSearchParams('from=2026-03-02&to=2026-03-01'))).toMatchObject({
      ok: false,
      errors: { to: 'dateRangeReversed' },
    });
  });

  it('keeps only the filters in use on links', () => {
    expect(filterParams({ search: '', status: 'Pending', from: '2026-03-01', to: '', customer: '' })).toEqual(
      {
        status: 'Pending',
        from: '2026-03-01',
      },
    );
  });
});

describe('the search box', () => {
  it('takes as many characters as the contract accepts', () => {
    expect(ORDER_SEARCH_MAX).toBe(100);
  });
});
