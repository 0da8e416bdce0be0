import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api.server';
import { saveProduct } from './save-product.server';

vi.mock('../../lib/api.server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api.server')>()),
  api: { admin: { uploadImages: vi.fn() }, adminProducts: { create: vi.fn(), update: vi.fn() } },
}));

const upload = vi.mocked(api.admin.uploadImages);
const create = vi.mocked(api.adminProducts.create);
const update = vi.mocked(api.adminProducts.update);

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
  const request = new Request('http://localhost/admin-panel/products/add-products', {
    method: 'POST',
    body: data,
  });
  return saveProduct({ request, context: {} } as never, 'tok', productId);
}

const saved = (status: 200 | 201) =>
  ({
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
  }) as never;

beforeEach(() => {
  upload.mockReset();
  create.mockReset();
  update.mockReset();
});

describe('saveProduct', () => {
  it('uploads the picked files, adds them after the kept images, saves and opens the product', async () => {
    upload.mockResolvedValue({ status: 201, body: { data: [{ url: url(2) }, { url: url(3) }] } } as never);
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
    expect(create.mock.calls[0]?.[0].extraHeaders).toMatchObject({ authorization: 'Bearer tok' });
    expect((answer as Response).headers.get('Location')).toBe(`/admin-panel/products/add-products/${id}`);
  });

  it('updates an existing product under its id', async () => {
    update.mockResolvedValue(saved(200));
    await post(form(complete), id);
    expect(update.mock.calls[0]?.[0].params).toEqual({ id });
    expect(create).not.toHaveBeenCalled();
  });

  it('keeps uploaded files in the form it hands back when the texts are refused', async () => {
    upload.mockResolvedValue({ status: 201, body: { data: [{ url: url(2) }] } } as never);
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
    } as never);
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
    } as never);
    const answer = (await post(form(complete))) as {
      result: { error: object };
      failure: { message: string };
    };
    expect(answer.result.error).toMatchObject({ categoryId: ['categoryNotFound'] });
    expect(answer.failure.message).toBe('Category not found');
  });
});
