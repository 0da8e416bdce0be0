import { SeedService } from '../src/seed/seed.service';
import { startTestApp, type TestApp } from './support/test-app';

async function allProducts(api: TestApp) {
  const res = await api.client.catalog.listProducts({ query: { limit: 100 } });
  if (res.status !== 200) throw new Error(`listProducts answered ${res.status}`);
  return res.body;
}

describe('demo seed', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ seedDemo: false });
  });

  afterAll(async () => {
    await api.close();
  });

  it('leaves the store empty when seeding is switched off', async () => {
    const res = await api.client.catalog.listServices();
    expect(res.body).toEqual({ data: [] });
  });

  // Seed speed is a benchmark concern (pnpm bench), not a timed assertion here.
  it('seeds at least 30 products with images', async () => {
    const result = await api.app.get(SeedService).seedDemoCatalog();
    expect(result).toMatchObject({ seeded: true, services: 7 });
    const page = await allProducts(api);
    expect(page.total).toBe(result.products);
    expect(page.total).toBeGreaterThanOrEqual(30);
    expect(page.data.some((product) => product.stock === 0)).toBe(true);
    expect(page.data.some((product) => product.offer !== '')).toBe(true);
    for (const product of page.data) {
      expect(product.images.length).toBeGreaterThan(0);
      expect(product.usp.length).toBeGreaterThan(0);
      expect(product.discountedPrice).toBeLessThanOrEqual(product.price);
    }
  });

  it('stores real, distinct WebP pictures', async () => {
    const page = await allProducts(api);
    const urls = page.data.slice(0, 3).map((product) => product.images[0].url);
    const bodies = await Promise.all(
      urls.map(async (url) => {
        const res = await fetch(new URL(url, api.baseUrl));
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
        return Buffer.from(await res.arrayBuffer());
      }),
    );
    for (const body of bodies) expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(new Set(bodies.map((body) => body.toString('base64'))).size).toBe(3);
  });

  it('skips when a catalog exists', async () => {
    const before = await allProducts(api);
    const result = await api.app.get(SeedService).seedDemoCatalog();
    expect(result.seeded).toBe(false);
    expect((await allProducts(api)).total).toBe(before.total);
  });

  it('replaces the catalog and its files when forced', async () => {
    const before = await allProducts(api);
    const oldImage = before.data[0].images[0].url;
    const result = await api.app.get(SeedService).seedDemoCatalog({ force: true });
    expect(result.seeded).toBe(true);
    const after = await allProducts(api);
    expect(after.total).toBe(before.total);
    expect(after.data[0]._id).not.toBe(before.data[0]._id);
    const gone = await fetch(new URL(oldImage, api.baseUrl));
    expect(gone.status).toBe(404);
    await gone.arrayBuffer();
  });
});

describe('seeding on start', () => {
  it('seeds an empty embedded store when the app boots', async () => {
    const api = await startTestApp({ seedDemo: undefined, mongodbUri: undefined });
    try {
      const res = await api.client.catalog.listServices();
      expect(res.status).toBe(200);
      if (res.status === 200) expect(res.body.data).toHaveLength(7);
    } finally {
      await api.close();
    }
  });
});
