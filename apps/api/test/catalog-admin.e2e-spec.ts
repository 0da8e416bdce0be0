import { uploadedImageSchema } from '@farm/contract';
import { Types } from 'mongoose';
import { z } from 'zod';
import { type ShopApp, startShopApp } from './shop-app';
import { expectErrorBody } from './support/expect-error';
import { multipart, photo } from './support/uploads';

/** Services and categories written by admins, never deleted while in use. */
describe('admin services and categories', () => {
  let api: ShopApp;
  let run = 0;

  beforeAll(async () => {
    api = await startShopApp();
  });

  afterAll(async () => {
    await api.close();
  });

  const unique = (name: string) => `${name} ${Date.now().toString(36)}${(run += 1)}`;

  async function upload(): Promise<string> {
    const { body, contentType } = multipart([
      { name: 'images', filename: 'tile.png', type: 'image/png', data: await photo('png') },
    ]);
    const res = await fetch(`${api.baseUrl}/admin/images`, {
      method: 'POST',
      headers: { 'content-type': contentType, ...api.adminHeaders },
      body: new Uint8Array(body),
    });
    const { data } = z.object({ data: z.array(uploadedImageSchema) }).parse(await res.json());
    return data[0]!.url;
  }

  const trail = async (kind: 'service' | 'category', recordId: string) => {
    const res = await api.client.admin.listAuditTrail({
      query: { kind, recordId },
      extraHeaders: api.adminHeaders,
    });
    if (res.status !== 200) throw new Error(`listAuditTrail answered ${res.status}`);
    return res.body.data.map(({ action, fields, detail }) => ({ action, fields, detail }));
  };

  const serviceBody = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    nameAr: 'خدمة',
    description: 'Farms on rooftops.',
    descriptionAr: 'مزارع على الأسطح.',
    subdescription: 'Sized for you.',
    subHeading: 'Grow up',
    image: [] as { url: string }[],
    video: [] as { url: string; title: string; titleAr?: string }[],
    ...extra,
  });

  it('creates, edits and deletes a service with images and videos, each change on its trail', async () => {
    const image = await upload();
    const name = unique('Rooftop Farms');
    const created = await api.client.adminCatalog.createService({
      body: serviceBody(name, {
        image: [{ url: image }],
        video: [
          { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Tour', titleAr: 'جولة' },
          { url: 'https://vimeo.com/76979871', title: 'Harvest' },
        ],
      }),
      extraHeaders: api.adminHeaders,
    });
    expect(created.status).toBe(201);
    if (created.status !== 201) return;
    const service = created.body.data;
    expect(service).toMatchObject({
      name,
      nameAr: 'خدمة',
      slug: expect.stringMatching(/^rooftop-farms-/) as unknown,
      image: [{ url: image }],
      categoryCount: 0,
    });
    expect(service.video).toHaveLength(2);

    // The public side sees it in the visitor's language.
    const pub = await api.client.catalog.getService({
      params: { id: service._id },
      extraHeaders: { 'accept-language': 'ar' },
    });
    expect(pub.status === 200 && pub.body.data.name).toBe('خدمة');

    const edited = await api.client.adminCatalog.updateService({
      params: { id: service._id },
      body: serviceBody(name, { description: 'Farms on every roof.', image: [], video: [] }),
      extraHeaders: api.adminHeaders,
    });
    expect(edited.status).toBe(200);
    if (edited.status === 200) {
      expect(edited.body.data.slug).toBe(service.slug);
      expect(edited.body.data.description).toBe('Farms on every roof.');
    }

    const deleted = await api.client.adminCatalog.deleteService({
      params: { id: service._id },
      extraHeaders: api.adminHeaders,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ code: 'serviceDeleted' });
    const gone = await api.client.adminCatalog.adminGetService({
      params: { id: service._id },
      extraHeaders: api.adminHeaders,
    });
    expect(gone.status).toBe(404);

    expect(await trail('service', service._id)).toEqual([
      { action: 'deleted', fields: [], detail: name },
      { action: 'updated', fields: ['description', 'image', 'video'], detail: '' },
      { action: 'created', fields: [], detail: '' },
    ]);
  });

  it('creates, edits and deletes a category, with its image and back to the fallback', async () => {
    const service = await api.client.adminCatalog.createService({
      body: serviceBody(unique('Greens')),
      extraHeaders: api.adminHeaders,
    });
    if (service.status !== 201) throw new Error(`createService answered ${service.status}`);
    const serviceId = service.body.data._id;
    const image = await upload();
    const name = unique('Lettuce Towers');
    const created = await api.client.adminCatalog.createCategory({
      body: { serviceId, name, nameAr: 'أبراج الخس', description: 'Towers.', image: { url: image } },
      extraHeaders: api.adminHeaders,
    });
    expect(created.status).toBe(201);
    if (created.status !== 201) return;
    const category = created.body.data;
    expect(category).toMatchObject({ serviceId, name, image: { url: image }, productCount: 0 });

    const listed = await api.client.catalog.listServiceCategories({ params: { id: serviceId } });
    expect(listed.status === 200 && listed.body.data.map((c) => c.name)).toEqual([name]);

    const edited = await api.client.adminCatalog.updateCategory({
      params: { id: category._id },
      body: { serviceId, name, nameAr: 'أبراج الخس', description: 'Tall towers.' },
      extraHeaders: api.adminHeaders,
    });
    expect(edited.status).toBe(200);
    if (edited.status === 200) expect(edited.body.data.image).toBeUndefined();

    const deleted = await api.client.adminCatalog.deleteCategory({
      params: { id: category._id },
      extraHeaders: api.adminHeaders,
    });
    expect(deleted.status).toBe(200);
    expect(await trail('category', category._id)).toEqual([
      { action: 'deleted', fields: [], detail: name },
      { action: 'updated', fields: ['description', 'image'], detail: '' },
      { action: 'created', fields: [], detail: '' },
    ]);
  });

  it('refuses to delete a service or category in use, saying what uses it', async () => {
    const service = await api.client.adminCatalog.createService({
      body: serviceBody(unique('Busy Service')),
      extraHeaders: api.adminHeaders,
    });
    if (service.status !== 201) throw new Error('createService failed');
    const serviceId = service.body.data._id;
    const categoryIds: string[] = [];
    for (const label of ['One', 'Two']) {
      const res = await api.client.adminCatalog.createCategory({
        body: { serviceId, name: unique(`Busy ${label}`) },
        extraHeaders: api.adminHeaders,
      });
      if (res.status !== 201) throw new Error('createCategory failed');
      categoryIds.push(res.body.data._id);
    }
    const refused = await api.client.adminCatalog.deleteService({
      params: { id: serviceId },
      extraHeaders: api.adminHeaders,
    });
    expect(refused.status).toBe(409);
    const body = expectErrorBody(
      refused.body,
      409,
      'This service has 2 categories. Move or delete them first.',
    );
    expect(body).toMatchObject({ code: 'serviceInUse', params: { count: 2 } });

    // A category with products: the products are what uses it.
    const kit = await api.product();
    await api
      .collection('products')
      .updateOne(
        { _id: new Types.ObjectId(kit._id) },
        { $set: { categoryId: new Types.ObjectId(categoryIds[0]) } },
      );
    const busy = await api.client.adminCatalog.deleteCategory({
      params: { id: categoryIds[0]! },
      extraHeaders: api.adminHeaders,
    });
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({
      code: 'categoryInUseOne',
      message: 'This category has 1 product. Move or delete it first.',
    });
    // An archived product cannot be deleted, only moved: the refusal says so.
    await api
      .collection('products')
      .updateOne({ _id: new Types.ObjectId(kit._id) }, { $set: { archived: true } });
    const archived = await api.client.adminCatalog.deleteCategory({
      params: { id: categoryIds[0]! },
      extraHeaders: api.adminHeaders,
    });
    expect(archived.body).toMatchObject({
      code: 'categoryInUseArchived',
      params: { count: 1, archived: 1 },
      message:
        'Products archived because orders name them are still in this category (1 of its 1). Move them to another category first.',
    });
    const listed = await api.client.adminCatalog.adminListCategories({
      query: { serviceId },
      extraHeaders: api.adminHeaders,
    });
    expect(listed.status === 200 && listed.body.data.map((c) => c.productCount).sort()).toEqual([0, 1]);

    // Nothing was deleted, and nothing was recorded as deleted.
    expect((await trail('service', serviceId)).map((e) => e.action)).toEqual(['created']);
    await api.deleteProduct(kit._id);
  });

  it('keeps slugs unique: a given slug that is taken is a 409, a made one is numbered', async () => {
    const name = unique('Twin Farms');
    const first = await api.client.adminCatalog.createService({
      body: serviceBody(name),
      extraHeaders: api.adminHeaders,
    });
    const second = await api.client.adminCatalog.createService({
      body: serviceBody(name),
      extraHeaders: api.adminHeaders,
    });
    if (first.status !== 201 || second.status !== 201) throw new Error('createService failed');
    expect(second.body.data.slug).toBe(`${first.body.data.slug}-2`);

    const clash = await api.client.adminCatalog.updateService({
      params: { id: second.body.data._id },
      body: serviceBody(name, { slug: first.body.data.slug }),
      extraHeaders: api.adminHeaders,
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ code: 'serviceSlugTaken' });

    const slug = `slugged-${Date.now().toString(36)}`;
    const category = await api.client.adminCatalog.createCategory({
      body: { serviceId: first.body.data._id, name: unique('Slugged'), slug },
      extraHeaders: api.adminHeaders,
    });
    expect(category.status).toBe(201);
    const again = await api.client.adminCatalog.createCategory({
      body: { serviceId: first.body.data._id, name: unique('Slugged'), slug },
      extraHeaders: api.adminHeaders,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'categorySlugTaken' });
  });

  it('answers bad input with 400s and the contract codes', async () => {
    const post = (body: unknown) =>
      fetch(`${api.baseUrl}/admin/services`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...api.adminHeaders },
        body: JSON.stringify(body),
      });
    const res = await post({
      name: '',
      description: 'x',
      slug: 'Not A Slug',
      image: [{ url: 'https://elsewhere.example/a.png' }],
      video: [{ url: 'javascript:alert(1)', title: 'x' }],
    });
    expect(res.status).toBe(400);
    const body = expectErrorBody(await res.json(), 400);
    const codes = Object.fromEntries((body.issues ?? []).map((issue) => [issue.path, issue.code]));
    expect(codes).toMatchObject({
      name: 'required',
      slug: 'catalogSlugInvalid',
      'image.0.url': 'imageInvalid',
      'video.0.url': 'videoUrlInvalid',
    });

    // A well-formed URL that names no stored picture.
    const missing = await post(
      serviceBody(unique('Ghost'), { image: [{ url: `/api/files/${new Types.ObjectId().toString()}` }] }),
    );
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'imageNotFound', issues: [{ path: 'image.0.url' }] });

    const orphan = await api.client.adminCatalog.createCategory({
      body: { serviceId: new Types.ObjectId().toString(), name: 'Orphan' },
      extraHeaders: api.adminHeaders,
    });
    expect(orphan.status).toBe(404);
    expect(orphan.body).toMatchObject({ code: 'serviceNotFound' });
  });

  it('is for admins only: 401 without a token, 403 for a customer', async () => {
    const anonymous = await api.client.adminCatalog.adminListServices();
    expect(anonymous.status).toBe(401);
    const shopper = await api.shopper();
    const customer = await api.client.adminCatalog.createService({
      body: serviceBody(unique('Sneaky')),
      extraHeaders: shopper.headers,
    });
    expect(customer.status).toBe(403);
    const list = await api.client.adminCatalog.adminListServices({ extraHeaders: api.adminHeaders });
    expect(list.status).toBe(200);
  });
});
