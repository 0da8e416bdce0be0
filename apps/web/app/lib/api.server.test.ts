import { contract } from '@farm/contract';
import { isRouteErrorResponse } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '#app/components/feedback/toast-model';
import { type StubCall, stubApi } from '#tests/api-stub';
import { apiFor, bodyOrNotFound, pathParam, tryApi } from '#app/lib/api.server';
import { ApiUnavailable } from '#app/lib/api-unavailable';
import { env } from '#app/lib/env.server';
import { signIn } from '#app/lib/session.server';

// The routers ts-rest was asked to make functions for, by their route names.
const made = vi.hoisted(() => [] as string[][]);
vi.mock('@ts-rest/core', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@ts-rest/core')>();
  const initClient: typeof actual.initClient = (router, args) => {
    made.push(Object.keys(router));
    return actual.initClient(router, args);
  };
  return { ...actual, initClient };
});

const adminUser = { role: 'Admin' as const, username: 'Sara', lastname: 'M', email: 'sara@farm.ae' };

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

describe('apiFor', () => {
  const { auth, admin } = stubApi();
  const requestId = '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60';
  const sent = (stub: { mock: { calls: [StubCall][] } }) => stub.mock.calls.at(-1)?.[0].headers ?? {};
  const page = (cookie?: string, path = '/admin-panel/customers') =>
    new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: `lang=ar; ${cookie}` } : {} });

  beforeEach(() => {
    auth.forgotPassword.mockResolvedValue({ status: 200, body: { message: 'sent' } });
  });

  it("names the browser's address, language and this request's id on every call", async () => {
    const api = apiFor(page(), { clientAddress: '198.51.100.4', requestId });
    const res = await api.auth.forgotPassword({ body: { email: 'amina@farm-test.ae' } });
    expect(res.status).toBe(200);
    expect(sent(auth.forgotPassword)).toMatchObject({
      'accept-language': 'en',
      'x-forwarded-for': '198.51.100.4',
      'x-request-id': requestId,
    });
    await apiFor(page('x=1'), { clientAddress: '::ffff:192.0.2.1' }).auth.forgotPassword({
      body: { email: 'amina@farm-test.ae' },
    });
    expect(sent(auth.forgotPassword)).toMatchObject({
      'accept-language': 'ar',
      'x-forwarded-for': '::ffff:192.0.2.1',
    });
  });

  it('leaves out an address or request id that is not one, and the token when there is none', async () => {
    const context = { clientAddress: '1.2.3.4, 5.6.7.8', requestId: 'x\r\nSet-Cookie: a=b' };
    await apiFor(page(), context).auth.forgotPassword({ body: { email: 'amina@farm-test.ae' } });
    expect(Object.keys(sent(auth.forgotPassword)).sort()).toEqual([
      'accept-encoding',
      'accept-language',
      'content-type',
    ]);
  });

  it('sends the token as a Bearer header and hands back the statuses the caller reads', async () => {
    admin.listCustomers.mockResolvedValue({ status: 400, body: { message: 'bad' } });
    const res = await apiFor(page(), {}, { token: 'tok' }).admin.listCustomers({ query: {} });
    expect(res.status).toBe(400);
    expect(sent(admin.listCustomers).authorization).toBe('Bearer tok');
  });

  it('tells the web server of a write on the visitor’s behalf, and of no read or anonymous call', async () => {
    admin.listCustomers.mockResolvedValue({ status: 200, body: { data: [] } });
    auth.signout.mockResolvedValue({ status: 200, body: { message: 'bye' } });
    const wroteToApi = vi.fn();
    await apiFor(page(), { wroteToApi }, { token: 'tok' }).admin.listCustomers({ query: {} });
    await apiFor(page(), { wroteToApi }).auth.forgotPassword({ body: { email: 'amina@farm-test.ae' } });
    expect(wroteToApi).not.toHaveBeenCalled();
    await apiFor(page(), { wroteToApi }, { token: 'tok' }).auth.signout();
    expect(wroteToApi).toHaveBeenCalledTimes(1);
    // A write the API refused changed nothing; one it failed on, or never answered, may have.
    auth.signout.mockResolvedValueOnce({ status: 429, body: { message: 'later' } });
    await apiFor(page(), { wroteToApi }, { token: 'tok' }).auth.signout();
    expect(wroteToApi).toHaveBeenCalledTimes(1);
    auth.signout.mockResolvedValueOnce({ status: 500, body: {} });
    await apiFor(page(), { wroteToApi }, { token: 'tok' }).auth.signout();
    expect(wroteToApi).toHaveBeenCalledTimes(2);
    auth.signout.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(apiFor(page(), { wroteToApi }, { token: 'tok' }).auth.signout()).rejects.toBeDefined();
    expect(wroteToApi).toHaveBeenCalledTimes(3);
  });

  it('ends the session on a 401 to a call with the token, and sends a 403 home', async () => {
    const signedIn = await signIn(page(), 'tok', adminUser, toast('success', 'Hi'), '/');
    const cookie = (signedIn.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    const api = apiFor(page(cookie), {}, { token: 'tok' });
    admin.listCustomers.mockResolvedValueOnce({ status: 401, body: {} });
    const ended = await api.admin.listCustomers({ query: {} }).catch((error: unknown) => error);
    expect(ended).toBeInstanceOf(Response);
    expect((ended as Response).headers.get('Location')).toBe('/login?redirectTo=%2Fadmin-panel%2Fcustomers');
    admin.listCustomers.mockResolvedValueOnce({ status: 403, body: {} });
    const home = await api.admin.listCustomers({ query: {} }).catch((error: unknown) => error);
    expect((home as Response).headers.get('Location')).toBe('/home');
  });

  it('hands back a 403 that names a reason of its own, for the page to show', async () => {
    admin.listCustomers.mockResolvedValueOnce({ status: 403, body: { code: 'adminCannotDelete' } });
    const res = await apiFor(page(), {}, { token: 'tok' }).admin.listCustomers({ query: {} });
    expect(res.status).toBe(403);
    admin.listCustomers.mockResolvedValueOnce({ status: 403, body: { code: 'forbidden' } });
    const home = await apiFor(page(), {}, { token: 'tok' })
      .admin.listCustomers({ query: {} })
      .catch((error: unknown) => error);
    expect((home as Response).headers.get('Location')).toBe('/home');
  });

  it('hands a 401 back where the caller reads it, or where no token was sent', async () => {
    admin.listCustomers.mockResolvedValue({ status: 401, body: {} });
    const reading = apiFor(page(), {}, { token: 'tok', readsRefusals: true });
    expect((await reading.admin.listCustomers({ query: {} })).status).toBe(401);
    expect((await apiFor(page(), {}).admin.listCustomers({ query: {} })).status).toBe(401);
  });
});

describe('apiFor, made lazily', () => {
  it('makes the functions of an area of the contract when the page first uses it, and once', () => {
    made.length = 0;
    const api = apiFor(new Request('http://localhost/cart'), {});
    expect(made).toEqual([]);
    const cart = api.cart;
    expect(typeof cart.getCart).toBe('function');
    expect(api.cart).toBe(cart);
    expect(made).toEqual([Object.keys(contract.cart)]);
    expect((api as unknown as Record<string, unknown>).nope).toBeUndefined();
  });
});

describe('apiFor, when the API is away or slow', () => {
  /** A fetch that never answers: it ends only when its signal aborts, as fetch does. */
  const hanging = vi.fn((_url: string | URL, init: RequestInit = {}) => {
    return new Promise<Response>((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    });
  });
  const get = (api: ReturnType<typeof apiFor>) => api.catalog.listAllCategories();
  const post = (api: ReturnType<typeof apiFor>) =>
    api.auth.forgotPassword({ body: { email: 'amina@farm-test.ae' } });
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const limit = env.API_TIMEOUT_SECONDS;
  const stubbed = globalThis.fetch;

  beforeEach(() => {
    hanging.mockClear();
    logged.mockClear();
  });
  afterEach(() => {
    env.API_TIMEOUT_SECONDS = limit;
    vi.stubGlobal('fetch', stubbed);
  });

  it('gives the error page a 503 with Retry-After when the API cannot be reached; tryApi gives null', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));
    const api = apiFor(new Request('http://localhost/products'), {});
    const error = await get(api).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiUnavailable);
    expect((error as Response).status).toBe(503);
    expect((error as Response).headers.get('Retry-After')).toBe('30');
    expect(await tryApi(() => get(api))).toBeNull();
    expect(logged).toHaveBeenCalledWith('API call GET /categories/all failed:', 'TypeError: fetch failed');
  });

  it('gives up on an answer that takes longer than API_TIMEOUT_SECONDS', async () => {
    vi.stubGlobal('fetch', hanging);
    env.API_TIMEOUT_SECONDS = 0.05;
    const api = apiFor(new Request('http://localhost/products'), {});
    await expect(post(api)).rejects.toBeInstanceOf(ApiUnavailable);
    await expect(get(api)).rejects.toBeInstanceOf(ApiUnavailable);
  });

  it('goes on when the visitor leaves: another page may be waiting for the same answer', async () => {
    vi.stubGlobal('fetch', hanging);
    env.API_TIMEOUT_SECONDS = 0.2;
    const visitor = new AbortController();
    const api = apiFor(new Request('http://localhost/products', { signal: visitor.signal }), {});
    const read = get(api).catch((thrown: unknown) => thrown);
    visitor.abort();
    const [, init] = hanging.mock.calls[0] ?? [];
    expect(init?.signal?.aborted).toBe(false);
    // The time limit alone ends it.
    expect(await read).toBeInstanceOf(ApiUnavailable);
  });
});

describe('tryApi', () => {
  it('turns a network failure into null, and lets a response the client threw go on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await tryApi(() => Promise.reject(new TypeError('fetch failed')))).toBeNull();
    const redirect = new Response(null, { status: 302, headers: { Location: '/login' } });
    await expect(tryApi(() => Promise.reject(redirect))).rejects.toBe(redirect);
  });
});
