import type { AppLoadContext } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '#app/components/feedback/toast-model';
import { stubApi } from '#tests/api-stub';
import { apiFor } from '#app/lib/api.server';
import {
  commitSession,
  endSession,
  flashToast,
  forgetUser,
  getSession,
  landingPathFor,
  requireAdmin,
  requireUser,
  sessionForPage as sessionForPageWith,
  signedInOf,
  signIn,
  signOut as signOutWith,
  takeToasts,
} from '#app/lib/session.server';

const customer = { role: 'Customer' as const, username: 'Amina', lastname: 'K', email: 'amina@farm.ae' };
const admin = { ...customer, role: 'Admin' as const };

// The API's answer to "whose token is this?": by default it knows the token and names its user.
const { auth } = stubApi();
const { me, signout } = auth;
const REQUEST_ID = '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60';

/** The session check and the sign-out as the root loader and /logout make them, on behalf of `request`. */
const apiWith = (request: Request) => (token: string) =>
  apiFor(request, { requestId: REQUEST_ID }, { token, readsRefusals: true });
const sessionForPage = (request: Request, context: AppLoadContext = {}) =>
  sessionForPageWith(request, context, apiWith(request));
const signOut = (request: Request, notice?: ReturnType<typeof toast>) =>
  signOutWith(request, { requestId: REQUEST_ID }, apiWith(request), notice);
let tokens = 0;
/** A token no earlier test has used, so the per-token check cache starts empty. */
const freshToken = () => `tok-${(tokens += 1)}`;

beforeEach(() => {
  me.mockReset();
  signout.mockReset();
  me.mockImplementation(async () => ({ status: 200, body: { data: customer } }));
  signout.mockResolvedValue({ status: 200, body: { code: 'signedOut', message: 'ok' } });
});

function requestWith(cookie: string | null, path = '/home'): Request {
  return new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
}

/** The cookie a response sets, as the browser would send it back. */
function cookieOf(response: Response): string {
  return (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
}

async function thrownBy(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

describe('session cookie', () => {
  it('is httpOnly and SameSite=Lax, holding the token and the user', async () => {
    const response = await signIn(requestWith(null), 'tok', customer, toast('success', 'Hi'), '/home');
    const header = response.headers.get('Set-Cookie') ?? '';
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).not.toContain('tok');
    expect(response.headers.get('Location')).toBe('/home');
    const session = await getSession(requestWith(cookieOf(response)));
    expect(signedInOf(session)).toEqual({ token: 'tok', user: customer });
  });

  it('ignores a tampered cookie', async () => {
    const response = await signIn(requestWith(null), 'tok', admin, toast('success', 'Hi'), '/');
    const [name, value] = cookieOf(response).split('=');
    const tampered = `${name}=${(value ?? '').slice(0, -2)}xx`;
    expect(signedInOf(await getSession(requestWith(tampered)))).toBeNull();
  });

  it('shows flashed toasts once', async () => {
    const session = await getSession(requestWith(null));
    flashToast(session, toast('success', 'Login Successful', 'Welcome back!'));
    const cookie = (await commitSession(session)).split(';')[0] ?? '';
    const first = await sessionForPage(requestWith(cookie));
    expect(first.toasts).toMatchObject([
      { kind: 'success', title: 'Login Successful', message: 'Welcome back!' },
    ]);
    const after = new Headers(first.headers).get('Set-Cookie')?.split(';')[0] ?? '';
    expect((await sessionForPage(requestWith(after))).toasts).toEqual([]);
  });

  it("checks a cookie's signature once, and gives each read a session of its own", async () => {
    const session = await getSession(requestWith(null));
    session.set('token', 'tok-once');
    session.set('user', customer);
    session.set('expiresAt', 4_000_000_000);
    flashToast(session, toast('success', 'Hi'));
    const cookie = (await commitSession(session)).split(';')[0] ?? '';
    const signatures = vi.spyOn(globalThis.crypto.subtle, 'importKey');
    try {
      const first = await getSession(requestWith(cookie));
      const checks = signatures.mock.calls.length;
      expect(checks).toBeGreaterThan(0);
      // The first read takes the toast and forgets the user; the second read of the same cookie has both.
      expect(takeToasts(first).map((item) => item.title)).toEqual(['Hi']);
      forgetUser(first);
      const second = await getSession(requestWith(cookie));
      expect(signatures.mock.calls.length).toBe(checks);
      expect(signedInOf(second)).toEqual({ token: 'tok-once', user: customer });
      expect(takeToasts(second).map((item) => item.title)).toEqual(['Hi']);
      // Another header is checked, and a tampered one still holds nothing the second time too.
      const tampered = `${cookie.slice(0, -2)}xx`;
      expect(signedInOf(await getSession(requestWith(tampered)))).toBeNull();
      expect(signedInOf(await getSession(requestWith(tampered)))).toBeNull();
      expect(signatures.mock.calls.length).toBeGreaterThan(checks);
    } finally {
      signatures.mockRestore();
    }
  });

  it("names the signed-in user's id (the token's subject) for the request log, and nobody's when signed out", async () => {
    const claims = Buffer.from(JSON.stringify({ sub: '64b7f0c2a1b2c3d4e5f60720', exp: 4_000_000_000 }));
    const token = `header.${claims.toString('base64url')}.signature`;
    const signedIn = await signIn(requestWith(null), token, customer, toast('success', 'Hi'), '/home');
    expect((await sessionForPage(requestWith(cookieOf(signedIn)))).userId).toBe('64b7f0c2a1b2c3d4e5f60720');
    expect((await sessionForPage(requestWith(null))).userId).toBeNull();
  });

  it('signs out to /login, keeping only the toast', async () => {
    const signedIn = await signIn(requestWith(null), 'tok', customer, toast('success', 'Hi'), '/home');
    const out = await signOut(requestWith(cookieOf(signedIn)), toast('success', 'Logged Out'));
    expect(out.headers.get('Location')).toBe('/login');
    const page = await sessionForPage(requestWith(cookieOf(out)));
    expect(page.user).toBeNull();
    expect(page.toasts.map((item) => item.title)).toEqual(['Hi', 'Logged Out']);
  });
});

describe('the session the API keeps (logged out means logged out)', () => {
  it('shows the user the API names for the token, with the visitor named to the API', async () => {
    const token = freshToken();
    me.mockResolvedValueOnce({ status: 200, body: { data: { ...customer, username: 'Amina B' } } });
    const signedIn = await signIn(requestWith(null), token, customer, toast('success', 'Hi'), '/home');
    const page = await sessionForPage(requestWith(cookieOf(signedIn)));
    expect(page.user).toEqual({ ...customer, username: 'Amina B' });
    expect(me.mock.calls[0]?.[0].headers).toMatchObject({
      'x-request-id': REQUEST_ID,
      authorization: `Bearer ${token}`,
    });
  });

  it('drops a cookie whose session the API has ended (a replayed cookie after logout)', async () => {
    const token = freshToken();
    me.mockResolvedValue({ status: 401, body: {} });
    const signedIn = await signIn(requestWith(null), token, customer, toast('success', 'Hi'), '/home');
    const page = await sessionForPage(requestWith(cookieOf(signedIn)));
    expect(page.user).toBeNull();
    const rewritten = new Headers(page.headers).get('Set-Cookie')?.split(';')[0] ?? '';
    expect(signedInOf(await getSession(requestWith(rewritten)))).toBeNull();
  });

  it('asks the API once per token for a few seconds', async () => {
    const token = freshToken();
    const signedIn = await signIn(requestWith(null), token, customer, toast('success', 'Hi'), '/home');
    const cookie = cookieOf(signedIn);
    await sessionForPage(requestWith(cookie));
    await sessionForPage(requestWith(cookie));
    expect(me).toHaveBeenCalledTimes(1);
  });

  it('asks again on the page after this browser changed something, as its new write mark says', async () => {
    const token = freshToken();
    const signedIn = await signIn(requestWith(null), token, customer, toast('success', 'Hi'), '/home');
    const request = () => requestWith(cookieOf(signedIn));
    await sessionForPageWith(request(), {}, apiWith(request()), 'before');
    // The visitor renamed themselves here: the next page carries another mark and shows the new name.
    me.mockResolvedValue({ status: 200, body: { data: { ...customer, username: 'Amna' } } });
    expect((await sessionForPageWith(request(), {}, apiWith(request()), 'before')).user).toEqual(customer);
    const after = await sessionForPageWith(request(), {}, apiWith(request()), 'after');
    expect(after.user).toEqual({ ...customer, username: 'Amna' });
    expect(me).toHaveBeenCalledTimes(2);
  });

  it('keeps the cookie’s user while the API cannot be reached', async () => {
    const token = freshToken();
    me.mockRejectedValue(new TypeError('fetch failed'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const signedIn = await signIn(requestWith(null), token, customer, toast('success', 'Hi'), '/home');
    expect((await sessionForPage(requestWith(cookieOf(signedIn)))).user).toEqual(customer);
    error.mockRestore();
  });

  it('keeps the cookie’s user when the API’s answer is not the contract’s (a proxy’s page, another service)', async () => {
    const token = freshToken();
    const signedIn = await signIn(requestWith(null), token, customer, toast('success', 'Hi'), '/home');
    let cookie = cookieOf(signedIn);
    for (const body of ['<html>Down for maintenance</html>', {}, null, { data: { role: 'Root' } }]) {
      me.mockResolvedValueOnce({ status: 200, body });
      const page = await sessionForPage(requestWith(cookie));
      expect(page.user, JSON.stringify(body)).toEqual(customer);
      // The cookie (rewritten once, for the sign-in's toast) still holds the session.
      cookie = new Headers(page.headers).get('Set-Cookie')?.split(';')[0] ?? cookie;
      expect(signedInOf(await getSession(requestWith(cookie)))?.token, JSON.stringify(body)).toBe(token);
    }
    // Nothing of those answers was kept: the next page asks again.
    expect(me).toHaveBeenCalledTimes(4);
  });

  it('forgets a check another page made with the same cookie while the API was ending the session', async () => {
    const token = freshToken();
    const signedIn = await signIn(requestWith(null), token, customer, toast('success', 'Hi'), '/home');
    const cookie = cookieOf(signedIn);
    signout.mockImplementationOnce(async () => {
      // Another tab's page, meanwhile: the API still takes the token and this process notes it as good.
      await sessionForPage(requestWith(cookie));
      return { status: 200, body: { code: 'signedOut', message: 'ok' } };
    });
    await signOut(requestWith(cookie), toast('success', 'Logged Out'));
    me.mockResolvedValue({ status: 401, body: {} });
    expect((await sessionForPage(requestWith(cookie))).user).toBeNull();
    expect(me).toHaveBeenCalledTimes(2);
  });

  it('ends the API session on logout and forgets what it knew of the token', async () => {
    const token = freshToken();
    const signedIn = await signIn(requestWith(null), token, customer, toast('success', 'Hi'), '/home');
    const cookie = cookieOf(signedIn);
    await sessionForPage(requestWith(cookie));
    await signOut(requestWith(cookie), toast('success', 'Logged Out'));
    expect(signout.mock.calls[0]?.[0].headers).toMatchObject({
      'x-request-id': REQUEST_ID,
      authorization: `Bearer ${token}`,
    });
    // The old cookie, replayed: the API is asked again (no cached "still signed in") and refuses it.
    me.mockResolvedValue({ status: 401, body: {} });
    const setCookies: string[] = [];
    const replayed = await sessionForPage(requestWith(cookie), { setCookie: (set) => setCookies.push(set) });
    expect(replayed.user).toBeNull();
    // The page drops the session from the cookie and, as every way a session ends, the write mark.
    expect(new Headers(replayed.headers).get('Set-Cookie')).toBeTruthy();
    expect(setCookies).toEqual([expect.stringMatching(/^__writes=; Path=\/; Max-Age=0;/)]);
  });
});

describe('guards', () => {
  it('send anonymous visitors to /login, coming back afterwards, and customers to /home', async () => {
    const anonymous = await thrownBy(() => requireAdmin(requestWith(null, '/admin-panel/customers?page=2')));
    expect(anonymous.headers.get('Location')).toBe('/login?redirectTo=%2Fadmin-panel%2Fcustomers%3Fpage%3D2');
    const signedIn = await signIn(requestWith(null), 'tok', customer, toast('success', 'Hi'), '/home');
    const customerVisit = await thrownBy(() =>
      requireAdmin(requestWith(cookieOf(signedIn), '/admin-panel/dashboard')),
    );
    expect(customerVisit.headers.get('Location')).toBe('/home');
    // ...with a toast that says why.
    const home = await sessionForPage(requestWith(cookieOf(customerVisit)));
    expect(home.toasts.at(-1)).toMatchObject({
      title: 'Not allowed',
      message: 'You do not have permission to do this.',
    });
  });

  it('keep an Arabic page in Arabic on the way to /login and home, with no language cookie yet', async () => {
    const anonymous = await thrownBy(() => requireUser(requestWith(null, '/account/orders/o1?lang=ar')));
    expect(anonymous.headers.get('Location')).toBe(
      '/login?redirectTo=%2Faccount%2Forders%2Fo1%3Flang%3Dar&lang=ar',
    );
    const signedIn = await signIn(requestWith(null), 'tok', customer, toast('success', 'Hi'), '/home');
    const customerVisit = await thrownBy(() =>
      requireAdmin(requestWith(cookieOf(signedIn), '/admin-panel/dashboard?lang=ar')),
    );
    expect(customerVisit.headers.get('Location')).toBe('/home?lang=ar');
    const ended = await endSession(requestWith(cookieOf(signedIn), '/account?lang=ar'), {});
    expect(ended.headers.get('Location')).toBe('/login?redirectTo=%2Faccount%3Flang%3Dar&lang=ar');
  });

  it('send a customer who types /admin-panel home with the same toast', async () => {
    const { loader } = await import('#app/routes/admin-panel/index');
    const signedIn = await signIn(requestWith(null), 'tok', customer, toast('success', 'Hi'), '/home');
    const visit = await thrownBy(() =>
      loader({ request: requestWith(cookieOf(signedIn), '/admin-panel'), params: {}, context: {} } as never),
    );
    expect(visit.headers.get('Location')).toBe('/home');
    const home = await sessionForPage(requestWith(cookieOf(visit)));
    expect(home.toasts.at(-1)).toMatchObject({ title: 'Not allowed' });
  });

  it('end the session when the API answers 401', async () => {
    const signedIn = await signIn(requestWith(null), 'tok', admin, toast('success', 'Hi'), '/');
    const request = requestWith(cookieOf(signedIn), '/admin-panel/customers');
    const setCookies: string[] = [];
    const ended = await endSession(request, { setCookie: (cookie) => setCookies.push(cookie) });
    expect(ended.headers.get('Location')).toBe('/login?redirectTo=%2Fadmin-panel%2Fcustomers');
    expect(signedInOf(await getSession(requestWith(cookieOf(ended))))).toBeNull();
    // Signed out as by a logout: the browser drops its write mark too.
    expect(setCookies).toEqual([expect.stringMatching(/^__writes=; Path=\/; Max-Age=0;/)]);
  });
});

describe('landingPathFor', () => {
  it('sends admins to the dashboard and others back or home (docs/product-rules.md §6)', () => {
    expect(landingPathFor(admin, '/cart')).toBe('/admin-panel/dashboard');
    expect(landingPathFor(customer, '/cart')).toBe('/cart');
    expect(landingPathFor(customer, '')).toBe('/home');
    expect(landingPathFor(customer, 'https://evil.example')).toBe('/home');
    expect(landingPathFor(customer, '//evil.example')).toBe('/home');
    expect(landingPathFor(customer, '/register')).toBe('/home');
    // A login link carrying `/./` or `/../` tricks lands at home, never on another site.
    expect(landingPathFor(customer, '/.//evil.example/phish')).toBe('/home');
    expect(landingPathFor(customer, '/..//evil.example')).toBe('/home');
  });
});

/** A JWT as the API issues it; only the payload matters here (the API checks the signature). */
function jwtExpiringAt(exp: number): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'u1', exp })}.signature`;
}

function maxAgeOf(setCookie: string | null): number | null {
  const match = /Max-Age=(\d+)/i.exec(setCookie ?? '');
  return match ? Number(match[1]) : null;
}

describe('session lifetime', () => {
  const start = Date.UTC(2026, 0, 1) / 1000;
  afterEach(() => vi.useRealTimers());

  it("lasts as long as the API token: the cookie's Max-Age comes from the token's exp", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start * 1000);
    const token = jwtExpiringAt(start + 3600);
    const signedIn = await signIn(requestWith(null), token, customer, toast('success', 'Hi'), '/home');
    expect(maxAgeOf(signedIn.headers.get('Set-Cookie'))).toBe(3600);

    // A later save (here: a toast shown) keeps the cookie ending with the token, not later.
    vi.setSystemTime((start + 600) * 1000);
    const page = await sessionForPage(requestWith(cookieOf(signedIn)));
    expect(page.user).toEqual(customer);
    expect(maxAgeOf(new Headers(page.headers).get('Set-Cookie'))).toBe(3000);
  });

  it('counts an expired token as signed out, in the header and behind the guards', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start * 1000);
    const token = jwtExpiringAt(start + 60);
    const signedIn = await signIn(requestWith(null), token, admin, toast('success', 'Hi'), '/');
    const cookie = cookieOf(signedIn);
    expect(signedInOf(await getSession(requestWith(cookie)))?.token).toBe(token);

    vi.setSystemTime((start + 60) * 1000);
    expect(signedInOf(await getSession(requestWith(cookie)))).toBeNull();
    const guarded = await thrownBy(() => requireAdmin(requestWith(cookie, '/admin-panel/dashboard')));
    expect(guarded.headers.get('Location')).toBe('/login?redirectTo=%2Fadmin-panel%2Fdashboard');

    // The header gets no user (so no profile menu), and the dead token leaves the cookie.
    const page = await sessionForPage(requestWith(cookie));
    expect(page.user).toBeNull();
    const rewritten = new Headers(page.headers).get('Set-Cookie');
    expect(rewritten).not.toBeNull();
    const after = await getSession(requestWith(rewritten?.split(';')[0] ?? ''));
    expect(after.has('token')).toBe(false);
  });

  it('bounds a token without a readable exp to a week', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start * 1000);
    const signedIn = await signIn(requestWith(null), 'opaque', customer, toast('success', 'Hi'), '/home');
    expect(maxAgeOf(signedIn.headers.get('Set-Cookie'))).toBe(7 * 24 * 60 * 60);
    vi.setSystemTime((start + 7 * 24 * 60 * 60) * 1000);
    expect(signedInOf(await getSession(requestWith(cookieOf(signedIn))))).toBeNull();
  });

  it('leaves a cookie that only carries a toast to the browser session', async () => {
    const out = await signOut(requestWith(null), toast('success', 'Logged Out'));
    expect(maxAgeOf(out.headers.get('Set-Cookie'))).toBeNull();
  });
});
