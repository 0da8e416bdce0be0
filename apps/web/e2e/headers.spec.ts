import { statSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { WEB_PORT } from './ports';
import { ADMIN } from './servers';
import { API, expect, hydrated, test } from './support';

// docs/decisions/020-web-edge.md: what every page and file of the site is delivered with
// (server/security-headers.ts, server/static-files.ts, compression, server/api-forwarding.ts), checked on the
// real server.

/** One GET straight to the web server, body drained, with the headers as sent (nothing decoded). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }>(
    (resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port: WEB_PORT, path, headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
      });
      req.on('error', reject);
    },
  );
}

/** Every screen the app has today, with real ids from the demo catalog. */
async function publicPages(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const services = (await (await request.get(`${API}/services`)).json()) as { data: { _id: string }[] };
  const service = services.data[0]!._id;
  const categories = (await (await request.get(`${API}/services/${service}/categories`)).json()) as {
    data: { _id: string }[];
  };
  const products = (await (await request.get(`${API}/products?limit=1`)).json()) as {
    data: { slug: string }[];
  };
  return [
    '/home',
    '/products',
    `/products/${categories.data[0]!._id}`,
    `/product-detail/${products.data[0]!.slug}`,
    `/service/${service}`,
    '/login',
    '/register',
    '/forget',
    '/reset-password',
    '/email-verification',
  ];
}

/** Records CSP violations the page reports (besides the console errors the fixture already fails on). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

/**
 * Opens `path` and checks its CSP: a script nonce, no inline scripts allowed otherwise, framing refused,
 * and every inline script of the page carrying this response's nonce. Then the page must hydrate with
 * nothing refused.
 */
async function expectPageUnderCsp(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  const csp = response!.headers()['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  expect(nonce, `${path}: ${csp}`).toBeTruthy();
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(csp).toMatch(/(?:^|;)\s*frame-ancestors 'none'/);
  expect(response!.headers()['x-frame-options']).toBe('DENY');

  const html = await response!.text();
  const inline = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\bsrc=/.test(attributes) && !/application\/ld\+json/.test(attributes));
  expect(inline.length, path).toBeGreaterThan(0);
  for (const attributes of inline) expect(attributes, path).toContain(`nonce="${nonce}"`);

  await hydrated(page);
  const violations = await page.evaluate(
    () => (window as unknown as { cspViolations: string[] }).cspViolations,
  );
  expect(violations, path).toEqual([]);
}

test('every public page carries a nonce CSP and works under it', async ({ page, request }) => {
  await watchViolations(page);
  for (const path of await publicPages(request)) await expectPageUnderCsp(page, path);
});

test('the 404 page carries it too', async ({ page, browserErrors }) => {
  browserErrors.expect(/status of 404/);
  await watchViolations(page);
  await expectPageUnderCsp(page, '/no-such-page', 404);
});

test('the admin pages carry it and work under it', async ({ page }) => {
  await watchViolations(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).last().click();
  await expect(page).toHaveURL('/admin-panel/dashboard');
  await expectPageUnderCsp(page, '/admin-panel/dashboard');
  await expectPageUnderCsp(page, '/admin-panel/customers');
});

test('pages and scripts arrive compressed when the browser accepts it', async ({ request }) => {
  for (const encoding of ['gzip', 'br']) {
    const home = await get('/home', { 'accept-encoding': encoding });
    expect(home.status).toBe(200);
    expect(home.headers['content-encoding']).toBe(encoding);
  }
  expect((await get('/home')).headers['content-encoding']).toBeUndefined();

  const script = /"(\/assets\/[^"]+\.js)"/.exec(await (await request.get('/home')).text())?.[1];
  expect(script).toBeTruthy();
  const asset = await get(script!, { 'accept-encoding': 'gzip, deflate, br' });
  expect(asset.status).toBe(200);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  // decision 224: the brotli file the build wrote, sent as it is (not compressed again for each request)
  expect(asset.headers['content-encoding']).toBe('br');
  const built = fileURLToPath(new URL(`../build/client${script}.br`, import.meta.url));
  expect(asset.bytes).toBe(statSync(built).size);
  const gzip = await get(script!, { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gzip.bytes).toBe(statSync(built.replace(/\.br$/, '.gz')).size);
});

test('a missing hashed asset is a plain 404, not a page', async () => {
  const missing = await get('/assets/entry.client-gone.js');
  expect(missing.status).toBe(404);
  expect(missing.headers['content-type']).toMatch(/^text\/plain/);
});

test('a file without a hash is cached briefly and revalidated with its ETag', async () => {
  const first = await get('/favicon.svg');
  expect(first.status).toBe(200);
  expect(first.headers['cache-control']).toBe('public, max-age=3600');
  const etag = first.headers.etag;
  expect(etag).toBeTruthy();
  const again = await get('/favicon.svg', { 'if-none-match': etag! });
  expect(again.status).toBe(304);
  expect(again.bytes).toBe(0);
});

test("product images still come through the site's origin; other API routes do not", async ({ page }) => {
  await page.goto('/products');
  const src = await page.locator('img[src^="/api/files/"]').first().getAttribute('src');
  const image = await get(src!);
  expect(image.status).toBe(200);
  expect(image.headers['content-type']).toMatch(/^image\//);
  expect(image.bytes).toBeGreaterThan(0);
  expect((await get('/api/openapi.json')).status).toBe(200);
  for (const path of ['/api/health', '/api/products', '/api/services', '/api/auth/me']) {
    expect((await get(path)).status, path).toBe(404);
  }
});
