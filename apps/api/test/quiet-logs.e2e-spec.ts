import { PinoLogger } from 'nestjs-pino';
import { symbols } from 'pino';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../src/auth/accounts-config';
import { AccountService } from '../src/account/account.service';
import { AuthService } from '../src/auth/auth.service';
import { SubmissionsService } from '../src/enquiries/submissions.service';
import { recipientRef } from '../src/mail/mail.service';
import { OrdersService } from '../src/orders/orders.service';
import { bearer } from './auth-app';
import { address, type ShopApp, startShopApp } from './shop-app';
import { type RefusingSmtp, startRefusingSmtp } from './support/refusing-smtp';

/** Every line the app's logger writes (Nest's lines and the request lines share pino's one stream). */
function captureLogLines(): { lines: string[]; stop(): void } {
  const lines: string[] = [];
  const stream = (PinoLogger.root as unknown as Record<symbol, { write(line: string): boolean }>)[
    symbols.streamSym
  ];
  if (!stream) throw new Error('the app has no pino stream');
  const spy = jest.spyOn(stream, 'write').mockImplementation((line: string) => {
    lines.push(line);
    return true;
  });
  return { lines, stop: () => spy.mockRestore() };
}

describe('no personal data in the log', () => {
  let api: ShopApp;
  const saved = process.env.LOG_LEVEL;

  beforeAll(async () => {
    // Info lines are where the mail lines are; the tests elsewhere run at warn.
    process.env.LOG_LEVEL = 'info';
    try {
      api = await startShopApp();
    } finally {
      if (saved === undefined) delete process.env.LOG_LEVEL;
      else process.env.LOG_LEVEL = saved;
    }
  });

  afterAll(async () => {
    await api.close();
  });

  it('names mails by template and a keyed reference through a sign-up and an order, never by address or name', async () => {
    const person = {
      username: 'Zubaida',
      lastname: 'Qasimova',
      email: `zubaida.qasimova.${Date.now().toString(36)}@farm-test.ae`,
      password: 'greens2025',
      confirmPassword: 'greens2025',
    };
    const shipping = { ...address, fullName: 'Wardah Tahiri', email: 'wardah.tahiri@example.com' };
    const kit = await api.product({ price: 100, discountedPrice: 100 });
    const capture = captureLogLines();
    try {
      expect((await api.client.auth.signup({ body: person })).status).toBe(201);
      const code = await api.outbox.nextCode(person.email, 0);
      const verified = await api.client.auth.verifyEmail({ body: { email: person.email, code } });
      expect(verified.status).toBe(200);
      const signin = await api.client.auth.signin({
        body: { email: person.email, password: person.password },
      });
      if (signin.status !== 200) throw new Error(`signin answered ${signin.status}`);
      const order = await api.client.orders.placeDirectOrder({
        body: {
          productId: kit._id,
          quantity: 1,
          shippingAddress: shipping,
          paymentMethod: 'CashOnDelivery',
        },
        headers: {},
        extraHeaders: bearer(signin.body.token),
      });
      expect(order.status).toBe(201);
      await api.app.get(AuthService).settled();
      await api.app.get(OrdersService).settled();
    } finally {
      capture.stop();
    }

    const log = capture.lines.join('');
    // The mails were logged, by template and reference...
    const ref = recipientRef(api.app.get<AccountsConfig>(ACCOUNTS_CONFIG).jwtSecret, person.email);
    const mailLines = capture.lines
      .map((line) => JSON.parse(line) as { context?: string; msg: string })
      .filter((line) => line.context === 'Mail')
      .map((line) => line.msg);
    // The order's two mails are sent side by side, so their lines may come in either order.
    expect(mailLines).toHaveLength(3);
    expect(mailLines[0]).toMatch(
      new RegExp(`^Wrote "verification" to recipient ${ref}: .*-verification\\.eml$`),
    );
    expect(mailLines.slice(1)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^Wrote "orderConfirmation" to recipient ${ref}: `)),
        expect.stringMatching(/^Wrote "newOrder" to recipient [0-9a-f]{12}: /),
      ]),
    );
    // ...and nothing in any line names the customer, the shipping contact or their addresses.
    for (const personal of [
      person.email,
      person.email.split('@')[0] as string,
      person.username,
      person.lastname,
      shipping.fullName,
      shipping.email,
      'Tahiri',
    ]) {
      expect(log.toLowerCase()).not.toContain(personal.toLowerCase());
    }
  });
});

describe('no address in the log when the mail server refuses a recipient', () => {
  let api: ShopApp;
  let smtp: RefusingSmtp;

  beforeAll(async () => {
    smtp = await startRefusingSmtp();
    api = await startShopApp({ SMTP_URL: smtp.url });
  });

  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it("logs each failed mail by nodemailer's code, the reply code and the command, never the reply's text", async () => {
    const stamp = Date.now().toString(36);
    const person = {
      username: 'Zubaida',
      lastname: 'Qasimova',
      email: `zubaida.refused.${stamp}@farm-test.ae`,
      password: 'greens2025',
      confirmPassword: 'greens2025',
    };
    const sender = `wardah.refused.${stamp}@example.com`;
    const shopper = await api.shopper('refused');
    const kit = await api.product({ price: 100, discountedPrice: 100 });
    const capture = captureLogLines();
    try {
      // A sign-up (the code), the same sign-up again (the owner's notice), an order (the customer's mail and
      // the shop's), a password change (the notice) and a contact request (the sender's and the shop's).
      expect((await api.client.auth.signup({ body: person })).status).toBe(201);
      await api.app.get(AuthService).settled();
      expect((await api.client.auth.signup({ body: person })).status).toBe(201);
      const order = await api.client.orders.placeDirectOrder({
        body: { productId: kit._id, quantity: 1, shippingAddress: address, paymentMethod: 'CashOnDelivery' },
        headers: {},
        extraHeaders: shopper.headers,
      });
      expect(order.status).toBe(201);
      const changed = await api.client.account.changePassword({
        body: { currentPassword: 'greens2025', password: 'fresh-leaf-9', confirmPassword: 'fresh-leaf-9' },
        extraHeaders: shopper.headers,
      });
      expect(changed.status).toBe(200);
      const contact = { name: 'Wardah Tahiri', email: sender, mobile: '971501234567' };
      expect((await api.client.enquiries.getInTouch({ body: contact })).status).toBe(201);
      await Promise.all([
        api.app.get(AuthService).settled(),
        api.app.get(OrdersService).settled(),
        api.app.get(AccountService).settled(),
        api.app.get(SubmissionsService).settled(),
      ]);
    } finally {
      capture.stop();
    }

    // Every mail reached the server and was refused with the address in the reply...
    const shop = api.app.get<AccountsConfig>(ACCOUNTS_CONFIG).shopEmail;
    expect(new Set(smtp.refused)).toEqual(new Set([person.email, shopper.email, sender, shop]));
    // ...and each failure was logged by what names no one.
    const failures = capture.lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.msg.startsWith('Could not'))
      .map((line) => line.msg);
    const refusal = ': Error \\(code EENVELOPE, reply 550, command RCPT TO\\)$';
    const contactMail = new RegExp(`^Could not mail "\\w+" about contact [0-9a-f]{24}${refusal}`);
    const orderMail = new RegExp(`^Could not send a mail about order \\S+${refusal}`);
    expect(failures.sort()).toEqual([
      expect.stringMatching(contactMail),
      expect.stringMatching(contactMail),
      expect.stringMatching(orderMail),
      expect.stringMatching(orderMail),
      expect.stringMatching(new RegExp(`^Could not send a sign-up notice${refusal}`)),
      expect.stringMatching(
        new RegExp(`^Could not send the password notice for user [0-9a-f]{24}${refusal}`),
      ),
      expect.stringMatching(
        new RegExp(`^Could not send the verification code to user [0-9a-f]{24}${refusal}`),
      ),
    ]);
    const log = capture.lines.join('').toLowerCase();
    for (const personal of [
      person.email,
      shopper.email,
      sender,
      shop,
      '550 5.1.1',
      'recipient address rejected',
    ]) {
      expect(log).not.toContain(personal.toLowerCase());
    }
  });
});
