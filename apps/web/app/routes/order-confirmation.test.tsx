// @vitest-environment jsdom
import type { Order } from '@farm/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { apiMessage } from '#app/i18n/api-messages';
import OrderConfirmation from '#app/routes/order-confirmation';
import { toOrderView } from '#app/shop/views';

afterEach(cleanup);

const id = '0123456789abcdef01234567';

function orderIn(status: Order['status']): Order {
  return {
    _id: id,
    number: 'FA-2026-000042',
    status,
    source: 'cart',
    lines: [
      {
        productId: id,
        name: 'Basil kit',
        slug: 'basil-kit',
        image: null,
        unitPrice: 10,
        quantity: 1,
        lineTotal: 10,
      },
    ],
    subtotal: 10,
    shipping: 0,
    total: 10,
    currency: 'AED',
    shippingAddress: {
      fullName: 'Amina K',
      email: 'amina@farm.ae',
      phone: '0501234567',
      addressLine1: 'Villa 12',
      city: 'Dubai',
      state: 'Dubai',
      country: 'AE',
      pincode: '00000',
    },
    paymentMethod: 'CashOnDelivery',
    history: [],
    createdAt: '2026-11-27T09:00:00.000Z',
  };
}

/** The page as its loader answers: the order, and the server's sentence when it was just placed. */
function renderConfirmation(status: Order['status'], url: string, placed: string | null = null) {
  const Stub = createRoutesStub([
    {
      path: '/order-confirmation/:id',
      Component: OrderConfirmation as never,
      HydrateFallback: () => null,
      loader: () => ({ order: toOrderView(orderIn(status), 'en'), placed }),
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

describe('the order confirmation', () => {
  it('says "Order Placed!" once, as the page’s heading with the server’s sentence, and opens no dialog', async () => {
    renderConfirmation(
      'Pending',
      `/order-confirmation/${id}?placed=1`,
      'Thank you! Your order FA-2026-000042 has been placed.',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Placed!' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('FA-2026-000042');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the order’s number in the Arabic sentence whole, set apart and on one line', async () => {
    const sentence = apiMessage('ar', 'orderPlaced', { number: 'FA-2026-000042' });
    expect(sentence).toContain('تم تقديم طلبك FA-2026-000042.');
    renderConfirmation('Pending', `/order-confirmation/${id}?placed=1&lang=ar`, sentence);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(sentence);
    const number = status.querySelector('bdi');
    expect(number?.textContent).toBe('FA-2026-000042');
    expect(number?.getAttribute('dir')).toBe('ltr');
    expect(number?.className).toContain('whitespace-nowrap');
  });

  it('tells what happens next for the order as it stands, not as it was placed', async () => {
    renderConfirmation('Shipped', `/order-confirmation/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeTruthy();
    expect(screen.getByText('Your order is on its way. You pay in cash when it arrives.')).toBeTruthy();
    expect(screen.queryByText(/We will call you to arrange the delivery/)).toBeNull();
  });
});
