import {
  type AdminProduct,
  adminProductMessages,
  type ProductInput,
  uploadedImageSchema,
} from '@farm/contract';
import { Types } from 'mongoose';
import { z } from 'zod';
import { CatalogRepository } from '../src/catalog/catalog.repository';
import { toProductChanges } from '../src/catalog/products-admin.mapper';
import { nextVisitorAddress } from './auth-app';
import { address, SHOP_ADMIN, type ShopApp, type Shopper, startShopApp } from './shop-app';
import { expectErrorBody } from './support/expect-error';
import { multipart, photo } from './support/uploads';

/** The admin's products: create, edit, delete or archive, restore; slugs; the audit trail. */
describe('admin products', () => {
  let api: ShopApp;
  let categoryId: string;
  let otherCategoryId: string;

  beforeAll(async () => {
    api = await startShopApp();
    const repository = api.app.get(CatalogRepository);
    const serviceId = new Types.ObjectId();
    await repository.createServices([
      {
        _id: serviceId,
        name: 'Residential',
        nameAr: '',
        slug: `residential-${serviceId.toString()}`,
        description: 'Home farms',
        descriptionAr: '',
        subdescription: '',
        subdescriptionAr: '',
        subHeading: '',
        subHeadingAr: '',
        image: [],
        video: [],
      } as never,
    ]);
    const ids = [new Types.ObjectId(), new Types.ObjectId()];
    await repository.createCategories(
      ids.map((_id, n) => ({
        _id,
        serviceId,
        name: `Kits ${n}`,
        nameAr: '',
        slug: `kits-${_id.toString()}`,
        description: '',
        descriptionAr: '',
      })) as never,
    );
    [categoryId, otherCategoryId] = ids.map(String) as [string, string];
  });

  afterAll(async () => {
    await api.close();
  });

  const admin = () => api.adminHeaders;

  /** Real stored images, uploaded the way the admin screens do it. */
  async function upload(count: number): Promise<string[]> {
    const parts = [];
    for (let n = 0; n < count; n += 1)
      parts.push({ name: 'images', filename: `p${n}.png`, type: 'image/png', data: await photo('png') });
    const { body, contentType } = multipart(parts);
    const res = await fetch(`${api.baseUrl}/admin/images`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'x-forwarded-for': nextVisitorAddress(), ...admin() },
      body: new Uint8Array(body),
    });
    if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
    return z
      .object({ data: z.array(uploadedImageSchema) })
      .parse(await res.json())
      .data.map(({ url }) => url);
  }

  let names = 0;
  async function input(fields: Partial<ProductInput> = {}): Promise<ProductInput> {
    names += 1;
    return {
      name: `Herb Tower ${Date.now().toString(36)} ${names}`,
      nameAr: 'برج الأعشاب',
      description: 'A vertical tower for herbs.',
      descriptionAr: 'برج عمودي للأعشاب.',
      offer: 'Flash Sale',
      offerAr: 'تخفيضات',
      usp: ['Solar pump', 'Timer'],
      uspAr: ['مضخة شمسية'],
      price: 499.5,
      discountedPrice: 449,
      stock: 7,
      categoryId,
      images: fields.images ?? (await upload(1)),
      ...fields,
    };
  }

  async function create(fields: Partial<ProductInput> = {}): Promise<AdminProduct> {
    const res = await api.client.adminProducts.create({ body: await input(fields), extraHeaders: admin() });
    if (res.status !== 201) throw new Error(`create answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data;
  }

  const trail = async (id: string) => {
    const res = await api.client.admin.listAuditTrail({
      query: { kind: 'product', recordId: id },
      extraHeaders: admin(),
    });
    if (res.status !== 200) throw new Error(`listAuditTrail answered ${res.status}`);
    return res.body.data.map(({ action, fields }) => ({ action, fields }));
  };
  const fileExists = async (url: string) =>
    (await api
      .collection('files.files')
      .countDocuments({ _id: new Types.ObjectId(url.split('/').pop()) })) === 1;
  const shopGet = (slug: string) => api.client.catalog.getProduct({ params: { slug } });

  it('creates, edits and deletes a product, in the shop in between, with its history', async () => {
    const images = await upload(3);
    const body = await input({ name: "Kids' Window Farm Kit", images });
    const created = await api.client.adminProducts.create({ body, extraHeaders: admin() });
    expect(created.status).toBe(201);
    if (created.status !== 201) return;
    expect(created.body).toMatchObject({
      code: 'productCreated',
      message: "Product Kids' Window Farm Kit was added.",
      // Named in both languages, so an Arabic page's sentence names it in Arabic.
      params: { name: "Kids' Window Farm Kit", nameAr: 'برج الأعشاب' },
    });
    const product = created.body.data;
    expect(product).toMatchObject({
      ...body,
      images: images.map((url) => ({ url })),
      archived: false,
    });
    expect(product.slug).toMatch(/^kids-window-farm-kit(-\d+)?$/);

    // The shop shows it, in either language.
    const shop = await shopGet(product.slug);
    expect(shop.status).toBe(200);
    if (shop.status === 200) expect(shop.body.data.images.map(({ url }) => url)).toEqual(images);

    // An edit: new order of images, one dropped, new price and name; the slug stays.
    const [first, second, third] = images as [string, string, string];
    const edited = await api.client.adminProducts.update({
      params: { id: product._id },
      body: { ...body, name: 'Window Farm Kit for Kids', price: 520, images: [third, first] },
      extraHeaders: admin(),
    });
    expect(edited.status).toBe(200);
    if (edited.status !== 200) return;
    expect(edited.body.data).toMatchObject({
      slug: product.slug,
      name: 'Window Farm Kit for Kids',
      price: 520,
      images: [{ url: third }, { url: first }],
    });
    // The dropped image is no longer used by anything, so its file went with it.
    expect(await fileExists(second)).toBe(false);
    expect(await fileExists(first)).toBe(true);

    const fetched = await api.client.adminProducts.get({
      params: { id: product._id },
      extraHeaders: admin(),
    });
    expect(fetched.status).toBe(200);
    if (fetched.status === 200) expect(fetched.body.data.name).toBe('Window Farm Kit for Kids');

    const removed = await api.client.adminProducts.remove({
      params: { id: product._id },
      extraHeaders: admin(),
    });
    expect(removed.status).toBe(200);
    if (removed.status === 200)
      expect(removed.body).toMatchObject({
        code: 'productDeleted',
        outcome: 'deleted',
        params: { name: 'Window Farm Kit for Kids', nameAr: 'برج الأعشاب' },
      });
    expect(await api.collection('products').countDocuments({ _id: new Types.ObjectId(product._id) })).toBe(0);
    expect((await shopGet(product.slug)).status).toBe(404);
    expect(await fileExists(first)).toBe(false);
    expect(await fileExists(third)).toBe(false);

    expect(await trail(product._id)).toEqual([
      { action: 'deleted', fields: [] },
      { action: 'updated', fields: ['name', 'price', 'images'] },
      {
        action: 'created',
        fields: expect.arrayContaining(['name', 'price', 'images', 'categoryId', 'uspAr']) as unknown,
      },
    ]);
    const again = await api.client.adminProducts.get({ params: { id: product._id }, extraHeaders: admin() });
    expect(again.status).toBe(404);
  });

  it('refuses a save from a form opened before a colleague saved, keeping their change and pictures', async () => {
    const [kept, added] = (await upload(2)) as [string, string];
    const product = await create({ images: [kept] });
    expect(product.revision).toBe(0);
    const body = await input({ name: product.name, images: [kept] });

    // A colleague adds a picture and a new price from the same revision.
    const theirs = await api.client.adminProducts.update({
      params: { id: product._id },
      body: { ...body, price: 520, images: [kept, added], revisionWas: 0 },
      extraHeaders: admin(),
    });
    expect(theirs.status).toBe(200);
    if (theirs.status === 200) expect(theirs.body.data.revision).toBe(1);

    // The form still open at revision 0 is refused; what the colleague saved stays, their picture too.
    const mine = await api.client.adminProducts.update({
      params: { id: product._id },
      body: { ...body, description: 'A typo fixed.', revisionWas: 0 },
      extraHeaders: admin(),
    });
    expect(mine.status).toBe(409);
    expect(expectErrorBody(mine.body, 409).code).toBe('productChangedMeanwhile');
    const stored = await api.client.adminProducts.get({ params: { id: product._id }, extraHeaders: admin() });
    if (stored.status !== 200) throw new Error(`get: ${stored.status}`);
    expect(stored.body.data).toMatchObject({
      price: 520,
      images: [{ url: kept }, { url: added }],
      revision: 1,
    });
    expect(await fileExists(added)).toBe(true);

    // Opened again at the colleague's revision, the change goes through.
    const again = await api.client.adminProducts.update({
      params: { id: product._id },
      body: { ...body, price: 520, images: [kept, added], description: 'A typo fixed.', revisionWas: 1 },
      extraHeaders: admin(),
    });
    expect(again.status).toBe(200);
    if (again.status === 200) expect(again.body.data).toMatchObject({ revision: 2, price: 520 });
  });

  it('writes only over the revision named, in the write itself; a product stored before revisions counts as 0', async () => {
    const product = await create();
    const repository = api.app.get(CatalogRepository);
    const id = new Types.ObjectId(product._id);
    // Stored before revisions existed: no field at all.
    await api.collection('products').updateOne({ _id: id }, { $unset: { revision: 1 } });
    const body = await input({ name: product.name, images: product.images.map(({ url }) => url) });
    const changes = toProductChanges({ ...body, price: 300 });
    // Past the service's own look-up (as a save between the two would be): a stale revision writes nothing.
    expect(await repository.updateProduct(product._id, changes, undefined, 3)).toBeNull();
    expect(await repository.updateProduct(product._id, changes, -2, 3)).toBeNull();
    const saved = await repository.updateProduct(product._id, changes, undefined, 0);
    expect(saved).toMatchObject({ price: 300, revision: 1 });
    // A revision stored as null, as another client might have written it, is read as 0 too.
    await api.collection('products').updateOne({ _id: id }, { $set: { revision: null } });
    expect(await repository.updateProduct(product._id, changes, undefined, 0)).toMatchObject({ revision: 1 });
  });

  it('saving an unchanged product records nothing', async () => {
    const product = await create();
    const body = await input({ images: product.images.map(({ url }) => url) });
    await api.client.adminProducts.update({ params: { id: product._id }, body, extraHeaders: admin() });
    const same = await api.client.adminProducts.update({
      params: { id: product._id },
      body,
      extraHeaders: admin(),
    });
    expect(same.status).toBe(200);
    expect((await trail(product._id)).map(({ action }) => action)).toEqual(['updated', 'created']);
  });

  it("refuses invalid fields with 400 and the contract's codes", async () => {
    const res = await api.client.adminProducts.create({
      body: {
        ...(await input()),
        name: ' ',
        price: 10,
        discountedPrice: 12.5,
        stock: -2,
        images: ['https://elsewhere.example/a.png'],
      },
      extraHeaders: admin(),
    });
    expect(res.status).toBe(400);
    const body = expectErrorBody(res.body, 400);
    const issues = Object.fromEntries((body.issues ?? []).map(({ path, code }) => [path, code]));
    expect(issues).toEqual({
      name: 'productNameRequired',
      discountedPrice: 'discountedPriceAbovePrice',
      stock: 'productStockInvalid',
      'images.0': 'productImageInvalid',
    });

    const noImages = await api.client.adminProducts.create({
      body: { ...(await input()), images: [] },
      extraHeaders: admin(),
    });
    expect(noImages.status).toBe(400);
    expect(expectErrorBody(noImages.body, 400).issues?.[0]).toMatchObject({
      path: 'images',
      code: 'productImagesRequired',
      message: adminProductMessages.productImagesRequired,
    });

    // A URL of ours that names no stored picture: the product would show a broken image.
    const stored = await upload(1);
    const ghost = await api.client.adminProducts.create({
      body: await input({ images: [...stored, `/api/files/${new Types.ObjectId().toString()}`] }),
      extraHeaders: admin(),
    });
    expect(ghost.status).toBe(400);
    expect(expectErrorBody(ghost.body, 400).issues).toEqual([
      expect.objectContaining({ path: 'images.1', code: 'imageNotFound' }),
    ]);

    const unknownCategory = await api.client.adminProducts.create({
      body: await input({ categoryId: new Types.ObjectId().toString() }),
      extraHeaders: admin(),
    });
    expect(unknownCategory.status).toBe(400);
    expect(expectErrorBody(unknownCategory.body, 400, 'Category not found').issues).toEqual([
      expect.objectContaining({ path: 'categoryId', code: 'categoryNotFound' }),
    ]);

    const missing = await api.client.adminProducts.update({
      params: { id: new Types.ObjectId().toString() },
      body: await input(),
      extraHeaders: admin(),
    });
    expect(missing.status).toBe(404);
    expectErrorBody(missing.body, 404, 'Product not found');
  });

  it('keeps slugs unique, even for creates at the same moment, and stable on rename', async () => {
    const name = `Nutrient Mix ${Date.now().toString(36)}`;
    const [image] = await upload(1);
    const body = await input({ name, images: [image as string] });
    const first = await create(body);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => api.client.adminProducts.create({ body, extraHeaders: admin() })),
    );
    expect(results.map(({ status }) => status)).toEqual([201, 201, 201, 201, 201]);
    const slugs = results.map((res) => (res.status === 201 ? res.body.data.slug : ''));
    const base = first.slug;
    expect(new Set([base, ...slugs]).size).toBe(6);
    expect([...slugs].sort()).toEqual([2, 3, 4, 5, 6].map((n) => `${base}-${n}`).sort());

    // Renaming keeps the slug (links and old orders point at it); a new product may then take the name.
    const renamed = await api.client.adminProducts.update({
      params: { id: first._id },
      body: { ...body, name: 'Something Else Entirely' },
      extraHeaders: admin(),
    });
    if (renamed.status !== 200) throw new Error(`update answered ${renamed.status}`);
    expect(renamed.body.data.slug).toBe(base);
    expect((await create({ ...body, name: `${name}` })).slug).toBe(`${base}-7`);
  });

  it('keeps a picture another product uses when one drops it, however its URL was written', async () => {
    const [shared, other] = (await upload(2)) as [string, string];
    const a = await create({ images: [shared.toUpperCase().replace('/API/FILES/', '/api/files/')] });
    expect(a.images.map(({ url }) => url)).toEqual([shared]);
    const b = await create({ images: [shared] });
    const dropped = await api.client.adminProducts.update({
      params: { id: b._id },
      body: await input({ name: b.name, images: [other] }),
      extraHeaders: admin(),
    });
    expect(dropped.status).toBe(200);
    // Product A still shows it.
    expect(await fileExists(shared)).toBe(true);
  });

  it('refuses one picture twice in two spellings, and takes a product’s stored pictures back as they are', async () => {
    const [picture, other] = (await upload(2)) as [string, string];
    const twice = await api.client.adminProducts.create({
      body: await input({ images: [picture, picture.replace(/[a-f]/g, (c) => c.toUpperCase())] }),
      extraHeaders: admin(),
    });
    expect(twice.status).toBe(400);
    expect(expectErrorBody(twice.body, 400).issues).toEqual([
      {
        path: 'images',
        code: 'productImageRepeated',
        message: adminProductMessages.productImageRepeated,
      },
    ]);
    // Written in upper case, stored in lower case: saved again as stored, the product keeps both pictures.
    const product = await create({
      images: [picture.toUpperCase().replace('/API/FILES/', '/api/files/'), other],
    });
    const again = await api.client.adminProducts.update({
      params: { id: product._id },
      body: await input({ name: product.name, images: product.images.map(({ url }) => url) }),
      extraHeaders: admin(),
    });
    expect(again.status).toBe(200);
    expect(again.status === 200 && again.body.data.images.map(({ url }) => url)).toEqual([picture, other]);
  });

  it('keeps a picture a post shows when a product drops it', async () => {
    const [shared, other] = (await upload(2)) as [string, string];
    const product = await create({ images: [shared] });
    const post = await api.client.content.createPost({
      body: {
        slug: `shares-a-picture-${Date.now().toString(36)}`,
        title: 'A post with a product picture',
        excerpt: 'Its cover is a product picture.',
        body: 'Text.',
        cover: { url: shared },
        author: 'Farm editor',
        published: false,
      },
      extraHeaders: admin(),
    });
    expect(post.status).toBe(201);
    const dropped = await api.client.adminProducts.update({
      params: { id: product._id },
      body: await input({ name: product.name, images: [other] }),
      extraHeaders: admin(),
    });
    expect(dropped.status).toBe(200);
    expect(await fileExists(shared)).toBe(true);
  });

  it('keeps the picture a cart line shows when its product, never ordered, is deleted', async () => {
    const shopper: Shopper = await api.shopper();
    const [inCart, elsewhere] = (await upload(2)) as [string, string];
    const product = await create({ images: [inCart, elsewhere], stock: 5 });
    await api.client.cart.addToCart({
      body: { productId: product._id, quantity: 1 },
      extraHeaders: shopper.headers,
    });
    const removed = await api.client.adminProducts.remove({
      params: { id: product._id },
      extraHeaders: admin(),
    });
    expect(removed).toMatchObject({ status: 200, body: { outcome: 'deleted' } });
    // The cart still shows the line as the customer saw it, with its first picture.
    const cart = await api.client.cart.getCart({ extraHeaders: shopper.headers });
    if (cart.status !== 200) throw new Error(`getCart answered ${cart.status}`);
    expect(cart.body.data.items).toEqual([
      expect.objectContaining({ productId: product._id, image: inCart }),
    ]);
    expect(await fileExists(inCart)).toBe(true);
    expect(await fileExists(elsewhere)).toBe(false);
  });

  it("moves the stock by the admin's change, keeping what was ordered while the form was open", async () => {
    const shopper: Shopper = await api.shopper();
    const product = await create({ stock: 10 });
    const opened = await input({ images: product.images.map(({ url }) => url) });
    const order = (quantity: number) =>
      api.client.orders.placeDirectOrder({
        body: { productId: product._id, quantity, shippingAddress: address, paymentMethod: 'CashOnDelivery' },
        headers: {},
        extraHeaders: shopper.headers,
      });
    const save = async (fields: Partial<ProductInput>) => {
      const res = await api.client.adminProducts.update({
        params: { id: product._id },
        body: { ...opened, ...fields },
        extraHeaders: admin(),
      });
      if (res.status !== 200) throw new Error(`update answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body.data;
    };
    // The form opened at 10; a customer orders 3; the admin only fixes a name: 7 stay, not 10.
    expect((await order(3)).status).toBe(201);
    expect((await save({ name: `${opened.name} fixed`, stock: 10, stockWas: 10 })).stock).toBe(7);
    // Opened at 7, the admin adds 5 while 2 more are ordered: 7 - 2 + 5.
    expect((await order(2)).status).toBe(201);
    expect((await save({ stock: 12, stockWas: 7 })).stock).toBe(10);
    // Opened at 10, the admin takes 8 away while 4 are ordered: none are left, never fewer.
    expect((await order(4)).status).toBe(201);
    expect((await save({ stock: 2, stockWas: 10 })).stock).toBe(0);
    // Without stockWas (an API caller that means it), the stock is replaced.
    expect((await save({ stock: 9 })).stock).toBe(9);
  });

  it('refuses a stock the form was opened with that is no number, instead of adding the stock again', async () => {
    const product = await create({ stock: 3 });
    const opened = await input({ name: product.name, images: product.images.map(({ url }) => url) });
    // Read as JavaScript's Number() reads them, each was 0: every save added the 3 units once more.
    for (const stockWas of [false, [], '0x0', [3]]) {
      const res = await api.client.adminProducts.update({
        params: { id: product._id },
        body: { ...opened, stock: 3, stockWas: stockWas as never },
        extraHeaders: admin(),
      });
      expect(res.status).toBe(400);
      expect(expectErrorBody(res.body, 400).issues).toEqual([
        expect.objectContaining({ path: 'stockWas', code: 'productStockInvalid' }),
      ]);
    }
    const stored = await api.client.adminProducts.get({ params: { id: product._id }, extraHeaders: admin() });
    expect(stored.status === 200 && stored.body.data.stock).toBe(3);
  });

  it('archives an ordered product instead of deleting it, and restores it', async () => {
    const shopper: Shopper = await api.shopper();
    const product = await create({ stock: 5 });
    await api.client.cart.addToCart({
      body: { productId: product._id, quantity: 1 },
      extraHeaders: shopper.headers,
    });
    const placed = await api.client.orders.placeDirectOrder({
      body: {
        productId: product._id,
        quantity: 2,
        shippingAddress: address,
        paymentMethod: 'CashOnDelivery',
      },
      headers: {},
      extraHeaders: shopper.headers,
    });
    if (placed.status !== 201) throw new Error(`order answered ${placed.status}`);

    const removed = await api.client.adminProducts.remove({
      params: { id: product._id },
      extraHeaders: admin(),
    });
    expect(removed.status).toBe(200);
    if (removed.status === 200) {
      expect(removed.body).toMatchObject({ code: 'productArchived', outcome: 'archived' });
      expect(removed.body.message).toContain(product.name);
    }

    // The order keeps its line; the admin still finds the product, marked.
    const order = await api.client.orders.getMyOrder({
      params: { id: placed.body.data._id },
      extraHeaders: shopper.headers,
    });
    if (order.status !== 200) throw new Error(`getMyOrder answered ${order.status}`);
    expect(order.body.data.lines).toEqual([
      expect.objectContaining({ productId: product._id, name: product.name, quantity: 2 }),
    ]);
    const listed = await api.client.adminProducts.list({
      query: { search: product.name },
      extraHeaders: admin(),
    });
    if (listed.status !== 200) throw new Error(`list answered ${listed.status}`);
    expect(listed.body.data.map(({ _id, archived }) => ({ _id, archived }))).toEqual([
      { _id: product._id, archived: true },
    ]);
    // Its images stay: the order shows one, and a restore needs them all.
    for (const { url } of product.images) expect(await fileExists(url)).toBe(true);

    // The shop hides it everywhere: detail, list, search, cart and checkout.
    expect((await shopGet(product.slug)).status).toBe(404);
    const search = await api.client.catalog.listProducts({ query: { search: product.name } });
    if (search.status === 200) expect(search.body.total).toBe(0);
    const inCategory = await api.client.catalog.listCategoryProducts({
      params: { id: categoryId },
      query: { limit: 100 },
    });
    if (inCategory.status === 200)
      expect(inCategory.body.data.map(({ _id }) => _id)).not.toContain(product._id);
    const cart = await api.client.cart.getCart({ extraHeaders: shopper.headers });
    if (cart.status !== 200) throw new Error(`getCart answered ${cart.status}`);
    expect(cart.body.data.items[0]).toMatchObject({ productId: product._id, availability: 'unavailable' });
    const fromCart = await api.client.orders.placeOrder({
      body: { shippingAddress: address, paymentMethod: 'CashOnDelivery' },
      headers: {},
      extraHeaders: shopper.headers,
    });
    expect(fromCart.status).toBe(409);
    expectErrorBody(fromCart.body, 409, `${product.name} is no longer available.`);
    const direct = await api.client.orders.placeDirectOrder({
      body: {
        productId: product._id,
        quantity: 1,
        shippingAddress: address,
        paymentMethod: 'CashOnDelivery',
      },
      headers: {},
      extraHeaders: shopper.headers,
    });
    expect(direct.status).toBe(404);
    expectErrorBody(direct.body, 404, 'Product not found');
    const add = await api.client.cart.addToCart({
      body: { productId: product._id, quantity: 1 },
      extraHeaders: shopper.headers,
    });
    expect(add.status).toBe(404);

    // Deleting it again keeps it archived: orders still name it.
    const again = await api.client.adminProducts.remove({
      params: { id: product._id },
      extraHeaders: admin(),
    });
    if (again.status === 200) expect(again.body.outcome).toBe('archived');

    const restored = await api.client.adminProducts.restore({
      params: { id: product._id },
      extraHeaders: admin(),
    });
    expect(restored.status).toBe(200);
    if (restored.status === 200)
      expect(restored.body).toMatchObject({ code: 'productRestored', data: { archived: false } });
    expect((await shopGet(product.slug)).status).toBe(200);
    const twice = await api.client.adminProducts.restore({
      params: { id: product._id },
      extraHeaders: admin(),
    });
    expect(twice.status).toBe(409);
    expectErrorBody(twice.body, 409, adminProductMessages.productNotArchived);

    expect((await trail(product._id)).map(({ action }) => action)).toEqual([
      'restored',
      'archived',
      'archived',
      'created',
    ]);
    const entries = await api.client.admin.listAuditTrail({
      query: { kind: 'product', recordId: product._id },
      extraHeaders: admin(),
    });
    if (entries.status === 200) expect(entries.body.data[0]?.actor.email).toBe(SHOP_ADMIN.email);
  });

  it('never deletes a product an order placed at the same moment names', async () => {
    const shopper = await api.shopper();
    for (let round = 0; round < 3; round += 1) {
      const product = await create({ stock: 50 });
      const [order, removal] = await Promise.all([
        api.client.orders.placeDirectOrder({
          body: {
            productId: product._id,
            quantity: 1,
            shippingAddress: address,
            paymentMethod: 'CashOnDelivery',
          },
          headers: {},
          extraHeaders: shopper.headers,
        }),
        api.client.adminProducts.remove({ params: { id: product._id }, extraHeaders: admin() }),
      ]);
      expect(removal.status).toBe(200);
      const stored = await api.collection('products').findOne({ _id: new Types.ObjectId(product._id) });
      if (order.status === 201) {
        // The order won: the product is kept, archived, and the order's line names it.
        expect(stored?.archived).toBe(true);
        if (removal.status === 200) expect(removal.body.outcome).toBe('archived');
      } else {
        expect([404, 409]).toContain(order.status);
        expect(stored).toBeNull();
      }
    }
  });

  it('lists every product newest first, by name in either language and by category, a page at a time', async () => {
    const tag = Date.now().toString(36);
    const a = await create({ name: `Basil Kit ${tag}`, nameAr: `ريحان ${tag}` });
    const b = await create({ name: `Mint Kit ${tag}`, categoryId: otherCategoryId });
    const list = (query: Record<string, unknown>) =>
      api.client.adminProducts.list({ query: query as never, extraHeaders: admin() });
    const bySearch = await list({ search: `kit ${tag}` });
    if (bySearch.status !== 200) throw new Error(`list answered ${bySearch.status}`);
    expect(bySearch.body.data.map(({ _id }) => _id)).toEqual([b._id, a._id]);
    const byArabic = await list({ search: `ريحان ${tag}` });
    if (byArabic.status === 200) expect(byArabic.body.data.map(({ _id }) => _id)).toEqual([a._id]);
    const byCategory = await list({ search: tag, categoryId: otherCategoryId });
    if (byCategory.status === 200) expect(byCategory.body.data.map(({ _id }) => _id)).toEqual([b._id]);
    const paged = await list({ search: tag, limit: 1, page: 2 });
    if (paged.status === 200)
      expect(paged.body).toMatchObject({ page: 2, pages: 2, total: 2, data: [{ _id: a._id }] });
    const literal = await list({ search: '.*' });
    if (literal.status === 200) expect(literal.body.total).toBe(0);
    const bad = await list({ categoryId: 'nope' });
    expect(bad.status).toBe(400);
  });

  it.each([
    ['page=0x2', 'page', 'pageInvalid', 'The page must be a whole number from 1 to 1000000.'],
    ['page=0', 'page', 'pageInvalid', 'The page must be a whole number from 1 to 1000000.'],
    [
      'limit=1e1',
      'limit',
      'pageSizeInvalid',
      'The number of items per page must be a whole number from 1 to 100.',
    ],
    [
      'limit=abc',
      'limit',
      'pageSizeInvalid',
      'The number of items per page must be a whole number from 1 to 100.',
    ],
  ])(
    'refuses ?%s with the sentence of its own code, which the web translates',
    async (query, path, code, message) => {
      const res = await fetch(`${api.baseUrl}/admin/products?${query}`, { headers: admin() });
      expect(res.status).toBe(400);
      const body = expectErrorBody(await res.json(), 400, `${path}: ${message}`);
      expect(body.issues).toEqual([
        { path, code, message, params: { max: path === 'page' ? 1_000_000 : 100 } },
      ]);
    },
  );

  it('answers 401 to anonymous callers and 403 to customers on every route', async () => {
    const product = await create();
    const shopper = await api.shopper();
    const id = { id: product._id };
    const body = await input({ images: product.images.map(({ url }) => url) });
    const calls = (headers: Record<string, string>) => [
      api.client.adminProducts.list({ query: {}, extraHeaders: headers }),
      api.client.adminProducts.get({ params: id, extraHeaders: headers }),
      api.client.adminProducts.create({ body, extraHeaders: headers }),
      api.client.adminProducts.update({ params: id, body, extraHeaders: headers }),
      api.client.adminProducts.remove({ params: id, extraHeaders: headers }),
      api.client.adminProducts.restore({ params: id, extraHeaders: headers }),
    ];
    for (const res of await Promise.all(calls({}))) expect(res.status).toBe(401);
    for (const res of await Promise.all(calls(shopper.headers))) expect(res.status).toBe(403);
    expect((await trail(product._id)).map(({ action }) => action)).toEqual(['created']);
    expect(await api.collection('products').countDocuments({ _id: new Types.ObjectId(product._id) })).toBe(1);
  });
});
