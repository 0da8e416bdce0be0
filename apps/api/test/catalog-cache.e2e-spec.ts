import http from 'node:http';
import { getConnectionToken } from '@nestjs/mongoose';
import { type Connection, Types } from 'mongoose';
import { CatalogCacheService } from '../src/catalog/catalog-cache.service';
import { AccessGuard } from '../src/auth/access.guard';
import { CATALOG_CACHE_CONTROL, CatalogCacheInterceptor } from '../src/catalog/catalog-cache.interceptor';
import { CatalogService } from '../src/catalog/catalog.service';
import { CatalogRepository } from '../src/catalog/catalog.repository';
import { ApiException } from '../src/errors/error-body';
import { ThrottleGuard } from '../src/throttle/throttle.guard';
import { startTestApp, type TestApp } from './support/test-app';

// docs/decisions/090-catalog-cache.md: public catalog reads come from memory until the catalog changes.
describe('catalog cache', () => {
  let api: TestApp;
  let cache: CatalogCacheService;
  let catalog: CatalogService;
  let repository: CatalogRepository;

  beforeAll(async () => {
    api = await startTestApp();
    cache = api.app.get(CatalogCacheService);
    catalog = api.app.get(CatalogService);
    repository = api.app.get(CatalogRepository);
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
    const [product] = (await catalog.listProducts({ page: 1, limit: 1 }))!.data;
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

  // docs/decisions/111-nest-on-express.md: a kept answer is still a request Nest handles whole.
  it('answers a kept read through the guards and the interceptor, with the headers every answer carries', async () => {
    const path = '/products?page=1&limit=3';
    cache.clear();
    const first = await fetch(`${api.baseUrl}${path}`, { headers: { 'x-request-id': 'first-read-0001' } });
    expect(first.status).toBe(200);
    const body = await first.text();

    const intercepted = jest.spyOn(CatalogCacheInterceptor.prototype, 'intercept');
    const guarded = jest.spyOn(AccessGuard.prototype, 'canActivate');
    const counted = jest.spyOn(ThrottleGuard.prototype, 'canActivate');
    const reads = spyOnReads();
    const again = await fetch(`${api.baseUrl}${path}`, { headers: { 'x-request-id': 'second-read-0002' } });
    expect(await again.text()).toBe(body);
    // Every guard had its say on the hit; only the handler (the database read) was spared.
    expect(guarded).toHaveBeenCalledTimes(1);
    expect(counted).toHaveBeenCalledTimes(1);
    expect(intercepted).toHaveBeenCalledTimes(1);
    for (const read of reads) expect(read).not.toHaveBeenCalled();
    // The same headers as the answer that was read from the database: the security headers, its own id.
    expect(again.headers.get('x-request-id')).toBe('second-read-0002');
    for (const name of [
      'content-type',
      'etag',
      'cache-control',
      'vary',
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'cross-origin-resource-policy',
    ]) {
      expect([name, again.headers.get(name)]).toEqual([name, first.headers.get(name)]);
    }

    const head = await fetch(`${api.baseUrl}${path}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await head.text()).toBe('');

    // Only reads: a write to a kept address is a method the address does not take.
    const post = await fetch(`${api.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('refuses a cached read when a guard on its route says no', async () => {
    const path = '/products?page=1&limit=2';
    cache.clear();
    expect((await get(path)).status).toBe(200);
    expect(cache.size).toBe(1);
    // Stands for any guard a catalog route may get later (a rate limit on reads, say): it runs on a hit.
    jest
      .spyOn(ThrottleGuard.prototype, 'canActivate')
      .mockRejectedValueOnce(new ApiException(429, 'tooManyRequests'));
    const refused = await get(path);
    expect(refused.status).toBe(429);
    expect((await get(path)).status).toBe(200);
  });

  it('shows a write through CatalogRepository at once, the stock an order takes included', async () => {
    const [category] = (await catalog.categoriesBySlug(['home-hydroponic-kits'])) ?? [];
    const search = '/products?search=Cache%20Probe';
    expect(JSON.parse((await get(search)).text)).toMatchObject({ total: 0 });

    const probe = newProduct(category._id, `Cache Probe ${Date.now()}`);
    await repository.createProducts([probe]);
    expect(JSON.parse((await get(search)).text)).toMatchObject({ total: 1, data: [{ name: probe.name }] });
    expect(JSON.parse((await get(`/products/${probe.slug}`)).text)).toMatchObject({ data: { stock: 10 } });

    // Orders take stock in a transaction: the answer is fresh once it commits.
    const session = await api.app.get<Connection>(getConnectionToken()).startSession();
    try {
      await session.withTransaction(async () => {
        expect(await repository.takeStock(probe._id.toString(), 3, session)).toBe(true);
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
    // Written past CatalogRepository on purpose: nothing empties the cache, yet the 404 was not kept.
    const products = api.app.get<Connection>(getConnectionToken()).collection('products');
    const { insertedId } = await products.insertOne({ ...newProduct(category._id, 'Cache Late'), slug });
    try {
      expect((await get(`/products/${slug}`)).status).toBe(200);
    } finally {
      await products.deleteOne({ _id: insertedId });
    }
  });

  // docs/decisions/091-http-caching.md
  describe('HTTP caching', () => {
    /**
     * A plain GET with exactly these headers. Not fetch(): fetch adds `Cache-Control: no-cache` to a request
     * that carries If-None-Match, which rightly makes the server answer in full.
     */
    const fetchWith = (path: string, headers: Record<string, string>) =>
      new Promise<{ status: number; headers: Headers; text(): Promise<string> }>((resolve, reject) => {
        const req = http.get(`${api.baseUrl}${path}`, { headers }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => {
            const all = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              if (typeof value === 'string') all.set(name, value);
            }
            resolve({ status: res.statusCode ?? 0, headers: all, text: () => Promise.resolve(body) });
          });
        });
        req.on('error', reject);
      });

    it('gives public catalog answers a strong ETag, a revalidate policy and Vary: Accept-Language', async () => {
      const res = await fetchWith('/products?page=1&limit=8', { 'accept-language': 'en' });
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
      expect(res.headers.get('cache-control')).toBe(CATALOG_CACHE_CONTROL);
      expect(res.headers.get('vary')).toContain('Accept-Language');
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');

      const arabic = await fetchWith('/products?page=1&limit=8', { 'accept-language': 'ar' });
      expect(arabic.headers.get('etag')).not.toBe(res.headers.get('etag'));
    });

    it('answers 304 without a body while the catalog is unchanged, from memory or not, and 200 once it changes', async () => {
      const path = '/services';
      const first = await fetchWith(path, {});
      const etag = first.headers.get('etag') ?? '';
      const again = await fetchWith(path, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe(CATALOG_CACHE_CONTROL);

      // Another replica, or this one after its copy expired, reads the same bytes: the same ETag.
      cache.clear();
      expect((await fetchWith(path, { 'if-none-match': `W/"other", ${etag}` })).status).toBe(304);

      const [category] = (await catalog.categoriesBySlug(['home-hydroponic-kits'])) ?? [];
      await repository.createProducts([newProduct(category._id, `Etag Probe ${Date.now()}`)]);
      const products = await fetchWith('/products?page=1&limit=100', {});
      const changed = await fetchWith('/products?page=1&limit=100', {
        'if-none-match': products.headers.get('etag') ?? '',
      });
      expect(changed.status).toBe(304);
      await repository.createProducts([newProduct(category._id, `Etag Probe Two ${Date.now()}`)]);
      const after = await fetchWith('/products?page=1&limit=100', {
        'if-none-match': products.headers.get('etag') ?? '',
      });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(products.headers.get('etag'));
    });

    it('says Vary: Accept-Language on refusals and on the blog and gallery, which answer in it too', async () => {
      const missing = await fetchWith('/products/no-such-product', { 'accept-language': 'ar' });
      expect(missing.status).toBe(404);
      expect(missing.headers.get('vary')).toContain('Accept-Language');
      expect(missing.headers.get('cache-control')).not.toBe(CATALOG_CACHE_CONTROL);
      for (const path of ['/blog', '/gallery', '/blog/no-such-post']) {
        expect((await fetchWith(path, {})).headers.get('vary')).toContain('Accept-Language');
      }
    });
  });
});
