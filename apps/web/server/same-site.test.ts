import { describe, expect, it } from 'vitest';
import { isCrossSiteWrite, localOriginWarning } from './same-site';

const site = 'https://farm.example';
const post = (headers: { secFetchSite?: string; origin?: string; host?: string }) => ({
  method: 'POST',
  secFetchSite: headers.secFetchSite,
  origin: headers.origin,
  host: headers.host ?? 'farm.example',
});

describe('isCrossSiteWrite', () => {
  it('never refuses reads', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(isCrossSiteWrite({ ...post({ secFetchSite: 'cross-site' }), method }, site)).toBe(false);
    }
  });

  it('judges by Sec-Fetch-Site when the browser sends it: only same-origin and none pass', () => {
    expect(isCrossSiteWrite(post({ secFetchSite: 'same-origin' }), site)).toBe(false);
    expect(isCrossSiteWrite(post({ secFetchSite: 'none' }), site)).toBe(false);
    expect(isCrossSiteWrite(post({ secFetchSite: 'same-site' }), site)).toBe(true);
    expect(isCrossSiteWrite(post({ secFetchSite: 'cross-site' }), site)).toBe(true);
    // Sec-Fetch-Site wins over an Origin that looks right.
    expect(isCrossSiteWrite(post({ secFetchSite: 'cross-site', origin: site }), site)).toBe(true);
  });

  it('else requires the Origin to be the configured origin', () => {
    expect(isCrossSiteWrite(post({ origin: site }), site)).toBe(false);
    expect(isCrossSiteWrite(post({ origin: 'https://evil.example' }), site)).toBe(true);
    expect(isCrossSiteWrite(post({ origin: 'http://farm.example' }), site)).toBe(true);
    expect(isCrossSiteWrite(post({ origin: 'null' }), site)).toBe(true);
  });

  it('without a configured origin, accepts the origin the request was sent to (either scheme)', () => {
    const local = post({ origin: 'http://localhost:3000', host: 'localhost:3000' });
    expect(isCrossSiteWrite(local, null)).toBe(false);
    expect(isCrossSiteWrite({ ...local, origin: 'https://localhost:3000' }, null)).toBe(false);
    expect(isCrossSiteWrite({ ...local, origin: 'http://localhost:4000' }, null)).toBe(true);
    expect(isCrossSiteWrite({ ...local, origin: 'https://evil.example' }, null)).toBe(true);
  });

  it('lets non-browser clients through: they send neither header', () => {
    expect(isCrossSiteWrite(post({}), site)).toBe(false);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect(isCrossSiteWrite({ ...post({ origin: 'https://evil.example' }), method }, site)).toBe(true);
    }
  });
});

describe('localOriginWarning', () => {
  it('warns a production server whose public address is this machine, and no other', () => {
    const production = (PUBLIC_ORIGIN: string) =>
      localOriginWarning({ NODE_ENV: 'production', PUBLIC_ORIGIN });
    expect(production('http://localhost:3000')).toMatch(/^PUBLIC_ORIGIN is http:\/\/localhost:3000: /);
    expect(production('http://127.0.0.1:3000')).toBeDefined();
    expect(production('http://[::1]:3000')).toBeDefined();
    expect(production('https://farm.example')).toBeUndefined();
    expect(
      localOriginWarning({ NODE_ENV: 'development', PUBLIC_ORIGIN: 'http://localhost:3000' }),
    ).toBeUndefined();
  });
});
