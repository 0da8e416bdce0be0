import { type AccountUser, accountUserSchema } from '@farm/contract';
import { LRUCache } from 'lru-cache';
import {
  type AppLoadContext,
  createCookieSessionStorage,
  createSession,
  redirect,
  type Session,
} from 'react-router';
import { z } from 'zod';
import { type Toast, toast } from '#app/components/feedback/toast-model';
import { toastSchema } from '#app/components/feedback/toast-schema';
import { apiMessage } from '#app/i18n/api-messages';
import { translate } from '#app/i18n/messages';
import type { Api } from '#app/lib/api.server';
import { logUnlessUnavailable } from '#app/lib/api-unavailable';
import { env } from '#app/lib/env.server';
import { languageOf, pathInLanguage } from '#app/lib/language.server';
import { safeRedirectPath } from '#app/lib/safe-redirect';
import { identityCookieName, insecureProductionWarning, secureCookie } from '#app/lib/secure-cookie';
import { sessionSecrets } from '#app/lib/session-secret.server';
import { tokenExpiry, tokenSubject } from '#app/lib/token-expiry';
import { dropWriteMark, keptPerVisitor } from '#app/lib/write-mark.server';

/**
 * The signed-in state (docs/decisions/004-token-in-httponly-cookie.md): the API token lives in an httpOnly,
 * SameSite=Lax cookie (Secure in production, see secure-cookie.ts), never in script-readable storage.
 * Loaders and actions forward it to the API as a Bearer header. The session ends with the token: it keeps
 * the token's expiry, counts as signed out once that has passed, and the cookie itself expires then. The
 * token names a session the API keeps (docs/decisions/005-server-side-sessions.md), so a cookie saved before a logout
 * is worth nothing afterwards: every page asks the API whether the token still works (see
 * `currentUser`). The cookie also carries one-time toasts, so a message set by an action is rendered by
 * the server on the next page, with or without JavaScript.
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
    name: identityCookieName('session', env),
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

/**
 * What recent Cookie headers hold once their signature is checked, as JSON. Checking a signature costs
 * about half a millisecond of Web Crypto work, and a signed-in page read the same cookie twice or more
 * (the root's session check, the page's own guard), on every page: the same header string always verifies
 * the same way, so it is checked once. Each read gets a session of its own, parsed from the JSON, so a
 * toast taken or a user forgotten by one never shows in another. Keys are whole headers; a header whose
 * signature fails is not kept (it holds nothing). docs/decisions/200-session-cookie-checked-once.md
 */
const verifiedCookies = new LRUCache<string, string>({ max: 1_000 });

export async function getSession(request: Request): Promise<AppSession> {
  const header = request.headers.get('Cookie');
  if (!header) return storage.getSession(null);
  const known = verifiedCookies.get(header);
  if (known !== undefined) return createSession(JSON.parse(known) as SessionData) as AppSession;
  const session = await storage.getSession(header);
  const data = session.data;
  if (Object.keys(data).length > 0) verifiedCookies.set(header, JSON.stringify(data));
  return session;
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
export function forgetUser(session: AppSession): void {
  session.unset('token');
  session.unset('user');
  session.unset('expiresAt');
}

/**
 * Every way a session ends (a logout, a deleted account, a token the API refuses or a page finds ended)
 * forgets the same things: what this server keeps of the token, the user in the session cookie, and the
 * browser's write mark, so a signed-out browser carries nothing that outlives the session
 * (docs/decisions/230-header-badges-kept-per-visitor.md).
 */
export function forgetSignedIn(session: AppSession, context: AppLoadContext, token: unknown): void {
  if (typeof token === 'string') forgetToken(token);
  forgetUser(session);
  dropWriteMark(context);
}

/** Adds a toast to show on the next page the server renders. */
export function flashToast(session: AppSession, toast: Toast): void {
  session.flash('toasts', [...takeToasts(session), toast]);
}

/** Reads (and so clears) the queued toasts; the caller must commit the session. */
export function takeToasts(session: AppSession): Toast[] {
  const toasts = z.array(toastSchema).safeParse(session.get('toasts'));
  return toasts.success ? toasts.data : [];
}

/**
 * How long this web process trusts the API's word that a token still works. A session ended elsewhere
 * (another device, a password reset, an admin) is noticed within this time; a logout from this browser
 * at once, since it forgets the token itself. A change this browser makes (its name, say) gives it a new
 * write mark, and the word is asked again under that mark, whichever web process serves the next page
 * (docs/decisions/230-header-badges-kept-per-visitor.md).
 */
const SESSION_CHECK_TTL_MS = 5_000;

type TokenCheck = { user: AccountUser } | { ended: true };
const checkedTokens = keptPerVisitor<TokenCheck>(SESSION_CHECK_TTL_MS);

/**
 * Who the token belongs to now, as the API says (and so whether its session is still open), cached for a
 * few seconds per token: null when the API refuses the token (401). When the API cannot be reached, the
 * cookie's own record is trusted for the moment, so an outage does not sign everybody out.
 */
async function currentUser(signedIn: SignedIn, api: Api, mark: string): Promise<AccountUser | null> {
  const cached = checkedTokens.get(signedIn.token, mark);
  if (cached) return 'user' in cached ? cached.user : null;
  let res: Awaited<ReturnType<Api['auth']['me']>>;
  try {
    res = await api.auth.me();
  } catch (error) {
    logUnlessUnavailable('Could not check the session with the API:', error);
    return signedIn.user;
  }
  if (res.status === 401) {
    checkedTokens.set(signedIn.token, mark, { ended: true });
    return null;
  }
  // Only the contract's answer says who this is now: anything else (a proxy's page, another service at
  // API_URL) is treated as an API away, never as a signed-out visitor.
  const answered = res.status === 200 ? accountUserSchema.safeParse(dataOf(res.body)) : undefined;
  if (!answered?.success) return signedIn.user;
  checkedTokens.set(signedIn.token, mark, { user: answered.data });
  return answered.data;
}

function dataOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
}

/**
 * The signed-in visitor, while the API still holds their session: a cookie whose session was ended
 * elsewhere (a password reset, "sign out other devices") counts as signed out, as the page's own check
 * finds. `apiWith` is the API as the token's holder, reading a 401 as an answer.
 */
export async function liveSession(
  request: Request,
  apiWith: (token: string) => Api,
): Promise<SignedIn | null> {
  const signedIn = signedInOf(await getSession(request));
  if (!signedIn) return null;
  const user = await currentUser(signedIn, apiWith(signedIn.token), '');
  return user ? { token: signedIn.token, user } : null;
}

/** Forgets what this process knows of a token (its session has just been ended here). */
export function forgetToken(token: string): void {
  checkedTokens.forget(token);
}

/**
 * The session change after the API changed the signed-in user (a new name, a new e-mail address): the
 * cookie's copy takes the user as the API answered, and the token's cached check is dropped, so no page
 * shows the old one.
 */
export function withChangedUser(user: AccountUser, token: string) {
  return (session: AppSession) => {
    session.set('user', user);
    forgetToken(token);
  };
}

/**
 * What the root loader needs on every page: the user for the header (checked with the API, see
 * currentUser), their id (the token's subject, for the request's log line) and the toasts to render once.
 * `apiWith` makes the API client that asks on the visitor's behalf with a token, and hands a 401 back (it
 * is the very answer the check asks for); `writeMark` is the request's write mark (write-mark.server.ts).
 */
export async function sessionForPage(
  request: Request,
  context: AppLoadContext,
  apiWith: (token: string) => Api,
  writeMark = '',
) {
  const session = await getSession(request);
  const toasts = takeToasts(session);
  const signedIn = signedInOf(session);
  const user = signedIn ? await currentUser(signedIn, apiWith(signedIn.token), writeMark) : null;
  // A session whose token has expired or was ended is dropped here, so the cookie stops carrying it. What
  // this process noted of the token (ended) stays, for other pages still sent with the old cookie.
  const stale = !user && session.has('token');
  if (stale) forgetSignedIn(session, context, null);
  const headers: HeadersInit =
    toasts.length > 0 || stale ? { 'Set-Cookie': await commitSession(session) } : {};
  // The token goes along only while the API still accepts it (the header's counts are asked with it).
  const token = user && signedIn ? signedIn.token : null;
  return { user, userId: token ? tokenSubject(token) : null, token, toasts, headers };
}

/** Redirects with the session saved (the usual end of an account action). */
export async function redirectWithSession(session: AppSession, to: string): Promise<Response> {
  return redirect(to, { headers: { 'Set-Cookie': await commitSession(session) } });
}

/** The page a user signing in should land on (docs/product-rules.md §6): admins on the dashboard, others back or home. */
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

/**
 * Ends the session (keeping only the toast to show) and goes to /login. The API ends its session record
 * too, so the token, and any copy of this cookie, stops working everywhere at once.
 */
export async function signOut(
  request: Request,
  context: AppLoadContext,
  apiWith: (token: string) => Api,
  notice?: Toast,
): Promise<Response> {
  const session = await getSession(request);
  const signedIn = signedInOf(session);
  // First, so that the API's sign-out call below gives the signed-out browser no new write mark.
  forgetSignedIn(session, context, signedIn?.token);
  if (signedIn) await endApiSession(signedIn.token, apiWith(signedIn.token));
  if (notice) flashToast(session, notice);
  return redirectWithSession(session, '/login');
}

/**
 * Ends a token's session with the API, then forgets what this process noted of the token: a page sent
 * with the same cookie while the API was ending it may have noted it as still good. When the API cannot be
 * reached the browser forgets the token regardless, and the API's session ends when the token expires.
 */
export async function endApiSession(token: string, api: Api): Promise<void> {
  try {
    await api.auth.signout();
  } catch (error) {
    logUnlessUnavailable('Could not end the session with the API:', error);
  }
  forgetToken(token);
}

/** /login, in the page's language (a link from an Arabic mail opens in a browser with no language cookie). */
function loginPathFor(request: Request): string {
  const url = new URL(request.url);
  return pathInLanguage(request, `/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** The signed-in user, or a redirect to /login that comes back here afterwards. */
export async function requireUser(request: Request): Promise<SignedIn> {
  const signedIn = signedInOf(await getSession(request));
  if (!signedIn) throw redirect(loginPathFor(request));
  return signedIn;
}

/**
 * docs/decisions/007-admin-guard.md: anonymous visitors go to /login, signed-in non-admins to /home with a
 * toast saying why.
 */
export async function requireAdmin(request: Request): Promise<SignedIn> {
  const signedIn = await requireUser(request);
  if (signedIn.user.role !== 'Admin') throw await forbidden(request);
  return signedIn;
}

/** The redirect home of a signed-in user who may not see a page, with a toast that says so. */
export async function forbidden(request: Request): Promise<Response> {
  const lang = languageOf(request);
  const session = await getSession(request);
  flashToast(
    session,
    toast('warning', translate(lang, 'admin.forbiddenTitle'), apiMessage(lang, 'forbidden')),
  );
  return redirectWithSession(session, pathInLanguage(request, '/home'));
}

/**
 * The answer to a 401 from the API: the token is no longer good (expired, or ended by a password reset),
 * so the session ends and the user goes to /login, to come back here afterwards
 * (docs/decisions/004-token-in-httponly-cookie.md).
 */
export async function endSession(request: Request, context: AppLoadContext): Promise<Response> {
  const session = await getSession(request);
  forgetSignedIn(session, context, session.get('token'));
  return redirectWithSession(session, loginPathFor(request));
}
