import { type AccountUser, accountUserSchema } from '@farm/contract';
import { createCookieSessionStorage, redirect, type Session } from 'react-router';
import { z } from 'zod';
import { type Toast, toastSchema } from '../components/feedback/toast-model';
import { env } from './env.server';
import { safeRedirectPath } from './safe-redirect';
import { insecureProductionWarning, secureCookie } from './secure-cookie';
import { sessionSecrets } from './session-secret.server';
import { tokenExpiry, tokenSubject } from './token-expiry';

/**
 * The signed-in state (DECISIONS.md 4): the API token lives in an httpOnly, SameSite=Lax cookie (Secure in
 * production, see secure-cookie.ts), never in script-readable storage. Loaders and actions forward it to
 * the API as a Bearer header. The session ends with the token: it keeps the token's expiry, counts as
 * signed out once that has passed, and the cookie itself expires then. The cookie also carries one-time
 * toasts, so a message set by an action is rendered by the server on the next page, with or without
 * JavaScript.
 */

/** Lifetime for a token whose expiry cannot be read (the API always sets one; this only bounds the odd case). */
const FALLBACK_TOKEN_LIFETIME = 7 * 24 * 60 * 60;

/** `expiresAt`: when the token stops working, in seconds since the epoch. */
type SessionData = { token: string; user: AccountUser; expiresAt: number };
type FlashData = { toasts: Toast[] };
export type SignedIn = { token: string; user: AccountUser };

const warning = insecureProductionWarning(env);
if (warning) console.warn(`Warning: ${warning}`);

// No default maxAge: a signed-in session's cookie lasts as long as its token (commitSession), and one that
// only carries a toast lasts as long as the browser window.
const storage = createCookieSessionStorage<SessionData, FlashData>({
  cookie: {
    name: '__session',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(env),
    path: '/',
    secrets: sessionSecrets(),
  },
});

function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export type AppSession = Session<SessionData, FlashData>;

export function getSession(request: Request): Promise<AppSession> {
  return storage.getSession(request.headers.get('Cookie'));
}

/** Saves the session; while it holds a token, the cookie expires when the token does. */
export function commitSession(session: AppSession): Promise<string> {
  const expiresAt = session.get('expiresAt');
  if (session.has('token') && typeof expiresAt === 'number') {
    return storage.commitSession(session, { maxAge: Math.max(0, expiresAt - nowInSeconds()) });
  }
  return storage.commitSession(session);
}

/**
 * The signed-in user and their token, or null: a tampered or foreign user record, or a token past its
 * expiry, counts as none (the header then offers Login, and guarded pages send the visitor to /login).
 */
export function signedInOf(session: AppSession): SignedIn | null {
  const token = session.get('token');
  const expiresAt = session.get('expiresAt');
  const user = accountUserSchema.safeParse(session.get('user'));
  if (typeof token !== 'string' || typeof expiresAt !== 'number' || !user.success) return null;
  return expiresAt > nowInSeconds() ? { token, user: user.data } : null;
}

/** Forgets the token and the user, keeping any queued toast. */
function forgetUser(session: AppSession): void {
  session.unset('token');
  session.unset('user');
  session.unset('expiresAt');
}

/** Adds a toast to show on the next page the server renders. */
export function flashToast(session: AppSession, toast: Toast): void {
  const queued = z.array(toastSchema).safeParse(session.get('toasts'));
  session.flash('toasts', [...(queued.success ? queued.data : []), toast]);
}

/** Reads (and so clears) the queued toasts; the caller must commit the session. */
export function takeToasts(session: AppSession): Toast[] {
  const toasts = z.array(toastSchema).safeParse(session.get('toasts'));
  return toasts.success ? toasts.data : [];
}

/**
 * What the root loader needs on every page: the user for the header, their id (the token's subject, for
 * the request's log line) and the toasts to render once.
 */
export async function sessionForPage(request: Request) {
  const session = await getSession(request);
  const toasts = takeToasts(session);
  const signedIn = signedInOf(session);
  // A session whose token has expired is dropped here, so the cookie stops carrying a dead token.
  const stale = !signedIn && session.has('token');
  if (stale) forgetUser(session);
  const headers: HeadersInit =
    toasts.length > 0 || stale ? { 'Set-Cookie': await commitSession(session) } : {};
  return {
    user: signedIn?.user ?? null,
    userId: signedIn ? tokenSubject(signedIn.token) : null,
    toasts,
    headers,
  };
}

/** Redirects with the session saved (the usual end of an account action). */
export async function redirectWithSession(session: AppSession, to: string): Promise<Response> {
  return redirect(to, { headers: { 'Set-Cookie': await commitSession(session) } });
}

/** The page a user signing in should land on (spec 6): admins on the dashboard, others back or home. */
export function landingPathFor(user: AccountUser, redirectTo: unknown): string {
  if (user.role === 'Admin') return '/admin-panel/dashboard';
  const back = safeRedirectPath(redirectTo, '/home');
  // Never send someone back to an account form they have just finished.
  return /^\/(login|register|forget|reset-password|email-verification)\b/.test(back) ? '/home' : back;
}

export async function signIn(request: Request, token: string, user: AccountUser, toast: Toast, to: string) {
  const session = await getSession(request);
  session.set('token', token);
  session.set('user', user);
  session.set('expiresAt', tokenExpiry(token) ?? nowInSeconds() + FALLBACK_TOKEN_LIFETIME);
  flashToast(session, toast);
  return redirectWithSession(session, to);
}

/** Ends the session (keeping only the toast to show) and goes to /login. */
export async function signOut(request: Request, toast?: Toast): Promise<Response> {
  const session = await getSession(request);
  forgetUser(session);
  if (toast) flashToast(session, toast);
  return redirectWithSession(session, '/login');
}

function loginPathFor(request: Request): string {
  const url = new URL(request.url);
  return `/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}

/** The signed-in user, or a redirect to /login that comes back here afterwards. */
export async function requireUser(request: Request): Promise<SignedIn> {
  const signedIn = signedInOf(await getSession(request));
  if (!signedIn) throw redirect(loginPathFor(request));
  return signedIn;
}

/** DECISIONS.md 3: anonymous visitors go to /login, signed-in non-admins to /home. */
export async function requireAdmin(request: Request): Promise<SignedIn> {
  const signedIn = await requireUser(request);
  if (signedIn.user.role !== 'Admin') throw redirect('/home');
  return signedIn;
}

/** The headers that make an API call on the user's behalf. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/**
 * A 401 from the API means the token is no longer good (expired, or ended by a password reset): end the
 * session and send the user to /login (DECISIONS.md 4).
 */
export async function endSessionOn401(request: Request, status: number): Promise<void> {
  if (status !== 401) return;
  const session = await getSession(request);
  forgetUser(session);
  throw redirect(loginPathFor(request), { headers: { 'Set-Cookie': await commitSession(session) } });
}
