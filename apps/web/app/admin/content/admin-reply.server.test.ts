import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sessionForPage } from '../../lib/session.server';
import { deletedReply, savedReply } from './admin-reply.server';

const request = new Request('http://localhost/admin-panel/gallery/add-gallery/1', { method: 'POST' });

/** The toasts the page after a redirect shows. */
async function toastsAfter(response: Response) {
  const cookie = (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
  return (await sessionForPage(new Request('http://localhost/', { headers: { Cookie: cookie } }))).toasts;
}

const submission = () => {
  const formData = new FormData();
  formData.set('title', 'Roof farm');
  return parseWithZod(formData, { schema: z.object({ title: z.string(), slug: z.string().optional() }) });
};

describe('savedReply', () => {
  it('goes to the saved record’s edit page with “Saved”', async () => {
    const created = { status: 201, body: { data: { _id: 'abc123' } } };
    const reply = await savedReply(request, 'en', created, {
      submission: submission(),
      fileFields: ['newImage'],
      uploaded: ['/api/files/1'],
      editPage: (id) => `/admin-panel/gallery/add-gallery/${id}`,
    });
    expect(reply).toBeInstanceOf(Response);
    const response = reply as Response;
    expect(response.headers.get('Location')).toBe('/admin-panel/gallery/add-gallery/abc123');
    expect(await toastsAfter(response)).toMatchObject([{ kind: 'success', title: 'Saved' }]);
  });

  it('hands the form back with the API’s field errors, its sentence and the pictures already uploaded', async () => {
    const refused = {
      status: 409,
      body: {
        statusCode: 409,
        code: 'slugTaken',
        error: 'Conflict',
        message: 'Another post already uses this slug.',
        issues: [{ path: 'slug', code: 'slugTaken', message: 'Another post already uses this slug.' }],
      },
    };
    const reply = await savedReply(request, 'en', refused, {
      submission: submission(),
      fileFields: ['newImage'],
      uploaded: ['/api/files/1'],
      editPage: () => '/never',
    });
    expect(reply).not.toBeInstanceOf(Response);
    expect(reply).toMatchObject({
      failure: 'Another post already uses this slug.',
      pending: ['/api/files/1'],
      result: { error: { slug: ['slugTaken'] } },
    });
  });
});

describe('deletedReply', () => {
  it('goes back to the list with the API’s sentence', async () => {
    const reply = await deletedReply(
      request,
      'ar',
      { status: 200, body: { message: 'Gallery item deleted' } },
      '/admin-panel/gallery',
    );
    const response = reply as Response;
    expect(response.headers.get('Location')).toBe('/admin-panel/gallery');
    expect((await toastsAfter(response)).at(-1)).toMatchObject({ kind: 'success' });
  });

  it('shows the refusal above the confirmation, in the page’s language', async () => {
    const inUse = {
      statusCode: 409,
      code: 'serviceInUse',
      error: 'Conflict',
      message: 'This service has 2 categories. Move or delete them first.',
      params: { count: 2 },
    };
    const list = '/admin-panel/service-category';
    expect(await deletedReply(request, 'en', { status: 409, body: inUse }, list)).toEqual({
      failure: 'This service has 2 categories. Move or delete them first.',
    });
    const arabic = await deletedReply(request, 'ar', { status: 409, body: inUse }, list);
    expect(arabic).toEqual({ failure: expect.stringContaining('2') });
    expect(arabic).not.toEqual({ failure: inUse.message });
  });
});
