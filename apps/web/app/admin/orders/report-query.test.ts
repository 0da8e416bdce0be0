import { describe, expect, it } from 'vitest';
import { daysQuery, reportQueryOf } from '#app/admin/orders/report-query';

describe('the payment report query', () => {
  it('leaves missing days to the API (its default is the last 30 days)', () => {
    expect(reportQueryOf(new URLSearchParams(''))).toEqual({
      ok: true,
      query: { from: undefined, to: undefined },
      days: { from: '', to: '' },
    });
  });

  it('passes days that exist and names refused ones with their codes', () => {
    expect(reportQueryOf(new URLSearchParams('from=2026-01-01&to=2026-01-31'))).toMatchObject({
      ok: true,
      query: { from: '2026-01-01', to: '2026-01-31' },
    });
    expect(reportQueryOf(new URLSearchParams('from=2026-02-29'))).toMatchObject({
      ok: false,
      errors: { from: 'dateInvalid' },
      days: { from: '2026-02-29', to: '' },
    });
    expect(reportQueryOf(new URLSearchParams('from=2026-02-02&to=2026-02-01'))).toMatchObject({
      ok: false,
      errors: { to: 'dateRangeReversed' },
    });
  });

  it('keeps the days on links, with extra parameters first', () => {
    expect(daysQuery({ from: '2026-01-01', to: '2026-01-31' }, { status: 'Pending' })).toBe(
      'status=Pending&from=2026-01-01&to=2026-01-31',
    );
    expect(daysQuery({ from: '', to: '' })).toBe('');
  });
});
