import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN } from './accounts-support';
import { API, expect, test } from './support';
import { apiLogFile, webLogFile } from './web-log';

// docs/decisions/020-web-edge.md: one structured line per request, naming who was signed in, and nothing secret.

type LogLine = Record<string, unknown>;

/** Signs the page in as the admin; also returns a token of the admin's and their id (its subject). */
async function signInAsAdmin(page: Page, request: APIRequestContext) {
  const signin = await request.post(`${API}/auth/signin`, { data: ADMIN });
  const { token } = (await signin.json()) as { token: string };
  const adminId = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string })
    .sub;
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).last().click();
  await expect(page).toHaveURL('/admin-panel/dashboard');
  return { token, adminId };
}

function logLines(file = webLogFile()): LogLine[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

test("a signed-in page view's line carries the request id and the user's id, and no cookie or token", async ({
  page,
  request,
}) => {
  const { token, adminId } = await signInAsAdmin(page, request);

  // A code that cannot turn up by chance in a log line (six digits did, inside a millisecond timestamp).
  const view = await page.goto('/home?page=1&code=code-987654');
  expect(view?.status()).toBe(200);
  const requestId = view!.headers()['x-request-id'];
  expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

  // The line is written when the response has finished, a moment after the browser has it.
  let line: LogLine | undefined;
  await expect
    .poll(() => (line = logLines().find((entry) => entry.requestId === requestId)), {
      message: `a line for ${requestId} in ${webLogFile()}`,
    })
    .toBeTruthy();
  expect(line).toMatchObject({
    method: 'GET',
    path: '/home',
    query: 'page=1&code=%5Bredacted%5D',
    status: 200,
    userId: adminId,
  });
  expect(typeof line!.durationMs).toBe('number');

  const session = (await page.context().cookies()).find((cookie) => cookie.name === '__session');
  expect(session?.value).toBeTruthy();
  const everything = readFileSync(webLogFile(), 'utf8');
  expect(everything).not.toContain(session!.value);
  expect(everything).not.toContain(token.split('.')[1]!);
  expect(everything).not.toContain('code-987654');
  expect(everything).not.toContain(ADMIN.password);
  expect(everything).not.toMatch(/"(cookie|authorization|set-cookie)"/i);
});

test('an anonymous page view names nobody, and an id the browser sends is not taken', async ({ request }) => {
  const view = await request.get('/products', { headers: { 'x-request-id': 'chosen-by-the-browser' } });
  const requestId = view.headers()['x-request-id'];
  expect(requestId).not.toBe('chosen-by-the-browser');
  let line: LogLine | undefined;
  await expect.poll(() => (line = logLines().find((entry) => entry.requestId === requestId))).toBeTruthy();
  expect(line).toMatchObject({ method: 'GET', path: '/products', status: 200 });
  expect(line).not.toHaveProperty('userId');
});

test("one signed-in page view can be followed from the web server's log into the API's, with no secret in either", async ({
  page,
  request,
}) => {
  const { token, adminId } = await signInAsAdmin(page, request);

  // The devices page always asks the API (its sessions), on behalf of this very request.
  const view = await page.goto('/account/devices?code=code-987654');
  expect(view?.status()).toBe(200);
  const requestId = view!.headers()['x-request-id'];

  let apiLine: LogLine | undefined;
  await expect
    .poll(
      () =>
        (apiLine = logLines(apiLogFile()).find(
          (entry) =>
            entry.requestId === requestId &&
            (entry.req as { path?: string } | undefined)?.path === '/api/auth/sessions',
        )),
      {
        message: `an API line for ${requestId} in ${apiLogFile()}`,
      },
    )
    .toBeTruthy();
  expect(apiLine).toMatchObject({
    requestId,
    userId: adminId,
    req: { method: 'GET', path: '/api/auth/sessions' },
    res: { statusCode: 200 },
  });
  await expect
    .poll(() => logLines().find((entry) => entry.requestId === requestId))
    .toMatchObject({ path: '/account/devices', userId: adminId });

  const session = (await page.context().cookies()).find((cookie) => cookie.name === '__session');
  for (const file of [apiLogFile(), webLogFile()]) {
    const everything = readFileSync(file, 'utf8');
    expect(everything, file).not.toContain(session!.value);
    expect(everything, file).not.toContain(token.split('.')[2]!);
    expect(everything, file).not.toContain('code-987654');
    expect(everything, file).not.toContain(ADMIN.password);
    expect(everything, file).not.toMatch(/"(cookie|authorization|set-cookie)"/i);
  }
});
