import { accountMessages } from '@farm/contract';
import { ACCOUNT_THROTTLE } from '../src/throttle/throttle.guard';
import { expectErrorBody } from './support/expect-error';
import {
  type AccountsApp,
  bearer,
  newRegistration,
  nextVisitorAddress,
  startAccountsApp,
  verifiedCustomer,
} from './auth-app';

/** The six account forms that are rate-limited, each with a body its handler accepts and its usual answers. */
const routes: [string, string, (email: string) => object, number[]][] = [
  ['signup', '/auth/signup', (email) => ({ ...newRegistration(), email }), [201]],
  ['signin', '/auth/signin', (email) => ({ email, password: 'greens2025' }), [401]],
  ['verify', '/auth/verify-email', (email) => ({ email, code: '123456' }), [400]],
  ['resend', '/auth/resend-verification', (email) => ({ email }), [200]],
  ['forgot', '/password/forgot-password', (email) => ({ email }), [200]],
  [
    'reset',
    '/password/reset-password',
    (email) => ({ email, code: '123456', password: 'newleaves77', confirmPassword: 'newleaves77' }),
    [400],
  ],
];

let mailbox = 0;
/** An e-mail no other request in this file uses. */
function freshEmail(): string {
  mailbox += 1;
  return `throttle.${Date.now().toString(36)}${mailbox}@farm-test.ae`;
}

describe.each(routes)('rate limit on %s', (_name, path, bodyFor, usual) => {
  let api: AccountsApp;

  // One app per route, so each starts with empty buckets.
  beforeAll(async () => {
    api = await startAccountsApp();
  });

  afterAll(async () => {
    await api.close();
  });

  /** One request from `address` (the browser the web server names in X-Forwarded-For) about `email`. */
  const send = (address: string, email: string) =>
    fetch(`${api.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(bodyFor(email)),
    });

  async function expectAllowed(address: string, email: string): Promise<void> {
    const res = await send(address, email);
    expect(usual).toContain(res.status);
  }

  async function expectRefused(address: string, email: string): Promise<void> {
    const res = await send(address, email);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expectErrorBody(await res.json(), 429, accountMessages.tooManyRequests);
  }

  it(`allows ${ACCOUNT_THROTTLE.perIpAndEmail} a minute for one e-mail from one address`, async () => {
    const address = nextVisitorAddress();
    const email = freshEmail();
    for (let i = 0; i < ACCOUNT_THROTTLE.perIpAndEmail; i += 1) await expectAllowed(address, email);
    await expectRefused(address, email);
    // The same e-mail from another browser, and another e-mail from this one, still go through.
    await expectAllowed(nextVisitorAddress(), email);
    await expectAllowed(address, freshEmail());
  });

  it(`allows ${ACCOUNT_THROTTLE.perIp} a minute from one address, whatever the e-mails`, async () => {
    const address = nextVisitorAddress();
    for (let i = 0; i < ACCOUNT_THROTTLE.perIp; i += 1) await expectAllowed(address, freshEmail());
    await expectRefused(address, freshEmail());
    await expectAllowed(nextVisitorAddress(), freshEmail());
  });

  // Only sign-in has a bucket per e-mail across addresses: on the forms of codes, strangers could fill it
  // to keep the owner from verifying or resetting (docs/decisions/006-account-codes.md).
  const perEmailAcrossAddresses = path === '/auth/signin';
  it(
    perEmailAcrossAddresses
      ? `allows ${ACCOUNT_THROTTLE.perEmail} a minute for one e-mail, whatever the addresses`
      : 'has no limit per e-mail across addresses, which strangers could fill',
    async () => {
      const email = freshEmail();
      for (let i = 0; i < ACCOUNT_THROTTLE.perEmail; i += 1) await expectAllowed(nextVisitorAddress(), email);
      if (perEmailAcrossAddresses) await expectRefused(nextVisitorAddress(), email);
      else await expectAllowed(nextVisitorAddress(), email);
      await expectAllowed(nextVisitorAddress(), freshEmail());
    },
  );
});

describe('rate limit across the account forms', () => {
  let api: AccountsApp;

  beforeAll(async () => {
    api = await startAccountsApp();
  });

  afterAll(async () => {
    await api.close();
  });

  const post = (path: string, address: string, body: object) =>
    fetch(`${api.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });

  it("keeps no stranger from an e-mail's codes: its forms of codes answer after many addresses' requests", async () => {
    const email = freshEmail();
    for (let i = 0; i <= ACCOUNT_THROTTLE.perEmail; i += 1) {
      const path = ['/password/forgot-password', '/auth/resend-verification'][i % 2] as string;
      expect((await post(path, nextVisitorAddress(), { email })).status).toBe(200);
      const guess = { email, password: 'wrong-guess-0' };
      expect([401, 429]).toContain((await post('/auth/signin', nextVisitorAddress(), guess)).status);
    }
    // The e-mail's sign-in is locked for the minute; its reset is not.
    expect((await post('/auth/signin', nextVisitorAddress(), { email, password: 'x-guess-1' })).status).toBe(
      429,
    );
    const body = { email, code: '123456', password: 'newleaves77', confirmPassword: 'newleaves77' };
    expect((await post('/password/reset-password', nextVisitorAddress(), body)).status).toBe(400);
    expect((await post('/password/forgot-password', nextVisitorAddress(), { email })).status).toBe(200);
  });

  it("lets one address charge an e-mail's sign-in bucket no more than its own limit", async () => {
    const email = freshEmail();
    const address = nextVisitorAddress();
    const mine: number[] = [];
    for (let i = 0; i < ACCOUNT_THROTTLE.perEmail + 5; i += 1) {
      mine.push((await post('/auth/signin', address, { email, password: 'wrong-guess-3' })).status);
    }
    const { perIpAndEmail, perEmail } = ACCOUNT_THROTTLE;
    expect(mine).toEqual([
      ...Array(perIpAndEmail).fill(401),
      ...Array(perEmail + 5 - perIpAndEmail).fill(429),
    ]);
    // Only its first tries counted on the e-mail: other addresses still have the rest of the minute's share.
    for (let i = 0; i < perEmail - perIpAndEmail; i += 1) {
      expect(
        (await post('/auth/signin', nextVisitorAddress(), { email, password: 'wrong-guess-4' })).status,
      ).toBe(401);
    }
    expect(
      (await post('/auth/signin', nextVisitorAddress(), { email, password: 'wrong-guess-5' })).status,
    ).toBe(429);
  });

  it('does not count a request refused for its address against the e-mail it names', async () => {
    const crowded = nextVisitorAddress();
    for (let i = 0; i < ACCOUNT_THROTTLE.perIp; i += 1) {
      expect((await post('/password/forgot-password', crowded, { email: freshEmail() })).status).toBe(200);
    }
    const victim = freshEmail();
    for (let i = 0; i < 3; i += 1) {
      expect((await post('/auth/signin', crowded, { email: victim, password: 'wrong-guess-6' })).status).toBe(
        429,
      );
    }
    for (let i = 0; i < ACCOUNT_THROTTLE.perEmail; i += 1) {
      const guess = { email: victim, password: 'wrong-guess-7' };
      expect((await post('/auth/signin', nextVisitorAddress(), guess)).status).toBe(401);
    }
  });

  it('counts an e-mail far over 254 characters like any other, before validation refuses it', async () => {
    // The limiter runs first and keys by a hash of the e-mail (throttle-keys.spec.ts), so its text is not kept.
    const huge = `${'a'.repeat(50_000)}@farm-test.ae`;
    const address = nextVisitorAddress();
    for (let i = 0; i < ACCOUNT_THROTTLE.perIpAndEmail; i += 1) {
      expect((await post('/password/forgot-password', address, { email: huge })).status).toBe(400);
    }
    expect((await post('/password/forgot-password', address, { email: huge })).status).toBe(429);
  });
});

describe('sign-in from a known device (docs/decisions/160-device-cookies.md)', () => {
  let api: AccountsApp;

  beforeAll(async () => {
    api = await startAccountsApp();
  });

  afterAll(async () => {
    await api.close();
  });

  const signin = (address: string, body: object) =>
    fetch(`${api.baseUrl}/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });

  /** A verified account, and the device token its owner's browser got from signing in once. */
  async function ownerWithDevice() {
    const registration = await verifiedCustomer(api, 'device-owner');
    const res = await signin(nextVisitorAddress(), {
      email: registration.email,
      password: registration.password,
    });
    expect(res.status).toBe(200);
    const { deviceToken } = (await res.json()) as { deviceToken: string };
    expect(deviceToken).toMatch(/^[0-9a-f]{24}\.[\w-]+\.\d+\.[\w-]+$/);
    return { email: registration.email, password: registration.password, deviceToken };
  }

  /** As many wrong passwords as the e-mail's limit allows, each from another address, and one more. */
  async function lockByStrangers(email: string): Promise<void> {
    const statuses: number[] = [];
    for (let i = 0; i <= ACCOUNT_THROTTLE.perEmail; i += 1) {
      statuses.push((await signin(nextVisitorAddress(), { email, password: 'wrong-guess-1' })).status);
    }
    // The owner's own sign-up, verification and sign-in counted too, so the lock comes a few tries early.
    const locked = statuses.indexOf(429);
    expect(locked).toBeGreaterThan(ACCOUNT_THROTTLE.perEmail - 5);
    expect(statuses).toEqual([...Array(locked).fill(401), ...Array(statuses.length - locked).fill(429)]);
  }

  it("lets the owner's device in at once after strangers' wrong tries from many addresses", async () => {
    const owner = await ownerWithDevice();
    await lockByStrangers(owner.email);

    const mine = await signin(nextVisitorAddress(), owner);
    expect(mine.status).toBe(200);
    const renewed = ((await mine.json()) as { deviceToken: string }).deviceToken;
    // The same browser keeps its device id; only the date (and so the signature) is renewed.
    expect(renewed.split('.').slice(0, 2)).toEqual(owner.deviceToken.split('.').slice(0, 2));

    // Without the device token, the owner meets the lock like anyone else.
    const { deviceToken: _dropped, ...withoutToken } = owner;
    const refused = await signin(nextVisitorAddress(), withoutToken);
    expect(refused.status).toBe(429);
    expectErrorBody(await refused.json(), 429, accountMessages.tooManyRequests);
  });

  it('counts a sign-in against the e-mail whatever the case or the trailing slash of its address', async () => {
    const owner = await ownerWithDevice();
    const { deviceToken: _dropped, ...withoutToken } = owner;
    const origin = api.baseUrl.replace(/\/api$/, '');
    const variants = [`${origin}/api/auth/signin/`, `${origin}/API/Auth/SignIn`];
    const statuses: number[] = [];
    for (let i = 0; i <= ACCOUNT_THROTTLE.perEmail; i += 1) {
      const res = await fetch(variants[i % 2] ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextVisitorAddress() },
        body: JSON.stringify({ email: owner.email, password: 'wrong-guess-1' }),
      });
      statuses.push(res.status);
    }
    // They reach sign-in, and fill the e-mail's bucket as the plain address does.
    expect(statuses[0]).toBe(401);
    expect(statuses).toContain(429);
    expect((await signin(nextVisitorAddress(), withoutToken)).status).toBe(429);
  });

  it("opens nothing with a forged token or one from the stranger's own account", async () => {
    const owner = await ownerWithDevice();
    const stranger = await ownerWithDevice();
    await lockByStrangers(owner.email);
    const [id, device, issued, sig] = owner.deviceToken.split('.') as [string, string, string, string];
    const forged = [
      stranger.deviceToken,
      `${id}.${device}.${issued}.${sig.slice(0, -2)}AA`,
      `${id}.${device}.${Number(issued) + 1}.${sig}`,
      `${stranger.deviceToken.split('.')[0]}.${device}.${issued}.${sig}`,
    ];
    for (const deviceToken of forged) {
      const res = await signin(nextVisitorAddress(), { ...owner, deviceToken });
      expect(res.status).toBe(429);
    }
  });

  it('ends a device token once the password is changed or reset', async () => {
    const owner = await ownerWithDevice();
    const session = await api.client.auth.signin({
      body: { email: owner.email, password: owner.password },
    });
    if (session.status !== 200) throw new Error(`signin answered ${session.status}`);
    const changed = await api.client.account.changePassword({
      body: {
        currentPassword: owner.password,
        password: 'changed-leaf-3',
        confirmPassword: 'changed-leaf-3',
      },
      extraHeaders: bearer(session.body.token),
    });
    expect(changed.status).toBe(200);
    await lockByStrangers(owner.email);
    // A stolen browser's token no longer stands in for the e-mail's bucket, even with the new password.
    const stolen = await signin(nextVisitorAddress(), { ...owner, password: 'changed-leaf-3' });
    expect(stolen.status).toBe(429);
    // The browser that changed it got a new token, and gets in at once.
    const renewed = changed.status === 200 ? changed.body.deviceToken : '';
    const mine = await signin(nextVisitorAddress(), {
      ...owner,
      password: 'changed-leaf-3',
      deviceToken: renewed,
    });
    expect(mine.status).toBe(200);

    // The same after a password reset.
    const other = await ownerWithDevice();
    const seen = (await api.outbox.to(other.email)).length;
    await api.client.auth.forgotPassword({ body: { email: other.email } });
    const code = await api.outbox.nextCode(other.email, seen);
    const reset = await api.client.auth.resetPassword({
      body: { email: other.email, code, password: 'reset-leaf-44', confirmPassword: 'reset-leaf-44' },
    });
    expect(reset.status).toBe(200);
    await lockByStrangers(other.email);
    expect((await signin(nextVisitorAddress(), { ...other, password: 'reset-leaf-44' })).status).toBe(429);
    // The browser that reset it proved it reads the mailbox: its new token gets in at once.
    const resetToken = reset.status === 200 ? reset.body.deviceToken : '';
    const owners = await signin(nextVisitorAddress(), {
      ...other,
      password: 'reset-leaf-44',
      deviceToken: resetToken,
    });
    expect(owners.status).toBe(200);
  });

  it('limits wrong tries from a known device on its own', async () => {
    const owner = await ownerWithDevice();
    const statuses: number[] = [];
    for (let i = 0; i <= ACCOUNT_THROTTLE.perDevice; i += 1) {
      const res = await signin(nextVisitorAddress(), { ...owner, password: 'wrong-guess-2' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(ACCOUNT_THROTTLE.perDevice).fill(401), 429]);
    // The device's bucket is its own: the e-mail's is untouched, so the owner's other browsers still get in.
    const { deviceToken: _other, ...elsewhere } = owner;
    expect((await signin(nextVisitorAddress(), elsewhere)).status).toBe(200);
  });
});
