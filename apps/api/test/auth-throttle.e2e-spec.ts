import { accountMessages } from '@farm/contract';
import { ACCOUNT_THROTTLE } from '../src/throttle/throttle.guard';
import { expectErrorBody } from './support/expect-error';
import { type AccountsApp, newRegistration, nextVisitorAddress, startAccountsApp } from './auth-app';

/** The six account forms issue 4 rate-limits, each with a body its handler accepts and its usual answers. */
const routes: [string, string, (email: string) => object, number[]][] = [
  ['signup', '/auth/signup', (email) => ({ ...newRegistration(), email }), [201, 409]],
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

describe.each(routes)('rate limit on %s (issue 4)', (_name, path, bodyFor, usual) => {
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

  it(`allows ${ACCOUNT_THROTTLE.perEmail} a minute for one e-mail, whatever the addresses`, async () => {
    const email = freshEmail();
    for (let i = 0; i < ACCOUNT_THROTTLE.perEmail; i += 1) await expectAllowed(nextVisitorAddress(), email);
    await expectRefused(nextVisitorAddress(), email);
    await expectAllowed(nextVisitorAddress(), freshEmail());
  });
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

  it('counts one e-mail on every form together, so switching forms does not reset it', async () => {
    const email = freshEmail();
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_THROTTLE.perEmail; i += 1) {
      const path = i % 2 === 0 ? '/password/forgot-password' : '/auth/resend-verification';
      statuses.push((await post(path, nextVisitorAddress(), { email })).status);
    }
    expect(statuses).toEqual(Array(ACCOUNT_THROTTLE.perEmail).fill(200));
    const body = { email, code: '123456', password: 'newleaves77', confirmPassword: 'newleaves77' };
    expect((await post('/password/reset-password', nextVisitorAddress(), body)).status).toBe(429);
  });

  it('does not count a request refused for its address against the e-mail it names', async () => {
    const crowded = nextVisitorAddress();
    for (let i = 0; i < ACCOUNT_THROTTLE.perIp; i += 1) {
      expect((await post('/password/forgot-password', crowded, { email: freshEmail() })).status).toBe(200);
    }
    const victim = freshEmail();
    for (let i = 0; i < 3; i += 1) {
      expect((await post('/password/forgot-password', crowded, { email: victim })).status).toBe(429);
    }
    for (let i = 0; i < ACCOUNT_THROTTLE.perEmail; i += 1) {
      expect((await post('/password/forgot-password', nextVisitorAddress(), { email: victim })).status).toBe(
        200,
      );
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
