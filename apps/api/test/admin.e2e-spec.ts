import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createHmac } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { accountMessages, customerSchema } from '@farm/contract';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../src/auth/accounts-config';
import { DEFAULT_ADMIN_EMAIL, FIRST_ADMIN_PASSWORD_FILE } from '../src/auth/first-admin.service';
import { expectErrorBody } from './support/expect-error';
import { type AccountsApp, bearer, newRegistration, nextVisitorAddress, startAccountsApp } from './auth-app';

const ADMIN = { email: 'chief@farm-test.ae', password: 'harvest-2025' };

const base64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A JWT signed by hand, so tests can make the tokens an attacker would. */
function jwt(header: object, claims: object, secret: string): string {
  const unsigned = `${base64url(header)}.${base64url(claims)}`;
  const signature = createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

describe('admin endpoints, tokens and hardening', () => {
  let api: AccountsApp;
  let adminToken: string;
  let customerToken: string;
  const customers: string[] = [];

  beforeAll(async () => {
    api = await startAccountsApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const admin = await api.client.auth.signin({ body: ADMIN });
    if (admin.status !== 200) throw new Error(`admin signin: ${admin.status}`);
    expect(admin.body.data.role).toBe('Admin');
    adminToken = admin.body.token;
    for (const prefix of ['zaid', 'zaid', 'layla']) {
      const registration = newRegistration(prefix);
      await api.client.auth.signup({ body: registration });
      const code = await api.outbox.nextCode(registration.email, 0);
      await api.client.auth.verifyEmail({ body: { email: registration.email, code } });
      customers.push(registration.email);
    }
    const customer = await api.client.auth.signin({
      body: { email: customers[0] as string, password: 'greens2025' },
    });
    if (customer.status !== 200) throw new Error(`customer signin: ${customer.status}`);
    customerToken = customer.body.token;
  });

  afterAll(async () => {
    await api.close();
  });

  describe('GET /api/admin/customers', () => {
    it('answers 401 without a token', async () => {
      const res = await api.client.admin.listCustomers({ query: {} });
      expect(res.status).toBe(401);
      expectErrorBody(res.body, 401, accountMessages.loginRequired);
    });

    it('answers 403 to a customer', async () => {
      const res = await api.client.admin.listCustomers({ query: {}, extraHeaders: bearer(customerToken) });
      expect(res.status).toBe(403);
      expectErrorBody(res.body, 403, accountMessages.forbidden);
    });

    it('lists customers, newest first, without secrets, to an admin', async () => {
      const res = await api.client.admin.listCustomers({
        query: { limit: 2 },
        extraHeaders: bearer(adminToken),
      });
      expect(res.status).toBe(200);
      if (res.status !== 200) return;
      expect(res.body).toMatchObject({ page: 1, pages: 2, total: 3 });
      expect(res.body.data.map((c) => c.email)).toEqual([customers[2], customers[1]]);
      for (const customer of res.body.data) expect(customerSchema.strict().parse(customer)).toEqual(customer);
      expect(JSON.stringify(res.body)).not.toMatch(/password|hash|verification|tokenVersion|Admin/i);
    });

    it('searches names and e-mails, case-insensitively and literally', async () => {
      const res = await api.client.admin.listCustomers({
        query: { search: 'ZAID' },
        extraHeaders: bearer(adminToken),
      });
      expect(res.status === 200 && res.body.total).toBe(2);
      const regex = await api.client.admin.listCustomers({
        query: { search: '.*' },
        extraHeaders: bearer(adminToken),
      });
      expect(regex.status === 200 && regex.body.total).toBe(0);
    });

    it('finds a customer by the full name the list shows, each word in a name or the e-mail', async () => {
      const found = async (search: string) => {
        const res = await api.client.admin.listCustomers({
          query: { search },
          extraHeaders: bearer(adminToken),
        });
        return res.status === 200 ? res.body.total : res.status;
      };
      expect(await found('Amina Khalid')).toBe(3);
      expect(await found('  amina   ZAID ')).toBe(2);
      expect(await found('Amina Nobody')).toBe(0);
    });

    it('finds an Arabic name however its letters were typed, as the shop search does', async () => {
      const email = `arabic.${Date.now().toString(36)}@farm-test.ae`;
      await api.users().insertOne({
        username: 'أحمد',
        lastname: 'الكعبيّ',
        email,
        role: 'Customer',
        emailVerified: true,
        passwordHash: 'x',
        tokenVersion: 0,
        createdAt: new Date(),
        updatedAt: new Date(),
      } as never);
      const found = async (search: string) => {
        const res = await api.client.admin.listCustomers({
          query: { search },
          extraHeaders: bearer(adminToken),
        });
        return res.status === 200 ? res.body.data.map((customer) => customer.email) : res.status;
      };
      try {
        expect(await found('احمد الكعبي')).toEqual([email]);
        expect(await found('احمد .*')).toEqual([]);
      } finally {
        // The other tests count this list's customers.
        await api.users().deleteOne({ email });
      }
    });

    it('refuses a list where the search text belongs with 400', async () => {
      const res = await fetch(`${api.baseUrl}/admin/customers?search=a&search=b`, {
        headers: bearer(adminToken),
      });
      expect(res.status).toBe(400);
      expectErrorBody(await res.json(), 400);
    });

    it('refuses a search with a NUL byte with 400, and answers with no-store', async () => {
      const res = await fetch(`${api.baseUrl}/admin/customers?search=zaid%00`, {
        headers: bearer(adminToken),
      });
      expect(res.status).toBe(400);
      expect(expectErrorBody(await res.json(), 400).issues?.[0]?.code).toBe('controlCharacters');
      const ok = await fetch(`${api.baseUrl}/admin/customers`, { headers: bearer(adminToken) });
      expect(ok.headers.get('cache-control')).toBe('no-store');
    });

    it('never turns bracketed query keys into operators', async () => {
      // Express 5 parses queries flat, so `search[$ne]` is just an unknown key and filters nothing.
      const res = await fetch(`${api.baseUrl}/admin/customers?search[$ne]=x`, {
        headers: bearer(adminToken),
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { total: number }).total).toBe(3);
    });
  });

  describe('tokens', () => {
    const me = (token: string) => api.client.auth.me({ extraHeaders: bearer(token) });
    const config = () => api.app.get<AccountsConfig>(ACCOUNTS_CONFIG);
    const claimsOf = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as Record<
        string,
        unknown
      >;

    it('accepts its own token, which says HS256 and names issuer and audience', async () => {
      expect((await me(adminToken)).status).toBe(200);
      const header = JSON.parse(Buffer.from(adminToken.split('.')[0] as string, 'base64url').toString());
      expect(header).toMatchObject({ alg: 'HS256' });
      expect(claimsOf(adminToken)).toMatchObject({ iss: 'farm-api', aud: 'farm-web', role: 'Admin' });
    });

    it('refuses a token signed with another secret', async () => {
      const forged = jwt({ alg: 'HS256', typ: 'JWT' }, claimsOf(customerToken), 'x'.repeat(48));
      expect((await me(forged)).status).toBe(401);
    });

    it('refuses alg none, even claiming Admin', async () => {
      const claims = { ...claimsOf(customerToken), role: 'Admin' };
      const none = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
      expect((await me(none)).status).toBe(401);
      const res = await api.client.admin.listCustomers({ query: {}, extraHeaders: bearer(none) });
      expect(res.status).toBe(401);
    });

    it('refuses a role the token claims but the user does not have', async () => {
      // Correctly signed, but the server reads the role from the user, not from the token.
      const claims = { ...claimsOf(customerToken), role: 'Admin' };
      const elevated = jwt({ alg: 'HS256', typ: 'JWT' }, claims, config().jwtSecret);
      const res = await api.client.admin.listCustomers({ query: {}, extraHeaders: bearer(elevated) });
      expect(res.status).toBe(403);
    });

    it('refuses expired tokens and tokens for another issuer or audience', async () => {
      const now = Math.floor(Date.now() / 1000);
      const secret = config().jwtSecret;
      const claims = claimsOf(customerToken);
      const header = { alg: 'HS256', typ: 'JWT' };
      expect((await me(jwt(header, { ...claims, iat: now - 100, exp: now - 10 }, secret))).status).toBe(401);
      expect((await me(jwt(header, { ...claims, iss: 'someone-else' }, secret))).status).toBe(401);
      expect((await me(jwt(header, { ...claims, aud: 'other-app' }, secret))).status).toBe(401);
      expect((await me(jwt(header, { ...claims, ver: 99 }, secret))).status).toBe(401);
      expect((await me('not-a-token')).status).toBe(401);
    });

    it('refuses a correctly signed token without a session, or naming a session that does not exist', async () => {
      const secret = config().jwtSecret;
      const header = { alg: 'HS256', typ: 'JWT' };
      const { sid: _sid, ...withoutSession } = claimsOf(customerToken);
      expect((await me(jwt(header, withoutSession, secret))).status).toBe(401);
      const made_up = { ...withoutSession, sid: '65a1b2c3d4e5f60718293a4b' };
      expect((await me(jwt(header, made_up, secret))).status).toBe(401);
      expect((await me(jwt(header, { ...withoutSession, sid: { $ne: null } }, secret))).status).toBe(401);
    });
  });

  describe('operator objects where strings belong', () => {
    const post = (path: string, body: unknown) =>
      fetch(`${api.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextVisitorAddress() },
        body: JSON.stringify(body),
      });

    // Bodies that pass validation, so a 400 with an issue at the replaced field can only come from the
    // operator object put there.
    const validBodies: [string, () => Record<string, string>][] = [
      ['/auth/signup', () => newRegistration('operator')],
      ['/auth/signin', () => ({ email: ADMIN.email, password: ADMIN.password })],
      ['/auth/verify-email', () => ({ email: ADMIN.email, code: '123456' })],
      ['/auth/resend-verification', () => ({ email: ADMIN.email })],
      ['/password/forgot-password', () => ({ email: ADMIN.email })],
      [
        '/password/reset-password',
        () => ({
          email: ADMIN.email,
          code: '123456',
          password: 'newleaves77',
          confirmPassword: 'newleaves77',
        }),
      ],
    ];
    const operators = [{ $ne: null }, { $gt: '' }, { $regex: '.*' }];
    const cases = validBodies.flatMap(([path, valid]) =>
      Object.keys(valid()).map((field, index) => ({ path, valid, field, operator: operators[index % 3] })),
    );

    it.each(validBodies)('%s accepts the valid body the cases start from', async (path, valid) => {
      const res = await post(path, valid());
      const body = (await res.json()) as { code?: unknown };
      // Past validation: the API may still refuse the made-up code or password, but not the body's shape.
      expect(body.code).not.toBe('invalidRequest');
      expect(res.status).toBeLessThan(500);
    });

    it.each(cases)('$path answers 400 to $operator in $field', async ({ path, valid, field, operator }) => {
      const res = await post(path, { ...valid(), [field]: operator });
      expect(res.status).toBe(400);
      const body = expectErrorBody(await res.json(), 400);
      expect(body.issues?.map((issue) => issue.path)).toContain(field);
    });

    it('covers every string field of the six account forms', () => {
      expect(cases.map(({ path, field }) => `${path} ${field}`)).toEqual([
        '/auth/signup username',
        '/auth/signup lastname',
        '/auth/signup email',
        '/auth/signup password',
        '/auth/signup confirmPassword',
        '/auth/signin email',
        '/auth/signin password',
        '/auth/verify-email email',
        '/auth/verify-email code',
        '/auth/resend-verification email',
        '/password/forgot-password email',
        '/password/reset-password email',
        '/password/reset-password code',
        '/password/reset-password password',
        '/password/reset-password confirmPassword',
      ]);
    });
  });
});

describe('first admin on the embedded database without settings', () => {
  it('is created once with a generated password written to a private file, never to the log', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const api = await startAccountsApp({ ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
    try {
      const file = join(api.dataDir, FIRST_ADMIN_PASSWORD_FILE);
      const password = (await readFile(file, 'utf8')).trim();
      expect(password).toHaveLength(15);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const lines = warn.mock.calls.map((call) => String(call[0]));
      expect(lines.find((text) => text.includes(DEFAULT_ADMIN_EMAIL))).toContain(file);
      expect(lines.join('\n')).not.toContain(password);
      const signin = await api.client.auth.signin({
        body: { email: DEFAULT_ADMIN_EMAIL, password: password as string },
      });
      expect(signin).toMatchObject({ status: 200, body: { data: { role: 'Admin' } } });
    } finally {
      warn.mockRestore();
      await api.close();
    }
  });
});
