import type { IncomingHttpHeaders } from 'node:http';
import type { ServerBuild } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { apiFor } from '#app/lib/api.server';
import { parseSettings } from '#app/lib/env.server';
import type { RequestArgs } from '#app/lib/load-context';
import { stubApi } from '#tests/api-stub';
import { createApp } from './app';
import { createLogger } from './request-log';
import { type Served, serve } from '#tests/server';

// The app's own API calls go through the stubbed `fetch`; this test's requests to the web server do not.
const browserFetch = globalThis.fetch;
const { catalog, wishlist } = stubApi();

/**
 * The smallest server build React Router serves: one resource route whose loader calls the API as every
 * page does (apiFor, with the load context the web server made for this request).
 */
const build = {
  entry: { module: { default: () => new Response('no documents here', { status: 500 }) } },
  routes: {
    root: { id: 'root', path: '', module: {} },
    'routes/services': {
      id: 'routes/services',
      parentId: 'root',
      path: 'services-list',
      module: {
        loader: async ({ request, context }: RequestArgs) => {
          const res = await apiFor(request, context).catalog.listServiceCategories({ params: { id: 'x' } });
          return Response.json({ status: res.status });
        },
      },
    },
    // A page the API gave no answer for.
    'routes/away': {
      id: 'routes/away',
      parentId: 'root',
      path: 'away',
      module: { loader: () => new Response('away', { status: 503 }) },
    },
    'routes/wishlist-clear': {
      id: 'routes/wishlist-clear',
      parentId: 'root',
      path: 'wishlist-clear',
      module: {
        // A signed-in visitor's write, then an answer with a cookie of React Router's own.
        action: async ({ request, context }: RequestArgs) => {
          await apiFor(request, context, { token: 'tok-writer' }).wishlist.clearWishlist();
          return new Response('cleared', { headers: { 'Set-Cookie': 'lang=ar; Path=/' } });
        },
      },
    },
    // A page's action, as a hydrated form posts it (React Router's single fetch, `/note.data`).
    'routes/note': {
      id: 'routes/note',
      parentId: 'root',
      path: 'note',
      module: { action: () => ({ noted: true }), default: () => null },
    },
  },
  assets: {
    url: '/assets/manifest.js',
    version: '1',
    entry: { module: '/entry.js', imports: [] },
    routes: {},
  },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
} as unknown as ServerBuild;

describe("the web server's TRUST_PROXY (docs/decisions/144-trusted-proxies-on-the-web-server.md)", () => {
  const servers: Served[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  /** The real app, as main.ts builds it, in front of a fake API that records what it was sent. */
  async function webServer(trustProxy: string) {
    const forwarded: IncomingHttpHeaders[] = [];
    const api = await serve((req, res) => {
      forwarded.push(req.headers);
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
    servers.push(api);
    const settings = parseSettings({ NODE_ENV: 'test', API_URL: `${api.url}/api`, TRUST_PROXY: trustProxy });
    const logger = await createLogger({ level: 'silent', pretty: false });
    const app = createApp({ settings, logger, build, files: (_req, _res, next) => next(), cache: null });
    const web = await serve(app);
    servers.push(web);
    return { url: web.url, forwarded };
  }

  /** The address the API was told the browser has, through /api forwarding and through a page's loader. */
  async function addressesNamed(trustProxy: string, xForwardedFor: string) {
    const { url, forwarded } = await webServer(trustProxy);
    const headers = { 'x-forwarded-for': xForwardedFor };
    catalog.listServiceCategories.mockClear();
    catalog.listServiceCategories.mockResolvedValue({ status: 200, body: [] });
    const file = await browserFetch(`${url}/api/files/64b7f0c2a1b2c3d4e5f60720`, { headers });
    const page = await browserFetch(`${url}/services-list`, { headers });
    expect(file.status).toBe(200);
    expect(await page.json()).toEqual({ status: 200 });
    return {
      forwarding: forwarded[0]?.['x-forwarded-for'],
      page: catalog.listServiceCategories.mock.calls[0]?.[0].headers['x-forwarded-for'],
    };
  }

  it('names the browser a listed proxy named, for the API forwarding and for the API calls of pages', async () => {
    // This test's requests come from 127.0.0.1: here that is the proxy in front.
    expect(await addressesNamed('127.0.0.1', '6.6.6.6, 203.0.113.7')).toEqual({
      forwarding: '203.0.113.7',
      page: '203.0.113.7',
    });
  });

  it('answers a page whatever X-Forwarded-Host says, from a listed proxy or anyone else', async () => {
    catalog.listServiceCategories.mockResolvedValue({ status: 200, body: [] });
    for (const trustProxy of ['127.0.0.1', '192.0.2.10']) {
      const { url } = await webServer(trustProxy);
      for (const forwardedHost of [
        'farm.example:70000',
        'farm.example:-1',
        'a b',
        'one.example, two.example',
      ]) {
        const page = await browserFetch(`${url}/services-list`, {
          headers: { 'x-forwarded-host': forwardedHost },
        });
        expect(page.status, `${trustProxy}: ${forwardedHost}`).toBe(200);
      }
    }
  });

  it('ignores X-Forwarded-For from a client that is not a listed proxy', async () => {
    expect(await addressesNamed('192.0.2.10', '203.0.113.7')).toEqual({
      forwarding: '127.0.0.1',
      page: '127.0.0.1',
    });
  });
});

describe('the write mark (docs/decisions/230-header-badges-kept-per-visitor.md)', () => {
  it("reaches the browser beside the cookies of the action's own answer", async () => {
    wishlist.clearWishlist.mockResolvedValue({
      status: 200,
      body: { code: 'wishlistCleared', message: 'ok' },
    });
    const settings = parseSettings({ NODE_ENV: 'test', API_URL: 'http://127.0.0.1:9/api' });
    const logger = await createLogger({ level: 'silent', pretty: false });
    const app = createApp({ settings, logger, build, files: (_req, _res, next) => next(), cache: null });
    const web = await serve(app);
    try {
      const answer = await browserFetch(`${web.url}/wishlist-clear`, { method: 'POST' });
      expect(await answer.text()).toBe('cleared');
      const cookies = answer.headers.getSetCookie().map((cookie) => cookie.split('=')[0]);
      expect(cookies.sort()).toEqual(['__writes', 'lang']);
      expect(wishlist.clearWishlist).toHaveBeenCalledTimes(1);
    } finally {
      await web.close();
    }
  });
});

describe('actions behind a proxy that names neither the public host nor its scheme', () => {
  it('runs a write from PUBLIC_ORIGIN that reached this server at an internal address, and no other', async () => {
    const settings = parseSettings({
      NODE_ENV: 'test',
      API_URL: 'http://127.0.0.1:9/api',
      PUBLIC_ORIGIN: 'https://farm.example',
    });
    const logger = await createLogger({ level: 'silent', pretty: false });
    const app = createApp({ settings, logger, build, files: (_req, _res, next) => next(), cache: null });
    const web = await serve(app);
    try {
      const post = (origin: string) =>
        browserFetch(`${web.url}/note.data`, { method: 'POST', headers: { origin } });
      // The browser's origin is the public one; this server was reached as http://127.0.0.1:port.
      const ours = await post('https://farm.example');
      expect(ours.status).toBe(200);
      expect(await ours.text()).toContain('noted');
      expect((await post('https://evil.example')).status).toBe(403);
    } finally {
      await web.close();
    }
  });
});

describe('headers a status asks for', () => {
  it('names the methods a route takes on a 405, and when to try again on a 503', async () => {
    const settings = parseSettings({ NODE_ENV: 'test', API_URL: 'http://127.0.0.1:9/api' });
    const logger = await createLogger({ level: 'silent', pretty: false });
    const app = createApp({ settings, logger, build, files: (_req, _res, next) => next(), cache: null });
    const web = await serve(app);
    try {
      const refused = await browserFetch(`${web.url}/services-list`, {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      expect(refused.status).toBe(405);
      expect(refused.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      const away = await browserFetch(`${web.url}/away`);
      expect(away.status).toBe(503);
      expect(away.headers.get('retry-after')).toBe('30');
    } finally {
      await web.close();
    }
  });
});
