import { accountMessages, validationMessages } from '@farm/contract';
import { AuthService } from '../src/auth/auth.service';
import { ClockService } from '../src/clock/clock.service';
import { CODE_ISSUE_CAP, CODE_MAX_ATTEMPTS, LINK_TTL_MS } from '../src/auth/one-time-code';
import {
  accountsAppForSuite,
  bearer,
  newRegistration,
  verifiedCustomer as registerVerified,
} from './auth-app';
import type { SentMail } from './auth-outbox';

/** docs/decisions/238-reset-links.md: every reset mail carries a link that no stranger can burn or crowd out. */
describe('accounts: password reset links', () => {
  const api = accountsAppForSuite({ PUBLIC_ORIGIN: 'https://farm.example' });
  const NEW_PASSWORD = 'newleaves77';

  const settled = () => api.app.get(AuthService).settled();

  const verifiedCustomer = () => registerVerified(api, 'linked');

  /** The link of a reset mail, and its token. */
  function linkOf(mail: SentMail) {
    const url = /https:\/\/farm\.example\/reset-password\?\S+/.exec(mail.text)?.[0];
    if (!url) throw new Error(`No reset link in: ${mail.text}`);
    const token = new URL(url).searchParams.get('token') ?? '';
    return { url, token, code: /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '' };
  }

  /** Asks for a reset `count` times, each mailed; returns each mail's link and code, oldest first. */
  async function resetMails(email: string, count: number) {
    const links: ReturnType<typeof linkOf>[] = [];
    for (let i = 0; i < count; i += 1) {
      const seen = (await api.outbox.to(email)).length;
      expect((await api.client.auth.forgotPassword({ body: { email } })).status).toBe(200);
      links.push(linkOf(await api.outbox.next(email, seen)));
    }
    return links;
  }

  const byLink = (email: string, token: string, password = NEW_PASSWORD) =>
    api.client.auth.resetPasswordByLink({ body: { email, token, password, confirmPassword: password } });

  const byCode = (email: string, code: string) =>
    api.client.auth.resetPassword({
      body: { email, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });

  const signin = (email: string, password: string) => api.client.auth.signin({ body: { email, password } });

  const linkRefused = { status: 400, body: { message: accountMessages.invalidLink } };

  it('mails the link in both languages and sets the password with it, ending every session', async () => {
    const { email, password } = await verifiedCustomer();
    const session = await signin(email, password);
    expect(session.status).toBe(200);
    const token = (session.body as { token: string }).token;

    const [mail] = await resetMails(email, 1);
    const sent = (await api.outbox.to(email)).at(-1) as SentMail;
    expect(mail?.url).toBe(
      `https://farm.example/reset-password?email=${encodeURIComponent(email)}&token=${mail?.token}`,
    );
    expect(mail?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sent.text).toContain('It works once, for an hour, even after the code has expired');
    expect(sent.html).toContain(`<a href="${mail?.url.replace(/&/g, '&amp;')}">`);

    expect(await byLink(email, mail?.token ?? '')).toMatchObject({
      status: 200,
      body: { message: accountMessages.passwordReset },
    });
    expect((await signin(email, password)).status).toBe(401);
    expect((await signin(email, NEW_PASSWORD)).status).toBe(200);
    expect((await api.client.auth.me({ extraHeaders: bearer(token) })).status).toBe(401);

    // An Arabic account's mail says it in Arabic.
    const arabic = newRegistration('linked-ar');
    await api.client.auth.signup({ body: arabic, extraHeaders: { 'accept-language': 'ar' } });
    await api.outbox.next(arabic.email, 0);
    await resetMails(arabic.email, 1);
    const arabicMail = (await api.outbox.to(arabic.email)).at(-1) as SentMail;
    expect(arabicMail.text).toContain('أو افتح هذا الرابط لاختيار كلمة مرور جديدة');
    expect(linkOf(arabicMail).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Its link opens the Arabic page: a mail app's browser has no language cookie to go by.
    expect(new URL(linkOf(arabicMail).url).searchParams.get('lang')).toBe('ar');
    expect(new URL(mail?.url ?? '').searchParams.has('lang')).toBe(false);

    // An English account that asks from an Arabic page gets the mail, and the page it links to, in Arabic.
    const seen = (await api.outbox.to(email)).length;
    await api.client.auth.forgotPassword({ body: { email }, extraHeaders: { 'accept-language': 'ar' } });
    const asked = await api.outbox.next(email, seen);
    expect(asked.text).toContain('أو افتح هذا الرابط لاختيار كلمة مرور جديدة');
    expect(new URL(linkOf(asked).url).searchParams.get('lang')).toBe('ar');
  });

  it('keeps working after a stranger burns the code with wrong guesses', async () => {
    const { email } = await verifiedCustomer();
    const [mail] = await resetMails(email, 1);
    const wrong = mail?.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i += 1) await byCode(email, wrong);
    expect(await byCode(email, mail?.code ?? '')).toMatchObject({
      status: 400,
      body: { message: accountMessages.invalidCode },
    });
    expect((await byLink(email, mail?.token ?? '')).status).toBe(200);
  });

  it('leaves the owner every link of the hour when a stranger uses up the hourly cap', async () => {
    const { email } = await verifiedCustomer();
    const mails = await resetMails(email, CODE_ISSUE_CAP);
    // The owner's own request now mails nothing, but the first mail of the hour still holds a good link.
    await api.client.auth.forgotPassword({ body: { email } });
    await settled();
    expect(await api.outbox.to(email)).toHaveLength(1 + CODE_ISSUE_CAP);
    expect((await api.users().findOne({ email }))?.resetLinks).toHaveLength(CODE_ISSUE_CAP);
    expect((await byLink(email, mails[0]?.token ?? '')).status).toBe(200);
    // One reset ends them all, and the code with them.
    expect(await byLink(email, mails[4]?.token ?? '', 'other-leaf-5')).toMatchObject(linkRefused);
    expect((await byCode(email, mails[4]?.code ?? '')).status).toBe(400);
    expect((await signin(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('works once, and not after the code was used', async () => {
    const { email } = await verifiedCustomer();
    const [first] = await resetMails(email, 1);
    expect((await byLink(email, first?.token ?? '')).status).toBe(200);
    expect(await byLink(email, first?.token ?? '', 'other-leaf-5')).toMatchObject(linkRefused);

    const [second] = await resetMails(email, 1);
    expect((await byCode(email, second?.code ?? '')).status).toBe(200);
    expect(await byLink(email, second?.token ?? '', 'other-leaf-5')).toMatchObject(linkRefused);
    expect((await signin(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('stops working after an hour', async () => {
    const { email } = await verifiedCustomer();
    const [mail] = await resetMails(email, 1);
    const clock = api.app.get(ClockService);
    const start = clock.now();
    jest.spyOn(clock, 'now').mockReturnValue(start + LINK_TTL_MS + 1000);
    expect(await byLink(email, mail?.token ?? '')).toMatchObject(linkRefused);
  });

  it('stops working once the password is changed from the account', async () => {
    const { email, password } = await verifiedCustomer();
    const [mail] = await resetMails(email, 1);
    const session = await signin(email, password);
    const changed = await api.client.account.changePassword({
      body: { currentPassword: password, password: 'chosen-leaf-4', confirmPassword: 'chosen-leaf-4' },
      extraHeaders: bearer((session.body as { token: string }).token),
    });
    expect(changed.status).toBe(200);
    expect(await byLink(email, mail?.token ?? '')).toMatchObject(linkRefused);
    expect((await signin(email, 'chosen-leaf-4')).status).toBe(200);
  });

  it('answers a wrong token or an unknown e-mail alike, burning no try and no link', async () => {
    const { email } = await verifiedCustomer();
    const [mail] = await resetMails(email, 1);
    const forged = `${'A'.repeat(42)}${mail?.token.endsWith('B') ? 'C' : 'B'}`;
    for (let i = 0; i < CODE_MAX_ATTEMPTS + 3; i += 1) {
      expect(await byLink(email, forged)).toMatchObject(linkRefused);
    }
    const unknown = await byLink(`ghost.${email}`, mail?.token ?? '');
    expect(unknown).toMatchObject(linkRefused);
    expect((await api.users().findOne({ email }))?.passwordReset?.attempts).toBe(0);
    expect((await byLink(email, mail?.token ?? '')).status).toBe(200);
  });

  it('refuses a common password before the link is spent, and a token cut short at its field', async () => {
    const { email } = await verifiedCustomer();
    const [mail] = await resetMails(email, 1);
    const common = await byLink(email, mail?.token ?? '', 'password123');
    expect(common).toMatchObject({ status: 400, body: { message: validationMessages.passwordCommon } });
    const cut = await byLink(email, (mail?.token ?? '').slice(0, 40));
    expect(cut.status).toBe(400);
    expect(JSON.stringify(cut.body)).toContain(validationMessages.linkInvalid);
    expect((await byLink(email, mail?.token ?? '')).status).toBe(200);
  });
});
