import { PinoLogger } from 'nestjs-pino';
import { symbols } from 'pino';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../src/auth/accounts-config';
import { AuthService } from '../src/auth/auth.service';
import { recipientRef } from '../src/mail/mail.service';
import { OrdersService } from '../src/orders/orders.service';
import { bearer } from './auth-app';
import { address, type ShopApp, startShopApp } from './shop-app';

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
    expect(mailLines[0]).toMatch(new RegExp(`^Wrote "verification" to recipient ${ref}: .*-verification\\.eml$`));
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
