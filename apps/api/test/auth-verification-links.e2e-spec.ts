import { accountMessages } from '@farm/contract';
import { AuthService } from '../src/auth/auth.service';
import { ClockService } from '../src/clock/clock.service';
import { CODE_ISSUE_CAP, CODE_MAX_ATTEMPTS, LINK_TTL_MS } from '../src/auth/one-time-code';
import { accountsAppForSuite, newRegistration } from './auth-app';
import type { SentMail } from './auth-outbox';

/**
 * docs/decisions/244-verification-links.md: every verification mail carries a link that no stranger can
 * burn or crowd out, so nobody guessing at an address's code can keep its owner from confirming it.
 */
describe('accounts: verification links', () => {
  const api = accountsAppForSuite({ PUBLIC_ORIGIN: 'https://farm.example' });

  const settled = () => api.app.get(AuthService).settled();

  /** The link of a verification mail, its token and the mail's code. */
  function linkOf(mail: SentMail) {
    const url = /https:\/\/farm\.example\/email-verification\?\S+/.exec(mail.text)?.[0];
    if (!url) throw new Error(`No verification link in: ${mail.text}`);
    const token = new URL(url).searchParams.get('token') ?? '';
    return { url, token, code: /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '' };
  }

  /** A new unverified account (in `language`), and the link of its sign-up mail. */
  async function registered(prefix: string, language: 'en' | 'ar' = 'en') {
    const registration = newRegistration(prefix);
    const signup = await api.client.auth.signup({
      body: registration,
      extraHeaders: { 'accept-language': language },
    });
    expect(signup.status).toBe(201);
    const mail = await api.outbox.next(registration.email, 0);
    return { ...registration, mail, ...linkOf(mail) };
  }

  const byLink = (email: string, token: string) =>
    api.client.auth.verifyEmailByLink({ body: { email, token } });
  const byCode = (email: string, code: string) => api.client.auth.verifyEmail({ body: { email, code } });
  const signin = (email: string, password: string) => api.client.auth.signin({ body: { email, password } });
  const linkRefused = { status: 400, body: { message: accountMessages.invalidVerificationLink } };

  it('mails the link with the code and verifies the address with it, once', async () => {
    const { email, password, mail, url, token, code } = await registered('verlink');
    expect(url).toBe(
      `https://farm.example/email-verification?email=${encodeURIComponent(email)}&token=${token}`,
    );
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain('Or open this link to verify your e-mail address.');
    expect(mail.html).toContain(`<a href="${url.replace(/&/g, '&amp;')}">`);
    expect((await signin(email, password)).status).toBe(403);

    expect(await byLink(email, token)).toMatchObject({
      status: 200,
      body: { message: accountMessages.verified },
    });
    expect((await signin(email, password)).status).toBe(200);
    // Used: the link, and the code of the same mail, no longer work.
    expect(await byLink(email, token)).toMatchObject(linkRefused);
    expect((await byCode(email, code)).status).toBe(400);
  });

  it('says it in Arabic in an Arabic mail', async () => {
    const { mail, token } = await registered('verlink-ar', 'ar');
    expect(mail.text).toContain('أو افتح هذا الرابط للتحقق من بريدك الإلكتروني');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('resends in the language of the page that asks, whatever the sign-up’s', async () => {
    const { email } = await registered('verlink-resend-ar');
    await api.client.auth.resendVerification({ body: { email }, extraHeaders: { 'accept-language': 'ar' } });
    const resent = await api.outbox.next(email, 1);
    expect(resent.text).toContain('أو افتح هذا الرابط للتحقق من بريدك الإلكتروني');
    expect(new URL(linkOf(resent).url).searchParams.get('lang')).toBe('ar');
  });

  it('still verifies after a stranger burns the code and uses up the hour’s mails', async () => {
    const { email, password, token, code } = await registered('verlink-burnt');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i += 1) await byCode(email, wrong);
    expect((await byCode(email, code)).status).toBe(400);
    for (let i = 0; i < CODE_ISSUE_CAP + 2; i += 1) {
      await api.client.auth.resendVerification({ body: { email } });
    }
    await settled();
    // The sign-up's mail and four resends (the hourly cap), then nothing more.
    expect(await api.outbox.to(email)).toHaveLength(CODE_ISSUE_CAP);
    expect((await api.users().findOne({ email }))?.verificationLinks).toHaveLength(CODE_ISSUE_CAP);
    expect((await byLink(email, token)).status).toBe(200);
    expect((await signin(email, password)).status).toBe(200);
    expect((await api.users().findOne({ email }))?.verificationLinks).toBeUndefined();
  });

  it('answers a wrong token or an unknown e-mail alike, burning no try and no link', async () => {
    const { email, token } = await registered('verlink-forged');
    const forged = `${'A'.repeat(42)}${token.endsWith('B') ? 'C' : 'B'}`;
    for (let i = 0; i < CODE_MAX_ATTEMPTS + 1; i += 1) {
      expect(await byLink(email, forged)).toMatchObject(linkRefused);
    }
    expect(await byLink(`ghost.${email}`, token)).toMatchObject(linkRefused);
    expect((await api.users().findOne({ email }))?.verification?.attempts).toBe(0);
    expect((await byLink(email, token)).status).toBe(200);
  });

  it('is void once the address is verified with the code, or by a password reset', async () => {
    const first = await registered('verlink-code');
    expect((await byCode(first.email, first.code)).status).toBe(200);
    expect(await byLink(first.email, first.token)).toMatchObject(linkRefused);

    const second = await registered('verlink-reset');
    await api.client.auth.forgotPassword({ body: { email: second.email } });
    const resetCode = await api.outbox.nextCode(second.email, 1);
    const reset = await api.client.auth.resetPassword({
      body: {
        email: second.email,
        code: resetCode,
        password: 'fresh-leaf-8',
        confirmPassword: 'fresh-leaf-8',
      },
    });
    expect(reset.status).toBe(200);
    expect(await byLink(second.email, second.token)).toMatchObject(linkRefused);
    expect((await signin(second.email, 'fresh-leaf-8')).status).toBe(200);
  });

  it('verifies only with a verification token, and a verification token never resets', async () => {
    const { email, token } = await registered('verlink-cross');
    await api.client.auth.forgotPassword({ body: { email } });
    const resetMail = await api.outbox.next(email, 1);
    const resetToken =
      new URL(/https:\/\/\S+/.exec(resetMail.text)?.[0] ?? '').searchParams.get('token') ?? '';
    expect(resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await byLink(email, resetToken)).toMatchObject(linkRefused);
    const reset = await api.client.auth.resetPasswordByLink({
      body: { email, token, password: 'fresh-leaf-8', confirmPassword: 'fresh-leaf-8' },
    });
    // Refused as reset links are, in the reset's own words.
    expect(reset).toMatchObject({ status: 400, body: { message: accountMessages.invalidLink } });
    expect((await byLink(email, token)).status).toBe(200);
  });

  it('is void once the address is changed', async () => {
    const stale = { hash: 'a'.repeat(64), expiresAt: new Date(Date.now() + LINK_TTL_MS) };
    const signedUp = await registered('verlink-moved');
    expect((await byLink(signedUp.email, signedUp.token)).status).toBe(200);
    // A link stored beside a verified address (a mail still in flight, say) goes with the next change.
    await api.users().updateOne({ email: signedUp.email }, { $set: { verificationLinks: [stale] } });
    const session = await signin(signedUp.email, signedUp.password);
    const headers = { authorization: `Bearer ${(session.body as { token: string }).token}` };
    const moved = `moved.${signedUp.email}`;
    await api.client.account.changeEmail({
      body: { email: moved, currentPassword: signedUp.password },
      extraHeaders: headers,
    });
    await settled();
    const code = await api.outbox.nextCode(moved, 0);
    expect((await api.client.account.confirmEmail({ body: { code }, extraHeaders: headers })).status).toBe(
      200,
    );
    expect((await api.users().findOne({ email: moved }))?.verificationLinks).toBeUndefined();
  });

  it('stops working after an hour', async () => {
    const { email, token } = await registered('verlink-late');
    const clock = api.app.get(ClockService);
    const start = clock.now();
    jest.spyOn(clock, 'now').mockReturnValue(start + LINK_TTL_MS + 1000);
    expect(await byLink(email, token)).toMatchObject(linkRefused);
  });
});
