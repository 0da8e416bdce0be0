import type { Cart, Order } from '@farm/contract';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '#app/lib/money';
import { toCartView, toOrderSummary, toOrderView } from '#app/shop/views';

const id = '0123456789abcdef01234567';

describe('toCartView', () => {
  it('formats every amount in the page language and says which lines are gone', () => {
    const cart: Cart = {
      items: [
        {
          productId: id,
          name: 'Kit',
          slug: 'kit',
          image: null,
          unitPrice: 1699,
          quantity: 2,
          lineTotal: 3398,
          availability: 'unavailable',
          stock: 0,
          product: null,
        },
      ],
      total: 0,
      orderable: false,
    };
    const view = toCartView(cart, 'en', 'AED');
    expect(view.lines[0]).toMatchObject({
      unitPrice: formatMoney(1699, 'en', 'AED'),
      lineTotal: formatMoney(3398, 'en', 'AED'),
      exists: false,
    });
    expect(view.lines[0]?.lineTotal).toMatch(/^AED\s3,398\.00$/);
    expect(view).toMatchObject({ total: formatMoney(0, 'en', 'AED'), orderable: false });
  });
});

describe('toOrderView', () => {
  const order = {
    _id: id,
    number: 'FA-2026-000001',
    status: 'Pending',
    source: 'cart',
    lines: [
      { productId: id, name: 'A', slug: 'a', image: null, unitPrice: 10, quantity: 2, lineTotal: 20 },
      { productId: id, name: 'B', slug: 'b', image: null, unitPrice: 5, quantity: 3, lineTotal: 15 },
    ],
    subtotal: 35,
    shipping: 0,
    total: 35,
    currency: 'USD',
    shippingAddress: {} as Order['shippingAddress'],
    paymentMethod: 'CashOnDelivery',
    history: [],
    createdAt: '2026-01-01T00:00:00.000Z',
  } satisfies Order;

  it('counts the items and formats in the order’s own currency', () => {
    const view = toOrderView(order, 'en');
    expect(view.itemCount).toBe(5);
    expect(view.total).toBe(formatMoney(35, 'en', 'USD'));
    expect(view.total).not.toContain('AED');
  });

  it('makes a list row of only what the row shows', () => {
    const row = toOrderSummary(order, 'en');
    expect(row).toEqual({
      _id: id,
      number: 'FA-2026-000001',
      status: 'Pending',
      createdAt: '2026-01-01T00:00:00.000Z',
      itemCount: 5,
      total: formatMoney(35, 'en', 'USD'),
    });
  });
});
