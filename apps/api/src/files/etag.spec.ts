import { matchesEtag } from './etag';

describe('matchesEtag', () => {
  const etag = '"abc123"';

  it('matches the exact tag, a weak form, a list member and *', () => {
    expect(matchesEtag('"abc123"', etag)).toBe(true);
    expect(matchesEtag('W/"abc123"', etag)).toBe(true);
    expect(matchesEtag('"zzz", "abc123"', etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    // Our own tag weak too: the comparison is weak on both sides.
    expect(matchesEtag('"abc123"', `W/${etag}`)).toBe(true);
    expect(matchesEtag('W/"abc123"', `W/${etag}`)).toBe(true);
  });

  it('does not match other tags', () => {
    expect(matchesEtag('"abc1234"', etag)).toBe(false);
    expect(matchesEtag('abc123', etag)).toBe(false);
  });
});
