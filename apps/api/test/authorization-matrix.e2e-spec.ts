import { accessOf, contract, PAYMENT_METHOD } from '@farm/contract';
import type { AppRoute, AppRouter } from '@ts-rest/core';
import { Types } from 'mongoose';
import { nextVisitorAddress } from './auth-app';
import { address, type ShopApp, type Shopper, startShopApp } from './shop-app';
import { cvFiles, fields, multipart, type Part, photo } from './support/uploads';

/**
 * Every admin route of the contract x {anonymous, customer, admin} -> {401, 403, 2xx}. The list
 * of routes comes from the contract itself, so a new admin route without a sample below fails the first
 * test instead of going unchecked.
 */
function adminRoutes(router: AppRouter, prefix = ''): [string, AppRoute][] {
  return Object.entries(router).flatMap(([key, value]): [string, AppRoute][] => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as AppRoute).method === 'string') {
      const roles = accessOf((value as AppRoute).metadata).roles;
      return roles?.length === 1 && roles[0] === 'Admin' ? [[name, value as AppRoute]] : [];
    }
    return adminRoutes(value as AppRouter, name);
  });
}

/** What one call sends: path parameters, query, and a JSON or multipart body. */
interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  parts?: Part[];
}

interface Context {
  api: ShopApp;
  /** A stored image's URL, uploaded by the admin. */
  image(): Promise<string>;
  /** A fresh service's id and a fresh category's id (under a fresh service). */
  service(): Promise<string>;
  category(): Promise<string>;
  /** A contact request's id. */
  contactRequest(): Promise<string>;
  /** A job application's id and its CV's file id. */
  application(): Promise<{ id: string; fileId: string }>;
  /** The admin's own id. */
  adminId: string;
  /** A customer's id. */
  customerId: string;
  /** An order of a fresh customer, Pending. */
  order(): Promise<string>;
  /** Calls a route as the admin and returns its JSON body (for samples that need a record first). */
  asAdmin(route: AppRoute, call: Call): Promise<{ status: number; body: unknown }>;
}

let sequence = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(sequence += 1)}`;

const postBody = async (ctx: Context) => ({
  slug: unique('matrix-post'),
  title: 'Matrix post',
  excerpt: 'An excerpt',
  body: 'Some **Markdown**',
  cover: { url: await ctx.image() },
  author: 'The team',
  published: false,
});
const galleryBody = async (ctx: Context) => ({
  title: 'Matrix picture',
  description: 'A picture',
  image: { url: await ctx.image() },
});
const serviceBody = () => ({ name: unique('Matrix service'), description: 'x', image: [], video: [] });
const categoryBody = (serviceId: string) => ({ serviceId, name: unique('Matrix category') });
const productBody = async (ctx: Context) => ({
  name: unique('Matrix Kit'),
  description: 'A kit',
  price: 10,
  discountedPrice: 9,
  stock: 1,
  categoryId: await ctx.category(),
  images: [await ctx.image()],
});
const created = async (ctx: Context, route: AppRoute, body: unknown) => {
  const res = await ctx.asAdmin(route, { body });
  return (res.body as { data: { _id: string } }).data._id;
};

/** A request per admin route that an admin may make successfully. */
const samples: Record<string, (ctx: Context) => Promise<Call>> = {
  'admin.listCustomers': async () => ({}),
  'admin.dashboard': async () => ({}),
  'admin.listAuditTrail': async () => ({
    query: { kind: 'order', recordId: new Types.ObjectId().toString() },
  }),
  'admin.uploadImages': async () => ({
    parts: [{ name: 'images', filename: 'a.png', type: 'image/png', data: await photo('png') }],
  }),
  'adminVideos.uploadVideo': async () => ({
    // An MP4's opening `ftyp` box is all the type check reads.
    parts: [
      {
        name: 'video',
        filename: 'a.mp4',
        type: 'video/mp4',
        data: Buffer.concat([Buffer.from([0, 0, 0, 0x10]), Buffer.from('ftypisom\0\0\0\0', 'latin1')]),
      },
    ],
  }),
  'content.adminListPosts': async () => ({}),
  'content.adminGetPost': async (ctx) => ({
    params: { id: await created(ctx, contract.content.createPost, await postBody(ctx)) },
  }),
  'content.createPost': async (ctx) => ({ body: await postBody(ctx) }),
  'content.updatePost': async (ctx) => {
    const id = await created(ctx, contract.content.createPost, await postBody(ctx));
    return { params: { id }, body: await postBody(ctx) };
  },
  'content.deletePost': async (ctx) => ({
    params: { id: await created(ctx, contract.content.createPost, await postBody(ctx)) },
  }),
  'content.adminListGallery': async () => ({}),
  'content.createGalleryItem': async (ctx) => ({ body: await galleryBody(ctx) }),
  'content.updateGalleryItem': async (ctx) => {
    const id = await created(ctx, contract.content.createGalleryItem, await galleryBody(ctx));
    return { params: { id }, body: await galleryBody(ctx) };
  },
  'content.deleteGalleryItem': async (ctx) => ({
    params: { id: await created(ctx, contract.content.createGalleryItem, await galleryBody(ctx)) },
  }),
  'planner.listAssumptions': async () => ({}),
  'planner.publishAssumptions': async (ctx) => {
    const current = await ctx.asAdmin(contract.planner.listAssumptions, {});
    const [latest] = (current.body as { data: { figures: unknown }[] }).data;
    return { body: { note: 'Matrix check', figures: latest?.figures } };
  },
  'orders.adminListOrders': async () => ({}),
  'pipelines.listAdmins': async () => ({}),
  'pipelines.listSubmissions': async () => ({ params: { kind: 'contact' } }),
  'pipelines.exportSubmissions': async () => ({ params: { kind: 'contact' } }),
  'pipelines.getSubmission': async (ctx) => ({ params: { id: await ctx.contactRequest() } }),
  'pipelines.changeSubmissionStatus': async (ctx) => ({
    params: { id: await ctx.contactRequest() },
    body: { status: 'contacted' },
  }),
  'pipelines.addSubmissionNote': async (ctx) => ({
    params: { id: await ctx.contactRequest() },
    body: { text: 'Matrix note' },
  }),
  'pipelines.assignSubmission': async (ctx) => ({
    params: { id: await ctx.contactRequest() },
    body: { assigneeId: ctx.adminId },
  }),
  'pipelines.deleteSubmission': async (ctx) => ({
    params: { kind: 'contact', id: await ctx.contactRequest() },
  }),
  'pipelines.downloadSubmissionFile': async (ctx) => {
    const { id, fileId } = await ctx.application();
    return { params: { id, fileId } };
  },
  'adminProducts.list': async () => ({}),
  'adminProducts.get': async (ctx) => ({
    params: { id: await created(ctx, contract.adminProducts.create, await productBody(ctx)) },
  }),
  'adminProducts.create': async (ctx) => ({ body: await productBody(ctx) }),
  'adminProducts.update': async (ctx) => {
    const id = await created(ctx, contract.adminProducts.create, await productBody(ctx));
    return { params: { id }, body: await productBody(ctx) };
  },
  'adminProducts.remove': async (ctx) => ({
    params: { id: await created(ctx, contract.adminProducts.create, await productBody(ctx)) },
  }),
  'adminProducts.restore': async (ctx) => {
    const id = await created(ctx, contract.adminProducts.create, await productBody(ctx));
    await ctx.api
      .collection('products')
      .updateOne({ _id: new Types.ObjectId(id) }, { $set: { archived: true } });
    return { params: { id } };
  },
  'adminCatalog.adminListServices': async () => ({}),
  'adminCatalog.adminGetService': async (ctx) => ({ params: { id: await ctx.service() } }),
  'adminCatalog.createService': async () => ({ body: serviceBody() }),
  'adminCatalog.updateService': async (ctx) => ({ params: { id: await ctx.service() }, body: serviceBody() }),
  'adminCatalog.deleteService': async (ctx) => ({ params: { id: await ctx.service() } }),
  'adminCatalog.adminListCategories': async () => ({}),
  'adminCatalog.adminGetCategory': async (ctx) => ({ params: { id: await ctx.category() } }),
  'adminCatalog.createCategory': async (ctx) => ({ body: categoryBody(await ctx.service()) }),
  'adminCatalog.updateCategory': async (ctx) => ({
    params: { id: await ctx.category() },
    body: categoryBody(await ctx.service()),
  }),
  'adminCatalog.deleteCategory': async (ctx) => ({ params: { id: await ctx.category() } }),
  'adminContent.previewPost': async () => ({ body: { body: '# Hi' } }),
  'adminContent.adminGetGalleryItem': async (ctx) => ({
    params: { id: await created(ctx, contract.content.createGalleryItem, await galleryBody(ctx)) },
  }),
  'adminOrders.adminPaymentReport': async () => ({}),
  'adminOrders.adminPaymentReportCsv': async () => ({}),
  'adminOrders.adminGetCustomer': async (ctx) => ({ params: { id: ctx.customerId } }),
  'orders.adminGetOrder': async (ctx) => ({ params: { id: await ctx.order() } }),
  'orders.adminChangeOrderStatus': async (ctx) => ({
    params: { id: await ctx.order() },
    body: { status: 'Confirmed' },
  }),
};

const routes = adminRoutes(contract);

describe('authorization matrix of the admin routes', () => {
  let api: ShopApp;
  let customer: Shopper;
  let ctx: Context;

  /** One request to a route, as anybody (`headers` carries the token, if any). */
  const send = async (route: AppRoute, call: Call, headers: Record<string, string>) => {
    const path = route.path.replace(/:(\w+)\??/g, (_, key: string) =>
      encodeURIComponent(call.params?.[key] ?? new Types.ObjectId().toString()),
    );
    const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
    const init: RequestInit & { headers: Record<string, string> } = {
      method: route.method,
      headers: { 'x-forwarded-for': nextVisitorAddress(), ...headers },
    };
    if (call.parts) {
      const { body, contentType } = multipart(call.parts);
      init.headers['content-type'] = contentType;
      init.body = new Uint8Array(body);
    } else if (route.method !== 'GET' && route.method !== 'DELETE') {
      init.headers['content-type'] = 'application/json';
      init.body = JSON.stringify(call.body ?? {});
    }
    const res = await fetch(`${api.baseUrl}${path}${query}`, init);
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // CSV and other non-JSON answers stay text.
    }
    return { status: res.status, body, cacheControl: res.headers.get('cache-control') };
  };

  beforeAll(async () => {
    api = await startShopApp();
    customer = await api.shopper('matrix');
    const kit = await api.product({ stock: 1000 });
    const me = await api.client.auth.me({ extraHeaders: api.adminHeaders });
    if (me.status !== 200) throw new Error(`me answered ${me.status}`);
    const admins = await send(contract.pipelines.listAdmins, {}, api.adminHeaders);
    const adminId = (admins.body as { data: { _id: string; email: string }[] }).data.find(
      (admin) => admin.email === me.body.data.email,
    )?._id;
    if (!adminId) throw new Error('the admin is not among the admins');
    const form = (path: string, parts: Part[]) => {
      const { body, contentType } = multipart(parts);
      return fetch(`${api.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': contentType, 'x-forwarded-for': nextVisitorAddress() },
        body: new Uint8Array(body),
      });
    };
    ctx = {
      api,
      adminId,
      customerId: customer.id,
      service: () => created(ctx, contract.adminCatalog.createService, serviceBody()),
      async category() {
        return created(ctx, contract.adminCatalog.createCategory, categoryBody(await ctx.service()));
      },
      async contactRequest() {
        const res = await api.client.enquiries.getInTouch({
          body: { name: 'Matrix Test', email: 'matrix@farm-test.ae', mobile: '0501234567' },
          extraHeaders: { 'x-forwarded-for': nextVisitorAddress() },
        });
        if (res.status !== 201) throw new Error(`getInTouch answered ${res.status}`);
        return res.body.data._id;
      },
      async application() {
        const res = await form('/carrier/add', [
          ...fields({
            fullName: 'Omar Saeed',
            email: 'matrix.cv@farm-test.ae',
            phone: '+971501234567',
            position: 'maintenance',
            experience: 'no',
          }),
          { name: 'resume', filename: 'cv.pdf', type: 'application/pdf', data: cvFiles.pdf },
        ]);
        if (res.status !== 201) throw new Error(`carrier/add answered ${res.status}`);
        const id = ((await res.json()) as { data: { _id: string } }).data._id;
        const record = await send(contract.pipelines.getSubmission, { params: { id } }, api.adminHeaders);
        const fileId = (record.body as { data: { files: { fileId: string }[] } }).data.files[0]?.fileId;
        if (!fileId) throw new Error('the application has no file');
        return { id, fileId };
      },
      asAdmin: (route, call) => send(route, call, api.adminHeaders),
      async image() {
        const res = await send(
          contract.admin.uploadImages,
          await samples['admin.uploadImages']!(ctx),
          api.adminHeaders,
        );
        return (res.body as { data: { url: string }[] }).data[0]!.url;
      },
      async order() {
        const buyer = await api.shopper('matrix-buyer');
        const res = await api.client.orders.placeDirectOrder({
          body: { productId: kit._id, quantity: 1, shippingAddress: address, paymentMethod: PAYMENT_METHOD },
          headers: {},
          extraHeaders: buyer.headers,
        });
        if (res.status !== 201) throw new Error(`order answered ${res.status}`);
        return res.body.data._id;
      },
    };
  });

  afterAll(async () => {
    await api.close();
  });

  it('has a sample request for every admin route of the contract', () => {
    const names = routes.map(([name]) => name);
    expect(names.filter((name) => !samples[name])).toEqual([]);
    expect(Object.keys(samples).filter((name) => !names.includes(name))).toEqual([]);
    expect(names.length).toBeGreaterThanOrEqual(47);
  });

  it.each(routes)('%s: 401 anonymous, 403 customer, 2xx admin', async (name, route) => {
    const sample = samples[name];
    if (!sample) throw new Error(`no sample for ${name}`);
    const call = await sample(ctx);
    const anonymous = await send(route, call, {});
    expect({ name, status: anonymous.status }).toEqual({ name, status: 401 });
    const asCustomer = await send(route, call, customer.headers);
    expect({ name, status: asCustomer.status }).toEqual({ name, status: 403 });
    const asAdmin = await send(route, call, api.adminHeaders);
    // The body is in the comparison so a failure says why the admin was refused.
    expect({
      name,
      ok: [200, 201, 204].includes(asAdmin.status),
      body: asAdmin.status < 300 ? 'ok' : asAdmin.body,
    }).toEqual({
      name,
      ok: true,
      body: 'ok',
    });
    // Nothing an admin route answers may be kept by a shared cache.
    expect({ name, cache: asAdmin.cacheControl }).toEqual({ name, cache: 'no-store' });
  });
});
