import { describe, expect, it } from 'vitest';
import { insecureProductionWarning, secureCookie } from '#app/lib/secure-cookie';

describe('secureCookie', () => {
  it('is Secure whenever the site is served over https', () => {
    for (const NODE_ENV of ['production', 'development', 'test']) {
      expect(secureCookie({ NODE_ENV, PUBLIC_ORIGIN: 'https://farm.example' }), NODE_ENV).toBe(true);
    }
  });

  it('is Secure in production over http on a public address', () => {
    expect(secureCookie({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://farm.example' })).toBe(true);
    expect(secureCookie({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://10.0.0.5:3000' })).toBe(true);
    expect(secureCookie({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'not a url' })).toBe(true);
  });

  it('is not Secure for a local production run over plain http (pnpm start, Playwright)', () => {
    for (const PUBLIC_ORIGIN of ['http://localhost:3000', 'http://127.0.0.1:3191', 'http://[::1]:3000']) {
      expect(secureCookie({ NODE_ENV: 'production', PUBLIC_ORIGIN }), PUBLIC_ORIGIN).toBe(false);
    }
    // Only the loopback name itself: a look-alike public host gets no exception.
    expect(secureCookie({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://localhost.farm.example' })).toBe(
      true,
    );
  });

  it('is not Secure in development or test over http', () => {
    expect(secureCookie({ NODE_ENV: 'development', PUBLIC_ORIGIN: 'http://farm.example' })).toBe(false);
    expect(secureCookie({ NODE_ENV: 'test', PUBLIC_ORIGIN: 'http://localhost:3000' })).toBe(false);
  });
});

describe('insecureProductionWarning', () => {
  it('warns only for production over http on a public address', () => {
    expect(
      insecureProductionWarning({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://farm.example' }),
    ).toMatch(/not https/);
    expect(
      insecureProductionWarning({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://farm.example' }),
    ).toBeNull();
    expect(
      insecureProductionWarning({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://127.0.0.1:3000' }),
    ).toBeNull();
    expect(
      insecureProductionWarning({ NODE_ENV: 'development', PUBLIC_ORIGIN: 'http://farm.example' }),
    ).toBeNull();
  });
});
