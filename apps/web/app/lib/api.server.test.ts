import { isRouteErrorResponse } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, bodyOrNotFound, onBehalfOf, pathParam } from './api.server';

/** What a loader throws: react-router's `data()` throws a DataWithResponseInit carrying the status. */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('bodyOrNotFound', () => {
  it('hands back the body of a 200 answer', () => {
    expect(bodyOrNotFound({ status: 200 as const, body: { data: [1] } })).toEqual({ data: [1] });
  });

  it('turns a 404, and a 400 for a malformed id, into a thrown 404 response', () => {
    for (const status of [404, 400]) {
      const error = thrown(() => bodyOrNotFound({ status, body: {} })) as {
        init?: ResponseInit;
        type?: string;
      };
      expect(error.type, String(status)).toBe('DataWithResponseInit');
      expect(error.init?.status).toBe(404);
      expect(isRouteErrorResponse(error)).toBe(false);
    }
  });

  it('treats any other status as an unexpected failure for the error boundary', () => {
    const error = thrown(() => bodyOrNotFound({ status: 500, body: {} }));
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('The API answered 500');
  });
});

describe('pathParam', () => {
  it('keeps a path parameter inside its segment', () => {
    expect(pathParam('tower-kit')).toBe('tower-kit');
    expect(pathParam('../services')).toBe('..%2Fservices');
    expect(pathParam('x?page=2#y')).toBe('x%3Fpage%3D2%23y');
  });
});

describe('onBehalfOf', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("names the browser's address and language", () => {
    expect(onBehalfOf({ clientAddress: '203.0.113.7' }, 'ar')).toEqual({
      'accept-language': 'ar',
      'x-forwarded-for': '203.0.113.7',
    });
    expect(onBehalfOf({ clientAddress: '::ffff:192.0.2.1' }, 'en')['x-forwarded-for']).toBe(
      '::ffff:192.0.2.1',
    );
  });

  it('leaves the address out when the server gave none or something that is not one', () => {
    expect(onBehalfOf({}, 'en')).toEqual({ 'accept-language': 'en' });
    expect(onBehalfOf({ clientAddress: '1.2.3.4, 5.6.7.8' }, 'en')).toEqual({ 'accept-language': 'en' });
  });

  it("passes the web server's request id on, and nothing that is not one", () => {
    const requestId = '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60';
    expect(onBehalfOf({ requestId }, 'en')['x-request-id']).toBe(requestId);
    expect(onBehalfOf({}, 'en')).not.toHaveProperty('x-request-id');
    expect(onBehalfOf({ requestId: 'x\r\nSet-Cookie: a=b' }, 'en')).not.toHaveProperty('x-request-id');
  });

  it('reaches the API as X-Forwarded-For and x-request-id on a typed client call', async () => {
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ message: 'sent' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const res = await api.auth.forgotPassword({
      body: { email: 'amina@farm-test.ae' },
      extraHeaders: onBehalfOf(
        { clientAddress: '198.51.100.4', requestId: '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60' },
        'ar',
      ),
    });
    expect(res.status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/password\/forgot-password$/);
    const headers = new Headers(init.headers);
    expect(headers.get('x-forwarded-for')).toBe('198.51.100.4');
    expect(headers.get('accept-language')).toBe('ar');
    expect(headers.get('x-request-id')).toBe('3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60');
  });
});
