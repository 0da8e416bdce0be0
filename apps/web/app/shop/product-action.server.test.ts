import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '#tests/api-stub';
import { signedInRequest } from '#tests/signed-in';
import { productAction } from '#app/shop/product-action.server';

const { cart } = stubApi();
const PRODUCT = '64b7f0c2a1b2c3d4e5f60720';

async function addToCart() {
  const body = new URLSearchParams({ productId: PRODUCT, quantity: '2', enhanced: '1' });
  const request = await signedInRequest('http://localhost/products', { method: 'POST', body });
  return productAction({ request, context: {} } as never, 'cart');
}

describe('add to cart, from a page with JavaScript', () => {
  beforeEach(() => {
    cart.addToCart.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('answers the outcome as data for the page', async () => {
    cart.addToCart.mockResolvedValue({ status: 200, body: { message: 'Added', data: { items: [] } } });
    expect(await addToCart()).toMatchObject({ outcome: 'done', title: 'Added to Cart' });
  });

  it('answers a refusal with its sentence, as an answer the page loads its data after', async () => {
    cart.addToCart.mockResolvedValue({
      status: 409,
      body: { statusCode: 409, message: 'Only 1 left in stock.' },
    });
    const reply = await addToCart();
    expect(reply).toMatchObject({ outcome: 'failed', title: 'Error' });
    expect(reply).not.toHaveProperty('init');
  });

  it('answers 503 with the Error dialog when the API gives no answer, so the page is not loaded again', async () => {
    for (const fails of [
      () => cart.addToCart.mockRejectedValue(new TypeError('fetch failed')),
      () => cart.addToCart.mockResolvedValue({ status: 500, body: {} }),
    ]) {
      fails();
      expect(await addToCart()).toMatchObject({
        init: { status: 503 },
        data: { outcome: 'failed', title: 'Error', message: 'Failed to add product to cart' },
      });
    }
  });
});
