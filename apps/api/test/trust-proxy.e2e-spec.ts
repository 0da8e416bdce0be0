import { ACCOUNT_THROTTLE } from '../src/throttle/throttle.guard';
import { startTestApp, type TestApp } from './support/test-app';

// TRUST_PROXY (docs/decisions/093-api-replicas.md): X-Forwarded-For counts only from a trusted proxy.
describe('TRUST_PROXY', () => {
  let api: TestApp;

  beforeAll(async () => {
    // The web server is "elsewhere" (10.0.0.0/8); this test calls from loopback, which is then untrusted.
    api = await startTestApp({ seedDemo: false, trustProxy: '10.0.0.0/8' });
  });

  afterAll(async () => {
    await api.close();
  });

  it('ignores the addresses an untrusted caller names, so they cannot dodge the per-address limit', async () => {
    const email = `trust.${Date.now().toString(36)}@farm-test.ae`;
    const statuses: number[] = [];
    for (let i = 0; i <= ACCOUNT_THROTTLE.perIpAndEmail; i += 1) {
      const res = await fetch(`${api.baseUrl}/password/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: JSON.stringify({ email }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1)).toEqual(statuses.slice(0, -1).map(() => 200));
    expect(statuses.at(-1)).toBe(429);
  });
});
