import { describe, expect, it } from 'vitest';
import { isAdminPath } from '#app/admin-path';

describe('isAdminPath', () => {
  it('reads a path as the router matches it: any case, escapes decoded', () => {
    for (const path of [
      '/admin-panel',
      '/admin-panel/order',
      '/Admin-Panel/dashboard',
      '/admin%2Dpanel/order',
    ])
      expect(isAdminPath(path), path).toBe(true);
  });

  it('leaves other pages, and a malformed escape, out', () => {
    for (const path of ['/admin-panels', '/home', '/%E0%A4%A/admin', '/products/admin-panel'])
      expect(isAdminPath(path), path).toBe(false);
  });
});
