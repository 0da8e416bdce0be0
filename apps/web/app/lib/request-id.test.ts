import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '#tests/api-stub';

// Every API call a page makes carries the web server's request id (and the browser's address),
// so the API's log lines can be tied to the page view that caused them.

const { catalog, content, auth, cart } = stubApi();

const { loader: rootLoader } = await import('#app/root');
const { loader: homeLoader } = await import('#app/routes/home');
const { loader: productsLoader } = await import('#app/routes/products');
const { loader: productLoader } = await import('#app/routes/product-detail');
const { loader: serviceLoader } = await import('#app/routes/service');
const { signIn } = await import('#app/lib/session.server');
const { toast } = await import('#app/components/feedback/toast-model');

const REQUEST_ID = '0b7c4a52-6f0e-4d8a-9c1b-2e3f4a5b6c7d';
const user = { role: 'Customer' as const, username: 'Amina', lastname: 'K', email: 'amina@farm.ae' };
const onBehalf = {
  'accept-encoding': 'identity',
  'accept-language': 'en',
  'x-forwarded-for': '203.0.113.9',
  'x-request-id': REQUEST_ID,
};
const page = { data: [], page: 1, pages: 0, total: 0 };
const product = {
  _id: 'p1',
  slug: 'tower',
  name: 'Tower',
  description: 'd',
  price: 10,
  discountedPrice: 9,
  offer: '',
  stock: 3,
  images: [],
  usp: [],
};
const service = {
  _id: 's1',
  name: 'Home',
  subHeading: '',
  description: '',
  subdescription: '',
  image: [],
  video: [],
};

function args(path: string, params: Record<string, string> = {}, cookie?: string) {
  const request = new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  const context = { clientAddress: '203.0.113.9', requestId: REQUEST_ID, logFields: {} };
  return { request, params, context } as never as {
    request: Request;
    params: never;
    context: typeof context;
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  catalog.listServices.mockResolvedValue({ status: 200, body: { data: [service] } });
  catalog.listProducts.mockResolvedValue({ status: 200, body: page });
  catalog.listCategoryProducts.mockResolvedValue({ status: 200, body: page });
  catalog.getProduct.mockResolvedValue({ status: 200, body: { data: product } });
  catalog.listRelatedProducts.mockResolvedValue({ status: 200, body: { data: [] } });
  catalog.getService.mockResolvedValue({ status: 200, body: { data: service } });
  catalog.listServiceCategories.mockResolvedValue({ status: 200, body: { data: [] } });
  catalog.listAllCategories.mockResolvedValue({ status: 200, body: { data: [] } });
  auth.me.mockResolvedValue({ status: 200, body: { data: user } });
  cart.counts.mockResolvedValue({ status: 200, body: { data: { cart: 1, wishlist: 0 } } });
  content.listGallery.mockResolvedValue({ status: 200, body: page });
});

describe('API calls made for a page', () => {
  it('carry the request id from every catalog loader', async () => {
    await homeLoader(args('/home') as never);
    await productsLoader(args('/products') as never);
    await productsLoader(args('/products/c1', { id: 'c1' } as never) as never);
    await productLoader(args('/product-detail/tower', { id: 'tower' } as never) as never);
    await serviceLoader(args('/service/s1', { id: 's1' } as never) as never);
    const calls = [...Object.values(catalog), ...Object.values(content)].flatMap((mock) => mock.mock.calls);
    expect(calls.length).toBeGreaterThanOrEqual(8);
    for (const [call] of calls) expect(call.headers).toEqual(onBehalf);
  });

  it("carry it from the root loader, which also names the signed-in user for the request's log line", async () => {
    const claims = Buffer.from(JSON.stringify({ sub: '64b7f0c2a1b2c3d4e5f60720', exp: 4_000_000_000 }));
    const token = `header.${claims.toString('base64url')}.signature`;
    const signedIn = await signIn(
      new Request('http://localhost/login'),
      token,
      user,
      toast('success', 'Hi'),
      '/home',
    );
    const cookie = (signedIn.headers.get('Set-Cookie') ?? '').split(';')[0];
    const visit = args('/home', {}, cookie);
    // Past the few seconds the services are shared for (docs/decisions/234-shared-public-lists.md), so this
    // visit reads them itself.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    await rootLoader(visit as never).finally(() => vi.useRealTimers());
    expect(catalog.listServices).toHaveBeenCalledWith({
      params: {},
      query: {},
      body: undefined,
      headers: onBehalf,
    });
    // The session check and the header's badges go on behalf of the same request, with the token.
    for (const route of [auth.me, cart.counts])
      expect(route.mock.calls[0]?.[0].headers).toEqual({ ...onBehalf, authorization: `Bearer ${token}` });
    expect(visit.context.logFields).toEqual({ userId: '64b7f0c2a1b2c3d4e5f60720' });
  });
});
