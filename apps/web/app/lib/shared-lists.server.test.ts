import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuService } from '#app/components/layout/nav-items';
import { stubApi } from '#tests/api-stub';

const { catalog, content } = stubApi();
const { cachedAnswer, cachedPerLanguage } = await import('#app/lib/shared-lists.server');
const home = await import('#app/routes/home');
const products = await import('#app/routes/products');
const sitemap = await import('#app/routes/sitemap');

const menu = (name: string): MenuService[] => [{ _id: 'a', name, slug: 'a' }];
describe('cachedAnswer', () => {
  it('reuses an answer within the TTL and asks again after it', async () => {
    let clock = 0;
    const load = vi.fn().mockResolvedValueOnce(menu('first')).mockResolvedValueOnce(menu('second'));
    const get = cachedAnswer(load, 1000, () => clock);
    expect(await get()).toEqual(menu('first'));
    clock = 999;
    expect(await get()).toEqual(menu('first'));
    expect(load).toHaveBeenCalledTimes(1);
    clock = 1000;
    expect(await get()).toEqual(menu('second'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one call among concurrent callers', async () => {
    const load = vi.fn().mockResolvedValue(menu('one'));
    const get = cachedAnswer(load, 1000, () => 0);
    const answers = await Promise.all([get(), get(), get()]);
    expect(answers).toEqual([menu('one'), menu('one'), menu('one')]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps no failure: the next call asks the API again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(menu('back'));
    const get = cachedAnswer(load, 1000, () => 0);
    await expect(get()).rejects.toThrow('down');
    expect(await get()).toEqual(menu('back'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('cachedPerLanguage', () => {
  it('keeps one menu per language', async () => {
    // The client a page hands over asks in that page's language.
    type Client = { lang: 'en' | 'ar' };
    const load = vi.fn(async (api: Client) => menu(api.lang === 'ar' ? 'السكني' : 'Residential'));
    const get = cachedPerLanguage(load, 1000, () => 0);
    expect(await get('en', { lang: 'en' })).toEqual(menu('Residential'));
    expect(await get('ar', { lang: 'ar' })).toEqual(menu('السكني'));
    expect(await get('en', { lang: 'en' })).toEqual(menu('Residential'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('the lists every page shows alike (docs/decisions/234-shared-public-lists.md)', () => {
  const context = { clientAddress: '203.0.113.9', requestId: 'r1', logFields: {} } as never;
  const args = (path: string) => ({ request: new Request(`http://localhost${path}`), context, params: {} });
  const service = (slug: string, name: string) => ({
    _id: slug.padStart(24, '0'),
    slug,
    name,
    subHeading: '',
    description: `${name} farms`,
    subdescription: '',
    image: [],
    video: [],
  });
  const page = { status: 200, body: { data: [], total: 0, pages: 0, page: 1 } } as const;

  beforeEach(() => {
    // Only the clock is moved; a later start than any earlier test's keeps nothing of theirs.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3_600_000);
    catalog.listServices.mockImplementation(({ headers }) => ({
      status: 200,
      body: { data: [service('residential', headers['accept-language'] === 'ar' ? 'سكني' : 'Residential')] },
    }));
    catalog.listAllCategories.mockResolvedValue({
      status: 200,
      body: { data: [{ _id: 'c1', serviceId: 'residential'.padStart(24, '0'), name: 'Kits', slug: 'kits' }] },
    });
    catalog.listProducts.mockResolvedValue(page);
    content.listGallery.mockResolvedValue(page);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it("home's tiles read the services once in a few seconds per language, and again after", async () => {
    const first = await home.loader(args('/home') as never);
    expect(first.segments).toEqual([expect.objectContaining({ name: 'Residential', to: '/residential' })]);
    await home.loader(args('/home') as never);
    expect(catalog.listServices).toHaveBeenCalledTimes(1);
    // Each visit still reads its own featured products.
    expect(catalog.listProducts).toHaveBeenCalledTimes(2);

    const arabic = await home.loader(args('/home?lang=ar') as never);
    expect(arabic.segments[0]?.name).toBe('سكني');
    expect(catalog.listServices).toHaveBeenCalledTimes(2);

    vi.setSystemTime(Date.now() + 5_000);
    await home.loader(args('/home') as never);
    expect(catalog.listServices).toHaveBeenCalledTimes(3);
  });

  it('the sitemap walks the catalog once per period, however many ask for it', async () => {
    catalog.listServiceCategories.mockResolvedValue({ status: 200, body: { data: [] } });
    content.listPosts.mockResolvedValue(page);
    const ask = async () => (await sitemap.loader(args('/sitemap.xml') as never)).text();
    const [first, second] = await Promise.all([ask(), ask()]);
    expect(first).toContain('/residential');
    expect(second).toBe(first);
    vi.setSystemTime(Date.now() + sitemap.SITEMAP_TTL_MS - 1);
    await ask();
    expect(catalog.listProducts).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1);
    await ask();
    expect(catalog.listProducts).toHaveBeenCalledTimes(2);
  });

  it('answers a part the sitemap has from the same walk, and 404 for one it has not', async () => {
    catalog.listServiceCategories.mockResolvedValue({ status: 200, body: { data: [] } });
    content.listPosts.mockResolvedValue(page);
    // Past anything an earlier test kept.
    vi.setSystemTime(Date.now() + 3 * sitemap.SITEMAP_TTL_MS);
    const part = (query: string) => sitemap.loader(args(`/sitemap.xml${query}`) as never);
    const whole = await (await part('')).text();
    // One file holds this small site: its first part is the whole of it.
    expect(await (await part('?part=1')).text()).toBe(whole);
    for (const query of ['?part=2', '?part=0', '?part=x', '?part=1234567'])
      expect((await part(query)).status, query).toBe(404);
    expect(catalog.listProducts).toHaveBeenCalledTimes(1);
  });

  it("the shop's filter reads its categories once in a few seconds, the products on every visit", async () => {
    const first = await products.loader(args('/products') as never);
    expect(first.groups).toEqual([{ service: 'Residential', categories: [{ _id: 'c1', name: 'Kits' }] }]);
    await products.loader(args('/products?sort=newest') as never);
    expect(catalog.listAllCategories).toHaveBeenCalledTimes(1);
    expect(catalog.listProducts).toHaveBeenCalledTimes(2);
    vi.setSystemTime(Date.now() + 5_000);
    await products.loader(args('/products') as never);
    expect(catalog.listAllCategories).toHaveBeenCalledTimes(2);
  });
});
