import type { AppLoadContext } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '#tests/api-stub';
import { apiFor } from '#app/lib/api.server';
import { COUNTS_TTL_MS, NO_COUNTS, shopCounts } from '#app/lib/shop-counts.server';
import { dropWriteMark, markWrite, writeMarkOf } from '#app/lib/write-mark.server';

const { cart, wishlist } = stubApi();
let tokens = 0;
/** A token no earlier test has used, so what the process keeps starts empty for it. */
const freshToken = () => `tok-${(tokens += 1)}`;

/** A page view of a signed-in visitor whose browser sends `cookie`, and what its answer sets. */
function visit(cookie = '') {
  const setCookies: string[] = [];
  const request = new Request('http://localhost/home', { headers: cookie ? { Cookie: cookie } : {} });
  const context: AppLoadContext = { setCookie: (value) => setCookies.push(value) };
  return { request, context, setCookies };
}

/** The header badges as the root loader asks for them. */
function countsFor(token: string, { request, context }: ReturnType<typeof visit>) {
  const api = apiFor(request, context, { token, readsRefusals: true });
  return shopCounts(api, token, writeMarkOf(request, context));
}

/** The cookie pair an answer sets, as the browser sends it back. */
const sentBack = (setCookie: string) => setCookie.split(';')[0] ?? '';

beforeEach(() => {
  cart.counts.mockReset();
  cart.counts.mockResolvedValue({ status: 200, body: { data: { cart: 2, wishlist: 1 } } });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('shopCounts', () => {
  it('asks the API once for pages of one visitor that change nothing, for a few seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = freshToken();
    expect(await countsFor(token, visit())).toEqual({ cart: 2, wishlist: 1 });
    cart.counts.mockResolvedValue({ status: 200, body: { data: { cart: 3, wishlist: 1 } } });
    expect(await countsFor(token, visit())).toEqual({ cart: 2, wishlist: 1 });
    expect(cart.counts).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + COUNTS_TTL_MS);
    expect(await countsFor(token, visit())).toEqual({ cart: 3, wishlist: 1 });
    expect(cart.counts).toHaveBeenCalledTimes(2);
  });

  it('never answers one visitor with what was read for another', async () => {
    await countsFor(freshToken(), visit());
    cart.counts.mockResolvedValue({ status: 200, body: { data: { cart: 0, wishlist: 7 } } });
    expect(await countsFor(freshToken(), visit())).toEqual({ cart: 0, wishlist: 7 });
    expect(cart.counts).toHaveBeenCalledTimes(2);
  });

  it('reads them again on the page after a write, in another process too, since the mark is a cookie', async () => {
    const token = freshToken();
    await countsFor(token, visit());

    // The visitor adds to the cart: the action's write to the API gives its answer a new mark.
    cart.addToCart.mockResolvedValue({ status: 200, body: { code: 'addedToCart', message: 'Added' } });
    const action = visit();
    await apiFor(action.request, action.context, { token }).cart.addToCart({
      body: { productId: '64b7f0c2a1b2c3d4e5f60720', quantity: 1 },
    });
    expect(action.setCookies).toHaveLength(1);
    const [setCookie = ''] = action.setCookies;
    expect(setCookie).toMatch(/^__writes=[\w-]+; Path=\/; HttpOnly; SameSite=Lax/);

    cart.counts.mockResolvedValue({ status: 200, body: { data: { cart: 3, wishlist: 1 } } });
    expect(await countsFor(token, visit(`lang=en; ${sentBack(setCookie)}`))).toEqual({
      cart: 3,
      wishlist: 1,
    });
    expect(cart.counts).toHaveBeenCalledTimes(2);
  });

  it('reads them again within the request that wrote (a form posted without JavaScript renders the page)', async () => {
    const token = freshToken();
    const page = visit();
    await countsFor(token, page);
    markWrite(page.context);
    cart.counts.mockResolvedValue({ status: 200, body: { data: { cart: 0, wishlist: 1 } } });
    expect(await countsFor(token, page)).toEqual({ cart: 0, wishlist: 1 });
  });

  it('shows zeros when the API fails, and keeps nothing of the failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const token = freshToken();
    cart.counts.mockResolvedValueOnce({ status: 500, body: {} });
    expect(await countsFor(token, visit())).toEqual(NO_COUNTS);
    expect(error).toHaveBeenCalledWith('The shop counts answered 500');
    expect(await countsFor(token, visit())).toEqual({ cart: 2, wishlist: 1 });
    error.mockRestore();
  });
});

describe('the write mark', () => {
  it('is given once per request, by a call with a token that is not a GET', async () => {
    wishlist.getWishlist.mockResolvedValue({ status: 200, body: { data: [] } });
    wishlist.clearWishlist.mockResolvedValue({
      status: 200,
      body: { code: 'wishlistCleared', message: 'ok' },
    });
    const reads = visit();
    await apiFor(reads.request, reads.context, { token: freshToken() }).wishlist.getWishlist();
    expect(reads.setCookies).toEqual([]);

    const signedOut = visit();
    await apiFor(signedOut.request, signedOut.context).wishlist.clearWishlist();
    expect(signedOut.setCookies).toEqual([]);

    const writes = visit();
    const api = apiFor(writes.request, writes.context, { token: freshToken() });
    await api.wishlist.clearWishlist();
    await api.wishlist.clearWishlist();
    expect(writes.setCookies).toHaveLength(1);
    expect(writeMarkOf(writes.request, writes.context)).toBe(sentBack(writes.setCookies[0] ?? '').slice(9));
  });

  it('is dropped at sign-out, and the sign-out call gives no new one', async () => {
    wishlist.clearWishlist.mockResolvedValue({
      status: 200,
      body: { code: 'wishlistCleared', message: 'ok' },
    });
    const signOut = visit('__writes=Ab_9-x');
    dropWriteMark(signOut.context);
    const api = apiFor(signOut.request, signOut.context, { token: freshToken() });
    await api.wishlist.clearWishlist();
    expect(signOut.setCookies).toEqual(['__writes=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax']);
    expect(writeMarkOf(signOut.request, signOut.context)).toBe('');
  });

  it('reads a malformed cookie as no mark', () => {
    const { request, context } = visit('__writes=<script>; lang=ar');
    expect(writeMarkOf(request, context)).toBe('');
    const plain = visit('lang=ar; __writes=Ab_9-x');
    expect(writeMarkOf(plain.request, plain.context)).toBe('Ab_9-x');
  });
});
