import { describe, expect, it } from 'vitest';
import { categoryFormSchema, serviceFormSchema, serviceInputSchema } from './admin-catalog';
import { galleryFormSchema, postFormSchema } from './admin-content';

const FILE_URL = '/api/files/0123456789abcdef01234567';
const codes = (result: {
  success: boolean;
  error?: { issues: { path: (string | number)[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the service form and body', () => {
  it('names the field of each broken rule with its code', () => {
    const result = serviceFormSchema.safeParse({
      name: '',
      description: 'x',
      slug: 'Bad Slug',
      keepImage: ['https://elsewhere.example/a.png'],
      videos: [{ url: 'javascript:alert(1)', title: '' }],
      position: '-1',
    });
    expect(codes(result)).toMatchObject({
      name: 'required',
      slug: 'catalogSlugInvalid',
      'keepImage.0': 'imageInvalid',
      'videos.0.url': 'videoUrlInvalid',
      'videos.0.title': 'required',
      position: 'servicePositionInvalid',
    });
  });

  it('keeps a blank slug and position absent, so the API makes or keeps them', () => {
    const result = serviceFormSchema.safeParse({
      name: 'Farms',
      description: 'Grown here',
      slug: ' ',
      position: '',
    });
    expect(result.success && { slug: result.data.slug, position: result.data.position }).toEqual({
      slug: undefined,
      position: undefined,
    });
  });

  // Each value wrapped in a list of its own, as `it.each` spreads a list into the test's arguments.
  it.each([[[5]], ['0x5'], ['5e0'], [false], [true]])('refuses %j as the menu position', (position) => {
    const result = serviceInputSchema.safeParse({
      name: 'A',
      description: 'B',
      image: [],
      video: [],
      position,
    });
    expect(codes(result)).toEqual({ position: 'servicePositionInvalid' });
  });

  it('reads the menu position as the form posts it, or as a number', () => {
    const service = { name: 'A', description: 'B', image: [], video: [] };
    expect(serviceInputSchema.parse({ ...service, position: '5' }).position).toBe(5);
    expect(serviceInputSchema.parse({ ...service, position: 0 }).position).toBe(0);
  });

  it('caps images and videos per service', () => {
    const many = Array.from({ length: 13 }, () => ({ url: FILE_URL }));
    expect(
      codes(serviceInputSchema.safeParse({ name: 'A', description: 'B', image: many, video: [] })),
    ).toEqual({
      image: 'tooManyEntries?max=12',
    });
  });
});

describe('the category, post and gallery forms', () => {
  it('read the remove-image box and an empty file input as no new image', () => {
    const result = categoryFormSchema.safeParse({
      serviceId: '0123456789abcdef01234567',
      name: 'Towers',
      removeImage: 'on',
      newImage: new File([], ''),
    });
    expect(result.success && { remove: result.data.removeImage, image: result.data.newImage }).toEqual({
      remove: true,
      image: undefined,
    });
  });

  it('ask for a picture only when the record has none', () => {
    const post = { slug: 'a-post', title: 'T', excerpt: 'E', body: 'B', author: 'A' };
    expect(codes(postFormSchema.safeParse(post))).toEqual({ newCover: 'required' });
    expect(postFormSchema.safeParse({ ...post, keepCover: FILE_URL }).success).toBe(true);
    expect(codes(galleryFormSchema.safeParse({ title: 'T', description: 'D' }))).toEqual({
      newImage: 'required',
    });
    const wrongType = new File(['x'], 'a.gif', { type: 'image/gif' });
    expect(codes(galleryFormSchema.safeParse({ title: 'T', description: 'D', newImage: wrongType }))).toEqual(
      {
        newImage: 'adminImageType',
      },
    );
  });
});
