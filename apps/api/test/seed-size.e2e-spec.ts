import { CatalogRepository } from '../src/catalog/catalog.repository';
import { SeedService } from '../src/seed/seed.service';
import { startTestApp, type TestApp } from './support/test-app';

// `pnpm seed -- --products N`: a catalog of any size, made fast, that the shop serves like any other.
describe('growing the catalog to a size', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp();
  });

  afterAll(async () => {
    await api.close();
  });

  const page = async (query: string) => {
    const res = await fetch(`${api.baseUrl}/products?${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as { total: number; data: { name: string; slug: string; price: number }[] };
  };

  it('adds generated products up to the size asked, visible at once, and adds none the second time', async () => {
    const seed = api.app.get(SeedService);
    const demo = (await page('limit=1')).total;
    expect(demo).toBeGreaterThan(0);

    const grown = await seed.growCatalog(demo + 1200);
    expect(grown).toMatchObject({ added: 1200, total: demo + 1200 });
    expect(await api.app.get(CatalogRepository).productCount()).toBe(demo + 1200);
    // The cached first page was emptied by the write.
    expect((await page('limit=1')).total).toBe(demo + 1200);

    // Numbered copies of the demo products: searchable by name, each with its own slug and a sane price.
    const found = await page(`search=${encodeURIComponent(` ${demo + 1200}`)}&limit=100`);
    expect(found.data.map((product) => product.name)).toEqual([
      expect.stringMatching(new RegExp(` ${demo + 1200}$`)),
    ]);
    const detail = await fetch(`${api.baseUrl}/products/${found.data[0].slug}`);
    expect(detail.status).toBe(200);
    expect(found.data[0].price).toBeGreaterThan(0);

    expect(await seed.growCatalog(demo + 1200)).toMatchObject({ added: 0, total: demo + 1200 });
    expect(await seed.growCatalog(10)).toMatchObject({ added: 0 });
  });
});
