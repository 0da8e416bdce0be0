import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '#tests/api-stub';
import { signedInRequest } from '#tests/signed-in';
import { loader } from '#app/root';

const { auth, cart, catalog } = stubApi();
const customer = { role: 'Customer' as const, username: 'Amina', lastname: 'K', email: 'amina@farm.ae' };
const service = { _id: '64b7f0c2a1b2c3d4e5f60720', name: 'Home farms', slug: 'home-farms' };

async function page() {
  const answer = await loader({ request: new Request('http://localhost/about'), context: {} } as never);
  return answer as unknown as { data: { services: unknown[] }; init: { headers: Headers } };
}

describe('the root loader, for a visitor who is not signed in', () => {
  it('keeps no page whose Services menu the API did not send, and keeps the next one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    catalog.listServices.mockRejectedValueOnce(new TypeError('fetch failed'));
    const degraded = await page();
    expect(degraded.data.services).toEqual([]);
    expect(degraded.init.headers.get('Cache-Control')).toBe('private, no-store');

    catalog.listServices.mockResolvedValue({
      status: 200,
      body: { data: [{ ...service, description: 'x' }] },
    });
    const whole = await page();
    expect(whole.data.services).toEqual([service]);
    expect(whole.init.headers.get('Cache-Control')).toBe('private, no-cache');
  });
});

describe('the footer’s year', () => {
  it('is the year in Dubai, where the new year starts four hours before it does in UTC', async () => {
    catalog.listServices.mockResolvedValue({ status: 200, body: { data: [] } });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-12-31T21:00:00Z'));
      expect(((await page()).data as unknown as { year: number }).year).toBe(2027);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the root loader, for a signed-in visitor', () => {
  async function signedInPage(mark: string) {
    // Each test's own write mark: what an earlier one kept for the same token is not read.
    const signedIn = await signedInRequest('http://localhost/about');
    const headers = { Cookie: `${signedIn.headers.get('Cookie')}; __writes=${mark}` };
    const answer = await loader({ request: new Request(signedIn.url, { headers }), context: {} } as never);
    return (answer as unknown as { data: { user: unknown; counts: unknown } }).data;
  }

  it('asks for the header badges while the session is checked, not after', async () => {
    catalog.listServices.mockResolvedValue({ status: 200, body: { data: [] } });
    cart.counts.mockResolvedValue({ status: 200, body: { data: { cart: 2, wishlist: 1 } } });
    // When the session check is asked, the badges have been asked for already.
    let badgesAsked: number | undefined;
    auth.me.mockImplementation(async () => {
      badgesAsked = cart.counts.mock.calls.length;
      return { status: 200, body: { data: customer } };
    });
    const page = await signedInPage('one');
    expect(badgesAsked).toBe(1);
    expect(page.user).toEqual(customer);
    expect(page.counts).toEqual({ cart: 2, wishlist: 1 });
  });

  it('shows no badges for a session the API has ended', async () => {
    cart.counts.mockResolvedValue({ status: 401, body: {} });
    auth.me.mockResolvedValue({ status: 401, body: {} });
    const page = await signedInPage('two');
    expect(page.user).toBeNull();
    expect(page.counts).toEqual({ cart: 0, wishlist: 0 });
  });
});
