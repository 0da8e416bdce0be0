import { describe, expect, it } from 'vitest';
import type { Api } from '#app/lib/api.server';
import { CATEGORY_ALIASES, redirectCategoryAlias } from '#app/lib/category-alias.server';

describe('category aliases', () => {
  it('map /products/1 ... /products/4 to the institutional categories by slug', () => {
    expect(CATEGORY_ALIASES).toEqual({
      '1': 'school-learning-farms',
      '2': 'university-research-systems',
      '3': 'hospital-and-care-gardens',
      '4': 'community-farms',
    });
  });

  it('leave every other id alone without asking the API', async () => {
    const url = new URL('http://localhost/products/65a1b2c3d4e5f60718293a4b');
    // A client that fails the test the moment anything asks it for a route.
    const api = new Proxy(
      {},
      {
        get: () => {
          throw new Error('the API was asked');
        },
      },
    ) as Api;
    await expect(redirectCategoryAlias(api, '65a1b2c3d4e5f60718293a4b', url)).resolves.toBeUndefined();
    await expect(redirectCategoryAlias(api, '5', url)).resolves.toBeUndefined();
    await expect(redirectCategoryAlias(api, undefined, url)).resolves.toBeUndefined();
  });
});
