import { afterEach, describe, expect, it, vi } from 'vitest';

import { stubApi } from '#tests/api-stub';
import { lastToast, signedInRequest } from '#tests/signed-in';

// The API behind the typed client, stubbed so each test decides what it answers.
const { orders, account } = stubApi();

const { action, loader } = await import('#app/routes/checkout');
const ID = '65a1b2c3d4e5f60718293a4b';

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('checkout, buying now a product that has left the shop', () => {
  it('goes to the catalog saying so, instead of a page that is not found', async () => {
    orders.quoteOrder.mockResolvedValue({
      status: 404,
      body: { statusCode: 404, code: 'productNotFound', message: 'Product not found', error: 'Not Found' },
    });
    account.listAddresses.mockResolvedValue({ status: 200, body: { data: [] } });
    const request = await signedInRequest(`http://localhost/checkout?productId=${ID}&quantity=2`);
    const answer = (await Promise.resolve(loader({ request, params: {}, context: {} } as never)).catch(
      (thrown: unknown) => thrown,
    )) as Response;
    expect(answer.headers.get('Location')).toBe('/products');
    expect(await lastToast(answer)).toMatchObject({
      kind: 'error',
      title: 'Order Failed',
      message: 'Product not found',
    });
  });
});

describe('checkout, buying now a quantity out of range', () => {
  it('quotes one, as the product page resets its field, rather than a page that is not found', async () => {
    orders.quoteOrder.mockResolvedValue({ status: 404, body: { statusCode: 404, message: 'x', error: 'x' } });
    account.listAddresses.mockResolvedValue({ status: 200, body: { data: [] } });
    const request = await signedInRequest(`http://localhost/checkout?productId=${ID}&quantity=150`);
    await Promise.resolve(loader({ request, params: {}, context: {} } as never)).catch(() => undefined);
    expect(orders.quoteOrder).toHaveBeenCalledWith(
      expect.objectContaining({ query: { productId: ID, quantity: '1' } }),
    );
  });
});

describe('checkout with an empty cart', () => {
  it('goes to the cart in the language of the address it was asked in', async () => {
    orders.quoteOrder.mockResolvedValue({
      status: 200,
      body: { data: { lines: [], subtotal: 0, shipping: 0, total: 0, orderable: false } },
    });
    account.listAddresses.mockResolvedValue({ status: 200, body: { data: [] } });
    const request = await signedInRequest('http://localhost/checkout?lang=ar');
    const answer = (await Promise.resolve(loader({ request, params: {}, context: {} } as never)).catch(
      (thrown: unknown) => thrown,
    )) as Response;
    expect(answer.headers.get('Location')).toBe('/cart?lang=ar');
  });
});

describe('placing an order whose answer is lost', () => {
  const billing = {
    firstName: 'Amina',
    lastName: 'Khan',
    country: 'AE',
    address: 'Villa 12, Street 4',
    city: 'Dubai',
    state: 'Dubai',
    zip: '١٢٣٤٥',
    phone: '٠٥٠١٢٣٤٥٦٧',
    email: 'amina@example.com',
    orderKey: 'key-of-the-first-try',
    expectedLines: 'ab'.repeat(32),
    productId: ID,
    quantity: '1',
  };
  const place = async () => {
    const request = await signedInRequest('http://localhost/checkout', {
      method: 'POST',
      body: new URLSearchParams(billing),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const answer = (await action({ request, params: {}, context: {} } as never)) as
      { orderKey?: string } | { data: { orderKey?: string }; init: { status: number } };
    return 'data' in answer ? { ...answer.data, status: answer.init.status } : answer;
  };

  it('posts the same key again, so pressing again answers the order it may have placed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    orders.placeDirectOrder.mockRejectedValue(new TypeError('fetch failed'));
    // With a 503: the checkout's data is not loaded again from an API that did not answer.
    expect(await place()).toMatchObject({ orderKey: 'key-of-the-first-try', status: 503 });
    orders.placeDirectOrder.mockResolvedValue({ status: 502, body: {} });
    expect(await place()).toMatchObject({ orderKey: 'key-of-the-first-try', status: 503 });
    const sent = orders.placeDirectOrder.mock.calls[1]?.[0];
    expect(sent?.headers['idempotency-key']).toBe('key-of-the-first-try');
    // Arabic-Indic digits are sent as the digits they are.
    expect(sent?.body).toMatchObject({ shippingAddress: { pincode: '12345', phone: '0501234567' } });
    // The lines the summary showed go with it, so lines changed meanwhile are refused.
    expect(sent?.body).toMatchObject({ expectedLines: 'ab'.repeat(32) });
  });

  it('keeps the key through a form refused before it reached the API', async () => {
    billing.zip = 'none';
    try {
      expect((await place()).orderKey).toBe('key-of-the-first-try');
      expect(orders.placeDirectOrder).not.toHaveBeenCalled();
    } finally {
      billing.zip = '١٢٣٤٥';
    }
  });

  it('points to My orders when the key already placed an order with other details', async () => {
    orders.placeDirectOrder.mockResolvedValue({
      status: 422,
      body: {
        statusCode: 422,
        code: 'idempotencyKeyReused',
        message: 'This Idempotency-Key was already used for a different order.',
        error: 'Unprocessable Entity',
      },
    });
    const reply = (await place()) as { orderKey?: string; failure?: { message: string } };
    expect(reply.failure?.message).toBe(
      'Your earlier try may have placed this order already: check My orders before placing it again.',
    );
    expect(reply.orderKey).toBeUndefined();
  });

  it('starts a new key after a refusal, which placed nothing', async () => {
    orders.placeDirectOrder.mockResolvedValue({
      status: 409,
      body: { statusCode: 409, code: 'cartEmpty', message: 'Your cart is empty.', error: 'Conflict' },
    });
    expect((await place()).orderKey).toBeUndefined();
  });
});
