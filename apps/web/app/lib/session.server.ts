import { randomBytes } from 'node:crypto';
import { type AccountUser, accountUserSchema } from '@farm/contract';
import { createCookieSessionStorage, redirect, type Session } from 'react-router';
import { z } from 'zod';
import { type Toast, toastSchema } from '../components/feedback/toast-model';
import { safeRedirectPath } from './safe-redirect';

/**
 * The signed-in state (DECISIONS.md 4): the API token lives in an httpOnly, SameSite=Lax cookie (Secure
 * when the site is served over https), never in script-readable storage. Loaders and actions forward it to
 * the API as a Bearer header. The cookie also carries one-time toasts, so a message set by an action is
 * rendered by the server on the next page, with or without JavaScript.
 */

/** Matches the API's default token lifetime (JWT_TTL); a token outliving the cookie would be useless anyway. */
const SESSION_MAX_AGE = 7 * 24 * 60 * 60;

type SessionData = { token: string; user: AccountUser };
type FlashData = { toasts: Toast[] };

function sessionSecrets(): string[] {
  const configured = process.env.SESSION_SECRET?.trim();
  if (configured) return configured.split(',').map((secret) => secret.trim());
  // Without a configured secret, sessions are signed with a key of this process: they end at a restart,
  // which costs a fresh login and nothing else (the API checks every token itself).
  if (process.env.NODE_ENV === 'production') {
    console.warn('SESSION_SECRET is not set: sessions will not survive a restart of the web server.');
  }
  return [randomBytes(32).toString('base64url')];
}

function isSecureOrigin(): boolean {
  return (process.env.PUBLIC_ORIGIN ?? '').startsWith('https:');
}

const storage = createCookieSessionStorage<SessionData, FlashData>({
  cookie: {
    name: '__session',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureOrigin(),
    path: '/',
    maxAge: SESSION_MAX_AGE,
    secrets: sessionSecrets(),
  },
});

export type AppSession = Session<SessionData, FlashData>;

export function getSession(request: Request): Promise<AppSession> {
  return storage.getSession(request.headers.get('Cookie'));
}

export function commitSession(session: AppSession): Promise<string> {
  return storage.commitSession(session);
}

/** The signed-in user and their token, or null (a tampered or foreign user record counts as none). */
export function signedInOf(session: AppSession): SessionData | null {
  const token = session.get('token');
  const user = accountUserSchema.safeParse(session.get('user'));
  return typeof token === 'string' && user.success ? { token, user: user.data } : null;
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

/** What the root loader needs on every page: the user for the header and the toasts to render once. */
export async function sessionForPage(request: Request) {
  const session = await getSession(request);
  const toasts = takeToasts(session);
  const signedIn = signedInOf(session);
  const headers: HeadersInit = toasts.length > 0 ? { 'Set-Cookie': await commitSession(session) } : {};
  return { user: signedIn?.user ?? null, toasts, headers };
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
  flashToast(session, toast);
  return redirectWithSession(session, to);
}

/** Ends the session (keeping only the toast to show) and goes to /login. */
export async function signOut(request: Request, toast?: Toast): Promise<Response> {
  const session = await getSession(request);
  session.unset('token');
  session.unset('user');
  if (toast) flashToast(session, toast);
  return redirectWithSession(session, '/login');
}

function loginPathFor(request: Request): string {
  const url = new URL(request.url);
  return `/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}

/** The signed-in user, or a redirect to /login that comes back here afterwards. */
export async function requireUser(request: Request): Promise<SessionData> {
  const signedIn = signedInOf(await getSession(request));
  if (!signedIn) throw redirect(loginPathFor(request));
  return signedIn;
}

/** DECISIONS.md 3: anonymous visitors go to /login, signed-in non-admins to /home. */
export async function requireAdmin(request: Request): Promise<SessionData> {
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
  session.unset('token');
  session.unset('user');
  throw redirect(loginPathFor(request), { headers: { 'Set-Cookie': await commitSession(session) } });
}
