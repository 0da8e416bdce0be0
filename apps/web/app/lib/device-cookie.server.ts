import { createHash } from 'node:crypto';
import { createCookie } from 'react-router';
import { z } from 'zod';
import { env } from '#app/lib/env.server';
import { identityCookieName, secureCookie } from '#app/lib/secure-cookie';
import { sessionSecrets } from '#app/lib/session-secret.server';

/** How many accounts' device tokens one browser keeps (a shared family computer, say); the oldest go first. */
const ACCOUNTS_KEPT = 5;

/**
 * The browser's device tokens (docs/decisions/160-device-cookies.md): one per account signed in from here,
 * given by the API at a successful sign-in and sent back with the next sign-in to that account, so strangers'
 * wrong passwords never lock this browser out. Kept apart from the session cookie because it outlives
 * sign-out (a year), httpOnly like it, and signed so a page script or a tampered value cannot feed it.
 * Keyed by a hash of the e-mail, so the cookie names no address.
 */
const deviceCookie = createCookie(identityCookieName('device', env), {
  httpOnly: true,
  sameSite: 'lax',
  secure: secureCookie(env),
  path: '/',
  maxAge: 365 * 24 * 60 * 60,
  secrets: sessionSecrets(),
});

const tokensSchema = z.record(z.string(), z.string()).catch({});

function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 16);
}

async function tokensOf(request: Request): Promise<Record<string, string>> {
  return tokensSchema.parse(await deviceCookie.parse(request.headers.get('Cookie')));
}

/** The device token this browser keeps for the account of `email`, if it has one. */
export async function deviceTokenFor(request: Request, email: string): Promise<string | undefined> {
  return (await tokensOf(request))[accountKey(email)];
}

/**
 * The Set-Cookie value that keeps `token` for the account of `email`, newest last, a few accounts at most.
 * `formerEmail`, the address the account had before a change, loses its entry: no account signs in by it.
 */
export async function rememberDevice(
  request: Request,
  email: string,
  token: string,
  formerEmail?: string,
): Promise<string> {
  const dropped = new Set([email, formerEmail].filter((address) => address !== undefined).map(accountKey));
  const key = accountKey(email);
  const others = Object.entries(await tokensOf(request)).filter(([known]) => !dropped.has(known));
  const kept = Object.fromEntries([...others.slice(-(ACCOUNTS_KEPT - 1)), [key, token]]);
  return deviceCookie.serialize(kept);
}

/**
 * `response` with the browser's new device token for the account of `email` kept: after a change that
 * voids the account's earlier tokens (a new password, a new address), the browser that made it stays known.
 */
export async function keepingDevice(
  request: Request,
  response: Promise<Response>,
  email: string,
  token: string,
  formerEmail?: string,
): Promise<Response> {
  const answer = await response;
  answer.headers.append('Set-Cookie', await rememberDevice(request, email, token, formerEmail));
  return answer;
}
