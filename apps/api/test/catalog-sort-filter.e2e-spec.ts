import { type AdminProduct, type Product, type ProductListQuery, catalogMessages } from '@farm/contract';
import { Types } from 'mongoose';
import sharp from 'sharp';
import { CatalogRepository, type NewProduct } from '../src/catalog/catalog.repository';
import { FilesService } from '../src/files/files.service';
import { nextVisitorAddress } from './auth-app';
import { type ShopApp, startShopApp } from './shop-app';
import { expectErrorBody } from './support/expect-error';

/**
 * The shop's sorts and filters, related products and the admin's featured products
 * (docs/decisions/180-featured-products-sort-and-filters.md), on a small catalog of this test's own.
 */
describe('catalog sort, filters, related and featured products', () => {
  let api: ShopApp;
  const kits = new Types.ObjectId();
  const lights = new Types.ObjectId();
  const empty = new Types.ObjectId();

  // name, category, price, discounted price (what sorts and filters), stock, featured position
  const rows: [string, Types.ObjectId, number, number, number, number?][] = [
    ['Basil Tower', kits, 300, 250, 5],
    ['Mint Kit', kits, 100, 100, 0],
    ['Alpha Lamp', lights, 500, 450, 2],
    ['Zeta Pump', kits, 80, 60, 9, 2],
    ['Cress Tray', lights, 40, 40, 3, 1],
    ['Delta Frame', kits, 900, 800, 0],
    ['Oak Planter', kits, 250, 250, 1],
    ['Tower Light', lights, 150, 120, 4],
  ];
  const stored = rows.map(([name, categoryId, price, discountedPrice, stock, featuredOrder], index) => ({
    name,
    categoryId,
    price,
    discountedPrice,
    stock,
    featured: featuredOrder !== undefined,
    featuredOrder: featuredOrder ?? 0,
    // Created a minute apart in table order, so the newest is the last row.
    createdAt: new Date(Date.UTC(2026, 0, 1, 12, index)),
  }));

  beforeAll(async () => {
    api = await startShopApp();
    const repository = api.app.get(CatalogRepository);
    const serviceId = new Types.ObjectId();
    await repository.createServices([
      {
        _id: serviceId,
        name: 'Home',
        slug: `home-${serviceId}`,
        description: 'Home farms',
        image: [],
        video: [],
      },
    ] as never);
    await repository.createCategories(
      [kits, lights, empty].map((_id, n) => ({
        _id,
        serviceId,
        name: `Category ${n}`,
        slug: `category-${_id}`,
        description: '',
      })) as never,
    );
    // One real stored picture for them all: the admin's saves check that a product's images exist.
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#2c7a4b' } })
      .png()
      .toBuffer();
    const picture = (await api.app.get(FilesService).store(png, { filename: 'kit.png' })).url;
    await repository.createProducts(
      stored.map(({ createdAt: _createdAt, ...row }) => ({
        ...row,
        nameAr: '',
        slug: row.name.toLowerCase().replace(/ /g, '-'),
        description: row.name === 'Oak Planter' ? 'A planter that stands beside any tower' : 'For the home',
        descriptionAr: '',
        images: [{ url: picture }],
        offer: '',
        offerAr: '',
        usp: [],
        uspAr: [],
      })) as NewProduct[],
    );
    const products = api.collection('products');
    for (const row of stored)
      await products.updateOne({ name: row.name }, { $set: { createdAt: row.createdAt } });
    // Written behind the repository's back: forget what the cache may hold.
    repository.changed();
  });

  afterAll(async () => {
    await api.close();
  });

  async function list(query: Partial<ProductListQuery>) {
    const res = await api.client.catalog.listProducts({ query });
    if (res.status !== 200) throw new Error(`listProducts answered ${res.status}`);
    return res.body;
  }
  const names = async (query: Partial<ProductListQuery>) =>
    (await list({ limit: 100, ...query })).data.map((product: Product) => product.name);
  const byName = (a: { name: string }, b: { name: string }) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

  describe('sorts', () => {
    it('opens on the featured products in their order, then the rest by name', async () => {
      const rest = stored.filter((row) => !row.featured).sort(byName);
      expect(await names({})).toEqual(['Cress Tray', 'Zeta Pump', ...rest.map((row) => row.name)]);
      expect(await names({ sort: 'featured' })).toEqual(await names({}));
    });

    it('sorts by the price the customer pays, both ways, and by newest and name', async () => {
      const paid = [...stored].sort((a, b) => a.discountedPrice - b.discountedPrice).map((row) => row.name);
      expect(await names({ sort: 'price-asc' })).toEqual(paid);
      expect(await names({ sort: 'price-desc' })).toEqual([...paid].reverse());
      expect(await names({ sort: 'newest' })).toEqual([...stored].reverse().map((row) => row.name));
      expect(await names({ sort: 'name' })).toEqual([...stored].sort(byName).map((row) => row.name));
    });

    it('sorts an Arabic page by the Arabic names, the English one where a product has none', async () => {
      const products = api.collection('products');
      const repository = api.app.get(CatalogRepository);
      const arabic: Record<string, string> = {
        'Basil Tower': 'برج الريحان',
        'Mint Kit': 'طقم النعناع',
        'Alpha Lamp': 'مصباح ألفا',
      };
      for (const [name, nameAr] of Object.entries(arabic))
        await products.updateOne({ name }, { $set: { nameAr } });
      await repository.indexSearchWords({});
      try {
        const res = await api.client.catalog.listProducts({
          query: { sort: 'name', limit: 100 },
          extraHeaders: { 'accept-language': 'ar' },
        });
        if (res.status !== 200) throw new Error(`listProducts answered ${res.status}`);
        const shown = stored.map((row) => arabic[row.name] ?? row.name);
        expect(res.body.data.map((product: Product) => product.name)).toEqual(
          [...shown].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
        );
        // An English page keeps the English order.
        expect(await names({ sort: 'name' })).toEqual([...stored].sort(byName).map((row) => row.name));
      } finally {
        await products.updateMany({}, { $set: { nameAr: '' } });
        await repository.indexSearchWords({});
      }
    });

    it('walks an index in every sort, over all products and within a category, without sorting in memory', async () => {
      const products = api.collection('products');
      const sorts = {
        featured: { featured: -1, featuredOrder: 1, name: 1, _id: 1 },
        priceUp: { discountedPrice: 1, _id: 1 },
        priceDown: { discountedPrice: -1, _id: -1 },
        newest: { createdAt: -1, _id: -1 },
        name: { name: 1, _id: 1 },
        arabicName: { arabicSortName: 1, _id: 1 },
      } as const;
      for (const sort of Object.values(sorts))
        for (const filter of [{ archived: { $ne: true } }, { categoryId: kits, archived: { $ne: true } }]) {
          const plan = JSON.stringify(
            await products
              .find(filter)
              .sort(sort)
              .limit(8)
              .hint(Object.keys(filter).length > 1 ? { categoryId: 1, ...sort } : sort)
              .explain(),
          );
          expect(plan).toContain('IXSCAN');
          expect(plan).not.toContain('"SORT"');
        }
    });

    it('cuts pages from the sorted list, every product once, with the exact total', async () => {
      const seen: string[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const body = await list({ sort: 'price-desc', limit: 3, page });
        expect(body).toMatchObject({ total: stored.length, pages: 3, page });
        seen.push(...body.data.map((product) => product.name));
      }
      expect(seen).toEqual(await names({ sort: 'price-desc' }));
    });
  });

  describe('filters', () => {
    it('keeps one category, with its total', async () => {
      const body = await list({ category: lights.toString(), sort: 'name', limit: 100 });
      expect(body.data.map((product) => product.name)).toEqual(['Alpha Lamp', 'Cress Tray', 'Tower Light']);
      expect(body.total).toBe(3);
      const emptyCategory = await list({ category: empty.toString() });
      expect(emptyCategory).toEqual({ data: [], page: 1, pages: 0, total: 0 });
    });

    it('keeps products in stock only when asked, with an exact total over pages', async () => {
      const inStock = stored.filter((row) => row.stock > 0);
      const first = await list({ inStock: true, sort: 'name', limit: 4 });
      const second = await list({ inStock: true, sort: 'name', limit: 4, page: 2 });
      expect(first.total).toBe(inStock.length);
      expect([...first.data, ...second.data].map((product) => product.name)).toEqual(
        inStock.sort(byName).map((row) => row.name),
      );
      expect((await list({ inStock: false })).total).toBe(stored.length);
    });

    it('keeps a price range of what the customer pays, bounds included', async () => {
      const body = await list({ minPrice: 60, maxPrice: 250, sort: 'price-asc', limit: 100 });
      const expected = stored
        .filter((row) => row.discountedPrice >= 60 && row.discountedPrice <= 250)
        .sort((a, b) => a.discountedPrice - b.discountedPrice);
      expect(body.data.map((product) => product.name)).toEqual(expected.map((row) => row.name));
      expect(body.total).toBe(expected.length);
      expect((await list({ minPrice: 800 })).data.map((product) => product.name)).toEqual(['Delta Frame']);
      expect((await list({ maxPrice: 40 })).data.map((product) => product.name)).toEqual(['Cress Tray']);
    });

    it('combines the filters with each other, a category page and the search', async () => {
      expect(
        await names({ category: kits.toString(), inStock: true, maxPrice: 250, sort: 'price-desc' }),
      ).toEqual(['Oak Planter', 'Basil Tower', 'Zeta Pump']);
      const page = await api.client.catalog.listCategoryProducts({
        params: { id: kits.toString() },
        query: { inStock: true, maxPrice: 250, sort: 'price-desc' },
      });
      // Equal prices keep one order on every page: the later product first when sorting down.
      expect(page.status === 200 && page.body.data.map((product) => product.name)).toEqual([
        'Oak Planter',
        'Basil Tower',
        'Zeta Pump',
      ]);
      // Names holding the word come first, each group in the chosen order; the total ignores the sort.
      const towers = await list({ search: 'tower', sort: 'price-asc', limit: 100 });
      expect(towers.data.map((product) => product.name)).toEqual([
        'Tower Light',
        'Basil Tower',
        'Oak Planter',
      ]);
      expect(towers.total).toBe(3);
      expect(await names({ search: 'tower', sort: 'price-desc' })).toEqual([
        'Basil Tower',
        'Tower Light',
        'Oak Planter',
      ]);
      expect(await names({ search: 'tower', inStock: true, maxPrice: 200 })).toEqual(['Tower Light']);
    });

    it('keeps the featured products alone when asked, in their order', async () => {
      expect(await names({ featured: true })).toEqual(['Cress Tray', 'Zeta Pump']);
      expect(await names({ featured: false })).not.toContain('Cress Tray');
    });

    it('answers 404 for a category that does not exist', async () => {
      const res = await api.client.catalog.listProducts({
        query: { category: new Types.ObjectId().toString() },
      });
      expect(res.status).toBe(404);
      expectErrorBody(res.body, 404, 'Category not found');
    });
  });

  describe('bad values', () => {
    it.each([
      ['sort=cheapest', 'sort', 'productSortInvalid'],
      ['category=plants', 'category', 'categoryFilterInvalid'],
      ['inStock=yes', 'inStock', 'inStockFilterInvalid'],
      ['featured=1', 'featured', 'featuredFilterInvalid'],
      ['minPrice=cheap', 'minPrice', 'priceFilterInvalid'],
      ['maxPrice=-5', 'maxPrice', 'priceFilterInvalid'],
      ['maxPrice=9.999', 'maxPrice', 'priceFilterInvalid'],
      ['minPrice=500&maxPrice=100', 'maxPrice', 'priceRangeInverted'],
    ] as const)('refuses ?%s with a 400 that says so', async (query, path, code) => {
      for (const address of [`/products?${query}`, `/categories/${kits}/products?${query}`]) {
        if (path === 'category' && address.startsWith('/categories')) continue;
        const res = await fetch(`${api.baseUrl}${address}`);
        expect(res.status).toBe(400);
        const body = expectErrorBody(await res.json(), 400);
        expect(body.issues).toEqual([{ path, code, message: catalogMessages[code] }]);
        expect(body.message).toContain(catalogMessages[code]);
      }
    });
  });

  describe('related products', () => {
    it('offers other products of the category, those in stock first, never the product itself', async () => {
      const res = await api.client.catalog.listRelatedProducts({ params: { slug: 'basil-tower' } });
      expect(res.status).toBe(200);
      if (res.status !== 200) return;
      const related = res.body.data.map((product) => product.name);
      // Kits besides Basil Tower: in stock Zeta Pump (featured), Oak Planter; sold out Delta Frame, Mint Kit.
      expect(related).toEqual(['Zeta Pump', 'Oak Planter', 'Delta Frame', 'Mint Kit']);
      for (const product of res.body.data) expect(product.categoryId).toBe(kits.toString());
    });

    it('offers what a small category has, and 404 for an unknown product', async () => {
      const missing = await api.client.catalog.listRelatedProducts({ params: { slug: 'no-such-product' } });
      expect(missing.status).toBe(404);
      expectErrorBody(missing.body, 404, 'Product not found');
      const lamp = await api.client.catalog.listRelatedProducts({ params: { slug: 'alpha-lamp' } });
      expect(lamp.status === 200 && lamp.body.data.map((product) => product.name)).toEqual([
        'Cress Tray',
        'Tower Light',
      ]);
    });
  });

  describe('the admin chooses the featured products', () => {
    async function adminProduct(name: string): Promise<AdminProduct> {
      const found = await api.client.adminProducts.list({
        query: { search: name },
        extraHeaders: api.adminHeaders,
      });
      if (found.status !== 200 || !found.body.data[0]) throw new Error(`no admin product ${name}`);
      return found.body.data[0];
    }
    const inputOf = (product: AdminProduct) => ({
      name: product.name,
      description: product.description,
      price: product.price,
      discountedPrice: product.discountedPrice,
      stock: product.stock,
      categoryId: product.categoryId,
      images: product.images.map(({ url }) => url),
      usp: product.usp,
      uspAr: product.uspAr,
    });
    const save = (
      product: AdminProduct,
      fields: object,
      headers: Record<string, string> = api.adminHeaders,
    ) =>
      api.client.adminProducts.update({
        params: { id: product._id },
        body: { ...inputOf(product), ...fields },
        extraHeaders: { ...headers, 'x-forwarded-for': nextVisitorAddress() },
      });

    it('sets the flag and the position, and the shop follows at once', async () => {
      const lamp = await adminProduct('Alpha Lamp');
      expect(lamp).toMatchObject({ featured: false, featuredOrder: null });
      // Read (and cache) the list first: the save must make the shop forget it.
      expect(await names({ featured: true })).toEqual(['Cress Tray', 'Zeta Pump']);
      const saved = await save(lamp, { featured: true, featuredOrder: 1 });
      expect(saved.status).toBe(200);
      expect(saved.status === 200 && saved.body.data).toMatchObject({ featured: true, featuredOrder: 1 });
      // Two at position 1: the name decides between them.
      expect(await names({ featured: true })).toEqual(['Alpha Lamp', 'Cress Tray', 'Zeta Pump']);
      const zeta = await adminProduct('Zeta Pump');
      expect(zeta.featuredOrder).toBe(2);
      expect((await save(zeta, { featured: true, featuredOrder: 0.5 })).status).toBe(400);
      await save(await adminProduct('Cress Tray'), { featured: false, featuredOrder: 3 });
      expect(await names({ featured: true })).toEqual(['Alpha Lamp', 'Zeta Pump']);
      expect(await adminProduct('Cress Tray')).toMatchObject({ featured: false, featuredOrder: null });
      expect((await names({}))[2]).toBe('Basil Tower');
    });

    it('refuses a featured product without its position, with the message', async () => {
      const res = await save(await adminProduct('Mint Kit'), { featured: true });
      expect(res.status).toBe(400);
      const body = expectErrorBody(res.body, 400);
      expect(body.issues).toEqual([
        {
          path: 'featuredOrder',
          code: 'featuredOrderRequired',
          message: 'A featured product needs its position among the featured ones (1 shows first).',
        },
      ]);
    });

    it('lets only the admin set it', async () => {
      const mint = await adminProduct('Mint Kit');
      const customer = await api.shopper('featured');
      expect((await save(mint, { featured: true, featuredOrder: 1 }, customer.headers)).status).toBe(403);
      expect((await save(mint, { featured: true, featuredOrder: 1 }, {})).status).toBe(401);
      expect(await names({ featured: true })).not.toContain('Mint Kit');
    });
  });
});
