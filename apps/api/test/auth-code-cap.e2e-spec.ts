import { accountMessages } from '@farm/contract';
import { AuthService } from '../src/auth/auth.service';
import { ClockService } from '../src/clock/clock.service';
import { CODE_ISSUE_CAP, CODE_ISSUE_WINDOW_MS, CODE_MAX_ATTEMPTS } from '../src/auth/one-time-code';
import { accountsAppForSuite, newRegistration, verifiedCustomer as registerVerified } from './auth-app';

describe('accounts: at most 5 codes of each purpose per account per hour', () => {
  const api = accountsAppForSuite();

  /** Waits until every code and mail the API started in the background has been issued and written. */
  const settled = () => api.app.get(AuthService).settled();

  async function storedUser(email: string) {
    const user = await api.users().findOne({ email });
    if (!user) throw new Error(`no user ${email}`);
    return user;
  }

  const verifiedCustomer = () => registerVerified(api, 'capped');

  /** Asks for reset codes `count` times, each mailed; returns the last code. */
  async function resetCodes(email: string, count: number): Promise<string> {
    let code = '';
    for (let i = 0; i < count; i += 1) {
      const seen = (await api.outbox.to(email)).length;
      const res = await api.client.auth.forgotPassword({ body: { email } });
      expect(res).toMatchObject({ status: 200, body: { message: accountMessages.resetSent } });
      code = await api.outbox.nextCode(email, seen);
    }
    return code;
  }

  const reset = (email: string, code: string) =>
    api.client.auth.resetPassword({
      body: { email, code, password: 'newleaves77', confirmPassword: 'newleaves77' },
    });

  it('gives wrong codes sent at the same time no more tries than a code has', async () => {
    const { email } = await verifiedCustomer();
    const code = await resetCodes(email, 1);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 8 }, () => reset(email, wrong)));
    const said = answers.map((res) => (res.body as { code?: string }).code);
    // Four tries say how many are left, the fifth burns the code, and the rest find it burnt.
    expect(said.filter((answer) => answer === 'wrongCode')).toHaveLength(CODE_MAX_ATTEMPTS - 1);
    expect(said.filter((answer) => answer === 'invalidCode')).toHaveLength(8 - (CODE_MAX_ATTEMPTS - 1));
    // Its tries spent, the right code no longer works either.
    expect((await reset(email, code)).status).toBe(400);
  });

  it('answers the 6th forgot-password in the hour the same, issuing and mailing no new code', async () => {
    const { email } = await verifiedCustomer();
    const lastCode = await resetCodes(email, CODE_ISSUE_CAP);
    const before = await storedUser(email);
    const mailsBefore = (await api.outbox.to(email)).length;

    const sixth = await api.client.auth.forgotPassword({ body: { email } });
    const unknown = await api.client.auth.forgotPassword({ body: { email: `ghost.${email}` } });
    await settled();

    expect(sixth).toMatchObject({ status: 200, body: { message: accountMessages.resetSent } });
    expect(sixth.body).toEqual(unknown.body);
    expect(await api.outbox.to(email)).toHaveLength(mailsBefore);
    const after = await storedUser(email);
    expect(after.passwordReset).toEqual(before.passwordReset);
    expect(after.codeIssues.passwordReset).toHaveLength(CODE_ISSUE_CAP);
    // The code already mailed keeps working.
    expect((await reset(email, lastCode)).status).toBe(200);
  });

  it('counts each purpose apart', async () => {
    const registration = newRegistration('capped');
    const { email } = registration;
    await api.client.auth.signup({ body: registration });
    await api.outbox.next(email, 0);
    for (let sent = 1; sent < CODE_ISSUE_CAP; sent += 1) {
      await api.client.auth.resendVerification({ body: { email } });
      await api.outbox.next(email, sent);
    }
    const resend = await api.client.auth.resendVerification({ body: { email } });
    const signin = await api.client.auth.signin({ body: { email, password: registration.password } });
    await settled();
    expect(resend).toMatchObject({ status: 200, body: { message: accountMessages.verificationSent } });
    expect(signin).toMatchObject({ status: 403, body: { message: accountMessages.unverified } });
    expect(await api.outbox.to(email)).toHaveLength(CODE_ISSUE_CAP);

    // Verification codes are spent; reset codes are not, and a reset code also proves the address.
    const code = await resetCodes(email, 1);
    expect((await reset(email, code)).status).toBe(200);
    expect(await storedUser(email)).toMatchObject({ emailVerified: true });
  });

  it('issues codes again once the hour has passed', async () => {
    const { email } = await verifiedCustomer();
    await resetCodes(email, CODE_ISSUE_CAP);
    await api.client.auth.forgotPassword({ body: { email } });
    await settled();
    const mails = (await api.outbox.to(email)).length;
    expect(mails).toBe(1 + CODE_ISSUE_CAP);

    const clock = api.app.get(ClockService);
    const start = clock.now();
    // One hour and one second later, by the API's clock.
    jest.spyOn(clock, 'now').mockReturnValue(start + CODE_ISSUE_WINDOW_MS + 1000);
    const code = await resetCodes(email, 1);
    expect(await api.outbox.to(email)).toHaveLength(mails + 1);
    expect((await reset(email, code)).status).toBe(200);
  });
});
