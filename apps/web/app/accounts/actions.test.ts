import { accountMessages } from '@farm/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { stubApi } from '#tests/api-stub';

// The API behind the typed client, stubbed so each test decides what it answers.
const { auth, admin } = stubApi();

const { action: loginAction, loader: loginLoader } = await import('#app/routes/login');
const { action: registerAction } = await import('#app/routes/register');
const { action: forgetAction } = await import('#app/routes/forget');
const { action: verifyAction } = await import('#app/routes/email-verification');
const { action: resetAction } = await import('#app/routes/reset-password');
const { action: logoutAction } = await import('#app/routes/logout');
const { loader: customersLoader } = await import('#app/routes/admin-panel/customers');
const { getSession, sessionForPage, signedInOf, signIn, takeToasts } =
  await import('#app/lib/session.server');
const { apiFor } = await import('#app/lib/api.server');
const { toast } = await import('#app/components/feedback/toast-model');

const customer = { role: 'Customer' as const, username: 'Amina', lastname: 'K', email: 'amina@farm.ae' };
const adminUser = { ...customer, role: 'Admin' as const, email: 'boss@farm.ae' };

function post(path: string, fields: Record<string, string>, cookie?: string): Request {
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    'User-Agent': 'Mozilla/5.0 (Android 14) Chrome/131.0',
  };
  if (cookie) headers.Cookie = cookie;
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(fields),
  });
}

const cookieOf = (response: Response) => (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
// Part of the load context the web server gives every request (server/load-context.mjs): the browser's
// address as its socket sees it, and the request's id.
const REQUEST_ID = '0b7c4a52-6f0e-4d8a-9c1b-2e3f4a5b6c7d';
const args = (request: Request) =>
  ({ request, params: {}, context: { clientAddress: '203.0.113.9', requestId: REQUEST_ID } }) as never;

/** The e-mail verification form of the test's account. */
const verify = (intent: 'verify' | 'resend', code: string) =>
  verifyAction(args(post('/email-verification', { intent, email: 'amina@farm.ae', code })));

/** The API's yes, with the sentence the contract gives it. */
const answer = (status: number, code: keyof typeof accountMessages) => ({
  status,
  body: { code, message: accountMessages[code] },
});

/** The API's refusal in its one error shape, worded as the contract words it. */
const refusal = (statusCode: number, code: keyof typeof accountMessages) => ({
  statusCode,
  code,
  message: accountMessages[code],
  error: accountMessages[code],
});

const pageAfter = (response: Response) => {
  const request = new Request('http://localhost/', { headers: { Cookie: cookieOf(response) } });
  return sessionForPage(request, {}, (token) => apiFor(request, {}, { token, readsRefusals: true }));
};

async function toastsAfter(response: Response) {
  return takeToasts(
    await getSession(new Request('http://localhost/', { headers: { Cookie: cookieOf(response) } })),
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  // The root's session check: the API still knows whichever token a test signs in with.
  auth.me.mockImplementation(async () => ({ status: 200, body: { data: customer } }));
  auth.signout.mockResolvedValue({ status: 200, body: { code: 'signedOut', message: 'ok' } });
});

describe('login', () => {
  const form = { email: 'Amina@Farm.ae', password: 'greens2025', redirectTo: '/cart' };

  it('signs a customer in, back where they came from, with the welcome toast', async () => {
    auth.signin.mockResolvedValue({ status: 200, body: { token: 'tok', data: customer } });
    const response = (await loginAction(args(post('/login', form)))) as Response;
    expect(auth.signin).toHaveBeenCalledWith({
      params: {},
      query: {},
      body: { email: 'amina@farm.ae', password: 'greens2025' },
      headers: {
        'content-type': 'application/json',
        'accept-encoding': 'identity',
        'accept-language': 'en',
        'x-forwarded-for': '203.0.113.9',
        'x-request-id': REQUEST_ID,
        // The new session is named after the browser on the account page.
        'user-agent': 'Mozilla/5.0 (Android 14) Chrome/131.0',
      },
    });
    expect(response.headers.get('Location')).toBe('/cart');
    const session = await getSession(new Request('http://x/', { headers: { Cookie: cookieOf(response) } }));
    expect(signedInOf(session)).toEqual({ token: 'tok', user: customer });
    expect(await toastsAfter(response)).toMatchObject([
      { title: 'Login Successful', message: 'Welcome back!' },
    ]);
  });

  it('keeps the device token in a cookie of its own and sends it with the next sign-in to that account', async () => {
    auth.signin.mockResolvedValue({
      status: 200,
      body: { token: 'tok', data: customer, deviceToken: 'dev-1' },
    });
    const first = (await loginAction(args(post('/login', form)))) as Response;
    const device = first.headers.getSetCookie().find((cookie) => cookie.startsWith('__device='));
    expect(device).toMatch(/; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    // Signed, and naming no address.
    expect(device).not.toMatch(/amina|farm\.ae|dev-1/i);
    const deviceCookie = (device ?? '').split(';')[0] ?? '';

    await loginAction(args(post('/login', { ...form, email: 'amina@farm.ae' }, deviceCookie)));
    expect(auth.signin).toHaveBeenLastCalledWith(
      expect.objectContaining({
        body: { email: 'amina@farm.ae', password: 'greens2025', deviceToken: 'dev-1' },
      }),
    );
    // Another account on the same browser has no token yet; a tampered cookie counts as none.
    await loginAction(args(post('/login', { ...form, email: 'layla@farm.ae' }, deviceCookie)));
    expect(auth.signin.mock.lastCall?.[0]?.body).not.toHaveProperty('deviceToken', expect.anything());
    await loginAction(
      args(
        post(
          '/login',
          form,
          // The signature's first character: its last one may only carry padding bits, which the check ignores.
          deviceCookie.replace(/\.(.)/, (_, c: string) => `.${c === 'A' ? 'B' : 'A'}`),
        ),
      ),
    );
    expect(auth.signin.mock.lastCall?.[0]?.body).not.toHaveProperty('deviceToken', expect.anything());
  });

  it('sends an admin to the dashboard', async () => {
    auth.signin.mockResolvedValue({ status: 200, body: { token: 'tok', data: adminUser } });
    const response = (await loginAction(args(post('/login', form)))) as Response;
    expect(response.headers.get('Location')).toBe('/admin-panel/dashboard');
  });

  it("shows the server's message in a Login Failed dialog", async () => {
    const body = refusal(401, 'invalidCredentials');
    auth.signin.mockResolvedValue({ status: 401, body });
    const result = await loginAction(args(post('/login', form)));
    expect(result).toMatchObject({
      failure: { title: 'Login Failed', message: accountMessages.invalidCredentials },
    });
  });

  it('falls back to the words of the product rules when the API cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    auth.signin.mockRejectedValue(new TypeError('fetch failed'));
    // A 503, so the page's data is not asked for again from an API that is not answering.
    const result = await loginAction(args(post('/login', form)));
    expect(result).toMatchObject({
      init: { status: 503 },
      data: { failure: { title: 'Login Failed', message: 'something went wrong, please try again.' } },
    });
  });

  it('sends an unverified account on to verification with its e-mail', async () => {
    const body = refusal(403, 'unverified');
    auth.signin.mockResolvedValue({ status: 403, body });
    const response = (await loginAction(args(post('/login', form)))) as Response;
    expect(response.headers.get('Location')).toBe('/email-verification?email=amina%40farm.ae');
  });

  it('answers an invalid form with the field messages and never calls the API', async () => {
    const result = await loginAction(args(post('/login', { email: 'nope', password: 'short' })));
    expect(auth.signin).not.toHaveBeenCalled();
    expect(result).toMatchObject({
      result: {
        // Field errors travel as the contract's codes; the fields show them in the page's language.
        error: { email: ['emailInvalid'], password: ['passwordMin'] },
      },
    });
  });
});

describe('signing in over another session in the same browser', () => {
  it('ends the session the browser held with the API', async () => {
    auth.signin.mockResolvedValue({
      status: 200,
      body: { token: 'tok-new', data: customer, deviceToken: 'dev-1' },
    });
    auth.signout.mockResolvedValue(answer(200, 'signedOut'));
    const held = await signIn(new Request('http://x/'), 'tok-old', customer, toast('success', 'Hi'), '/');
    const response = (await loginAction(
      args(post('/login', { email: 'amina@farm.ae', password: 'greens2025' }, cookieOf(held))),
    )) as Response;
    expect(response.headers.get('Location')).toBe('/home');
    expect(auth.signout).toHaveBeenCalledTimes(1);
    expect(auth.signout.mock.calls[0]?.[0].headers.authorization).toBe('Bearer tok-old');
    const session = await getSession(new Request('http://x/', { headers: { Cookie: cookieOf(response) } }));
    expect(signedInOf(session)?.token).toBe('tok-new');
  });
});

describe('the login page, signed in', () => {
  const visit = async (token: string) => {
    const signedIn = await signIn(new Request('http://x/'), token, customer, toast('success', 'Hi'), '/');
    const request = new Request('http://localhost/login?redirectTo=%2Fcart', {
      headers: { Cookie: cookieOf(signedIn) },
    });
    return Promise.resolve(loginLoader(args(request))).catch((thrown: unknown) => thrown);
  };

  it('goes on to where the visitor was going while the session holds', async () => {
    auth.me.mockResolvedValue({ status: 200, body: { data: customer } });
    expect(((await visit('live-token')) as Response).headers.get('Location')).toBe('/cart');
  });

  it('shows the form once the session was ended elsewhere, instead of a trip to a page that finds it ended', async () => {
    auth.me.mockResolvedValue({ status: 401, body: refusal(401, 'loginRequired') });
    expect(await visit('ended-token')).toEqual({ email: '', redirectTo: '/cart' });
  });
});

describe('register', () => {
  const form = {
    username: 'Amina',
    lastname: 'K',
    email: 'amina@farm.ae',
    password: 'greens2025',
    confirmPassword: 'greens2025',
  };

  it('goes on to e-mail verification with the e-mail and the success toast', async () => {
    auth.signup.mockResolvedValue(answer(201, 'registered'));
    const response = (await registerAction(args(post('/register', form)))) as Response;
    expect(response.headers.get('Location')).toBe('/email-verification?email=amina%40farm.ae');
    expect(await toastsAfter(response)).toMatchObject([{ title: 'Registration Successful' }]);
  });

  it('reports a password mismatch with the sentence of the product rules', async () => {
    const result = await registerAction(args(post('/register', { ...form, confirmPassword: 'greens2026' })));
    expect(auth.signup).not.toHaveBeenCalled();
    expect(result).toMatchObject({
      result: {
        error: { confirmPassword: ['passwordMismatch'] },
      },
    });
  });

  it("shows the API's refusal in the Registration Failed dialog", async () => {
    const body = refusal(429, 'tooManyRequests');
    auth.signup.mockResolvedValue({ status: 429, body });
    expect(await registerAction(args(post('/register', form)))).toMatchObject({
      failure: { title: 'Registration Failed', message: accountMessages.tooManyRequests },
    });
  });
});

describe('forgot, verify, reset, logout', () => {
  it('forgot password shows the server message and carries the e-mail to reset', async () => {
    auth.forgotPassword.mockResolvedValue(answer(200, 'resetSent'));
    const response = (await forgetAction(args(post('/forget', { email: 'amina@farm.ae' })))) as Response;
    expect(response.headers.get('Location')).toBe('/reset-password?email=amina%40farm.ae');
    expect(await toastsAfter(response)).toMatchObject([{ message: accountMessages.resetSent }]);
  });

  it('a wrong code is said once, at the code field, with no dialog besides', async () => {
    auth.verifyEmail.mockResolvedValue({
      status: 400,
      body: {
        statusCode: 400,
        code: 'wrongCode',
        message: 'The code is wrong. Tries left: 4.',
        error: 'The code is wrong. Tries left: 4.',
        issues: [
          {
            path: 'code',
            code: 'wrongCode',
            message: 'The code is wrong. Tries left: 4.',
            params: { triesLeft: 4 },
          },
        ],
      },
    });
    const reply = (await verify('verify', '000000')) as {
      result: { error?: Record<string, string[]> };
      failure?: unknown;
    };
    expect(reply.failure).toBeUndefined();
    expect(reply.result.error?.code).toHaveLength(1);
  });

  it('verification sends the user to log in; resend stays with a toast', async () => {
    auth.verifyEmail.mockResolvedValue(answer(200, 'verified'));
    const verified = (await verify('verify', '123456')) as Response;
    expect(verified.headers.get('Location')).toBe('/login?email=amina%40farm.ae');

    auth.resendVerification.mockResolvedValue(answer(200, 'verificationSent'));
    const resent = (await verify('resend', '')) as Response;
    expect(auth.resendVerification).toHaveBeenCalledWith(
      expect.objectContaining({ body: { email: 'amina@farm.ae' } }),
    );
    expect(resent.headers.get('Location')).toBe('/email-verification?email=amina%40farm.ae');
  });

  it("a verification mail's link verifies with its token, and a used one is said in the dialog", async () => {
    const token = 'aZ09_-'.repeat(8).slice(0, 43);
    const byLink = () => verifyAction(args(post('/email-verification', { email: 'amina@farm.ae', token })));
    auth.verifyEmailByLink.mockResolvedValue(answer(200, 'verified'));
    const verified = (await byLink()) as Response;
    expect(auth.verifyEmailByLink).toHaveBeenCalledWith(
      expect.objectContaining({ body: { email: 'amina@farm.ae', token } }),
    );
    expect(auth.verifyEmail).not.toHaveBeenCalled();
    expect(verified.headers.get('Location')).toBe('/login?email=amina%40farm.ae');
    expect(await toastsAfter(verified)).toMatchObject([{ title: 'E-mail Verified' }]);

    auth.verifyEmailByLink.mockResolvedValue({ status: 400, body: refusal(400, 'invalidVerificationLink') });
    const refused = (await byLink()) as { failure?: { title: string; message: string } };
    expect(refused.failure).toMatchObject({
      title: 'Verification Failed',
      message: accountMessages.invalidVerificationLink,
    });
  });

  it('reset ends this browser session and goes to login', async () => {
    auth.resetPassword.mockResolvedValue({
      status: 200,
      body: { ...answer(200, 'passwordReset').body, deviceToken: 'dev-9' },
    });
    const signedIn = await signIn(new Request('http://x/'), 'old', customer, toast('success', 'Hi'), '/home');
    const response = (await resetAction(
      args(
        post(
          '/reset-password',
          { email: 'amina@farm.ae', code: '123456', password: 'newleaves77', confirmPassword: 'newleaves77' },
          cookieOf(signedIn),
        ),
      ),
    )) as Response;
    expect(response.headers.get('Location')).toBe('/login?email=amina%40farm.ae');
    const page = await pageAfter(response);
    expect(page.user).toBeNull();
    // The browser that reset the password stays a known device: its next sign-in brings the new token.
    const device = response.headers.getSetCookie().find((cookie) => cookie.startsWith('__device='));
    auth.signin.mockResolvedValue({
      status: 200,
      body: { token: 'tok', data: customer, deviceToken: 'dev-9' },
    });
    const login = { email: 'amina@farm.ae', password: 'newleaves77' };
    await loginAction(args(post('/login', login, (device ?? '').split(';')[0])));
    expect(auth.signin).toHaveBeenLastCalledWith(
      expect.objectContaining({ body: { ...login, deviceToken: 'dev-9' } }),
    );
  });

  it('reset goes to login once done, even from an answer without a device token', async () => {
    auth.resetPassword.mockResolvedValue(answer(200, 'passwordReset'));
    const response = (await resetAction(
      args(
        post('/reset-password', {
          email: 'amina@farm.ae',
          code: '123456',
          password: 'newleaves77',
          confirmPassword: 'newleaves77',
        }),
      ),
    )) as Response;
    expect(response.headers.get('Location')).toBe('/login?email=amina%40farm.ae');
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('__device='))).toBe(false);
  });

  it('reset keeps the code typed when only the password was refused, and clears a refused code', async () => {
    const typed = {
      email: 'amina@farm.ae',
      code: '123456',
      password: 'password123',
      confirmPassword: 'password123',
    };
    const refusedAt = (path: string, code: 'passwordCommon' | 'wrongCode') => ({
      status: 400,
      body: {
        statusCode: 400,
        code,
        message: 'refused',
        error: 'Bad Request',
        issues: [{ path, code, message: 'refused' }],
      },
    });
    const codeAfter = async () => {
      const reply = (await resetAction(args(post('/reset-password', typed)))) as {
        result?: { initialValue?: Record<string, unknown> };
      };
      return reply.result?.initialValue?.code;
    };
    auth.resetPassword.mockResolvedValue(refusedAt('password', 'passwordCommon'));
    expect(await codeAfter()).toBe('123456');
    auth.resetPassword.mockResolvedValue(refusedAt('code', 'wrongCode'));
    expect(await codeAfter()).toBeUndefined();
  });

  it('logout clears the session and says so', async () => {
    const signedIn = await signIn(new Request('http://x/'), 'tok', customer, toast('success', 'Hi'), '/home');
    const response = await logoutAction(args(post('/logout', {}, cookieOf(signedIn))));
    expect(response.headers.get('Location')).toBe('/login');
    const page = await pageAfter(response);
    expect(page.user).toBeNull();
    expect(page.toasts.at(-1)).toMatchObject({
      title: 'Logged Out',
      message: 'You have been logged out successfully.',
    });
  });
});

describe('admin customers loader', () => {
  async function asAdmin(path: string) {
    const signedIn = await signIn(
      new Request('http://x/'),
      'admintok',
      adminUser,
      toast('success', 'Hi'),
      '/',
    );
    return new Request(`http://localhost${path}`, { headers: { Cookie: cookieOf(signedIn) } });
  }

  it('lists customers with the bearer token and the search, on behalf of this request', async () => {
    admin.listCustomers.mockResolvedValue({ status: 200, body: { data: [], page: 1, pages: 0, total: 0 } });
    const data = await customersLoader(args(await asAdmin('/admin-panel/customers?search=zaid')));
    expect(admin.listCustomers).toHaveBeenCalledWith({
      params: {},
      query: { page: '1', limit: '8', search: 'zaid' },
      body: undefined,
      headers: {
        authorization: 'Bearer admintok',
        'accept-encoding': 'identity',
        'accept-language': 'en',
        'x-forwarded-for': '203.0.113.9',
        'x-request-id': REQUEST_ID,
      },
    });
    expect(data).toMatchObject({ search: 'zaid', total: 0 });
  });

  it('ends the session on a 401 from the API', async () => {
    admin.listCustomers.mockResolvedValue({ status: 401, body: {} });
    const thrown = await customersLoader(args(await asAdmin('/admin-panel/customers'))).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/login?redirectTo=%2Fadmin-panel%2Fcustomers');
  });
});
