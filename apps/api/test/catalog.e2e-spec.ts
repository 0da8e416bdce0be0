import { categorySchema, productPageSchema, productSchema, serviceSchema } from '@farm/contract';
import { getConnectionToken } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { demoFeatured } from '../src/seed/demo-catalog';
import { expectErrorBody } from './support/expect-error';
import { startTestApp, type TestApp } from './support/test-app';

const missingId = '0123456789abcdef01234567';

describe('catalog API', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp();
  });

  afterAll(async () => {
    await api.close();
  });

  const serviceBySlug = async (slug: string) => {
    const res = await api.client.catalog.listServices();
    if (res.status !== 200) throw new Error(`listServices answered ${res.status}`);
    const service = res.body.data.find((item) => item.slug === slug);
    if (!service) throw new Error(`no service ${slug}`);
    return service;
  };

  const categoryBySlug = async (serviceSlug: string, slug: string) => {
    const service = await serviceBySlug(serviceSlug);
    const res = await api.client.catalog.listServiceCategories({ params: { id: service._id } });
    if (res.status !== 200) throw new Error(`listServiceCategories answered ${res.status}`);
    const category = res.body.data.find((item) => item.slug === slug);
    if (!category) throw new Error(`no category ${slug}`);
    return category;
  };

  describe('GET /services', () => {
    it('lists the seven services in menu order with media', async () => {
      const res = await api.client.catalog.listServices();
      expect(res.status).toBe(200);
      if (res.status !== 200) return;
      expect(res.body.data.map((service) => service.name)).toEqual([
        'Residential',
        'Commercial',
        'Industrial',
        'Institutional',
        'Hydroponics',
        'Aquaponics',
        'Aeroponics',
      ]);
      for (const service of res.body.data) {
        expect(serviceSchema.strict().parse(service)).toEqual(service);
        expect(service.image.length).toBeGreaterThan(0);
        expect(service.image[0].url).toMatch(/^\/api\/files\/[a-f\d]{24}$/);
        // The seed has no real clips and invents no links (docs/decisions/181-service-videos.md).
        expect(service.video).toEqual([]);
      }
    });
  });

  describe('GET /services/:id', () => {
    it('returns one service', async () => {
      const residential = await serviceBySlug('residential');
      const res = await api.client.catalog.getService({ params: { id: residential._id } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: residential });
    });

    it('answers 404 for an unknown id', async () => {
      const res = await api.client.catalog.getService({ params: { id: missingId } });
      expect(res.status).toBe(404);
      expectErrorBody(res.body, 404, 'Service not found');
    });

    it('answers 400 with issues for a malformed id', async () => {
      const res = await api.client.catalog.getService({ params: { id: 'not-an-id' } });
      expect(res.status).toBe(400);
      const body = expectErrorBody(res.body, 400);
      expect(body.issues).toEqual([{ path: 'id', code: 'invalidId', message: 'Invalid id' }]);
    });
  });

  describe('GET /services/:id/categories', () => {
    it('lists the categories of a service by name', async () => {
      const residential = await serviceBySlug('residential');
      const res = await api.client.catalog.listServiceCategories({ params: { id: residential._id } });
      expect(res.status).toBe(200);
      if (res.status !== 200) return;
      expect(res.body.data.map((category) => category.name)).toEqual([
        'Grow Lights',
        'Home Hydroponic Kits',
        'Seeds & Nutrients',
        'Vertical Grow Towers',
      ]);
      for (const category of res.body.data) {
        expect(categorySchema.strict().parse(category)).toEqual(category);
        expect(category.serviceId).toBe(residential._id);
        expect(category.image?.url).toMatch(/^\/api\/files\//);
      }
    });

    it('answers 404 for an unknown service and 400 for a malformed id', async () => {
      const missing = await api.client.catalog.listServiceCategories({ params: { id: missingId } });
      expect(missing.status).toBe(404);
      expectErrorBody(missing.body, 404, 'Service not found');
      const malformed = await api.client.catalog.listServiceCategories({ params: { id: '12345' } });
      expect(malformed.status).toBe(400);
      expect(expectErrorBody(malformed.body, 400).issues?.[0].path).toBe('id');
    });
  });

  describe('GET /products', () => {
    it('returns the first page of 8 by default: the demo featured kits in order, then by name', async () => {
      const res = await api.client.catalog.listProducts({ query: {} });
      expect(res.status).toBe(200);
      if (res.status !== 200) return;
      const page = productPageSchema.parse(res.body);
      expect(page.page).toBe(1);
      expect(page.data).toHaveLength(8);
      expect(page.total).toBeGreaterThanOrEqual(30);
      expect(page.pages).toBe(Math.ceil(page.total / 8));
      const names = page.data.map((product) => product.name);
      expect(names.slice(0, demoFeatured.length)).toEqual(demoFeatured);
      const rest = names.slice(demoFeatured.length);
      expect(rest).toEqual([...rest].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      for (const product of page.data) expect(productSchema.strict().parse(product)).toEqual(product);
    });

    it('pages through every product exactly once', async () => {
      const first = await api.client.catalog.listProducts({ query: { limit: 20 } });
      if (first.status !== 200) throw new Error('listProducts failed');
      const seen: string[] = [];
      for (let page = 1; page <= first.body.pages; page++) {
        const res = await api.client.catalog.listProducts({ query: { page, limit: 20 } });
        if (res.status !== 200) throw new Error('listProducts failed');
        seen.push(...res.body.data.map((product) => product._id));
      }
      expect(seen).toHaveLength(first.body.total);
      expect(new Set(seen).size).toBe(first.body.total);
    });

    it('returns an empty page beyond the last with the real totals', async () => {
      const res = await api.client.catalog.listProducts({ query: { page: 999 } });
      expect(res.status).toBe(200);
      if (res.status !== 200) return;
      expect(res.body.data).toEqual([]);
      expect(res.body.page).toBe(999);
      expect(res.body.total).toBeGreaterThanOrEqual(30);
      expect(res.body.pages).toBe(Math.ceil(res.body.total / 8));
    });

    it('searches the words of names and descriptions case-insensitively, names first', async () => {
      const res = await api.client.catalog.listProducts({ query: { search: 'TOWER', limit: 100 } });
      expect(res.status).toBe(200);
      if (res.status !== 200) return;
      expect(res.body.total).toBeGreaterThan(1);
      expect(res.body.data[0]?.name.toLowerCase()).toMatch(/\btower/);
    });

    it('finds a product by a word only its description holds', async () => {
      const res = await api.client.catalog.listProducts({ query: { search: 'HATCHERY' } });
      expect(res.status === 200 && res.body.data.map((product) => product.name)).toEqual([
        'Tilapia Fingerlings (50)',
      ]);
    });

    it('finds names with a hyphen, one page at a time', async () => {
      const res = await api.client.catalog.listProducts({ query: { search: '12-site', limit: 1 } });
      expect(res.status).toBe(200);
      if (res.status !== 200) return;
      expect(res.body.data.map((product) => product.name)).toEqual(['AquaLeaf NFT Countertop Kit 12-Site']);
      expect(res.body).toMatchObject({ page: 1, pages: res.body.total });
    });

    it.each(['(', '.*', '[', '\\', '+', '?'])('finds nothing for %p, which holds no word', async (search) => {
      const res = await api.client.catalog.listProducts({ query: { search } });
      expect(res.status === 200 && res.body.total).toBe(0);
    });

    it('reads the words between regex characters', async () => {
      const res = await api.client.catalog.listProducts({ query: { search: '(50)' } });
      expect(res.status).toBe(200);
      if (res.status !== 200) return;
      expect(res.body.data.map((product) => product.name)).toContain('Tilapia Fingerlings (50)');
    });

    it('returns no products for a search that matches none', async () => {
      const res = await api.client.catalog.listProducts({ query: { search: 'no such product anywhere' } });
      expect(res.body).toEqual({ data: [], page: 1, pages: 0, total: 0 });
    });

    it.each([
      [{ page: 0 }, 'page'],
      [{ limit: 1000 }, 'limit'],
      [{ limit: 0 }, 'limit'],
      [{ page: 1.5 }, 'page'],
      [{ search: 'x'.repeat(101) }, 'search'],
    ])('rejects %p with 400 and an issue on %s', async (query, path) => {
      const res = await api.client.catalog.listProducts({ query: query as { page?: number } });
      expect(res.status).toBe(400);
      const body = expectErrorBody(res.body, 400);
      expect(body.issues?.map((issue) => issue.path)).toEqual([path]);
      expect(body.message).toContain(path);
    });

    it('rejects a non-numeric page sent by hand', async () => {
      const res = await fetch(`${api.baseUrl}/products?page=abc`);
      expect(res.status).toBe(400);
      expect(expectErrorBody(await res.json(), 400).issues?.[0].path).toBe('page');
    });
  });

  describe('GET /categories/:id/products', () => {
    it('pages the products of one category', async () => {
      const kits = await categoryBySlug('residential', 'home-hydroponic-kits');
      const first = await api.client.catalog.listCategoryProducts({ params: { id: kits._id }, query: {} });
      expect(first.status).toBe(200);
      if (first.status !== 200) return;
      expect(first.body).toMatchObject({ page: 1, pages: 2, total: 10 });
      expect(first.body.data).toHaveLength(8);
      for (const product of first.body.data) expect(product.categoryId).toBe(kits._id);
      const second = await api.client.catalog.listCategoryProducts({
        params: { id: kits._id },
        query: { page: 2 },
      });
      if (second.status !== 200) throw new Error('second page failed');
      expect(second.body.data).toHaveLength(2);
      const ids = [...first.body.data, ...second.body.data].map((product) => product._id);
      expect(new Set(ids).size).toBe(10);
    });

    it('returns an empty page for a category without products', async () => {
      const walls = await categoryBySlug('commercial', 'hotel-living-walls');
      const res = await api.client.catalog.listCategoryProducts({ params: { id: walls._id }, query: {} });
      expect(res.body).toEqual({ data: [], page: 1, pages: 0, total: 0 });
    });

    it('answers 404 for an unknown category, 400 for a malformed id or bad paging', async () => {
      const missing = await api.client.catalog.listCategoryProducts({ params: { id: missingId }, query: {} });
      expect(missing.status).toBe(404);
      expectErrorBody(missing.body, 404, 'Category not found');
      const malformed = await api.client.catalog.listCategoryProducts({ params: { id: 'zzz' }, query: {} });
      expect(malformed.status).toBe(400);
      expect(expectErrorBody(malformed.body, 400).issues?.[0].path).toBe('id');
      const badLimit = await api.client.catalog.listCategoryProducts({
        params: { id: missingId },
        query: { limit: 101 },
      });
      expect(badLimit.status).toBe(400);
      expect(expectErrorBody(badLimit.body, 400).issues?.[0].path).toBe('limit');
    });
  });

  describe('GET /products/:slug', () => {
    it('returns one product by slug', async () => {
      const res = await api.client.catalog.getProduct({
        params: { slug: 'vertitower-28-pocket-home-tower' },
      });
      expect(res.status).toBe(200);
      if (res.status !== 200) return;
      const product = productSchema.strict().parse(res.body.data);
      expect(product).toMatchObject({
        name: 'VertiTower 28-Pocket Home Tower',
        offer: '15% OFF',
        price: 1299,
        discountedPrice: 1099,
        stock: 18,
      });
      expect(product.images).toHaveLength(2);
      expect(product.usp.length).toBeGreaterThan(0);
    });

    it('answers 404 for an unknown slug', async () => {
      const res = await api.client.catalog.getProduct({ params: { slug: 'no-such-product' } });
      expect(res.status).toBe(404);
      expectErrorBody(res.body, 404, 'Product not found');
    });
  });

  describe('in Arabic (Accept-Language: ar)', () => {
    const arabic = { 'accept-language': 'ar' };
    const arabicScript = /[\u0600-\u06ff]/;

    it('answers every service, category and product text in Arabic, same ids and order', async () => {
      const [en, ar] = await Promise.all([
        api.client.catalog.listServices(),
        api.client.catalog.listServices({ extraHeaders: arabic }),
      ]);
      if (en.status !== 200 || ar.status !== 200) throw new Error('listServices failed');
      expect(ar.body.data.map((service) => service._id)).toEqual(en.body.data.map((service) => service._id));
      for (const service of ar.body.data)
        for (const text of [service.name, service.description, service.subHeading, service.subdescription])
          expect(text).toMatch(arabicScript);

      const product = await api.client.catalog.getProduct({
        params: { slug: 'vertitower-28-pocket-home-tower' },
        extraHeaders: arabic,
      });
      if (product.status !== 200) throw new Error(`${product.status}`);
      expect(product.body.data).toMatchObject({ name: 'برج فيرتي تاور المنزلي 28 جيبًا', offer: 'خصم 15%' });
      for (const feature of product.body.data.usp) expect(feature).toMatch(arabicScript);

      const page = await api.client.catalog.listProducts({ query: { search: 'برج' }, extraHeaders: arabic });
      if (page.status !== 200) throw new Error(`${page.status}`);
      expect(page.body.total).toBeGreaterThan(0);
      expect(page.body.data[0]?.name).toContain('برج');
    });

    it('answers a products page, a category page and the related products in each language, same ids', async () => {
      const slug = 'vertitower-28-pocket-home-tower';
      const tower = await api.client.catalog.getProduct({ params: { slug } });
      if (tower.status !== 200) throw new Error(`${tower.status}`);
      const categoryId = tower.body.data.categoryId;
      const reads = (headers?: Record<string, string>) =>
        Promise.all([
          api.client.catalog.listProducts({ query: { limit: 8 }, extraHeaders: headers }),
          api.client.catalog.listCategoryProducts({
            params: { id: categoryId },
            query: {},
            extraHeaders: headers,
          }),
          api.client.catalog.listRelatedProducts({ params: { slug }, extraHeaders: headers }),
        ]);
      const [english, inArabic] = await Promise.all([reads(), reads(arabic)]);
      for (const [index, en] of english.entries()) {
        const ar = inArabic[index];
        if (en.status !== 200 || ar?.status !== 200) throw new Error(`${en.status} ${ar?.status}`);
        const [enProducts, arProducts] = [en.body.data, ar.body.data];
        expect(enProducts.length).toBeGreaterThan(0);
        expect(arProducts.map((product) => product._id)).toEqual(enProducts.map((product) => product._id));
        for (const [at, product] of arProducts.entries()) {
          const same = enProducts[at];
          // Every seeded product has its Arabic texts; English answers never carry them.
          expect(product.name).toMatch(arabicScript);
          expect(product.description).toMatch(arabicScript);
          expect(same?.name).not.toMatch(arabicScript);
          expect(same?.description).not.toMatch(arabicScript);
          expect([product.price, product.stock, product.slug]).toEqual([
            same?.price,
            same?.stock,
            same?.slug,
          ]);
        }
      }
    });

    it('reads documents written before the catalog was bilingual as English', async () => {
      const residential = await categoryBySlug('residential', 'home-hydroponic-kits');
      const products = api.app
        .get<import('mongoose').Connection>(getConnectionToken())
        .collection('products');
      const { insertedId } = await products.insertOne({
        categoryId: new Types.ObjectId(residential._id),
        name: 'Legacy Kit',
        slug: 'legacy-kit',
        description: 'Written before Arabic existed.',
        images: [],
        offer: 'Old Offer',
        price: 10,
        discountedPrice: 10,
        stock: 1,
        usp: ['One feature'],
      });
      try {
        const res = await api.client.catalog.getProduct({
          params: { slug: 'legacy-kit' },
          extraHeaders: arabic,
        });
        if (res.status !== 200) throw new Error(`${res.status}`);
        expect(res.body.data).toMatchObject({
          name: 'Legacy Kit',
          description: 'Written before Arabic existed.',
          offer: 'Old Offer',
          usp: ['One feature'],
        });
      } finally {
        await products.deleteOne({ _id: insertedId });
      }
    });
  });

  describe('GET /categories/all', () => {
    it("answers every service's categories, as each service's own list has them, in one call", async () => {
      const [all, services] = await Promise.all([
        api.client.catalog.listAllCategories(),
        api.client.catalog.listServices(),
      ]);
      if (all.status !== 200 || services.status !== 200) throw new Error(`${all.status} ${services.status}`);
      let listed = 0;
      for (const service of services.body.data) {
        const own = await api.client.catalog.listServiceCategories({ params: { id: service._id } });
        if (own.status !== 200) throw new Error(`${own.status}`);
        expect(all.body.data.filter((category) => category.serviceId === service._id)).toEqual(own.body.data);
        listed += own.body.data.length;
      }
      expect(all.body.data).toHaveLength(listed);
      expect(listed).toBeGreaterThan(0);
    });

    it('names them in Arabic when asked', async () => {
      const [en, ar] = await Promise.all([
        api.client.catalog.listAllCategories(),
        api.client.catalog.listAllCategories({ extraHeaders: { 'accept-language': 'ar' } }),
      ]);
      if (en.status !== 200 || ar.status !== 200) throw new Error(`${en.status} ${ar.status}`);
      expect(ar.body.data.map((category) => category._id)).toEqual(
        en.body.data.map((category) => category._id),
      );
      for (const category of ar.body.data) expect(category.name).toMatch(/[\u0600-\u06ff]/);
    });
  });

  describe('GET /categories?slugs=', () => {
    it('answers the named categories in the order asked, leaving unknown slugs out', async () => {
      const res = await api.client.catalog.listCategoriesBySlug({
        query: { slugs: 'community-farms,no-such-category,school-learning-farms' },
      });
      if (res.status !== 200) throw new Error(`${res.status}`);
      expect(res.body.data.map((category) => category.slug)).toEqual([
        'community-farms',
        'school-learning-farms',
      ]);
    });

    it('refuses an empty or malformed list', async () => {
      expect((await api.client.catalog.listCategoriesBySlug({ query: { slugs: '' } })).status).toBe(400);
      expect((await api.client.catalog.listCategoriesBySlug({ query: { slugs: '../x' } })).status).toBe(400);
    });
  });
});
