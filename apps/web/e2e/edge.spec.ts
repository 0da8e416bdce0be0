import net from 'node:net';
import { expect } from '@playwright/test';
import { createCustomer } from './accounts-support';
import { WEB_ORIGIN, WEB_PORT } from './ports';
import { serverTest as test } from './servers';

// docs/decisions/020-web-edge.md: each of these used to end the web server process (and with it
// `pnpm start`). Sent as raw bytes, because no HTTP client would send most of them; every one must get its
// 4xx, and the site must go on. These use the plain test type with the worker's servers, without the
// browser console checks of e2e/support.ts: most of them open no page.

/** Sends `head` (a request line and headers) as it is and reads the answer until the server closes. */
function raw(head: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(WEB_PORT, '127.0.0.1', () => socket.write(`${head}\r\n\r\n`));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1] ?? 0), text }));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(head)}`)));
  });
}

async function expectStillServing() {
  const home = await raw('GET /home HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close');
  expect(home.status).toBe(200);
}

const hostile: Array<{ name: string; head: string; status: number }> = [
  { name: 'TRACE', head: 'TRACE /home HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close', status: 405 },
  { name: 'CONNECT', head: 'CONNECT 127.0.0.1:443 HTTP/1.1\r\nHost: 127.0.0.1:443', status: 405 },
  { name: 'a target of //[', head: 'GET //[ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close', status: 400 },
  {
    name: 'an absolute target with a port out of range',
    head: 'GET http://x:99999/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close',
    status: 400,
  },
  { name: 'Host: [', head: 'GET /home HTTP/1.1\r\nHost: [\r\nConnection: close', status: 400 },
  { name: 'Host: a b', head: 'GET /home HTTP/1.1\r\nHost: a b\r\nConnection: close', status: 400 },
  { name: 'Host: x:99999', head: 'GET /home HTTP/1.1\r\nHost: x:99999\r\nConnection: close', status: 400 },
  { name: 'Host: @', head: 'GET /home HTTP/1.1\r\nHost: @\r\nConnection: close', status: 400 },
  { name: 'no Host', head: 'GET /home HTTP/1.1\r\nConnection: close', status: 400 },
  { name: 'a request line that is no HTTP', head: 'HELLO THERE', status: 400 },
  {
    name: 'an over-long URL',
    head: `GET /${'a'.repeat(9_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close`,
    status: 414,
  },
  {
    name: 'a URL longer than the header limit',
    head: `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close`,
    status: 431,
  },
];

for (const { name, head, status } of hostile) {
  test(`${name} gets ${status}, and the site goes on`, async () => {
    const answer = await raw(head);
    expect(answer.status).toBe(status);
    if (status === 405)
      expect(answer.text).toMatch(/\r\nAllow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\n/i);
    // No stack trace or internal detail ever leaves the server.
    expect(answer.text).not.toMatch(/TypeError|at .*\.m?js:\d+/);
    await expectStillServing();
  });
}

test('a malformed cookie is ignored: the page is served signed out', async () => {
  const answer = await raw(
    'GET /home HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: __session=%E0%A4%A; lang=%%%; =x\r\nConnection: close',
  );
  expect(answer.status).toBe(200);
  expect(answer.text).toContain('href="/login"');
  await expectStillServing();
});

test.describe('cross-site form posts are refused', () => {
  for (const path of ['/logout', '/language', '/login']) {
    test(`to ${path}, judged by Origin or by Sec-Fetch-Site`, async ({ request }) => {
      const form = { lang: 'ar', redirectTo: '/home', email: 'a@b.c', password: 'x' };
      const byOrigin = await request.post(path, {
        form,
        headers: { Origin: 'https://evil.example' },
        maxRedirects: 0,
      });
      expect(byOrigin.status()).toBe(403);
      expect(byOrigin.headers()['set-cookie']).toBeUndefined();
      const byFetchSite = await request.post(path, {
        form,
        headers: { 'Sec-Fetch-Site': 'cross-site', Origin: WEB_ORIGIN },
        maxRedirects: 0,
      });
      expect(byFetchSite.status()).toBe(403);
      await expectStillServing();
    });
  }

  test('while the same site still switches the language', async ({ request }) => {
    const answer = await request.post('/language', {
      form: { lang: 'ar', redirectTo: '/products' },
      headers: { Origin: WEB_ORIGIN, 'Sec-Fetch-Site': 'same-origin' },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(302);
    expect(answer.headers()['location']).toBe('/products');
    expect(answer.headers()['set-cookie']).toMatch(/^lang=ar;/);
  });
});

test('a redirectTo that normalises to another site sends home instead (login and language)', async ({
  page,
  request,
}) => {
  for (const redirectTo of ['/.//evil.example/phish', '/..//evil.example']) {
    const answer = await request.post('/language', {
      form: { lang: 'en', redirectTo },
      headers: { Origin: WEB_ORIGIN, 'Sec-Fetch-Site': 'same-origin' },
      maxRedirects: 0,
    });
    expect(answer.headers()['location']).toBe('/home');
  }
  // A customer (admins always land on the dashboard) following a crafted login link.
  const customer = await createCustomer('redirect');
  await page.goto(`/login?redirectTo=${encodeURIComponent('/.//evil.example/phish')}`);
  const form = page.locator('main form');
  await form.locator('input[name="email"]').fill(customer.email);
  await form.locator('input[name="password"]').fill(customer.password);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(`${WEB_ORIGIN}/home`);
});

test('logout stays POST-only: a plain visit changes nothing', async ({ request }) => {
  const visit = await request.get('/logout', { maxRedirects: 0 });
  expect(visit.status()).toBe(302);
  expect(visit.headers()['location']).toBe('/home');
  expect(visit.headers()['set-cookie']).toBeUndefined();
});

test.describe('a posted body that is no form, or far too large, is refused (docs/decisions/235-posted-forms-read-within-bounds.md)', () => {
  const sameSite = { Origin: WEB_ORIGIN, 'Sec-Fetch-Site': 'same-origin' };
  // Actions with forms of text (login, adding to the cart, the language) and one that takes files (the contact form).
  for (const path of ['/login', '/cart/add', '/language', '/contact']) {
    test(`at ${path}: 400 for JSON, plain text or a broken multipart body`, async ({ request }) => {
      for (const type of ['application/json', 'text/plain', 'multipart/form-data; boundary=zzz']) {
        const answer = await request.post(path, {
          data: '{"email":"a@b.c"}',
          headers: { ...sameSite, 'Content-Type': type },
          maxRedirects: 0,
        });
        expect(answer.status(), type).toBe(400);
        expect(await answer.text()).not.toMatch(/TypeError|at .*\.m?js:\d+/);
      }
    });
  }

  test('a form of a megabyte to /login gets 413 and is not read', async ({ request }) => {
    const answer = await request.post('/login', {
      data: `email=${'a'.repeat(1024 * 1024)}&password=x`,
      headers: { ...sameSite, 'Content-Type': 'application/x-www-form-urlencoded' },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(413);
    await expectStillServing();
  });

  test('a chunked form of a megabyte gets 413 too, and the connection serves the next request', async () => {
    // A chunked body declares no length: it is counted as it comes, and what is over the cap is read and
    // thrown away, so the 413 is answered (not a reset) and the same connection goes on.
    const chunk = 'a'.repeat(64 * 1024);
    const chunks = Array.from({ length: 16 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('');
    const { text } = await raw(
      [
        'POST /login HTTP/1.1',
        `Host: ${new URL(WEB_ORIGIN).host}`,
        `Origin: ${WEB_ORIGIN}`,
        'Content-Type: application/x-www-form-urlencoded',
        'Transfer-Encoding: chunked',
        '',
        `${chunks}0`,
        '',
        'GET /robots.txt HTTP/1.1',
        'Host: 127.0.0.1',
        'Connection: close',
      ].join('\r\n'),
    );
    expect([...text.matchAll(/^HTTP\/1\.1 (\d{3}) /gm)].map((match) => match[1])).toEqual(['413', '200']);
  });
});
