import { isAppRoute } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { categorySchema, priceSchema, productSchema, serviceSchema } from './catalog';
import { contract } from './index';

describe('catalog routes', () => {
  it.each([
    ['listServices', 'GET', '/services'],
    ['getService', 'GET', '/services/:id'],
    ['listServiceCategories', 'GET', '/services/:id/categories'],
    ['listAllCategories', 'GET', '/categories/all'],
    ['listCategoriesBySlug', 'GET', '/categories'],
    ['listProducts', 'GET', '/products'],
    ['listCategoryProducts', 'GET', '/categories/:id/products'],
    ['getProduct', 'GET', '/products/:slug'],
    ['listRelatedProducts', 'GET', '/products/:slug/related'],
  ] as const)('%s is %s %s with a summary', (name, method, path) => {
    const route = contract.catalog[name];
    expect(isAppRoute(route)).toBe(true);
    expect(route.method).toBe(method);
    expect(route.path).toBe(path);
    expect(route.summary).toBeTruthy();
    expect(route.responses).toHaveProperty('200');
  });

  it('declares the error responses of the shared decisions', () => {
    const statuses = Object.fromEntries(
      Object.entries(contract.catalog).map(([name, route]) => [name, Object.keys(route.responses).sort()]),
    );
    expect(statuses).toEqual({
      listServices: ['200'],
      getService: ['200', '400', '404'],
      listServiceCategories: ['200', '400', '404'],
      listAllCategories: ['200'],
      listCategoriesBySlug: ['200', '400'],
      listProducts: ['200', '400', '404'],
      listCategoryProducts: ['200', '400', '404'],
      getProduct: ['200', '404'],
      listRelatedProducts: ['200', '404'],
    });
  });

  it('validates ids in paths and pagination in queries', () => {
    const { getService, listCategoryProducts, listProducts } = contract.catalog;
    expect(getService.pathParams.safeParse({ id: 'nope' }).success).toBe(false);
    expect(listCategoryProducts.query.parse({ page: '2' })).toEqual({ page: 2, limit: 8, sort: 'featured' });
    expect(listProducts.query.parse({ search: 'mint' })).toEqual({
      page: 1,
      limit: 8,
      search: 'mint',
      sort: 'featured',
    });
  });

  describe('the product list query', () => {
    const { query } = contract.catalog.listProducts;
    const issues = (input: Record<string, string>) => {
      const result = query.safeParse(input);
      return result.success
        ? {}
        : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    };
    const categoryId = '65a1b2c3d4e5f60718293a4b';

    it('reads every sort, filter and bound as a URL carries them', () => {
      expect(
        query.parse({
          sort: 'price-desc',
          category: categoryId,
          inStock: 'true',
          featured: 'false',
          minPrice: '100',
          maxPrice: '549.50',
          page: '2',
        }),
      ).toEqual({
        page: 2,
        limit: 8,
        sort: 'price-desc',
        category: categoryId,
        inStock: true,
        featured: false,
        minPrice: 100,
        maxPrice: 549.5,
      });
      for (const sort of ['featured', 'price-asc', 'price-desc', 'newest', 'name'])
        expect(query.parse({ sort }).sort).toBe(sort);
    });

    it('takes blank fields (an empty box of a GET form) as absent', () => {
      expect(query.parse({ category: '', inStock: '', minPrice: ' ', maxPrice: '' })).toEqual({
        page: 1,
        limit: 8,
        sort: 'featured',
      });
    });

    it('says which value is wrong, by its message code', () => {
      expect(issues({ sort: 'cheapest' })).toEqual({ sort: 'productSortInvalid' });
      expect(issues({ sort: 'PRICE-ASC' })).toEqual({ sort: 'productSortInvalid' });
      expect(issues({ category: 'plants' })).toEqual({ category: 'categoryFilterInvalid' });
      expect(issues({ inStock: 'yes' })).toEqual({ inStock: 'inStockFilterInvalid' });
      expect(issues({ inStock: '1' })).toEqual({ inStock: 'inStockFilterInvalid' });
      expect(issues({ featured: 'on' })).toEqual({ featured: 'featuredFilterInvalid' });
      expect(issues({ minPrice: 'cheap' })).toEqual({ minPrice: 'priceFilterInvalid' });
      expect(issues({ minPrice: '-1' })).toEqual({ minPrice: 'priceFilterInvalid' });
      expect(issues({ maxPrice: '10.001' })).toEqual({ maxPrice: 'priceFilterInvalid' });
      expect(issues({ maxPrice: '10000000.01' })).toEqual({ maxPrice: 'priceFilterInvalid' });
      expect(issues({ maxPrice: 'Infinity' })).toEqual({ maxPrice: 'priceFilterInvalid' });
      // Only plain decimal text: JavaScript's Number() would read the first two as 16 and 1000.
      expect(issues({ minPrice: '0x10' })).toEqual({ minPrice: 'priceFilterInvalid' });
      expect(issues({ maxPrice: '1e3' })).toEqual({ maxPrice: 'priceFilterInvalid' });
      expect(issues({ minPrice: '-' })).toEqual({ minPrice: 'priceFilterInvalid' });
    });

    it('refuses a range whose lowest price is above its highest, and accepts equal bounds', () => {
      expect(issues({ minPrice: '500', maxPrice: '100' })).toEqual({ maxPrice: 'priceRangeInverted' });
      expect(issues({ minPrice: '100', maxPrice: '100' })).toEqual({});
    });

    it('gives a category page the same sort and filters, but no search or other category', () => {
      const category = contract.catalog.listCategoryProducts.query;
      expect(category.parse({ sort: 'newest', inStock: 'true', search: 'x', category: categoryId })).toEqual({
        page: 1,
        limit: 8,
        sort: 'newest',
        inStock: true,
      });
      expect(category.safeParse({ minPrice: '9', maxPrice: '1' }).success).toBe(false);
    });
  });

  it('reads category slugs as a comma-separated list and refuses anything else', () => {
    const { query } = contract.catalog.listCategoriesBySlug;
    expect(query.parse({ slugs: ' School-Learning-Farms, ,community-farms' })).toEqual({
      slugs: ['school-learning-farms', 'community-farms'],
    });
    expect(query.safeParse({ slugs: '' }).success).toBe(false);
    expect(query.safeParse({ slugs: '../products' }).success).toBe(false);
    expect(query.safeParse({ slugs: Array.from({ length: 21 }, (_, i) => `c${i}`).join(',') }).success).toBe(
      false,
    );
  });
});

const id = '65a1b2c3d4e5f60718293a4b';
const product = {
  _id: id,
  categoryId: id,
  name: 'Tower Garden Mini',
  slug: 'tower-garden-mini',
  description: 'A compact vertical hydroponic tower.',
  images: [{ url: `/api/files/${id}` }],
  offer: '',
  price: 149.99,
  discountedPrice: 129.5,
  stock: 0,
  usp: ['Saves 95% water'],
};

describe('catalog shapes', () => {
  it('accepts a product, including one out of stock without an offer', () => {
    expect(productSchema.parse(product)).toEqual(product);
  });

  it('rejects negative or fractional stock', () => {
    expect(productSchema.safeParse({ ...product, stock: -1 }).success).toBe(false);
    expect(productSchema.safeParse({ ...product, stock: 1.5 }).success).toBe(false);
  });

  it.each([0, 10, 149.99, 0.1 + 0.2 - 0.3 + 0.3, 1234567.89])('priceSchema accepts %d', (price) => {
    expect(priceSchema.safeParse(price).success).toBe(true);
  });
  it.each([-1, 1.999, 0.001])('priceSchema rejects %d', (price) => {
    expect(priceSchema.safeParse(price).success).toBe(false);
  });

  it('accepts a service and a category with and without an image', () => {
    const service = {
      _id: id,
      name: 'Residential',
      slug: 'residential',
      description: 'Farms for homes',
      subdescription: 'Balconies to backyards',
      subHeading: 'Grow at home',
      image: [{ url: `/api/files/${id}` }],
      video: [{ url: 'https://youtu.be/dQw4w9WgXcQ', title: 'A tour' }],
    };
    expect(serviceSchema.parse(service)).toEqual(service);
    const category = { _id: id, serviceId: id, name: 'Towers', slug: 'towers', description: 'Vertical' };
    expect(categorySchema.parse(category)).toEqual(category);
    expect(categorySchema.parse({ ...category, image: { url: '/api/files/x' } })).toHaveProperty('image');
  });
});
