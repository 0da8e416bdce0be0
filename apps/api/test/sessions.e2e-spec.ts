import { accountMessages } from '@farm/contract';
import { SESSIONS_PER_ACCOUNT, SessionsService } from '../src/sessions/sessions.service';
import { expectErrorBody } from './support/expect-error';
import {
  type AccountsApp,
  bearer,
  newRegistration,
  startAccountsApp,
  verifiedCustomer as registerVerified,
} from './auth-app';

/** A session ends on the server, so an old token (or a cookie holding it) stops working. */
describe('sessions: revocable on the server', () => {
  let api: AccountsApp;

  beforeAll(async () => {
    api = await startAccountsApp();
  });

  afterAll(async () => {
    await api.close();
  });

  const verifiedCustomer = () => registerVerified(api, 'sessions');

  async function signIn(email: string, password: string, userAgent = 'Jest browser'): Promise<string> {
    const res = await api.client.auth.signin({
      body: { email, password },
      extraHeaders: { 'user-agent': userAgent },
    });
    if (res.status !== 200) throw new Error(`signin answered ${res.status}`);
    return res.body.token;
  }

  const me = (token: string) => api.client.auth.me({ extraHeaders: bearer(token) });

  it('ends the session on logout: the same token is refused at once', async () => {
    const { email, password } = await verifiedCustomer();
    const token = await signIn(email, password);
    expect((await me(token)).status).toBe(200);
    const out = await api.client.auth.signout({ extraHeaders: bearer(token) });
    expect(out).toMatchObject({
      status: 200,
      body: { code: 'signedOut', message: accountMessages.signedOut },
    });
    const after = await me(token);
    expect(after.status).toBe(401);
    expectErrorBody(after.body, 401, accountMessages.loginRequired);
  });

  it('lists the user’s sessions, ends another one, and then every other one', async () => {
    const { email, password } = await verifiedCustomer();
    const laptop = await signIn(email, password, 'Laptop browser');
    const phone = await signIn(email, password, 'Phone browser');
    const tablet = await signIn(email, password, 'Tablet browser');

    const listed = await api.client.auth.listSessions({ extraHeaders: bearer(laptop) });
    expect(listed.status).toBe(200);
    if (listed.status !== 200) return;
    expect(listed.body.data.map((s) => s.userAgent)).toEqual([
      'Tablet browser',
      'Phone browser',
      'Laptop browser',
    ]);
    expect(listed.body.data.filter((s) => s.current).map((s) => s.userAgent)).toEqual(['Laptop browser']);

    const phoneSession = listed.body.data.find((s) => s.userAgent === 'Phone browser')?._id as string;
    const ended = await api.client.auth.endSession({
      params: { id: phoneSession },

      extraHeaders: bearer(laptop),
    });
    expect(ended).toMatchObject({ status: 200, body: { code: 'sessionEnded' } });
    expect((await me(phone)).status).toBe(401);
    expect((await me(tablet)).status).toBe(200);

    const again = await api.client.auth.endSession({
      params: { id: phoneSession },

      extraHeaders: bearer(laptop),
    });
    expect(again.status).toBe(404);
    expectErrorBody(again.body, 404, accountMessages.sessionNotFound);

    const others = await api.client.auth.endOtherSessions({ extraHeaders: bearer(laptop) });
    expect(others).toMatchObject({ status: 200, body: { code: 'otherSessionsEnded' } });
    expect((await me(tablet)).status).toBe(401);
    expect((await me(laptop)).status).toBe(200);
  });

  it('keeps at most SESSIONS_PER_ACCOUNT sessions of an account, ending those used longest ago', async () => {
    const { email, password } = await verifiedCustomer();
    const first = await signIn(email, password, 'First browser');
    const user = await api.users().findOne({ email });
    // A script signing in again and again (the sign-in form's limit aside).
    const sessions = api.app.get(SessionsService);
    const expiresAt = new Date(Date.now() + 3_600_000);
    for (let n = 0; n < SESSIONS_PER_ACCOUNT; n += 1)
      await sessions.start(String(user?._id), expiresAt, `Script ${n}`);
    expect((await me(first)).status).toBe(401);
    const latest = await signIn(email, password, 'Latest browser');
    const listed = await api.client.auth.listSessions({ extraHeaders: bearer(latest) });
    if (listed.status !== 200) throw new Error(`listSessions answered ${listed.status}`);
    expect(listed.body.data).toHaveLength(SESSIONS_PER_ACCOUNT);
    expect(listed.body.data[0]?.userAgent).toBe('Latest browser');
    expect(listed.body.data.map((s) => s.userAgent)).not.toContain('Script 0');
  });

  it('never lets one user end (or see) another user’s session', async () => {
    const amina = await verifiedCustomer();
    const omar = await verifiedCustomer();
    const aminaToken = await signIn(amina.email, amina.password);
    const omarToken = await signIn(omar.email, omar.password);
    const omars = await api.client.auth.listSessions({ extraHeaders: bearer(omarToken) });
    if (omars.status !== 200) throw new Error('list failed');
    const res = await api.client.auth.endSession({
      params: { id: omars.body.data[0]?._id as string },

      extraHeaders: bearer(aminaToken),
    });
    expect(res.status).toBe(404);
    expect((await me(omarToken)).status).toBe(200);
    const aminas = await api.client.auth.listSessions({ extraHeaders: bearer(aminaToken) });
    if (aminas.status !== 200) throw new Error('list failed');
    expect(aminas.body.data).toHaveLength(1);
  });

  it('ends every session when the password is reset', async () => {
    const { email, password } = await verifiedCustomer();
    const first = await signIn(email, password);
    const second = await signIn(email, password);
    const seen = (await api.outbox.to(email)).length;
    await api.client.auth.forgotPassword({ body: { email } });
    const code = await api.outbox.nextCode(email, seen);
    const reset = await api.client.auth.resetPassword({
      body: { email, code, password: 'newleaves77', confirmPassword: 'newleaves77' },
    });
    expect(reset.status).toBe(200);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    const fresh = await signIn(email, 'newleaves77');
    const sessions = await api.client.auth.listSessions({ extraHeaders: bearer(fresh) });
    expect(sessions.status === 200 && sessions.body.data.length).toBe(1);
  });

  it('answers personal routes with Cache-Control: no-store', async () => {
    const { email, password } = await verifiedCustomer();
    const token = await signIn(email, password);
    const res = await fetch(`${api.baseUrl}/auth/me`, { headers: bearer(token) });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('account codes and passwords', () => {
  let api: AccountsApp;

  beforeAll(async () => {
    api = await startAccountsApp();
  });

  afterAll(async () => {
    await api.close();
  });

  it('says a mistyped code is wrong and how many tries are left, then that it is spent', async () => {
    const registration = newRegistration('codes');
    await api.client.auth.signup({ body: registration });
    const code = await api.outbox.nextCode(registration.email, 0);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const res = await api.client.auth.verifyEmail({ body: { email: registration.email, code: wrong } });
      expect(res.status).toBe(400);
      answers.push(expectErrorBody(res.body, 400).message);
    }
    expect(answers).toEqual([
      'The code is wrong. Tries left: 4.',
      'The code is wrong. Tries left: 3.',
      'The code is wrong. Tries left: 2.',
      'The code is wrong. Tries left: 1.',
      accountMessages.invalidCode,
    ]);
    const first = await api.client.auth.verifyEmail({ body: { email: registration.email, code: wrong } });
    expect(expectErrorBody(first.body, 400)).toMatchObject({
      code: 'invalidCode',
      issues: [{ path: 'code', code: 'invalidCode' }],
    });
  });

  it('refuses one of the most common passwords at sign-up, on the password field', async () => {
    const registration = {
      ...newRegistration('common'),
      password: 'Password1',
      confirmPassword: 'Password1',
    };
    const res = await api.client.auth.signup({ body: registration });
    expect(res.status).toBe(400);
    const body = expectErrorBody(
      res.body,
      400,
      'This password is too common. Please choose one that is harder to guess.',
    );
    expect(body).toMatchObject({
      code: 'passwordCommon',
      issues: [{ path: 'password', code: 'passwordCommon' }],
    });
    const signin = await api.client.auth.signin({
      body: { email: registration.email, password: 'Password1' },
    });
    expect(signin.status).toBe(401);
  });

  it('refuses a common password at reset and keeps the code for a better one', async () => {
    const registration = newRegistration('common-reset');
    await api.client.auth.signup({ body: registration });
    const verification = await api.outbox.nextCode(registration.email, 0);
    await api.client.auth.verifyEmail({ body: { email: registration.email, code: verification } });
    await api.client.auth.forgotPassword({ body: { email: registration.email } });
    const code = await api.outbox.nextCode(registration.email, 1);
    const common = await api.client.auth.resetPassword({
      body: { email: registration.email, code, password: 'qwerty123', confirmPassword: 'qwerty123' },
    });
    expect(common.status).toBe(400);
    expect(expectErrorBody(common.body, 400).code).toBe('passwordCommon');
    const better = await api.client.auth.resetPassword({
      body: { email: registration.email, code, password: 'date-palms-9', confirmPassword: 'date-palms-9' },
    });
    expect(better.status).toBe(200);
  });
});
