import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '#tests/api-stub';
import { signedInRequest } from '#tests/signed-in';
import { action as cartAction } from '#app/routes/cart';
import { action as wishlistAction } from '#app/routes/wishlist';

// The cart's quantity and the wishlist's buttons, posted from a page with JavaScript: a refusal is the
// page's to show, and the page loads its data again; no answer at all is a 503, so it does not.
const { cart, wishlist } = stubApi();
const productId = '64b7f0c2a1b2c3d4e5f60720';

async function post(path: string, fields: Record<string, string>) {
  const body = new URLSearchParams(fields);
  const request = await signedInRequest(`http://localhost${path}`, { method: 'POST', body });
  const run = path === '/cart' ? cartAction : wishlistAction;
  return run({ request, params: {}, context: {} } as never);
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the cart’s quantity', () => {
  const update = () => post('/cart', { intent: 'update', productId, quantity: '3', enhanced: '1' });

  it('answers a refusal as it is, and no answer with a 503', async () => {
    cart.updateCartItem.mockResolvedValueOnce({ status: 409, body: { statusCode: 409, message: 'No.' } });
    const refused = await update();
    expect(refused).toMatchObject({ ok: false, title: 'Error' });
    expect(refused).not.toHaveProperty('init');
    cart.updateCartItem.mockRejectedValueOnce(new TypeError('fetch failed'));
    expect(await update()).toMatchObject({ init: { status: 503 }, data: { ok: false, title: 'Error' } });
  });
});

describe('the wishlist’s remove', () => {
  const remove = () => post('/wishlist', { intent: 'remove', productId });

  it('answers a refusal as it is, and no answer with a 503', async () => {
    wishlist.removeFromWishlist.mockResolvedValueOnce({
      status: 404,
      body: { statusCode: 404, message: 'No.' },
    });
    const refused = await remove();
    expect(refused).toMatchObject({ failure: { title: 'Error' } });
    expect(refused).not.toHaveProperty('init');
    wishlist.removeFromWishlist.mockResolvedValueOnce({ status: 502, body: {} });
    expect(await remove()).toMatchObject({ init: { status: 503 }, data: { failure: { title: 'Error' } } });
  });
});
