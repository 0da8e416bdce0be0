import { Logger } from '@nestjs/common';
import { accountMessages, validationMessages } from '@farm/contract';
import { AuthService } from '../src/auth/auth.service';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS } from '../src/auth/one-time-code';
import { ClockService } from '../src/clock/clock.service';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { MailService } from '../src/mail/mail.service';
import { UNVERIFIED_ACCOUNT_DAYS, User } from '../src/users/user.schema';
import { SIGNUP_NOTICE_LIMIT, UNVERIFIED_INBOX_LIMIT } from '../src/throttle/throttle.service';
import { expectErrorBody } from './support/expect-error';
import { type AccountsApp, bearer, newRegistration, startAccountsApp } from './auth-app';

describe('accounts: register, verify, log in, reset', () => {
  let api: AccountsApp;

  beforeAll(async () => {
    api = await startAccountsApp();
  });

  afterAll(async () => {
    await api.close();
  });

  /** Registers and verifies a new customer; returns the registration. */
  async function verifiedCustomer() {
    const registration = newRegistration();
    const signup = await api.client.auth.signup({ body: registration });
    expect(signup.status).toBe(201);
    const code = await api.outbox.nextCode(registration.email, 0);
    expect((await api.client.auth.verifyEmail({ body: { email: registration.email, code } })).status).toBe(
      200,
    );
    return registration;
  }

  async function tokenOf(email: string, password: string): Promise<string> {
    const res = await api.client.auth.signin({ body: { email, password } });
    if (res.status !== 200) throw new Error(`signin failed: ${res.status}`);
    return res.body.token;
  }

  it('signs up, verifies with the e-mailed code, signs in and reads me', async () => {
    const registration = newRegistration();
    const signup = await api.client.auth.signup({ body: registration });
    expect(signup).toMatchObject({ status: 201, body: { message: accountMessages.registered } });

    const code = await api.outbox.nextCode(registration.email, 0);
    const verify = await api.client.auth.verifyEmail({ body: { email: registration.email, code } });
    expect(verify).toMatchObject({ status: 200, body: { message: accountMessages.verified } });

    const signin = await api.client.auth.signin({
      body: { email: registration.email.toUpperCase(), password: registration.password },
    });
    expect(signin.status).toBe(200);
    if (signin.status !== 200) return;
    expect(signin.body.data).toEqual({
      role: 'Customer',
      username: 'Amina',
      lastname: 'Khalid',
      email: registration.email,
    });

    const me = await api.client.auth.me({ extraHeaders: bearer(signin.body.token) });
    expect(me).toMatchObject({ status: 200, body: { data: signin.body.data } });
  });

  it('writes the code mail as text and HTML, in Arabic when the page is Arabic', async () => {
    const english = newRegistration();
    await api.client.auth.signup({ body: english });
    const mail = await api.outbox.next(english.email, 0);
    expect(mail.subject).toBe('Your verification code');
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');

    const arabic = newRegistration();
    await api.client.auth.signup({ body: arabic, extraHeaders: { 'accept-language': 'ar,en;q=0.8' } });
    const arabicMail = await api.outbox.next(arabic.email, 0);
    expect(arabicMail.subject).toBe('رمز التحقق الخاص بك');
    expect(arabicMail.html).toContain('dir="rtl"');
    expect(arabicMail.text).toMatch(/\b\d{6}\b/);
  });

  describe('sign-up with an address that has an account', () => {
    it('answers as for a new address, changes nothing and tells the owner how to reset', async () => {
      const owner = await verifiedCustomer();
      const before = await api.users().findOne({ email: owner.email });
      const fresh = await api.client.auth.signup({ body: newRegistration() });

      const stranger = {
        ...owner,
        username: 'Stranger',
        lastname: 'Danger',
        email: owner.email.toUpperCase(),
        password: 'intruder-2026',
        confirmPassword: 'intruder-2026',
      };
      const again = await api.client.auth.signup({ body: stranger });
      expect(again.status).toBe(201);
      expect(again.body).toEqual(fresh.body);
      expect(again.body).toEqual({ code: 'registered', message: accountMessages.registered });

      const notice = await api.outbox.next(owner.email, 1);
      expect(notice.subject).toBe('Someone tried to register with your e-mail address');
      expect(notice.text).toContain('Hello Amina,');
      expect(notice.text).toContain(`/forget?email=${encodeURIComponent(owner.email)}`);
      expect(notice.text).not.toContain('Stranger');
      expect(notice.text).not.toMatch(/\b\d{6}\b/);

      // Nothing was created or changed: one account, its name, password and codes as they were.
      expect(await api.users().countDocuments({ email: owner.email })).toBe(1);
      const after = await api.users().findOne({ email: owner.email });
      expect(after).toEqual(before);
      const wrong = await api.client.auth.signin({
        body: { email: owner.email, password: stranger.password },
      });
      expect(wrong.status).toBe(401);
      const right = await api.client.auth.signin({ body: { email: owner.email, password: owner.password } });
      expect(right.status).toBe(200);
      await api.app.get(AuthService).settled();
      expect(await api.outbox.to(owner.email)).toHaveLength(2);
    });

    it("writes the notice in the owner's language", async () => {
      const owner = newRegistration('arabic-owner');
      await api.client.auth.signup({ body: owner, extraHeaders: { 'accept-language': 'ar' } });
      await api.outbox.next(owner.email, 0);
      const again = await api.client.auth.signup({ body: owner, extraHeaders: { 'accept-language': 'en' } });
      expect(again.status).toBe(201);
      const notice = await api.outbox.next(owner.email, 1);
      expect(notice.subject).toBe('محاولة تسجيل باستخدام بريدك الإلكتروني');
      expect(notice.html).toContain('dir="rtl"');
      expect(notice.text).toContain('مرحباً Amina،');
    });

    it('mails the owner a few notices an hour at most', async () => {
      const owner = await verifiedCustomer();
      for (let i = 0; i < SIGNUP_NOTICE_LIMIT.perAccount + 2; i += 1) {
        expect((await api.client.auth.signup({ body: owner })).status).toBe(201);
      }
      await api.app.get(AuthService).settled();
      expect(await api.outbox.to(owner.email)).toHaveLength(1 + SIGNUP_NOTICE_LIMIT.perAccount);
    });
  });

  it('mails one inbox a few codes an hour from accounts not yet verified, whatever their addresses (record 261)', async () => {
    // The inbox's owner has a verified account; a stranger registers its +tag and dotted Gmail addresses.
    const name = `inbox${Date.now().toString(36)}`;
    const owner = { ...newRegistration(), email: `${name}@gmail.com` };
    await api.client.auth.signup({ body: owner });
    const code = await api.outbox.nextCode(owner.email, 0);
    expect((await api.client.auth.verifyEmail({ body: { email: owner.email, code } })).status).toBe(200);
    const variants = Array.from({ length: UNVERIFIED_INBOX_LIMIT.perInbox + 3 }, (_, n) =>
      n % 2 === 0 ? `${name}+${n}@gmail.com` : `${name.slice(0, 3)}.${name.slice(3)}+${n}@googlemail.com`,
    );
    for (const email of variants)
      expect((await api.client.auth.signup({ body: { ...newRegistration(), email } })).status).toBe(201);
    await api.app.get(AuthService).settled();
    const sent = await Promise.all(variants.map(async (email) => (await api.outbox.to(email)).length));
    // The owner's first code was one of the inbox's share.
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(UNVERIFIED_INBOX_LIMIT.perInbox - 1);
    // Registering the same addresses again mails their unverified owners a notice each: counted too.
    for (const email of variants.slice(0, 3))
      expect((await api.client.auth.signup({ body: { ...newRegistration(), email } })).status).toBe(201);
    await api.app.get(AuthService).settled();
    const again = await Promise.all(variants.map(async (email) => (await api.outbox.to(email)).length));
    expect(again.reduce((sum, count) => sum + count, 0)).toBe(UNVERIFIED_INBOX_LIMIT.perInbox - 1);
    // The owner's own verified account still gets its mail.
    expect((await api.client.auth.forgotPassword({ body: { email: owner.email } })).status).toBe(200);
    await api.app.get(AuthService).settled();
    expect((await api.outbox.to(owner.email)).at(-1)?.subject).toMatch(/password/i);
  });

  it('lets an account never verified expire after a week, and only such an account (record 256)', async () => {
    const users = api.app.get<Model<User>>(getModelToken(User.name));
    await users.init();
    const expiring = (await api.users().indexes()).find((index) => index.expireAfterSeconds !== undefined);
    expect(expiring).toMatchObject({
      key: { createdAt: 1 },
      expireAfterSeconds: UNVERIFIED_ACCOUNT_DAYS * 86_400,
      partialFilterExpression: { emailVerified: false },
    });
  });

  describe('signing in before verifying', () => {
    afterEach(() => jest.restoreAllMocks());

    const signin = ({ email, password }: { email: string; password: string }) =>
      api.client.auth.signin({ body: { email, password } });
    const verify = (email: string, code: string) => api.client.auth.verifyEmail({ body: { email, code } });

    it('answers 403 and keeps the code already mailed, which still verifies (record 006)', async () => {
      const registration = newRegistration();
      await api.client.auth.signup({ body: registration });
      const first = await api.outbox.nextCode(registration.email, 0);
      const res = await signin(registration);
      expect(res.status).toBe(403);
      expectErrorBody(res.body, 403, accountMessages.unverified);
      await api.app.get(AuthService).settled();
      // No new code replaced the one just mailed, and no mail says otherwise.
      expect(await api.outbox.to(registration.email)).toHaveLength(1);
      expect((await verify(registration.email, first)).status).toBe(200);
    });

    it('mails a fresh code that works once the code mailed has expired', async () => {
      const registration = newRegistration();
      await api.client.auth.signup({ body: registration });
      const first = await api.outbox.nextCode(registration.email, 0);
      const clock = api.app.get(ClockService);
      const start = clock.now();
      // Past the code's ten minutes, by the API's clock.
      jest.spyOn(clock, 'now').mockReturnValue(start + CODE_TTL_MS + 1000);
      const res = await signin(registration);
      expect(res.status).toBe(403);
      expectErrorBody(res.body, 403, accountMessages.unverified);
      const fresh = await api.outbox.nextCode(registration.email, 1);
      if (fresh !== first) expect((await verify(registration.email, first)).status).toBe(400);
      expect((await verify(registration.email, fresh)).status).toBe(200);
    });

    it('mails a fresh code that works once the tries of the code mailed are spent', async () => {
      const registration = newRegistration();
      await api.client.auth.signup({ body: registration });
      const first = await api.outbox.nextCode(registration.email, 0);
      const wrong = first === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt <= CODE_MAX_ATTEMPTS; attempt += 1)
        await verify(registration.email, wrong);
      expect((await signin(registration)).status).toBe(403);
      const fresh = await api.outbox.nextCode(registration.email, 1);
      expect((await verify(registration.email, fresh)).status).toBe(200);
    });
  });

  it('gives one answer for a wrong password and an unknown e-mail', async () => {
    const { email } = await verifiedCustomer();
    const wrongPassword = await api.client.auth.signin({ body: { email, password: 'wrong-pass1' } });
    const unknown = await api.client.auth.signin({
      body: { email: `nobody.${email}`, password: 'wrong-pass1' },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrongPassword.body);
    expectErrorBody(unknown.body, 401, accountMessages.invalidCredentials);
  });

  describe('codes', () => {
    it('works once', async () => {
      const registration = newRegistration();
      await api.client.auth.signup({ body: registration });
      const code = await api.outbox.nextCode(registration.email, 0);
      const body = { email: registration.email, code };
      expect((await api.client.auth.verifyEmail({ body })).status).toBe(200);
      const reused = await api.client.auth.verifyEmail({ body });
      expect(reused.status).toBe(400);
      expectErrorBody(reused.body, 400, accountMessages.invalidCode);
    });

    it('is burnt by the fifth wrong try', async () => {
      const registration = newRegistration();
      await api.client.auth.signup({ body: registration });
      const code = await api.outbox.nextCode(registration.email, 0);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const res = await api.client.auth.verifyEmail({ body: { email: registration.email, code: wrong } });
        expect(res.status).toBe(400);
      }
      const right = await api.client.auth.verifyEmail({ body: { email: registration.email, code } });
      expect(right.status).toBe(400);
      expectErrorBody(right.body, 400, accountMessages.invalidCode);
    });

    it('still works after four wrong tries', async () => {
      const registration = newRegistration();
      await api.client.auth.signup({ body: registration });
      const code = await api.outbox.nextCode(registration.email, 0);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        await api.client.auth.verifyEmail({ body: { email: registration.email, code: wrong } });
      }
      expect((await api.client.auth.verifyEmail({ body: { email: registration.email, code } })).status).toBe(
        200,
      );
    });

    it('expires after 10 minutes', async () => {
      const registration = newRegistration();
      await api.client.auth.signup({ body: registration });
      const code = await api.outbox.nextCode(registration.email, 0);
      await api
        .users()
        .updateOne(
          { email: registration.email },
          { $set: { 'verification.expiresAt': new Date(Date.now() - 1000) } },
        );
      const res = await api.client.auth.verifyEmail({ body: { email: registration.email, code } });
      expect(res.status).toBe(400);
    });

    it('is never stored in clear', async () => {
      const registration = newRegistration();
      await api.client.auth.signup({ body: registration });
      const code = await api.outbox.nextCode(registration.email, 0);
      const stored = await api.users().findOne({ email: registration.email });
      expect(JSON.stringify(stored)).not.toContain(code);
      expect(JSON.stringify(stored)).not.toContain(registration.password);
      expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('resends a verification code only to an unverified account, answering the same', async () => {
      const unverified = newRegistration();
      await api.client.auth.signup({ body: unverified });
      const verified = await verifiedCustomer();
      const first = await api.client.auth.resendVerification({ body: { email: unverified.email } });
      const second = await api.client.auth.resendVerification({ body: { email: verified.email } });
      const third = await api.client.auth.resendVerification({ body: { email: 'ghost@farm-test.ae' } });
      for (const res of [first, second, third]) {
        expect(res).toMatchObject({ status: 200, body: { message: accountMessages.verificationSent } });
      }
      const code = await api.outbox.nextCode(unverified.email, 1);
      expect((await api.client.auth.verifyEmail({ body: { email: unverified.email, code } })).status).toBe(
        200,
      );
      expect(await api.outbox.to(verified.email)).toHaveLength(1);
    });
  });

  describe('forgot and reset password', () => {
    it('answers an unknown e-mail exactly like a known one, mailing only the known', async () => {
      const { email } = await verifiedCustomer();
      const known = await api.client.auth.forgotPassword({ body: { email } });
      const unknownEmail = `ghost.${email}`;
      const unknown = await api.client.auth.forgotPassword({ body: { email: unknownEmail } });
      expect(known).toMatchObject({ status: 200, body: { message: accountMessages.resetSent } });
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      expect((await api.outbox.next(email, 1)).subject).toBe('Your password reset code');
      expect(await api.outbox.to(unknownEmail)).toEqual([]);
    });

    it('resets the password and ends every token issued before', async () => {
      const { email, password } = await verifiedCustomer();
      const oldToken = await tokenOf(email, password);
      expect((await api.client.auth.me({ extraHeaders: bearer(oldToken) })).status).toBe(200);

      await api.client.auth.forgotPassword({ body: { email } });
      const code = await api.outbox.nextCode(email, 1);
      const reset = await api.client.auth.resetPassword({
        body: { email, code, password: 'newleaves77', confirmPassword: 'newleaves77' },
      });
      expect(reset).toMatchObject({ status: 200, body: { message: accountMessages.passwordReset } });

      const stale = await api.client.auth.me({ extraHeaders: bearer(oldToken) });
      expect(stale.status).toBe(401);
      expectErrorBody(stale.body, 401, accountMessages.loginRequired);
      expect((await api.client.auth.signin({ body: { email, password } })).status).toBe(401);
      const fresh = await tokenOf(email, 'newleaves77');
      expect((await api.client.auth.me({ extraHeaders: bearer(fresh) })).status).toBe(200);
    });

    it('refuses common passwords without spending the tries of the code', async () => {
      const { email } = await verifiedCustomer();
      await api.client.auth.forgotPassword({ body: { email } });
      const code = await api.outbox.nextCode(email, 1);
      const reset = (password: string) =>
        api.client.auth.resetPassword({ body: { email, code, password, confirmPassword: password } });
      // More refusals than a code has tries: none of them is a try.
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const common = await reset('password123');
        expect(common).toMatchObject({ status: 400, body: { message: validationMessages.passwordCommon } });
      }
      const done = await reset('newleaves77');
      expect(done).toMatchObject({ status: 200, body: { message: accountMessages.passwordReset } });
      expect(done.status === 200 && done.body.deviceToken).toMatch(/^[0-9a-f]{24}\./);
    });

    it('does not accept a verification code as a reset code', async () => {
      const registration = newRegistration();
      await api.client.auth.signup({ body: registration });
      const code = await api.outbox.nextCode(registration.email, 0);
      const res = await api.client.auth.resetPassword({
        body: { email: registration.email, code, password: 'newleaves77', confirmPassword: 'newleaves77' },
      });
      expect(res.status).toBe(400);
    });

    it('refuses mismatched passwords with the message of the product rules', async () => {
      const res = await api.client.auth.resetPassword({
        body: {
          email: 'a@farm-test.ae',
          code: '123456',
          password: 'newleaves77',
          confirmPassword: 'newleaves78',
        },
      });
      expect(res.status).toBe(400);
      const body = expectErrorBody(res.body, 400);
      expect(body.issues).toEqual([
        {
          path: 'confirmPassword',
          code: 'passwordMismatch',
          message: 'Password Mismatch: The passwords do not match. Please try again.',
        },
      ]);
    });
  });

  describe('when the mail server fails', () => {
    let send: jest.SpyInstance;
    let logError: jest.SpyInstance;

    beforeEach(() => {
      send = jest.spyOn(api.app.get(MailService), 'send').mockRejectedValue(new Error('SMTP is down'));
      logError = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    });

    afterEach(() => {
      send.mockRestore();
      logError.mockRestore();
    });

    /** Waits for the background send to fail and be logged, naming the account by id (no address in logs). */
    async function failureLogged(email: string): Promise<void> {
      const user = `user ${String((await api.users().findOne({ email }))?._id)}`;
      for (
        let i = 0;
        i < 100 && !logError.mock.calls.some((call) => String(call[0]).includes(user));
        i += 1
      ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const logged = logError.mock.calls.map((call) => String(call[0])).join('\n');
      // The error by its kind only: a mail server's words may quote the address (src/logging/failure-of.ts).
      expect(logged).toContain(`Could not send the verification code to ${user}: Error`);
      expect(logged).not.toContain('SMTP is down');
      expect(logged).not.toContain(email);
    }

    it('still answers signup with 201 and an unverified sign-in with 403; resend recovers', async () => {
      const registration = newRegistration();
      const signup = await api.client.auth.signup({ body: registration });
      expect(signup).toMatchObject({ status: 201, body: { message: accountMessages.registered } });
      await failureLogged(registration.email);
      expect(await api.users().findOne({ email: registration.email })).toMatchObject({
        emailVerified: false,
        verification: { attempts: 0 },
      });

      const signin = await api.client.auth.signin({
        body: { email: registration.email, password: registration.password },
      });
      expect(signin.status).toBe(403);
      expectErrorBody(signin.body, 403, accountMessages.unverified);
      // The code stored at sign-up is still valid, so the sign-in mails no other (record 006).
      await api.app.get(AuthService).settled();
      expect(send).toHaveBeenCalledTimes(1);

      // The mail server is back: resend delivers a code that works.
      send.mockRestore();
      const resend = await api.client.auth.resendVerification({ body: { email: registration.email } });
      expect(resend.status).toBe(200);
      const code = await api.outbox.nextCode(registration.email, 0);
      const verify = await api.client.auth.verifyEmail({ body: { email: registration.email, code } });
      expect(verify.status).toBe(200);
    });
  });
});
