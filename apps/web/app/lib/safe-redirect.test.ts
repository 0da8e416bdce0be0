import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '#app/lib/safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps a path on this site, query included', () => {
    expect(safeRedirectPath('/products?page=2')).toBe('/products?page=2');
  });

  it('falls back for other sites, protocol-relative paths and junk', () => {
    for (const value of ['https://evil.example', '//evil.example', '/\\evil.example', 'home', '', null, 3]) {
      expect(safeRedirectPath(value), String(value)).toBe('/home');
    }
    expect(safeRedirectPath('/a\r\nSet-Cookie: x=1')).toBe('/home');
  });

  it('falls back where a browser would strip a control character and leave the site', () => {
    for (const value of ['/\t/evil.example', '/\n/evil.example', '/\r/evil.example', '/\u0000x', '/\u007f']) {
      expect(safeRedirectPath(value), JSON.stringify(value)).toBe('/home');
    }
  });

  it('keeps an encoded tab, which the browser leaves as a path on this site', () => {
    expect(safeRedirectPath('/%09/evil.example')).toBe('/%09/evil.example');
  });

  it.each([
    '/.//evil.example/phish',
    '/..//evil.example',
    '/a/../..//evil.example',
    '/./.././/evil.example',
    '///evil.example',
    '/\\evil.example',
    'http://evil.example/',
    'javascript:alert(1)',
    '/%0d%0a/x\\y',
  ])('refuses %j, which would leave the site once normalised', (value) => {
    expect(safeRedirectPath(value)).toBe('/home');
  });

  it('keeps encoded slashes, which stay one path segment on this site', () => {
    expect(safeRedirectPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(safeRedirectPath('/./products/../cart')).toBe('/cart');
  });
});
