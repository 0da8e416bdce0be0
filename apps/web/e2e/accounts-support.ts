import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Cookie, Page } from '@playwright/test';
import { API_URL, dataDir, WEB_ORIGIN } from './ports';
import { ADMIN } from './servers';
import { expect } from './support';

export { ADMIN };
export const PASSWORD = 'greens2025';

let sequence = 0;
export function newEmail(prefix: string): string {
  sequence += 1;
  return `${prefix}.${Date.now().toString(36)}${sequence}@farm-e2e.ae`;
}

/** Undoes quoted-printable, the transfer encoding nodemailer gives an English text part. */
function fromQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The plain-text part of a mail as written by nodemailer, decoded: quoted-printable for English text,
 * base64 for Arabic.
 */
function plainTextOf(raw: string): string {
  for (const section of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const split = section.search(/\r?\n\r?\n/);
    const head = section.slice(0, split);
    if (split < 0 || !/content-type:\s*text\/plain/i.test(head)) continue;
    const body = section.slice(split).trim();
    return /content-transfer-encoding:\s*base64/i.test(head)
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : fromQuotedPrintable(body);
  }
  return fromQuotedPrintable(
    raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n'),
  );
}

/**
 * What `find` reads in the body of the newest mail to `email` in the API's outbox (DATA_DIR/mail), once it
 * has more than `seen` mails, waiting for the mail to arrive.
 */
async function readNewestMail(
  email: string,
  seen: number,
  find: (body: string) => string | undefined,
): Promise<string> {
  const dir = path.join(dataDir(), 'mail');
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(dir).catch(() => [] as string[]))
          .filter((name) => name.endsWith('.eml'))
          .sort();
        const mails: string[] = [];
        for (const name of names) {
          const raw = await readFile(path.join(dir, name), 'utf8');
          if (raw.toLowerCase().includes(`to: ${email.toLowerCase()}`)) mails.push(raw);
        }
        if (mails.length <= seen) return false;
        found = find(plainTextOf(mails[mails.length - 1] ?? ''));
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found as string;
}

/** The code of the newest mail to `email`, beyond the first `seen`. */
export function codeFor(email: string, seen = 0): Promise<string> {
  return readNewestMail(email, seen, (body) => /\b(\d{6})\b/.exec(body)?.[1]);
}

/**
 * The path and query of the link to `page` (a reset mail's, a verification mail's) in the newest mail to
 * `email`, beyond the first `seen`.
 */
export async function mailLinkFor(
  email: string,
  page: 'reset-password' | 'email-verification',
  seen = 0,
): Promise<string> {
  const pattern = new RegExp(`https?://\\S+/${page}\\?\\S+`);
  const url = await readNewestMail(email, seen, (body) => pattern.exec(body)?.[0]);
  const { pathname, search } = new URL(url);
  return pathname + search;
}

// Each API call of the test runner names its own visitor (198.18.0.0/15 is reserved for tests), so the
// per-address limit of the account forms never counts the whole suite as one visitor.
let visitors = 0;
function asNewVisitor(): Record<string, string> {
  visitors += 1;
  return {
    'content-type': 'application/json',
    'x-forwarded-for': `198.19.${visitors >> 8}.${visitors & 255}`,
  };
}

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${API_URL}${path}`, { method: 'POST', headers: asNewVisitor(), body: JSON.stringify(body) });
}

/** An account registered through the API, its address not yet verified (its mail holds a code and a link). */
export async function registerCustomer(email: string, username = 'Amina') {
  const signup = await post('/auth/signup', {
    username,
    lastname: 'Khalid',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(signup.status).toBe(201);
  return { email, password: PASSWORD };
}

/**
 * A verified customer made through the API (the journeys that are about registering use the forms;
 * the others only need someone to sign in as).
 */
export async function createCustomer(prefix = 'customer', username = 'Amina') {
  const email = newEmail(prefix);
  await registerCustomer(email, username);
  const verify = await post('/auth/verify-email', { email, code: await codeFor(email) });
  expect(verify.status).toBe(200);
  return { email, password: PASSWORD, username };
}

/** Signs in through the login form (in either language) and waits for the landing page. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = page.locator('main form');
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
}

let adminSession: Cookie | undefined;

/**
 * Signs the first admin in on the page, which ends on the dashboard as after the login form. The form is
 * used once per worker and its session cookie is given to later tests: signing in through the form in
 * every admin test would pass the sign-in limit of one e-mail (20 a minute) as soon as the machine runs
 * the suite a little faster. The journeys that are about the login form use `signIn` themselves.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  if (adminSession) {
    await page.context().addCookies([adminSession]);
    // Where the login form lands an admin; a session that no longer holds is sent to the login form.
    await page.goto('/admin-panel/dashboard');
    if (!new URL(page.url()).pathname.startsWith('/login')) return;
    await page.context().clearCookies({ name: adminSession.name });
  }
  await signIn(page, ADMIN.email, ADMIN.password);
  adminSession = (await page.context().cookies(WEB_ORIGIN)).find((cookie) => cookie.name === '__session');
}

let adminToken: Promise<string> | undefined;

/** The first admin's API token, signed in for once per worker (the same limit as `signInAsAdmin`). */
export function adminApiToken(): Promise<string> {
  adminToken ??= post('/auth/signin', ADMIN).then(async (res) => {
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  });
  return adminToken;
}
