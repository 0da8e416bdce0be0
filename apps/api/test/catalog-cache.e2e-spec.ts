import { getConnectionToken } from '@nestjs/mongoose';
import { type Connection, Types } from 'mongoose';
import { CatalogCache } from '../src/catalog/catalog-cache';
import { CatalogService } from '../src/catalog/catalog.service';
import { CatalogWriter } from '../src/catalog/catalog.writer';
import { startTestApp, type TestApp } from './support/test-app';

// docs/decisions/090-catalog-cache.md: public catalog reads come from memory until the catalog changes.
describe('catalog cache', () => {
  let api: TestApp;
  let cache: CatalogCache;
  let catalog: CatalogService;
  let writer: CatalogWriter;

  beforeAll(async () => {
    api = await startTestApp();
    cache = api.app.get(CatalogCache);
    catalog = api.app.get(CatalogService);
    writer = api.app.get(CatalogWriter);
  });

  afterAll(async () => {
    await api.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const get = async (path: string, lang: 'en' | 'ar' = 'en') => {
    const res = await fetch(`${api.baseUrl}${path}`, { headers: { 'accept-language': lang } });
    return { status: res.status, etag: res.headers.get('etag'), text: await res.text() };
  };

  /** Every read the catalog's routes can make of the database, counted. */
  const spyOnReads = () =>
    (
      [
        'listServices',
        'getService',
        'listServiceCategories',
        'categoriesBySlug',
        'listProducts',
        'listCategoryProducts',
        'getProductBySlug',
      ] as const
    ).map((method) => jest.spyOn(catalog, method));

  const newProduct = (categoryId: string, name: string) => ({
    _id: new Types.ObjectId(),
    categoryId: new Types.ObjectId(categoryId),
    name,
    nameAr: '',
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    description: 'Made by the cache test',
    descriptionAr: '',
    images: [],
    offer: '',
    offerAr: '',
    price: 200,
    discountedPrice: 180,
    stock: 10,
    usp: [],
    uspAr: [],
  });

  it('answers a repeated read from memory with the very bytes and ETag the database read gave', async () => {
    const [service] = await catalog.listServices();
    const [category] = (await catalog.listServiceCategories(service._id)) ?? [];
    const [product] = (await catalog.listProducts({ page: 1, limit: 1 })).data;
    const paths = [
      '/services',
      `/services/${service._id}`,
      `/services/${service._id}/categories`,
      `/categories?slugs=${category.slug}`,
      '/products?page=1&limit=8',
      '/products?search=tower',
      `/categories/${category._id}/products?page=1&limit=8`,
      `/products/${product.slug}`,
    ];
    for (const lang of ['en', 'ar'] as const) {
      cache.clear();
      const first = await Promise.all(paths.map((path) => get(path, lang)));
      expect(first.map((answer) => answer.status)).toEqual(paths.map(() => 200));
      expect(cache.size).toBe(paths.length);

      const reads = spyOnReads();
      const again = await Promise.all(paths.map((path) => get(path, lang)));
      expect(again).toEqual(first);
      for (const read of reads) expect(read).not.toHaveBeenCalled();
      jest.restoreAllMocks();
    }

    // What was kept is what the database says now, in the language asked for.
    expect(JSON.parse((await get('/services', 'ar')).text)).toEqual({
      data: await catalog.listServices('ar'),
    });
    expect(JSON.parse((await get(`/products/${product.slug}`)).text)).toEqual({
      data: await catalog.getProductBySlug(product.slug),
    });
    expect(JSON.parse((await get('/products?page=1&limit=8', 'ar')).text)).toEqual(
      await catalog.listProducts({ page: 1, limit: 8 }, 'ar'),
    );
  });

  it('shows a write through CatalogWriter at once, the stock an order takes included', async () => {
    const [category] = (await catalog.categoriesBySlug(['home-hydroponic-kits'])) ?? [];
    const search = '/products?search=Cache%20Probe';
    expect(JSON.parse((await get(search)).text)).toMatchObject({ total: 0 });

    const probe = newProduct(category._id, `Cache Probe ${Date.now()}`);
    await writer.createProducts([probe]);
    expect(JSON.parse((await get(search)).text)).toMatchObject({ total: 1, data: [{ name: probe.name }] });
    expect(JSON.parse((await get(`/products/${probe.slug}`)).text)).toMatchObject({ data: { stock: 10 } });

    // Orders take stock in a transaction: the answer is fresh once it commits.
    const session = await api.app.get<Connection>(getConnectionToken()).startSession();
    try {
      await session.withTransaction(async () => {
        expect(await writer.takeStock(probe._id.toString(), 3, session)).toBe(true);
        // Read (and cached) while the transaction is still open: the old stock.
        expect(JSON.parse((await get(`/products/${probe.slug}`)).text)).toMatchObject({
          data: { stock: 10 },
        });
      });
    } finally {
      await session.endSession();
    }
    expect(JSON.parse((await get(`/products/${probe.slug}`)).text)).toMatchObject({ data: { stock: 7 } });
  });

  it('never keeps a refusal: a product that appears later is found', async () => {
    const slug = `cache-late-${Date.now()}`;
    expect((await get(`/products/${slug}`)).status).toBe(404);
    expect((await get('/products?limit=0')).status).toBe(400);
    const [category] = (await catalog.categoriesBySlug(['home-hydroponic-kits'])) ?? [];
    // Written past CatalogWriter on purpose: nothing empties the cache, yet the 404 was not kept.
    const products = api.app.get<Connection>(getConnectionToken()).collection('products');
    const { insertedId } = await products.insertOne({ ...newProduct(category._id, 'Cache Late'), slug });
    try {
      expect((await get(`/products/${slug}`)).status).toBe(200);
    } finally {
      await products.deleteOne({ _id: insertedId });
    }
  });
});
