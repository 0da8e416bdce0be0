import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createCustomer, signIn } from './accounts-support';
import { API_URL } from './ports';
import { API, expect, hydrated, test } from './support';

// docs/decisions/091-http-caching.md: what a browser may keep of a page, checked on the real server.
// docs/decisions/101-anonymous-page-cache.md: what the web server keeps of a page. The worker's own web
// server keeps nothing (PAGE_CACHE_SECONDS=0 in e2e/servers.ts: journeys write straight to the API and look
// at the pages at once); the last test starts a second one that keeps pages, as production does.

async function productPath(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const products = (await (await request.get(`${API}/products?limit=1`)).json()) as {
    data: { slug: string }[];
  };
  return `/product-detail/${products.data[0]!.slug}`;
}

test('an anonymous page may stay in the browser but is asked for again, never shared nor answered 304', async ({
  page,
  request,
}) => {
  for (const path of ['/home', '/products', await productPath(request)]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const headers = response!.headers();
    expect(headers['cache-control'], path).toBe('private, no-cache');
    expect(headers['vary'], path).toContain('Cookie');
    // Every page carries its own CSP nonce: a validator would let a kept copy outlive its nonce.
    expect(headers['etag'], path).toBeUndefined();
  }
});

test('a page for a signed-in visitor is never stored, whatever the page', async ({ page, request }) => {
  const customer = await createCustomer('page-cache');
  await signIn(page, customer.email, customer.password);
  for (const path of ['/home', '/products', await productPath(request), '/cart']) {
    const response = await page.goto(path);
    expect(response?.headers()['cache-control'], path).toBe('private, no-store');
  }
});

/** A port nothing listens on now: the system's choice for a socket opened and closed at once. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** A second web server on the worker's API, keeping anonymous pages for a minute; its log lines are collected. */
async function startKeepingServer(): Promise<{ origin: string; lines: string[]; stop: () => void }> {
  const port = await freePort();
  const lines: string[] = [];
  const child: ChildProcess = spawn(
    process.execPath,
    [fileURLToPath(new URL('../server/start.mjs', import.meta.url))],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        API_URL,
        PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        PAGE_CACHE_SECONDS: '60',
        // One process, so the page kept by one request is the one the next request is served from.
        WEB_WORKERS: '1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  child.stdout!.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  const origin = `http://127.0.0.1:${port}`;
  // The page is read to its end: a body left unread may be dropped with its connection before the server has
  // written it all, and a page whose reader left is not kept.
  const status = async () => {
    const res = await fetch(`${origin}/home`).catch(() => null);
    await res?.text();
    return res?.status ?? 0;
  };
  await expect.poll(status, { timeout: 30_000 }).toBe(200);
  return { origin, lines, stop: () => child.kill() };
}

test('a kept page answers the next visitor with a nonce of its own and still comes to life', async ({
  browser,
}) => {
  const server = await startKeepingServer();
  try {
    // startKeepingServer's own request rendered /home and kept it; each visitor below is a new browser.
    const nonces: string[] = [];
    for (const visitor of ['first', 'second']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const response = await page.goto(`${server.origin}/home`);
      const csp = response!.headers()['content-security-policy'] ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
      expect(await response!.text(), visitor).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
      // The inline scripts ran under this response's policy: React Router took over the page, and a link
      // now navigates on the client.
      await hydrated(page);
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'About' })
        .click();
      await expect(page).toHaveURL(`${server.origin}/about`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(errors, visitor).toEqual([]);
      await context.close();
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    const hits = server.lines.filter((line) => line.includes('"pageCache":"hit"') && line.includes('/home'));
    expect(hits.length).toBeGreaterThanOrEqual(2);
  } finally {
    server.stop();
  }
});
