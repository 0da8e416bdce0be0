import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '#app/components/feedback/toast-model';
import { getSession, signIn, takeToasts } from '#app/lib/session.server';
import { stubApi } from '#tests/api-stub';
import { apiMessage } from '#app/i18n/api-messages';
import { adminForms } from '#app/lib/read-form.server';
import { action as blogAction } from '#app/routes/admin-panel/blog-edit';
import { action as galleryAction } from '#app/routes/admin-panel/gallery-edit';
import { action as productAction } from '#app/routes/admin-panel/product-edit';

const { admin, adminContent, adminProducts, content } = stubApi();
const upload = admin.uploadImages;
const { create, update } = adminProducts;
const adminUser = { role: 'Admin' as const, username: 'Sara', lastname: 'M', email: 'sara@farm.ae' };

async function adminCookie(): Promise<string> {
  const signedIn = await signIn(
    new Request('http://localhost/login'),
    'tok',
    adminUser,
    toast('success', 'Hi'),
    '/',
  );
  return (signedIn.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
}

/** The toasts the page after a redirect shows. */
async function toastsAfter(response: Response) {
  const cookie = (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
  return takeToasts(await getSession(new Request('http://localhost/', { headers: { Cookie: cookie } })));
}

/** A post to the gallery editor: a new picture, or item `id` (`?delete` posts `intent=delete`). */
async function gallery(fields: Record<string, string>, id?: string, lang: 'en' | 'ar' = 'en') {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  const request = new Request(`http://localhost/admin-panel/gallery/add-gallery${id ? `/${id}` : ''}`, {
    method: 'POST',
    body: data,
    headers: { Cookie: `lang=${lang}; ${await adminCookie()}` },
  });
  return galleryAction({ request, params: id ? { id } : {}, context: {} } as never);
}

const stored = `/api/files/${'a'.repeat(24)}`;
const picture = {
  title: 'Roof farm',
  titleAr: '',
  description: 'A farm on a roof.',
  descriptionAr: '',
  keepImage: stored,
};

beforeEach(() => {
  for (const stub of [upload, create, update, content.createGalleryItem, content.deleteGalleryItem])
    stub.mockReset();
});

describe('the admin editor (a gallery picture)', () => {
  it('goes to the saved record’s edit page with “Saved”', async () => {
    content.createGalleryItem.mockResolvedValue({ status: 201, body: { data: { _id: 'abc123' } } });
    const response = (await gallery(picture)) as Response;
    expect(response.headers.get('Location')).toBe('/admin-panel/gallery/add-gallery/abc123');
    expect(content.createGalleryItem.mock.calls[0]?.[0].body).toMatchObject({
      title: 'Roof farm',
      image: { url: stored },
    });
    expect((await toastsAfter(response)).at(-1)).toMatchObject({ kind: 'success', title: 'Saved' });
  });

  it('hands the form back with the API’s field errors, its sentence and the pictures already uploaded', async () => {
    upload.mockResolvedValue({ status: 201, body: { data: [{ url: '/api/files/2' }] } });
    content.createGalleryItem.mockResolvedValue({
      status: 409,
      body: {
        statusCode: 409,
        code: 'slugTaken',
        error: 'Conflict',
        message: 'Another post already uses this slug.',
        issues: [{ path: 'title', code: 'slugTaken', message: 'Another post already uses this slug.' }],
      },
    });
    const data = new FormData();
    for (const [name, value] of Object.entries(picture)) data.append(name, value);
    data.append('newImage', new File([new Uint8Array([137, 80, 78, 71])], 'roof.png', { type: 'image/png' }));
    const request = new Request('http://localhost/admin-panel/gallery/add-gallery', {
      method: 'POST',
      body: data,
      headers: { Cookie: await adminCookie() },
    });
    const reply = await galleryAction({ request, params: {}, context: {} } as never);
    expect(reply).not.toBeInstanceOf(Response);
    expect(reply).toMatchObject({
      failure: 'Another post already uses this slug.',
      pending: ['/api/files/2'],
      result: { error: { title: ['slugTaken'] } },
    });
  });

  it('says a picture picked with a form its own check refuses was not kept, so it is picked again', async () => {
    const data = new FormData();
    for (const [name, value] of Object.entries({ ...picture, title: '' })) data.append(name, value);
    data.append('newImage', new File([new Uint8Array([137, 80, 78, 71])], 'roof.png', { type: 'image/png' }));
    const request = new Request('http://localhost/admin-panel/gallery/add-gallery', {
      method: 'POST',
      body: data,
      headers: { Cookie: await adminCookie() },
    });
    const reply = await galleryAction({ request, params: {}, context: {} } as never);
    expect(reply).toMatchObject({ filesDropped: true, result: { error: { title: ['required'] } } });
    expect(upload).not.toHaveBeenCalled();
    // Without a picture picked, nothing to say.
    expect(await gallery({ ...picture, title: '' })).not.toHaveProperty('filesDropped');
  });

  it('asks for a picture when the record has none', async () => {
    const reply = await gallery({ ...picture, keepImage: '' });
    expect(reply).toMatchObject({ result: { error: { newImage: ['required'] } } });
    expect(content.createGalleryItem).not.toHaveBeenCalled();
  });

  it('deletes and goes back to the list with the API’s sentence', async () => {
    content.deleteGalleryItem.mockResolvedValue({ status: 200, body: { message: 'Gallery item deleted' } });
    const response = (await gallery({ intent: 'delete' }, '65a1b2c3d4e5f6a7b8c9d0e1', 'ar')) as Response;
    expect(response.headers.get('Location')).toBe('/admin-panel/gallery');
    expect((await toastsAfter(response)).at(-1)).toMatchObject({ kind: 'success' });
  });

  it('answers 503 with the sentence when the API fails the delete, so the page is not loaded again', async () => {
    content.deleteGalleryItem.mockResolvedValue({ status: 502, body: {} });
    const failed = {
      init: { status: 503 },
      data: { failure: 'The changes could not be saved. Please try again.' },
    };
    expect(await gallery({ intent: 'delete' }, '65a1b2c3d4e5f6a7b8c9d0e1')).toMatchObject(failed);
    // And when it cannot be reached at all.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    content.deleteGalleryItem.mockRejectedValue(new TypeError('fetch failed'));
    expect(await gallery({ intent: 'delete' }, '65a1b2c3d4e5f6a7b8c9d0e1')).toMatchObject(failed);
  });

  it('answers 503 with the try-again sentence while this process holds as many forms as it can', async () => {
    const taken = adminForms.bytes - adminForms.inUse;
    adminForms.take(taken);
    try {
      const answer = (await gallery(picture)) as { init: { status: number }; data: { failure: string } };
      expect(answer.init.status).toBe(503);
      expect(answer.data.failure).toBe(apiMessage('en', 'serviceUnavailable'));
      expect(content.createGalleryItem).not.toHaveBeenCalled();
    } finally {
      adminForms.give(taken);
    }
  });

  it('shows a refused delete above the confirmation, in the page’s language', async () => {
    const inUse = {
      statusCode: 409,
      code: 'serviceInUse',
      error: 'Conflict',
      message: 'This service has 2 categories. Move or delete them first.',
      params: { count: 2 },
    };
    content.deleteGalleryItem.mockResolvedValue({ status: 409, body: inUse });
    expect(await gallery({ intent: 'delete' }, '65a1b2c3d4e5f6a7b8c9d0e1')).toEqual({
      failure: inUse.message,
    });
    const arabic = await gallery({ intent: 'delete' }, '65a1b2c3d4e5f6a7b8c9d0e1', 'ar');
    expect(arabic).toEqual({ failure: expect.stringContaining('2') });
    expect(arabic).not.toEqual({ failure: inUse.message });
  });
});

const url = (n: number) => `/api/files/${String(n).padStart(24, 'b')}`;
const category = '65a1b2c3d4e5f6a7b8c9d0e1';
const id = '65a1b2c3d4e5f6a7b8c9d0e2';

function form(fields: Record<string, string>, files: File[] = []): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files) data.append('newImages', file, file.name);
  return data;
}

const complete = {
  name: 'Herb Tower',
  description: 'Grows herbs.',
  usp: 'Quiet pump\nTimer',
  price: '120',
  discountedPrice: '99.5',
  stock: '4',
  categoryId: category,
  'images[0]': url(1),
};
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'side.png', { type: 'image/png' });

async function post(data: FormData, productId?: string) {
  const path = `/admin-panel/products/add-products${productId ? `/${productId}` : ''}`;
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    body: data,
    headers: { Cookie: await adminCookie() },
  });
  return productAction({ request, params: productId ? { id: productId } : {}, context: {} } as never);
}

const saved = (status: 200 | 201) => ({
  status,
  body: {
    code: 'productSaved',
    message: 'Product Herb Tower was saved.',
    params: { name: 'Herb Tower' },
    data: {
      _id: id,
      categoryId: category,
      slug: 'herb-tower',
      name: 'Herb Tower',
      nameAr: '',
      description: 'Grows herbs.',
      descriptionAr: '',
      offer: '',
      offerAr: '',
      usp: [],
      uspAr: [],
      images: [{ url: url(1) }],
      price: 120,
      discountedPrice: 99.5,
      stock: 4,
      archived: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  },
});

beforeEach(() => {
  upload.mockReset();
  create.mockReset();
  update.mockReset();
});

describe('the product editor (pictures go up first)', () => {
  it('uploads the picked files, adds them after the kept images, saves and opens the product', async () => {
    upload.mockResolvedValue({ status: 201, body: { data: [{ url: url(2) }, { url: url(3) }] } });
    create.mockResolvedValue(saved(201));
    const answer = await post(form(complete, [png(), png()]));
    expect((upload.mock.calls[0]?.[0].body as FormData).getAll('images')).toHaveLength(2);
    expect(create.mock.calls[0]?.[0].body).toMatchObject({
      name: 'Herb Tower',
      usp: ['Quiet pump', 'Timer'],
      price: 120,
      discountedPrice: 99.5,
      stock: 4,
      images: [url(1), url(2), url(3)],
    });
    expect(create.mock.calls[0]?.[0].headers).toMatchObject({ authorization: 'Bearer tok' });
    expect((answer as Response).headers.get('Location')).toBe(`/admin-panel/products/add-products/${id}`);
  });

  it('updates an existing product under its id', async () => {
    update.mockResolvedValue(saved(200));
    await post(form(complete), id);
    expect(update.mock.calls[0]?.[0].params).toEqual({ id });
    expect(create).not.toHaveBeenCalled();
  });

  it('keeps uploaded files in the form it hands back when the texts are refused', async () => {
    upload.mockResolvedValue({ status: 201, body: { data: [{ url: url(2) }] } });
    const answer = await post(form({ ...complete, name: '', discountedPrice: '500' }, [png()]));
    expect(create).not.toHaveBeenCalled();
    const result = (answer as { result: { initialValue: Record<string, unknown>; error: object } }).result;
    expect(result.initialValue.images).toEqual([url(1), url(2)]);
    expect(result.error).toMatchObject({
      name: ['productNameRequired'],
      discountedPrice: ['discountedPriceAbovePrice'],
    });
  });

  it("moves an image without saving (a button's post without JavaScript)", async () => {
    const data = form({ ...complete, 'images[1]': url(2) });
    data.append(
      '__intent__',
      JSON.stringify({ type: 'reorder', payload: { name: 'images', from: 1, to: 0 } }),
    );
    const answer = await post(data);
    expect(create).not.toHaveBeenCalled();
    const result = (answer as { result: { initialValue: Record<string, unknown> } }).result;
    expect(result.initialValue.images).toEqual([url(2), url(1)]);
  });

  it('answers 503, the form as typed, when the API takes no picture', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    upload.mockRejectedValue(new TypeError('fetch failed'));
    const answer = (await post(form(complete, [png()]))) as {
      init: { status: number };
      data: { result: { error: object; initialValue: object } };
    };
    expect(answer.init.status).toBe(503);
    expect(answer.data.result.error).toMatchObject({ newImages: ['serviceUnavailable'] });
    expect(answer.data.result.initialValue).toMatchObject({ name: 'Herb Tower' });
    expect(create).not.toHaveBeenCalled();
  });

  it("shows the API's refusal of an upload at the file input, and of a field at that field", async () => {
    upload.mockResolvedValue({
      status: 400,
      body: {
        statusCode: 400,
        code: 'photoType',
        message: 'Photos must be JPG, PNG or WebP images.',
        error: 'Photos must be JPG, PNG or WebP images.',
        issues: [{ path: 'images', code: 'photoType', message: 'Photos must be JPG, PNG or WebP images.' }],
      },
    });
    const refused = await post(form(complete, [png()]));
    expect((refused as { result: { error: object } }).result.error).toMatchObject({
      newImages: ['photoType'],
    });
    expect(create).not.toHaveBeenCalled();

    create.mockResolvedValue({
      status: 400,
      body: {
        statusCode: 400,
        code: 'categoryNotFound',
        message: 'Category not found',
        error: 'Category not found',
        issues: [{ path: 'categoryId', code: 'categoryNotFound', message: 'Category not found' }],
      },
    });
    const answer = (await post(form(complete))) as { result: { error: object }; failure: string };
    expect(answer.result.error).toMatchObject({ categoryId: ['categoryNotFound'] });
    expect(answer.failure).toBe('Category not found');
  });
});

describe('the blog editor’s Preview', () => {
  async function preview(lang: 'en' | 'ar') {
    const data = new FormData();
    for (const [name, value] of Object.entries({
      title: 'Tomatoes',
      body: '## Pollination',
      intent: 'preview',
    }))
      data.append(name, value);
    const request = new Request('http://localhost/admin-panel/blogs/blogs-create', {
      method: 'POST',
      body: data,
      headers: { Cookie: `lang=${lang}; ${await adminCookie()}` },
    });
    type Reply = { failure?: string; preview?: object; result: { initialValue: Record<string, string> } };
    const answer = (await blogAction({ request, params: {}, context: {} } as never)) as
      Reply | { data: Reply; init: { status: number } };
    // An API that gave no answer makes it a 503 (the editor's data is then not loaded again).
    return 'data' in answer ? { ...answer.data, status: answer.init.status } : answer;
  }

  it('says so, keeping the post as typed, when the API cannot be reached', async () => {
    adminContent.previewPost.mockRejectedValue(new TypeError('fetch failed'));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await preview('en');
    quiet.mockRestore();
    expect(answer.failure).toBe('The preview could not be made. Please try again.');
    expect(answer).toMatchObject({ status: 503 });
    expect(answer.preview).toBeUndefined();
    expect(answer.result.initialValue).toMatchObject({ title: 'Tomatoes', body: '## Pollination' });
  });

  it('gives the API’s own sentence for a body it refuses, in the page’s language', async () => {
    adminContent.previewPost.mockResolvedValue({
      status: 400,
      body: { statusCode: 400, code: 'controlCharacters', message: 'x', error: 'Bad Request' },
    });
    const answer = await preview('ar');
    expect(answer.failure).toBe(apiMessage('ar', 'controlCharacters'));
    expect(answer.preview).toBeUndefined();
  });
});
