import { randomBytes } from 'node:crypto';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ANONYMOUS_PAGE,
  clearPagesOnWrites,
  createPageCache,
  isKeepable,
  pageHandler,
  type PageCache,
} from './page-handler.mjs';
import { serve, type Served } from './testing';

// React Router stands in as a function of the request: each page says what the real app would (its
// Cache-Control, a cookie, a status) and prints this request's nonce the way React Router's scripts do.
type Page = {
  status?: number;
  cacheControl?: string;
  setCookie?: string;
  type?: string;
  hold?: Promise<void>;
};

let served: Served | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

async function start(pages: Record<string, Page>, cache: PageCache | null) {
  const renders: string[] = [];
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    res.locals.logFields = {};
    res.setHeader('Content-Security-Policy', `script-src 'nonce-${res.locals.cspNonce}'`);
    next();
  });
  app.use(clearPagesOnWrites(cache));
  app.use(
    pageHandler({
      cache,
      getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce }),
      handleRequest: async (request, context) => {
        const url = new URL(request.url);
        const page = pages[url.pathname] ?? { status: 404 };
        const count = renders.push(`${request.method} ${url.pathname}${url.search}`);
        await page.hold;
        const headers = new Headers({
          'Content-Type': page.type ?? 'text/html',
          'Cache-Control': page.cacheControl ?? ANONYMOUS_PAGE,
        });
        if (page.setCookie) headers.set('Set-Cookie', page.setCookie);
        // Text beyond Latin-1 and a second nonce, as a real page has (Arabic, typographic quotes, scripts).
        const body = `<p>render ${count} of ${url.pathname}${url.search}</p><script nonce="${context.cspNonce}">go()</script><p>مزرعة مائية — “grow”</p><script nonce="${context.cspNonce}">more()</script>`;
        return new Response(request.method === 'HEAD' ? null : body, { status: page.status ?? 200, headers });
      },
    }),
  );
  served = await serve(app);
  return { url: served.url, renders };
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
    const first = await get(`${url}/home`);
    const second = await get(`${url}/home`);
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
    const { url, renders } = await start({ '/home': {}, '/contact': {} }, createPageCache({ seconds: 60 }));
    await get(`${url}/home`);
    await get(`${url}/contact`, { method: 'POST', body: 'x=1' });
    const after = await get(`${url}/home`);
    expect(after.body).toContain('render 3 of /home');
    expect(renders).toEqual(['GET /home', 'POST /contact', 'GET /home']);
  });

  it('does not keep a page whose render began before a write finished', async () => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    const pages: Record<string, Page> = { '/home': { hold }, '/contact': {} };
    const { url, renders } = await start(pages, createPageCache({ seconds: 60 }));
    const slow = get(`${url}/home`);
    await expect.poll(() => renders.length).toBe(1);
    await get(`${url}/contact`, { method: 'POST', body: 'x=1' });
    release();
    await slow;
    delete pages['/home'].hold;
    await get(`${url}/home`);
    expect(renders).toEqual(['GET /home', 'POST /contact', 'GET /home']);
  });

  it('lets a kept page go after its lifetime', async () => {
    const { url, renders } = await start({ '/home': {} }, createPageCache({ seconds: 0.05 }));
    await get(`${url}/home`);
    await get(`${url}/home`);
    await new Promise((resolve) => setTimeout(resolve, 120));
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
  const page = (init: ResponseInit) => new Response('x', init);
  it('accepts only a 200 HTML page marked as not personal that sets no cookie', () => {
    const html = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': ANONYMOUS_PAGE };
    expect(isKeepable(page({ headers: html }))).toBe(true);
    expect(isKeepable(page({ headers: { ...html, 'Set-Cookie': 'a=b' } }))).toBe(false);
    expect(isKeepable(page({ headers: { ...html, 'Cache-Control': 'private, no-store' } }))).toBe(false);
    expect(isKeepable(page({ headers: { 'Content-Type': 'text/html' } }))).toBe(false);
    expect(isKeepable(page({ status: 500, headers: html }))).toBe(false);
    expect(isKeepable(page({ headers: { ...html, 'Content-Type': 'application/json' } }))).toBe(false);
  });
});
