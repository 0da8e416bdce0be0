import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  MAX_PAGE,
  dataOf,
  errorBodySchema,
  mediaSchema,
  objectIdSchema,
  pageCount,
  pageOf,
  paginationQuerySchema,
} from './common';
import { messagesOf } from './testing/issues';

describe('objectIdSchema', () => {
  it.each(['65a1b2c3d4e5f60718293a4b', '65A1B2C3D4E5F60718293A4B'])('accepts %s', (id) => {
    expect(objectIdSchema.parse(id)).toBe(id);
  });
  it.each(['', '65a1b2c3d4e5f60718293a4', '65a1b2c3d4e5f60718293a4bc', 'zza1b2c3d4e5f60718293a4b'])(
    'rejects %j with "Invalid id"',
    (id) => {
      expect(messagesOf(objectIdSchema, id)).toEqual({ '': ['Invalid id'] });
    },
  );
});

describe('errorBodySchema', () => {
  it('accepts the error shape with and without field issues', () => {
    const body = {
      statusCode: 404,
      code: 'productNotFound',
      message: 'Product not found',
      error: 'Product not found',
    };
    expect(errorBodySchema.parse(body)).toEqual(body);
    const invalid = {
      ...body,
      statusCode: 400,
      code: 'invalidRequest',
      issues: [
        { path: 'page', code: 'tooLong', message: 'Must be at most 100 characters.', params: { max: 100 } },
      ],
    };
    expect(errorBodySchema.parse(invalid)).toEqual(invalid);
  });
  it('requires code, message and error', () => {
    expect(errorBodySchema.safeParse({ statusCode: 500, code: 'x', message: 'Oops' }).success).toBe(false);
    expect(errorBodySchema.safeParse({ statusCode: 500, message: 'Oops', error: 'Oops' }).success).toBe(
      false,
    );
  });
});

describe('paginationQuerySchema', () => {
  it('defaults to page 1 of 8', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, limit: 8 });
  });
  it('coerces URL strings and trims the search', () => {
    expect(paginationQuerySchema.parse({ page: '3', limit: '100', search: '  basil ' })).toEqual({
      page: 3,
      limit: 100,
      search: 'basil',
    });
  });
  it('takes the last page number there is', () => {
    expect(paginationQuerySchema.parse({ page: String(MAX_PAGE) }).page).toBe(MAX_PAGE);
  });
  it.each([
    [{ page: '0' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: 'x' }, 'page'],
    // A page number must stay an exact whole number in JSON (10^25 was echoed back as 1e+25).
    [{ page: '1e25' }, 'page'],
    [{ page: '1000001' }, 'page'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '101' }, 'limit'],
    [{ search: 'a'.repeat(101) }, 'search'],
    [{ search: 'basil\u0000' }, 'search'],
  ])('rejects %j', (query, field) => {
    expect(Object.keys(messagesOf(paginationQuerySchema, query))).toEqual([field]);
  });
  // JavaScript's Number() reads these as numbers (0x2 as 2); a URL's page is written in decimal.
  it.each(['0x2', '0b10', '0o2', '2e0', ' ', '', 'Infinity', '-1', '1,000'])(
    'refuses the page %j with a sentence of its own, not zod’s English',
    (page) => {
      expect(messagesOf(paginationQuerySchema, { page })).toEqual({
        page: [`The page must be a whole number from 1 to ${MAX_PAGE}.`],
      });
    },
  );
  it.each(['0', '101', '0x10', '1e1', 'x', '2.5'])(
    'refuses the page size %j with a sentence of its own',
    (limit) => {
      expect(messagesOf(paginationQuerySchema, { limit })).toEqual({
        limit: ['The number of items per page must be a whole number from 1 to 100.'],
      });
      expect(paginationQuerySchema.safeParse({ limit }).error?.issues.map(({ message }) => message)).toEqual([
        'pageSizeInvalid?max=100',
      ]);
    },
  );
  it('takes the numbers a typed client sends', () => {
    expect(paginationQuerySchema.parse({ page: 2, limit: 20 })).toEqual({ page: 2, limit: 20 });
  });
});

describe('pageOf and pageCount', () => {
  const page = pageOf(z.object({ name: z.string() }));
  it('accepts a page of items', () => {
    const value = { data: [{ name: 'Kale' }], page: 1, pages: 1, total: 1 };
    expect(page.parse(value)).toEqual(value);
  });
  it('accepts an empty list with 0 pages', () => {
    expect(page.parse({ data: [], page: 1, pages: 0, total: 0 })).toEqual({
      data: [],
      page: 1,
      pages: 0,
      total: 0,
    });
  });
  it('rejects bad counters and bad items', () => {
    expect(page.safeParse({ data: [], page: 0, pages: 0, total: 0 }).success).toBe(false);
    expect(page.safeParse({ data: [], page: 1, pages: -1, total: 0 }).success).toBe(false);
    expect(page.safeParse({ data: [{ name: 1 }], page: 1, pages: 1, total: 1 }).success).toBe(false);
  });
  it.each([
    [0, 8, 0],
    [1, 8, 1],
    [8, 8, 1],
    [9, 8, 2],
    [31, 8, 4],
  ])('pageCount(%i, %i) is %i', (total, limit, pages) => {
    expect(pageCount(total, limit)).toBe(pages);
  });
});

describe('mediaSchema and dataOf', () => {
  it('wraps items as { data }', () => {
    expect(dataOf(mediaSchema).parse({ data: { url: '/api/files/1' } })).toEqual({
      data: { url: '/api/files/1' },
    });
    expect(mediaSchema.safeParse({}).success).toBe(false);
  });
});
