import { startAccountsApp, type AccountsApp } from '../../test/auth-app';
import { ACCOUNT_THROTTLE } from './throttle.guard';

// The web server calls the API from loopback on behalf of many browsers; each browser's address, named in
// X-Forwarded-For, must get its own allowance (per IP and e-mail).
describe('account-form throttling behind the web server', () => {
  let api: AccountsApp;

  beforeAll(async () => {
    api = await startAccountsApp();
  });

  afterAll(async () => {
    await api.close();
  });

  const forgot = (email: string, forwardedFor: string) =>
    api.client.auth.forgotPassword({ body: { email }, extraHeaders: { 'x-forwarded-for': forwardedFor } });

  /** The same form posted with no X-Forwarded-For at all: counted under the caller's own (loopback) address. */
  const forgotUnnamed = async (email: string) =>
    (
      await fetch(`${api.baseUrl}/password/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      })
    ).status;

  it('counts each forwarded address on its own and stops one address at the limit', async () => {
    const email = 'throttle.forwarded@farm-test.ae';
    for (let i = 0; i < ACCOUNT_THROTTLE.perIpAndEmail; i += 1) {
      expect((await forgot(email, '203.0.113.10')).status).toBe(200);
    }
    const over = await forgot(email, '203.0.113.10');
    expect(over.status).toBe(429);

    // Another browser asking about the same e-mail through the same web server is not held back.
    expect((await forgot(email, '203.0.113.20')).status).toBe(200);
    // Nor is a request without the header (the web server's own address).
    expect(await forgotUnnamed(email)).toBe(200);
    expect((await forgot(email, '203.0.113.10')).status).toBe(429);
  });
});
