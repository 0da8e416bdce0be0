import { describe, expect, it } from 'vitest';
import { newest } from '#app/admin/live';

type Answer = { status: 200; body: { n: number } } | { status: 403; body: { message: string } };

describe('newest', () => {
  const loaded = { n: 1 };
  it('shows a refresh that came after the loader data', () => {
    const query = { data: { status: 200, body: { n: 2 } } as Answer, dataUpdatedAt: 2_000 };
    expect(newest<Answer>(loaded, 1_000, query)).toEqual({ n: 2 });
  });
  it('keeps loader data that arrived after the last refresh (the page never goes back in time)', () => {
    const query = { data: { status: 200, body: { n: 0 } } as Answer, dataUpdatedAt: 500 };
    expect(newest<Answer>(loaded, 1_000, query)).toBe(loaded);
  });
  it('keeps the loader data when there is no answer, or a refusal', () => {
    expect(newest<Answer>(loaded, 1_000, { dataUpdatedAt: 0 })).toBe(loaded);
    const refused = { data: { status: 403, body: { message: 'no' } } as Answer, dataUpdatedAt: 2_000 };
    expect(newest<Answer>(loaded, 1_000, refused)).toBe(loaded);
  });
});
