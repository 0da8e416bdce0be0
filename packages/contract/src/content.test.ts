import { describe, expect, it } from 'vitest';
import {
  contract,
  galleryItemInputSchema,
  inLanguage,
  languageOfHeader,
  postInputSchema,
  requestedLanguageOf,
} from './index';
import { parseMessageRef } from './message-codes';
import type { z } from 'zod';

/** Field path -> the code of its first issue. */
function issueCodes(error: z.ZodError): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const issue of error.issues)
    codes[issue.path.join('.')] ??= parseMessageRef(issue.message)?.code ?? issue.message;
  return codes;
}

const post = {
  slug: 'water-wise-farming',
  title: 'Water-wise farming',
  excerpt: 'How recirculating systems save water.',
  body: '# Water\n\nRecirculating systems save water.',
  cover: { url: '/api/files/65a1b2c3d4e5f60718293a4b' },
  author: 'GreenGrow team',
  published: 'on',
};

describe('content routes', () => {
  it('asks the gallery for ten items a page and the blog for six, as the screens do', () => {
    expect(contract.content.listGallery.query.parse({})).toEqual({ page: 1, limit: 10 });
    expect(contract.content.listPosts.query.parse({ page: '2' })).toEqual({ page: 2, limit: 6 });
  });

  it('guards every admin route with the Admin role', () => {
    for (const [name, route] of Object.entries(contract.content) as [string, { metadata?: unknown }][]) {
      if (name.startsWith('admin') || /^(create|update|delete)/.test(name))
        expect(route.metadata, name).toEqual({ roles: ['Admin'] });
      else expect(route.metadata, name).toBeUndefined();
    }
  });
});

describe('post input', () => {
  it('accepts a post with English texts only and reads the checkbox', () => {
    const parsed = postInputSchema.parse(post);
    expect(parsed.published).toBe(true);
    expect(parsed.titleAr).toBeUndefined();
  });

  it('refuses a bad slug, a foreign image and a bad date, each with its code', () => {
    const result = postInputSchema.safeParse({
      ...post,
      slug: 'Not a slug',
      cover: { url: 'https://example.com/x.png' },
      publishedAt: 'yesterday',
    });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(issueCodes(result.error)).toEqual({
        slug: 'slugInvalid',
        'cover.url': 'imageInvalid',
        publishedAt: 'publishedAtInvalid',
      });
  });

  it.each(['9999-12-31T23:59:59-23:59', '9999-12-31T12:00:00-12:00', '0000-01-01T00:00:00+00:01'])(
    'refuses %s, a moment outside the years 0000 to 9999 in UTC',
    (publishedAt) => {
      const result = postInputSchema.safeParse({ ...post, publishedAt });
      expect(result.success).toBe(false);
      if (!result.success) expect(issueCodes(result.error)).toEqual({ publishedAt: 'publishedAtInvalid' });
    },
  );

  it('takes a moment at either end of the years 0000 to 9999 in UTC, and what the API answers back', () => {
    for (const publishedAt of ['9999-12-31T23:59:59Z', '9999-12-31T10:00:00-12:00', '0000-01-01T00:00:00Z']) {
      const parsed = postInputSchema.parse({ ...post, publishedAt });
      // The API stores the moment and answers it in UTC, which the rule takes again.
      const answered = new Date(parsed.publishedAt as string).toISOString();
      expect(postInputSchema.parse({ ...post, publishedAt: answered }).publishedAt).toBe(answered);
    }
  });

  it('requires the English texts and caps their length', () => {
    const result = galleryItemInputSchema.safeParse({
      title: ' ',
      description: 'x'.repeat(401),
      image: { url: '/api/files/65a1b2c3d4e5f60718293a4b' },
    });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(issueCodes(result.error)).toEqual({ title: 'required', description: 'tooLong' });
  });
});

describe('languages', () => {
  it('answers in Arabic only when Arabic is the first choice', () => {
    expect(languageOfHeader('ar')).toBe('ar');
    expect(languageOfHeader('ar-AE,en;q=0.8')).toBe('ar');
    expect(languageOfHeader('en-GB,ar;q=0.9')).toBe('en');
    expect(languageOfHeader(undefined)).toBe('en');
    expect(languageOfHeader('arn')).toBe('en');
    expect(languageOfHeader('*')).toBe('en');
  });

  it('tells a request that names no language from one that asks for English', () => {
    expect(requestedLanguageOf('ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(requestedLanguageOf('fr')).toBe('en');
    expect(requestedLanguageOf('*')).toBeUndefined();
    expect(requestedLanguageOf('')).toBeUndefined();
    expect(requestedLanguageOf(undefined)).toBeUndefined();
  });

  it('falls back to English where the Arabic text is missing or blank', () => {
    expect(inLanguage('ar', 'Basil', 'ريحان')).toBe('ريحان');
    expect(inLanguage('ar', 'Basil', '  ')).toBe('Basil');
    expect(inLanguage('ar', 'Basil', undefined)).toBe('Basil');
    expect(inLanguage('en', 'Basil', 'ريحان')).toBe('Basil');
  });
});
