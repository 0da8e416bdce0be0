import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import compression from 'compression';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANONYMOUS_PAGE,
  anonymousPages,
  clearPagesOnWrites,
  createPageCache,
  isKeepable,
  type PageCache,
} from './page-cache';
import { serve, type Served } from '#tests/server';

// React Router stands in as an express handler after the layer: each page says what the real app would
// (its Cache-Control, a cookie, a status), prints this request's nonce the way React Router's scripts do,
// and streams in two chunks, as @react-router/express writes a rendered page.
type Page = {
  status?: number;
  cacheControl?: string;
  setCookie?: string;
  type?: string;
  hold?: Promise<void>;
  /** The page's action sends the API a write on the visitor's behalf, as the app's API client says. */
  writes?: boolean;
};

let served: Served | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

async function start(pages: Record<string, Page>, cache: PageCache | null, announce?: () => void) {
  const renders: string[] = [];
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    res.locals.logFields = {};
    res.setHeader('Content-Security-Policy', `script-src 'nonce-${res.locals.cspNonce}'`);
    res.setHeader('X-Request-Id', randomBytes(8).toString('hex'));
    next();
  });
  app.use(compression({ threshold: 0 }));
  app.use(clearPagesOnWrites(cache, announce));
  app.use(anonymousPages(cache));
  app.use(async (req, res) => {
    const page = pages[req.path] ?? { status: 404 };
    const count = renders.push(`${req.method} ${req.originalUrl}`);
    if (page.writes && req.method === 'POST') res.locals.wroteToApi = true;
    await page.hold;
    res.status(page.status ?? 200);
    res.append('Content-Type', page.type ?? 'text/html');
    res.append('Cache-Control', page.cacheControl ?? ANONYMOUS_PAGE);
    res.append('Vary', 'Cookie');
    if (page.setCookie) res.append('Set-Cookie', page.setCookie);
    if (req.method === 'HEAD') return res.end();
    const nonce = res.locals.cspNonce;
    // Text beyond Latin-1 and a second nonce, as a real page has (Arabic, typographic quotes, scripts).
    res.write(`<p>render ${count} of ${req.originalUrl}</p><script nonce="${nonce}">go()</script>`);
    res.write(Buffer.from(`<p>مزرعة مائية — “grow”</p><script nonce="${nonce}">more()</script>`));
    res.end();
  });
  served = await serve(app);
  return { url: served.url, renders };
}

/** A post of `path` exactly as written (no dot segment resolved); its status. */
function rawPost(url: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(`${url}${path}`, { method: 'POST', path }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    sent.on('error', reject);
    sent.end('x=1');
  });
}

/** A clock the tests move by hand for the pages' lifetime. */
function manualClock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

async function get(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  const body = await res.text();
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
  return { status: res.status, body, nonce, headers: res.headers };
}

describe('the kept copy of a page for visitors who are not signed in', () => {
  it('answers the next request without rendering, with that request’s own nonce in the page', async () => {
    const { url, renders } = await start({ '/home': {} }, createPageCache({ seconds: 60 }));
    const plain = { headers: { 'accept-encoding': 'identity' } };
    const first = await get(`${url}/home`, plain);
    const second = await get(`${url}/home`, plain);
    expect(renders).toEqual(['GET /home']);
    expect(second.body).toContain('render 1 of /home');
    expect(first.body).toContain(`nonce="${first.nonce}"`);
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.body).toContain(`nonce="${second.nonce}"`);
    expect(second.body).not.toContain(first.nonce);
    expect(second.body.split(`nonce="${second.nonce}"`)).toHaveLength(3);
    expect(second.body).toContain('<p>مزرعة مائية — “grow”</p>');
    expect(second.headers.get('cache-control')).toBe(ANONYMOUS_PAGE);
    expect(second.headers.get('content-length')).toBe(String(Buffer.byteLength(second.body)));
    expect(second.headers.get('etag')).toBeNull();
  });

  it('sends a kept page compressed like any other, with the page’s headers once and this request’s own', async () => {
    const { url, renders } = await start({ '/home': {} }, createPageCache({ seconds: 60 }));
    const first = await get(`${url}/home`, { headers: { 'accept-encoding': 'gzip' } });
    const second = await get(`${url}/home`, { headers: { 'accept-encoding': 'gzip' } });
    const third = await get(`${url}/home`, { headers: { 'accept-encoding': 'identity' } });
    expect(renders).toEqual(['GET /home']);
    for (const answer of [first, second]) {
      expect(answer.headers.get('content-encoding')).toBe('gzip');
      expect(answer.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    }
    expect(third.headers.get('content-encoding')).toBeNull();
    expect(third.body).toBe(second.body.replaceAll(second.nonce!, third.nonce!));
    expect(second.headers.get('cache-control')).toBe(ANONYMOUS_PAGE);
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('keeps one copy per address and per cookie header', async () => {
    const { url, renders } = await start({ '/home': {} }, createPageCache({ seconds: 60 }));
    await get(`${url}/home`);
    await get(`${url}/home?lang=ar`);
    await get(`${url}/home`, { headers: { cookie: 'lang=ar' } });
    await get(`${url}/home`, { headers: { cookie: 'lang=ar' } });
    await get(`${url}/home?lang=ar`);
    expect(renders).toEqual(['GET /home', 'GET /home?lang=ar', 'GET /home']);
  });

  it('never keeps a personal page, one that sets a cookie, a refusal or an answer that is not HTML', async () => {
    const pages: Record<string, Page> = {
      '/cart': { cacheControl: 'private, no-store' },
      '/toast': { setCookie: 'toast=; Max-Age=0' },
      '/gone': { status: 404 },
      '/home.data': { type: 'text/x-script' },
    };
    const { url, renders } = await start(pages, createPageCache({ seconds: 60 }));
    for (const path of Object.keys(pages)) {
      const first = await get(`${url}${path}`);
      const again = await get(`${url}${path}`);
      expect(again.body, path).toContain('render');
      expect(again.body, path).not.toBe(first.body);
      expect(again.status).toBe(first.status);
    }
    expect(renders).toHaveLength(8);
  });

  it('renders again after a write has been answered', async () => {
    const pages = { '/home': {}, '/checkout': { writes: true } };
    const { url, renders } = await start(pages, createPageCache({ seconds: 60 }));
    await get(`${url}/home`);
    await get(`${url}/checkout`, { method: 'POST', body: 'x=1' });
    const after = await get(`${url}/home`);
    expect(after.body).toContain('render 3 of /home');
    expect(renders).toEqual(['GET /home', 'POST /checkout', 'GET /home']);
  });

  it('keeps the pages through posts that wrote nothing (refused here or by the API)', async () => {
    const announce = vi.fn();
    const pages: Record<string, Page> = {
      '/home': {},
      '/refused': { status: 403 },
      '/gone': { status: 405 },
      // A stranger's post to a signed-in page's action: sent to sign in, the API never asked.
      '/checkout': { status: 302 },
      '/admin-panel/products/add-products': {},
    };
    const { url, renders } = await start(pages, createPageCache({ seconds: 60 }), announce);
    await get(`${url}/home`);
    for (const path of [
      '/refused',
      '/gone',
      '/no-such-page',
      '/checkout',
      '/admin-panel/products/add-products',
    ])
      await get(`${url}${path}`, { method: 'POST', body: 'x=1' });
    await get(`${url}/home`);
    expect(renders.filter((render) => render === 'GET /home')).toHaveLength(1);
    expect(announce).not.toHaveBeenCalled();
  });

  it('keeps the pages through posts that change nothing they show (sign-in, cart, enquiries, planner)', async () => {
    const announce = vi.fn();
    const writes = [
      '/language',
      '/login',
      '/cart/add',
      '/cart.data',
      '/wishlist',
      '/contact',
      '/contact.data',
      '/customize-form/abc',
      '/product-detail/abc/customize',
      '/planner',
      '/account/addresses/abc',
    ];
    const clearing = [
      '/admin-panel/products/add-products',
      '/account/orders/abc',
      '/contacts',
      // Dot segments are resolved before routing: these reach checkout and an order, not the list's paths.
      '/login/../checkout',
      '/account/addresses/%2E%2E/orders/abc.data',
    ];
    const pages: Record<string, Page> = { '/home': {} };
    for (const path of [...writes, ...clearing]) pages[path] = { writes: true };
    const { url, renders } = await start(pages, createPageCache({ seconds: 60 }), announce);
    await get(`${url}/home`);
    for (const path of writes) await get(`${url}${path}`, { method: 'POST', body: 'x=1' });
    await get(`${url}/home`);
    expect(renders.filter((render) => render === 'GET /home')).toHaveLength(1);
    expect(announce).not.toHaveBeenCalled();
    // Sent as written: fetch would resolve the dot segments itself.
    for (const path of clearing) expect(await rawPost(url, path)).toBe(200);
    await vi.waitFor(() => expect(announce).toHaveBeenCalledTimes(clearing.length));
  });

  it('tells the other web workers of a write once it is answered, and of nothing else', async () => {
    const announce = vi.fn();
    const pages = { '/home': {}, '/checkout': { writes: true } };
    const { url } = await start(pages, createPageCache({ seconds: 60 }), announce);
    await get(`${url}/home`);
    await get(`${url}/home`, { method: 'HEAD' });
    expect(announce).not.toHaveBeenCalled();
    await get(`${url}/checkout`, { method: 'POST', body: 'x=1' });
    await vi.waitFor(() => expect(announce).toHaveBeenCalledTimes(1));
  });

  it('does not keep a page whose render began before a write finished', async () => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    const pages: Record<string, Page> = { '/home': { hold }, '/checkout': { writes: true } };
    const { url, renders } = await start(pages, createPageCache({ seconds: 60 }));
    const slow = get(`${url}/home`);
    await expect.poll(() => renders.length).toBe(1);
    await get(`${url}/checkout`, { method: 'POST', body: 'x=1' });
    release();
    await slow;
    delete pages['/home'].hold;
    await get(`${url}/home`);
    expect(renders).toEqual(['GET /home', 'POST /checkout', 'GET /home']);
  });

  it('lets a kept page go after its lifetime', async () => {
    const clock = manualClock();
    const { url, renders } = await start({ '/home': {} }, createPageCache({ seconds: 5, clock }));
    await get(`${url}/home`);
    clock.advance(4_900);
    await get(`${url}/home`);
    expect(renders).toEqual(['GET /home']);
    clock.advance(200);
    await get(`${url}/home`);
    expect(renders).toEqual(['GET /home', 'GET /home']);
  });

  it('renders every request when the lifetime is 0, and streams HEAD and personal answers as before', async () => {
    expect(createPageCache({ seconds: 0 })).toBeNull();
    const { url, renders } = await start(
      { '/home': {}, '/cart': { cacheControl: 'private, no-store' } },
      null,
    );
    await get(`${url}/home`);
    const second = await get(`${url}/home`);
    expect(second.body).toContain(`render 2 of /home</p><script nonce="${second.nonce}">`);
    const head = await fetch(`${url}/home`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const cart = await get(`${url}/cart`);
    expect(cart.headers.get('cache-control')).toBe('private, no-store');
    expect(renders).toEqual(['GET /home', 'GET /home', 'HEAD /home', 'GET /cart']);
  });
});

describe('isKeepable', () => {
  it('accepts only a 200 HTML page marked as not personal that sets no cookie', () => {
    const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': ANONYMOUS_PAGE };
    expect(isKeepable(200, html)).toBe(true);
    expect(isKeepable(200, { ...html, 'set-cookie': ['a=b'] })).toBe(false);
    expect(isKeepable(200, { ...html, 'cache-control': 'private, no-store' })).toBe(false);
    expect(isKeepable(200, { 'content-type': 'text/html' })).toBe(false);
    expect(isKeepable(500, html)).toBe(false);
    expect(isKeepable(200, { ...html, 'content-type': 'application/json' })).toBe(false);
  });
});
