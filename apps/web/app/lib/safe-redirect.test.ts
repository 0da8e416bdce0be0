import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

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
});
