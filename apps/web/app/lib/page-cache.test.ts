import { describe, expect, it } from 'vitest';
import { ANONYMOUS_PAGE, PERSONAL_PAGE, pageCachePolicy, pageHeaders } from '#app/lib/page-cache';

const headersOf = (loaderHeaders: Headers) =>
  new Headers(
    pageHeaders({
      loaderHeaders,
      parentHeaders: new Headers(),
      actionHeaders: new Headers(),
      errorHeaders: undefined,
    }),
  );

describe('pageCachePolicy', () => {
  it('lets a browser keep an anonymous page but never a personal one', () => {
    expect(pageCachePolicy({ signedIn: false, setsCookie: false })).toBe('private, no-cache');
    expect(pageCachePolicy({ signedIn: true, setsCookie: false })).toBe('private, no-store');
    expect(pageCachePolicy({ signedIn: false, setsCookie: true })).toBe('private, no-store');
    expect(pageCachePolicy({ signedIn: false, setsCookie: false, complete: false })).toBe(
      'private, no-store',
    );
  });
});

describe('pageHeaders', () => {
  it("passes on the root loader's policy and varies by cookie", () => {
    const headers = headersOf(new Headers({ 'Cache-Control': ANONYMOUS_PAGE }));
    expect(headers.get('Cache-Control')).toBe(ANONYMOUS_PAGE);
    expect(headers.get('Vary')).toBe('Cookie');
  });

  it('keeps the Retry-After of an API that was away on the error page, and adds none otherwise', () => {
    const args = { parentHeaders: new Headers(), actionHeaders: new Headers() };
    const away = new Headers(
      pageHeaders({
        ...args,
        loaderHeaders: new Headers(),
        errorHeaders: new Headers({ 'Retry-After': '30' }),
      }),
    );
    expect(away.get('Retry-After')).toBe('30');
    expect(away.get('Cache-Control')).toBe(PERSONAL_PAGE);
    expect(headersOf(new Headers()).has('Retry-After')).toBe(false);
  });

  it('treats a page whose loader chose nothing (an error) as personal', () => {
    expect(headersOf(new Headers()).get('Cache-Control')).toBe(PERSONAL_PAGE);
  });
});
