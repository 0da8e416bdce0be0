import { shopMessages } from '@farm/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { stubApi } from '#tests/api-stub';
import { lastToast, signedInRequest } from '#tests/signed-in';

// The API behind the typed client, stubbed so each test decides what it answers.
const { orders } = stubApi();

const { action } = await import('#app/routes/account/order');
const ID = '65a1b2c3d4e5f60718293a4b';

/** Posts the order page's form: `intent=cancel` unless another body is given. */
async function cancel(body = 'intent=cancel', lang: 'en' | 'ar' = 'en') {
  const request = await signedInRequest(
    `http://localhost/account/orders/${ID}${lang === 'ar' ? '?lang=ar' : ''}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    },
  );
  return action({ request, params: { id: ID }, context: {} } as never);
}

const refusal = (statusCode: number, code: keyof typeof shopMessages) => ({
  statusCode,
  code,
  message: shopMessages[code],
  error: shopMessages[code],
});

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.restoreAllMocks());

describe('cancelling an order', () => {
  it('asks the API to cancel this order and says what it answered, on the order page', async () => {
    orders.cancelMyOrder.mockResolvedValue({
      status: 200,
      body: {
        code: 'orderCancelled',
        message: 'Your order FA-2026-000001 has been cancelled.',
        params: { number: 'FA-2026-000001' },
        data: {},
      },
    });
    const response = (await cancel()) as Response;
    expect(orders.cancelMyOrder).toHaveBeenCalledWith(expect.objectContaining({ params: { id: ID } }));
    expect(response.headers.get('Location')).toBe(`/account/orders/${ID}`);
    expect(await lastToast(response)).toMatchObject({
      kind: 'success',
      title: 'Order cancelled',
      message: 'Your order FA-2026-000001 has been cancelled.',
    });
  });

  it('says so in its own words when the API cannot be reached', async () => {
    orders.cancelMyOrder.mockRejectedValue(new TypeError('fetch failed'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = (await cancel()) as Response;
    expect(await lastToast(response)).toMatchObject({
      kind: 'error',
      message: 'The order could not be cancelled just now. Please try again.',
    });
  });

  it('refuses a post without the form’s intent, and calls nothing', async () => {
    const thrown = await cancel('').catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 400 } });
    expect(orders.cancelMyOrder).not.toHaveBeenCalled();
  });

  it('shows the refusal of an order shipped meanwhile as an error', async () => {
    orders.cancelMyOrder.mockResolvedValue({ status: 409, body: refusal(409, 'orderNotCancellable') });
    const response = (await cancel()) as Response;
    expect(await lastToast(response)).toMatchObject({
      kind: 'error',
      title: 'Order not cancelled',
      message: shopMessages.orderNotCancellable,
    });
  });

  it("answers another customer's order with the not-found page", async () => {
    orders.cancelMyOrder.mockResolvedValue({ status: 404, body: refusal(404, 'orderNotFound') });
    const thrown = await cancel().catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});

describe('buying again', () => {
  type Skipped = { productId: string; name: string; code: string; params?: Record<string, string | number> };
  const reordered = (added: number, skipped: Skipped[]) => ({
    status: 200,
    body: {
      code: 'orderReordered',
      message: `Products of order FA-2026-000001 added to your cart: ${added} of ${added + skipped.length}.`,
      params: { number: 'FA-2026-000001', added, lines: added + skipped.length },
      data: { added, skipped },
    },
  });

  it('goes to the cart, saying what went in', async () => {
    orders.reorderMyOrder.mockResolvedValue(reordered(2, []));
    const response = (await cancel('intent=reorder')) as Response;
    expect(orders.cancelMyOrder).not.toHaveBeenCalled();
    expect(response.headers.get('Location')).toBe('/cart');
    expect(await lastToast(response)).toMatchObject({
      kind: 'success',
      title: 'Added to your cart',
      message: 'Products of order FA-2026-000001 added to your cart: 2 of 2.',
    });
  });

  it('names the products that could not go in, each with its reason', async () => {
    orders.reorderMyOrder.mockResolvedValue(
      reordered(1, [
        { productId: ID, name: 'Wick Planter Duo', code: 'outOfStock', params: { name: 'Wick Planter Duo' } },
        { productId: ID, name: 'pH Down 500 ml', code: 'cartFull', params: { max: 50 } },
      ]),
    );
    const response = (await cancel('intent=reorder')) as Response;
    expect(await lastToast(response)).toMatchObject({
      kind: 'warning',
      title: 'Some products were not added',
      message:
        'Products of order FA-2026-000001 added to your cart: 1 of 3. Not added: Sorry, Wick Planter Duo is out of stock. pH Down 500 ml: Your cart can hold at most 50 different products.',
    });
  });

  it('stays on the order when nothing could go in, saying so in the page language', async () => {
    orders.reorderMyOrder.mockResolvedValue(
      reordered(0, [
        { productId: ID, name: 'مزارع الفتيل', code: 'productUnavailable', params: { name: 'مزارع الفتيل' } },
        {
          productId: ID,
          name: 'خافض الحموضة',
          code: 'notEnoughStock',
          params: { name: 'خافض الحموضة', stock: 1 },
        },
      ]),
    );
    const response = (await cancel('intent=reorder', 'ar')) as Response;
    expect(response.headers.get('Location')).toBe(`/account/orders/${ID}?lang=ar`);
    expect(await lastToast(response)).toMatchObject({
      kind: 'warning',
      title: 'تعذّرت إضافة المنتجات',
      message: 'لم تُضف: مزارع الفتيل لم يعد متاحاً. لم يتبقَّ من خافض الحموضة سوى 1 في المخزون.',
    });
  });

  it('stays on the order with an error when the API cannot be reached', async () => {
    orders.reorderMyOrder.mockRejectedValue(new TypeError('fetch failed'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = (await cancel('intent=reorder')) as Response;
    expect(response.headers.get('Location')).toBe(`/account/orders/${ID}`);
    expect(await lastToast(response)).toMatchObject({ kind: 'error' });
  });
});
