import { matchesSearch, searchTermsOf, searchWordsOf } from '@farm/contract';
import { CatalogRepository } from '../src/catalog/catalog.repository';
import { startTestApp, type TestApp } from './support/test-app';

/** The shop's search finds words by their beginnings (docs/decisions/112-search-by-word.md). */
describe('product search by word', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp();
  });

  afterAll(async () => {
    await api.close();
  });

  const search = async (term: string, headers: Record<string, string> = {}) => {
    const res = await api.client.catalog.listProducts({
      query: { search: term, limit: 100 },
      extraHeaders: headers,
    });
    if (res.status !== 200) throw new Error(`listProducts answered ${res.status}`);
    return res.body;
  };

  it('finds a word by its beginning, never by its middle', async () => {
    const found = await search('vertit');
    expect(found.data.map((product) => product.slug)).toContain('vertitower-28-pocket-home-tower');
    expect((await search('ertitower')).total).toBe(0);
  });

  it('needs every word of the search, in any order, and lists names that hold them all first', async () => {
    const both = await search('tower home');
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThanOrEqual((await search('tower')).total);
    const terms = searchTermsOf('tower home');
    const inName = both.data.map((product) => matchesSearch(searchWordsOf(product.name), terms));
    expect(inName[0]).toBe(true);
    // Once a product matches only by its description or category, no name match follows it.
    expect(inName.slice(inName.indexOf(false) >= 0 ? inName.indexOf(false) : inName.length)).not.toContain(
      true,
    );
    expect(both.data.map((product) => product.slug)).toEqual([
      ...new Set(both.data.map((product) => product.slug)),
    ]);
  });

  it('pages across the names and the rest without losing or repeating a product', async () => {
    const all = await search('tower');
    expect(all.total).toBeGreaterThan(3);
    // One product a page: pages of name matches, then pages wholly past them. Three: one page holds both.
    for (const limit of [1, 3]) {
      const pages = [];
      for (let page = 1; page <= Math.ceil(all.total / limit); page += 1) {
        const res = await api.client.catalog.listProducts({ query: { search: 'tower', limit, page } });
        if (res.status !== 200) throw new Error(`${res.status}`);
        expect(res.body.total).toBe(all.total);
        pages.push(...res.body.data.map((product) => product.slug));
      }
      expect(pages).toEqual(all.data.map((product) => product.slug));
    }
  });

  it('ignores case, accents, Arabic diacritics and letter forms', async () => {
    const plain = await search('برج', { 'accept-language': 'ar' });
    expect(plain.total).toBeGreaterThan(0);
    expect((await search('بُرْج', { 'accept-language': 'ar' })).total).toBe(plain.total);
    expect((await search('TÔWER')).total).toBe((await search('tower')).total);
  });

  it('finds nothing for a search without a word in it', async () => {
    expect(await search('(')).toEqual({ data: [], page: 1, pages: 0, total: 0 });
  });

  it('finds a category’s products by its new name once an admin renames it', async () => {
    const repository = api.app.get(CatalogRepository);
    const category = (await repository.adminCategories()).find((item) => item.productCount > 0);
    if (!category) throw new Error('no category with products');
    expect((await search('zanzibarian')).total).toBe(0);

    const { _id, productCount: _count, image, ...fields } = category;
    const renamed = await repository.replaceCategory(_id, {
      ...fields,
      ...(image ? { image } : {}),
      name: `${category.name} Zanzibarian`,
    });
    expect(renamed?.name).toMatch(/Zanzibarian$/);
    expect((await search('zanzibar')).total).toBe(category.productCount);
  });
});
