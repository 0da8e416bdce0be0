import { describe, expect, it } from 'vitest';
import {
  filterParams,
  pipelineQueryOf,
  SUBMISSION_SEARCH_MAX,
} from '#app/routes/admin-panel/pipelines/query';

const of = (query: string) => pipelineQueryOf(new URLSearchParams(query));

describe('pipelineQueryOf', () => {
  it('reads the filters of the GET form, blanks as absent, and the page', () => {
    expect(of('status=&assignee=&from=&to=')).toEqual({ ok: true, query: { filter: {}, page: 1 } });
    const blank = of('search=%20%20');
    expect(blank.ok && filterParams(blank.query.filter)).toEqual({});
    const read = of('search=%20layla%20&status=quoted&assignee=none&from=2025-03-01&to=2025-03-31&page=2');
    expect(read).toEqual({
      ok: true,
      query: {
        filter: { search: 'layla', status: 'quoted', assignee: 'none', from: '2025-03-01', to: '2025-03-31' },
        page: 2,
      },
    });
    if (read.ok)
      expect(filterParams(read.query.filter)).toEqual({
        search: 'layla',
        status: 'quoted',
        assignee: 'none',
        from: '2025-03-01',
        to: '2025-03-31',
      });
  });

  it('falls back to the URL without what the contract refuses', () => {
    const bad = of('search=layla&status=closed&from=2025-02-30');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.fallback.toString()).toBe('search=layla');
    const reversed = of('from=2025-03-02&to=2025-03-01');
    expect(reversed.ok).toBe(false);
    if (!reversed.ok) expect(reversed.fallback.toString()).toBe('from=2025-03-02');
  });
});

describe('the search box', () => {
  it('takes as many characters as the contract accepts', () => {
    expect(SUBMISSION_SEARCH_MAX).toBe(100);
  });
});
