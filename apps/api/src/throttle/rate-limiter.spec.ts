import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('allows `limit` hits per window per key, then says how long to wait', () => {
    const limiter = new RateLimiter(3, 60_000);
    const t = 1_000_000;
    expect([limiter.hit('a', t), limiter.hit('a', t + 1), limiter.hit('a', t + 2)]).toEqual([0, 0, 0]);
    expect(limiter.hit('a', t + 10_000)).toBe(50_000);
    expect(limiter.hit('b', t + 10_000)).toBe(0);
    expect(limiter.hit('a', t + 60_000)).toBe(0);
  });
});
