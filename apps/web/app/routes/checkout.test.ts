import { afterEach, describe, expect, it, vi } from 'vitest';

import { stubApi } from '#tests/api-stub';
import { lastToast, signedInRequest } from '#tests/signed-in';

// The API behind the typed client, stubbed so each test decides what it answers.
const { orders, account } = stubApi();

const { loader } = await import('#app/routes/checkout');
const ID = '65a1b2c3d4e5f60718293a4b';

afterEach(() => vi.clearAllMocks());

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
