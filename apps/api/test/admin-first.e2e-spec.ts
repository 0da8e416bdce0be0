import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { type AccountsApp, newRegistration, startAccountsApp } from './auth-app';

const ADMIN_PASSWORD = 'harvest-2025';

// "First admin: created at start from ADMIN_EMAIL and ADMIN_PASSWORD". When someone signed up with
// that address before (the site ran before ADMIN_EMAIL was set, or the operator changed it), the account
// must not become admin with the password its creator chose.
describe('first admin when an account with ADMIN_EMAIL already exists', () => {
  let dataDir: string;
  let warn: jest.SpyInstance;
  const squatter = newRegistration('future.chief');
  const adminEnv = { ADMIN_EMAIL: squatter.email, ADMIN_PASSWORD };

  /** One start of the API on the same embedded database, as after a restart. */
  async function withApp(env: Record<string, string | undefined>, run: (api: AccountsApp) => Promise<void>) {
    const api = await startAccountsApp(env, { persistentDataDir: dataDir });
    try {
      await run(api);
    } finally {
      await api.close();
    }
  }

  const stored = (api: AccountsApp) => api.users().findOne({ email: squatter.email });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'farm-first-admin-'));
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterAll(async () => {
    warn.mockRestore();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('takes the account over with ADMIN_PASSWORD, ending its old password and pending codes', async () => {
    let verificationCode = '';
    let resetCode = '';
    await withApp({ ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined }, async (api) => {
      expect((await api.client.auth.signup({ body: squatter })).status).toBe(201);
      verificationCode = await api.outbox.nextCode(squatter.email, 0);
      expect((await api.client.auth.forgotPassword({ body: { email: squatter.email } })).status).toBe(200);
      resetCode = await api.outbox.nextCode(squatter.email, 1);
    });

    await withApp(adminEnv, async (api) => {
      expect(warn.mock.calls.map((call) => String(call[0])).join('\n')).toContain(
        `The existing account ${squatter.email} is now the admin`,
      );
      const document = await stored(api);
      expect(document).toMatchObject({ role: 'Admin', emailVerified: true, tokenVersion: 1 });
      expect(document).not.toHaveProperty('verification');
      expect(document).not.toHaveProperty('passwordReset');

      const squatterSignin = await api.client.auth.signin({
        body: { email: squatter.email, password: squatter.password },
      });
      expect(squatterSignin.status).toBe(401);
      const verify = await api.client.auth.verifyEmail({
        body: { email: squatter.email, code: verificationCode },
      });
      expect(verify.status).toBe(400);
      const reset = await api.client.auth.resetPassword({
        body: {
          email: squatter.email,
          code: resetCode,
          password: 'taken-back1',
          confirmPassword: 'taken-back1',
        },
      });
      expect(reset.status).toBe(400);

      const admin = await api.client.auth.signin({
        body: { email: squatter.email, password: ADMIN_PASSWORD },
      });
      expect(admin).toMatchObject({ status: 200, body: { data: { role: 'Admin' } } });
    });
  });

  it('leaves an account that already is the admin alone, so its own reset stays in force', async () => {
    await withApp(adminEnv, async (api) => {
      expect(await stored(api)).toMatchObject({ role: 'Admin', tokenVersion: 1 });
      await api.client.auth.forgotPassword({ body: { email: squatter.email } });
      const code = await api.outbox.nextCode(squatter.email, 2);
      const reset = await api.client.auth.resetPassword({
        body: { email: squatter.email, code, password: 'own-choice9', confirmPassword: 'own-choice9' },
      });
      expect(reset.status).toBe(200);
    });

    await withApp(adminEnv, async (api) => {
      expect(await stored(api)).toMatchObject({ role: 'Admin', tokenVersion: 2 });
      const own = await api.client.auth.signin({ body: { email: squatter.email, password: 'own-choice9' } });
      expect(own).toMatchObject({ status: 200, body: { data: { role: 'Admin' } } });
      const configured = await api.client.auth.signin({
        body: { email: squatter.email, password: ADMIN_PASSWORD },
      });
      expect(configured.status).toBe(401);
    });
  });

  it('warns when an admin moved off ADMIN_EMAIL and another admin is made for it', async () => {
    const moved = newRegistration('moved.chief').email;
    await withApp(adminEnv, async (api) => {
      const signin = await api.client.auth.signin({
        body: { email: squatter.email, password: 'own-choice9' },
      });
      if (signin.status !== 200) throw new Error(`signin answered ${signin.status}`);
      const headers = { authorization: `Bearer ${signin.body.token}` };
      const asked = await api.client.account.changeEmail({
        body: { email: moved, currentPassword: 'own-choice9' },
        extraHeaders: headers,
      });
      expect(asked.status).toBe(200);
      const code = await api.outbox.nextCode(moved, 0);
      expect((await api.client.account.confirmEmail({ body: { code }, extraHeaders: headers })).status).toBe(
        200,
      );
    });
    warn.mockClear();

    await withApp(adminEnv, async (api) => {
      expect(warn.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(
        new RegExp(
          `ADMIN_EMAIL ${squatter.email.replace(/\./g, '\\.')} named no account, so it was created as an admin beside the \\d+ already there`,
        ),
      );
      expect(await stored(api)).toMatchObject({ role: 'Admin' });
      expect(await api.users().findOne({ email: moved })).toMatchObject({ role: 'Admin' });
    });
  });
});
