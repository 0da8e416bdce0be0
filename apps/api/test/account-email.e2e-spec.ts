import { accountMessages, accountSettingsMessages } from '@farm/contract';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { AccountService } from '../src/account/account.service';
import { CODE_MAX_ATTEMPTS } from '../src/auth/one-time-code';
import { User } from '../src/users/user.schema';
import { type AccountsApp, bearer, newRegistration, startAccountsApp, verifiedCustomer } from './auth-app';
import { expectErrorBody } from './support/expect-error';

/** docs/decisions/241-changing-the-e-mail-address.md: a customer moves their account to a new address. */
describe('changing the e-mail address', () => {
  let api: AccountsApp;

  beforeAll(async () => {
    api = await startAccountsApp();
  });

  afterAll(async () => {
    await api.close();
  });

  const settled = () => api.app.get(AccountService).settled();

  async function signedIn(email: string, password: string) {
    const res = await api.client.auth.signin({ body: { email, password } });
    if (res.status !== 200) throw new Error(`signin answered ${res.status}`);
    return bearer(res.body.token);
  }

  /** A verified customer signed in twice (this browser and another device). */
  async function customer(prefix: string) {
    const registration = await verifiedCustomer(api, prefix);
    const here = await signedIn(registration.email, registration.password);
    const elsewhere = await signedIn(registration.email, registration.password);
    return { ...registration, here, elsewhere };
  }

  const ask = (headers: Record<string, string>, email: string, currentPassword: string) =>
    api.client.account.changeEmail({ body: { email, currentPassword }, extraHeaders: headers });
  const confirm = (headers: Record<string, string>, code: string) =>
    api.client.account.confirmEmail({ body: { code }, extraHeaders: headers });
  const freshAddress = (prefix: string) => newRegistration(prefix).email;
  /** The address the API says a change waiting for its code would move the account to. */
  async function waiting(headers: Record<string, string>) {
    const res = await api.client.account.getPendingEmail({ extraHeaders: headers });
    if (res.status !== 200) throw new Error(`getPendingEmail answered ${res.status}`);
    return res.body.data.pendingEmail;
  }

  it('writes the code mail in the language of the page that asked for it', async () => {
    const owner = await customer('moving-ar');
    const to = freshAddress('moved-ar');
    const asked = await ask({ ...owner.here, 'accept-language': 'ar' }, to, owner.password);
    expect(asked.status).toBe(200);
    await api.outbox.nextCode(to, 0);
    expect((await api.outbox.to(to))[0]?.html).toContain('dir="rtl"');
  });

  it('moves the account once the code mailed to the new address comes back', async () => {
    const owner = await customer('moving');
    const to = freshAddress('moved');

    const wrongPassword = await ask(owner.here, to, 'not-my-password');
    expect(wrongPassword.status).toBe(400);
    expect(expectErrorBody(wrongPassword.body, 400).issues?.map((issue) => issue.path)).toEqual([
      'currentPassword',
    ]);
    const same = await ask(owner.here, owner.email.toUpperCase(), owner.password);
    expect(same.status).toBe(400);
    expectErrorBody(same.body, 400, accountSettingsMessages.emailUnchanged);

    expect(await ask(owner.here, to, owner.password)).toMatchObject({
      status: 200,
      body: { message: accountSettingsMessages.emailChangeSent },
    });
    const code = await api.outbox.nextCode(to, 0);
    expect((await api.outbox.to(to))[0]?.subject).toBe('Confirm your new e-mail address');
    const wrong = await confirm(owner.here, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expectErrorBody(wrong.body, 400, `The code is wrong. Tries left: ${CODE_MAX_ATTEMPTS - 1}.`);

    const moved = await confirm(owner.here, code);
    expect(moved).toMatchObject({
      status: 200,
      body: { message: accountSettingsMessages.emailChanged, data: { email: to } },
    });
    // This browser gets a device token for the new address.
    expect(moved.status === 200 && moved.body.deviceToken).toMatch(/^[0-9a-f]{24}\.[\w-]+\.\d+\.[\w-]+$/);
    // This browser stays signed in under the new address; the other device is signed out.
    const me = await api.client.auth.me({ extraHeaders: owner.here });
    expect(me.status === 200 && me.body.data.email).toBe(to);
    expect((await api.client.auth.me({ extraHeaders: owner.elsewhere })).status).toBe(401);
    // Sign-in goes by the new address only, and the address left behind is told where the account went.
    expect((await api.client.auth.signin({ body: { email: to, password: owner.password } })).status).toBe(
      200,
    );
    const old = await api.client.auth.signin({ body: { email: owner.email, password: owner.password } });
    expect(old.status).toBe(401);
    await settled();
    const notice = (await api.outbox.to(owner.email)).at(-1);
    expect(notice?.subject).toBe('Your e-mail address was changed');
    expect(notice?.text).toContain(to);
    // The code worked once.
    expect(await confirm(owner.here, code)).toMatchObject({
      status: 400,
      body: { message: accountMessages.invalidCode },
    });
  });

  it('answers the same for an address another account has, and mails it nothing', async () => {
    const owner = await customer('curious');
    const other = await verifiedCustomer(api, 'taken');
    const free = freshAddress('free');
    const mailsBefore = (await api.outbox.to(other.email)).length;

    const taken = await ask(owner.here, other.email, owner.password);
    const open = await ask(owner.here, free, owner.password);
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual(open.body);
    await settled();
    expect(await api.outbox.to(other.email)).toHaveLength(mailsBefore);
    expect(await api.outbox.to(free)).toHaveLength(1);
  });

  /** Signs a stranger up at `email`; the verification code mail is the `seen`-th mail to it. */
  async function strangerSignsUp(email: string) {
    const stranger = {
      ...newRegistration('stranger'),
      email,
      password: 'strangers-9',
      confirmPassword: 'strangers-9',
    };
    expect((await api.client.auth.signup({ body: stranger })).status).toBe(201);
    return stranger;
  }

  it('refuses the move when a verified account took the address meanwhile, keeping the old one', async () => {
    const owner = await customer('late');
    const to = freshAddress('contested');
    await ask(owner.here, to, owner.password);
    const code = await api.outbox.nextCode(to, 0);
    // Someone signs up with that address before the code comes back, and verifies it.
    const stranger = await strangerSignsUp(to);
    const verification = await api.outbox.nextCode(to, 1);
    expect((await api.client.auth.verifyEmail({ body: { email: to, code: verification } })).status).toBe(200);

    const res = await confirm(owner.here, code);
    expect(res.status).toBe(409);
    expectErrorBody(res.body, 409, accountSettingsMessages.emailInUse);
    const me = await api.client.auth.me({ extraHeaders: owner.here });
    expect(me.status === 200 && me.body.data.email).toBe(owner.email);
    // The verified account keeps its address.
    expect((await api.client.auth.signin({ body: { email: to, password: stranger.password } })).status).toBe(
      200,
    );
  });

  it("moves the account over a stranger's sign-up that never verified the address", async () => {
    const owner = await customer('unblocked');
    const to = freshAddress('squatted');
    await ask(owner.here, to, owner.password);
    const code = await api.outbox.nextCode(to, 0);
    const ownerId = (await api.users().findOne({ email: owner.email }))?._id;
    // Someone signs up with that address before the code comes back, and never verifies it.
    const stranger = await strangerSignsUp(to);
    await api.outbox.next(to, 1);

    const moved = await confirm(owner.here, code);
    expect(moved).toMatchObject({
      status: 200,
      body: { message: accountSettingsMessages.emailChanged, data: { email: to } },
    });
    // The unverified account is gone: the address names the customer's account only.
    const holders = await api.users().find({ email: to }).toArray();
    expect(holders.map((holder) => String(holder._id))).toEqual([String(ownerId)]);
    expect((await api.client.auth.signin({ body: { email: to, password: stranger.password } })).status).toBe(
      401,
    );
    expect((await api.client.auth.signin({ body: { email: to, password: owner.password } })).status).toBe(
      200,
    );
  });

  it('leaves the address to a stranger who verifies it just as the move would take it over', async () => {
    const owner = await customer('overtaken');
    const to = freshAddress('verified-late');
    await ask(owner.here, to, owner.password);
    const code = await api.outbox.nextCode(to, 0);
    const stranger = await strangerSignsUp(to);
    await api.outbox.next(to, 1);
    // The stranger's verification lands between the API finding their unverified account and removing it.
    const users = api.app.get<Model<User>>(getModelToken(User.name));
    const remove = users.deleteOne.bind(users);
    const removal = jest.spyOn(users, 'deleteOne').mockImplementationOnce(((
      ...args: Parameters<typeof remove>
    ) => {
      const verified = api.users().updateOne({ email: to }, { $set: { emailVerified: true } });
      return { exec: async () => (await verified, remove(...args).exec()) };
    }) as unknown as typeof users.deleteOne);
    try {
      const res = await confirm(owner.here, code);
      expect(removal).toHaveBeenCalledTimes(1);
      expect(res.status).toBe(409);
      expectErrorBody(res.body, 409, accountSettingsMessages.emailInUse);
    } finally {
      removal.mockRestore();
    }
    // The stranger keeps the account they verified, and the customer keeps the old address.
    expect(await api.users().countDocuments({ email: to, emailVerified: true })).toBe(1);
    expect((await api.client.auth.signin({ body: { email: to, password: stranger.password } })).status).toBe(
      200,
    );
    const me = await api.client.auth.me({ extraHeaders: owner.here });
    expect(me.status === 200 && me.body.data.email).toBe(owner.email);
  });

  it('mails the code to an address only an unverified account has, and the move takes it over', async () => {
    const owner = await customer('first-come');
    const to = freshAddress('unclaimed');
    await strangerSignsUp(to);
    await api.outbox.next(to, 0);

    expect((await ask(owner.here, to, owner.password)).status).toBe(200);
    const code = await api.outbox.nextCode(to, 1);
    expect((await api.outbox.to(to))[1]?.subject).toBe('Confirm your new e-mail address');
    const moved = await confirm(owner.here, code);
    expect(moved.status === 200 && moved.body.data.email).toBe(to);
  });

  it('voids the reset links and codes mailed to the old address', async () => {
    const owner = await customer('left-mailbox');
    const seen = (await api.outbox.to(owner.email)).length;
    await api.client.auth.forgotPassword({ body: { email: owner.email } });
    const resetMail = await api.outbox.next(owner.email, seen);
    const token = /token=([\w-]{43})/.exec(resetMail.text)?.[1] ?? '';
    const resetCode = /\b(\d{6})\b/.exec(resetMail.text)?.[1] ?? '';
    const to = freshAddress('new-mailbox');
    await ask(owner.here, to, owner.password);
    expect((await confirm(owner.here, await api.outbox.nextCode(to, 0))).status).toBe(200);

    // Whoever still reads the old mailbox cannot reset the password of the account that left it.
    const password = 'taken-over-1';
    const byLink = await api.client.auth.resetPasswordByLink({
      body: { email: to, token, password, confirmPassword: password },
    });
    expect(byLink.status).toBe(400);
    const byCode = await api.client.auth.resetPassword({
      body: { email: to, code: resetCode, password, confirmPassword: password },
    });
    expect(byCode.status).toBe(400);
    expect((await api.client.auth.signin({ body: { email: to, password: owner.password } })).status).toBe(
      200,
    );
  });

  it('drops a change waiting for its code when the password is reset', async () => {
    const owner = await customer('reset-first');
    const to = freshAddress('never-moved');
    await ask(owner.here, to, owner.password);
    const code = await api.outbox.nextCode(to, 0);
    const seen = (await api.outbox.to(owner.email)).length;
    await api.client.auth.forgotPassword({ body: { email: owner.email } });
    const resetCode = await api.outbox.nextCode(owner.email, seen);
    const password = 'owner-again-2';
    const reset = await api.client.auth.resetPassword({
      body: { email: owner.email, code: resetCode, password, confirmPassword: password },
    });
    expect(reset.status).toBe(200);
    // Even a session that lived on could not finish the move now.
    const fresh = await signedIn(owner.email, password);
    expect(await confirm(fresh, code)).toMatchObject({
      status: 400,
      body: { message: accountMessages.invalidCode },
    });
  });

  it('refuses a sixth code in the hour with 429, leaving the waiting change as it was', async () => {
    const owner = await customer('codes-spent');
    const first = freshAddress('codes-first');
    expect((await ask(owner.here, first, owner.password)).status).toBe(200);
    // Five codes issued this hour, the first among them (the password proofs allow only five a quarter
    // hour, so the rest are written in).
    const issued = Array.from({ length: 5 }, () => new Date());
    await api.users().updateOne({ email: owner.email }, { $set: { 'codeIssues.emailChange': issued } });
    const refused = await ask(owner.here, freshAddress('codes-sixth'), owner.password);
    expect(refused.status).toBe(429);
    expect(expectErrorBody(refused.body, 429).message).toBe(accountSettingsMessages.emailCodesTooMany);
    expect(await waiting(owner.here)).toBe(first);
  });

  describe('the change waiting for its code', () => {
    it('names the address until the code is used, so the code step can be found again', async () => {
      const owner = await customer('coming-back');
      expect(await waiting(owner.here)).toBeUndefined();
      const to = freshAddress('came-back');
      await ask(owner.here, to, owner.password);
      expect(await waiting(owner.here)).toBe(to);
      // Any session of the owner sees it; a wrong try with tries left keeps it.
      expect(await waiting(owner.elsewhere)).toBe(to);
      const code = await api.outbox.nextCode(to, 0);
      expect((await confirm(owner.here, code === '000000' ? '111111' : '000000')).status).toBe(400);
      expect(await waiting(owner.here)).toBe(to);
      // Asking again names the newer address.
      const instead = freshAddress('came-back-instead');
      await ask(owner.here, instead, owner.password);
      expect(await waiting(owner.here)).toBe(instead);
      expect((await confirm(owner.here, await api.outbox.nextCode(instead, 0))).status).toBe(200);
      expect(await waiting(owner.here)).toBeUndefined();
    });

    it('names the address another account has as it names a free one', async () => {
      const owner = await customer('asks-taken');
      const other = await verifiedCustomer(api, 'holds-it');
      await ask(owner.here, other.email, owner.password);
      expect(await waiting(owner.here)).toBe(other.email);
    });

    it('names nothing once the code has expired', async () => {
      const owner = await customer('too-late');
      const to = freshAddress('expired');
      await ask(owner.here, to, owner.password);
      await api
        .users()
        .updateOne(
          { email: owner.email },
          { $set: { 'emailChange.expiresAt': new Date(Date.now() - 1000) } },
        );
      expect(await waiting(owner.here)).toBeUndefined();
    });

    it('names nothing once the code has no try left', async () => {
      const owner = await customer('out-of-tries');
      const to = freshAddress('burnt');
      await ask(owner.here, to, owner.password);
      const code = await api.outbox.nextCode(to, 0);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let n = 0; n < CODE_MAX_ATTEMPTS; n += 1) await confirm(owner.here, wrong);
      expect(await waiting(owner.here)).toBeUndefined();
    });

    it('names nothing after a password change', async () => {
      const owner = await customer('changed-mind');
      await ask(owner.here, freshAddress('abandoned'), owner.password);
      const changed = await api.client.account.changePassword({
        body: {
          currentPassword: owner.password,
          password: 'fresh-start-7',
          confirmPassword: 'fresh-start-7',
        },
        extraHeaders: owner.here,
      });
      expect(changed.status).toBe(200);
      expect(await waiting(owner.here)).toBeUndefined();
    });

    it('needs a session', async () => {
      expect((await api.client.account.getPendingEmail()).status).toBe(401);
    });
  });

  it('needs a session, and a code of its own', async () => {
    expect(
      (await api.client.account.changeEmail({ body: { email: 'a@farm.ae', currentPassword: 'x' } })).status,
    ).toBe(401);
    const owner = await customer('no-code');
    expect(await confirm(owner.here, '123456')).toMatchObject({
      status: 400,
      body: { message: accountMessages.invalidCode },
    });
  });
});
