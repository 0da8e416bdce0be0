import { uploadedImageSchema } from '@farm/contract';
import { z } from 'zod';
import { nextVisitorAddress } from './auth-app';
import { type ShopApp, startShopApp } from './shop-app';
import { expectErrorBody } from './support/expect-error';
import { multipart, type Part, photo } from './support/uploads';

/** The admin's images for products, services, categories, posts and gallery items. */
describe('POST /api/admin/images', () => {
  let api: ShopApp;

  beforeAll(async () => {
    api = await startShopApp();
  });

  afterAll(async () => {
    await api.close();
  });

  const post = (parts: Part[], headers: Record<string, string>) => {
    const { body, contentType } = multipart(parts);
    return fetch(`${api.baseUrl}/admin/images`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'x-forwarded-for': nextVisitorAddress(), ...headers },
      body: new Uint8Array(body),
    });
  };
  const image = async (format: 'png' | 'jpeg' | 'webp', filename: string): Promise<Part> => ({
    name: 'images',
    filename,
    type: `image/${format}`,
    data: await photo(format),
  });
  const fileCount = () => api.collection('files.files').countDocuments();

  it('stores several images at once and serves them publicly', async () => {
    const res = await post(
      [await image('png', 'tower.png'), await image('jpeg', 'kit.jpg')],
      api.adminHeaders,
    );
    expect(res.status).toBe(201);
    const { data } = z.object({ data: z.array(uploadedImageSchema) }).parse(await res.json());
    expect(data.map(({ name, contentType }) => ({ name, contentType }))).toEqual([
      { name: 'tower.png', contentType: 'image/png' },
      { name: 'kit.jpg', contentType: 'image/jpeg' },
    ]);
    for (const { url } of data) {
      const served = await fetch(`${api.baseUrl}${url.replace(/^\/api/, '')}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toMatch(/^image\//);
    }
  });

  it('refuses anonymous callers and customers before reading anything', async () => {
    const before = await fileCount();
    const part = await image('png', 'a.png');
    const anonymous = await post([part], {});
    expect(anonymous.status).toBe(401);
    const shopper = await api.shopper();
    const customer = await post([part], shopper.headers);
    expect(customer.status).toBe(403);
    expect(await fileCount()).toBe(before);
  });

  it('stores none when one file is not an image', async () => {
    const before = await fileCount();
    const res = await post(
      [
        await image('png', 'good.png'),
        { name: 'images', filename: 'evil.png', type: 'image/png', data: Buffer.from('<html>hi</html>') },
      ],
      api.adminHeaders,
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; issues: { path: string }[] };
    expect(body.issues[0]?.path).toBe('images');
    expect(await fileCount()).toBe(before);
  });

  it('asks for at least one image', async () => {
    const res = await post([{ name: 'note', value: 'x' }], api.adminHeaders);
    expect(res.status).toBe(400);
    expectErrorBody(await res.json(), 400, 'Required');
  });
});
