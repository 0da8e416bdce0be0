import { describe, expect, it } from 'vitest';
import { formData, messagesOf } from './testing/issues';
import { parseWithZod } from '@conform-to/zod';
import { checkoutBillingSchema, toShippingAddress } from './forms/checkout';
import {
  canChangeStatus,
  idempotencyKeySchema,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderQuoteQuerySchema,
  placeCartOrderSchema,
  placeDirectOrderSchema,
  statusesBefore,
} from './orders';
import { addToCartSchema } from './shop';

const address = {
  fullName: 'Layla Hassan',
  country: 'AE',
  email: 'layla@example.com',
  addressLine1: 'Villa 12, Street 4',
  city: 'Dubai',
  state: 'Dubai',
  pincode: '00000',
  phone: '0501234567',
};
const productId = '0123456789abcdef01234567';

describe('order status transitions', () => {
  it('follow Pending -> Confirmed -> Shipped -> Delivered, with cancelling before shipping', () => {
    expect(ORDER_TRANSITIONS).toEqual({
      Pending: ['Confirmed', 'Cancelled'],
      Confirmed: ['Shipped', 'Cancelled'],
      Shipped: ['Delivered'],
      Delivered: [],
      Cancelled: [],
    });
    expect(canChangeStatus('Pending', 'Confirmed')).toBe(true);
    expect(canChangeStatus('Shipped', 'Cancelled')).toBe(false);
    expect(canChangeStatus('Cancelled', 'Pending')).toBe(false);
    expect(statusesBefore('Cancelled')).toEqual(['Pending', 'Confirmed']);
    expect(statusesBefore('Pending')).toEqual([]);
  });

  it('never lead back to Pending or out of a final status', () => {
    for (const from of ORDER_STATUSES) expect(canChangeStatus(from, 'Pending')).toBe(false);
    expect(ORDER_TRANSITIONS.Delivered).toEqual([]);
    expect(ORDER_TRANSITIONS.Cancelled).toEqual([]);
  });
});

describe('order bodies', () => {
  it('accept the shipping address and the payment method', () => {
    const body = { shippingAddress: address, paymentMethod: 'CashOnDelivery' };
    expect(placeCartOrderSchema.parse(body)).toEqual(body);
    expect(placeDirectOrderSchema.parse({ ...body, productId, quantity: 2 })).toEqual({
      ...body,
      productId,
      quantity: 2,
    });
  });

  it('refuse card fields anywhere in the body, naming the field', () => {
    const body = {
      shippingAddress: address,
      paymentMethod: 'CashOnDelivery',
      cardNumber: '4111111111111111',
    };
    expect(messagesOf(placeCartOrderSchema, body)).toEqual({
      '': [
        'An order carries only the shipping address, the payment method, the total seen and, for Buy now, the product and its quantity; never card details.',
      ],
    });
    const nested = { shippingAddress: { ...address, cvv: '123' }, paymentMethod: 'CashOnDelivery' };
    expect(Object.keys(messagesOf(placeCartOrderSchema, nested))).toEqual(['shippingAddress']);
  });

  it('accept cash on delivery only', () => {
    expect(
      messagesOf(placeCartOrderSchema, { shippingAddress: address, paymentMethod: 'Card' }).paymentMethod,
    ).toEqual(['Only cash on delivery is accepted.']);
  });

  it('keep the quantity rule for a direct order', () => {
    const body = { shippingAddress: address, paymentMethod: 'CashOnDelivery', productId };
    expect(messagesOf(placeDirectOrderSchema, { ...body, quantity: 100 }).quantity).toEqual([
      'Quantity must be a whole number from 1 to 99.',
    ]);
  });
});

describe('the total seen', () => {
  const body = { shippingAddress: address, paymentMethod: 'CashOnDelivery' };
  const seen = (expectedTotal: unknown) => placeCartOrderSchema.safeParse({ ...body, expectedTotal });

  it('takes an amount, as a number or as a form posts it, and leaves a missing or blank one out', () => {
    expect(seen(249.5)).toMatchObject({ success: true, data: { expectedTotal: 249.5 } });
    expect(seen(' 249.50 ')).toMatchObject({ success: true, data: { expectedTotal: 249.5 } });
    for (const absent of [undefined, null, '', '   ']) {
      const parsed = seen(absent);
      expect(parsed.success && parsed.data.expectedTotal).toBeUndefined();
    }
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['lots', -1, true, [], Number.POSITIVE_INFINITY]) expect(seen(bad).success).toBe(false);
  });
});

describe('idempotency keys', () => {
  it('are 8 to 100 letters, digits, dashes or underscores', () => {
    expect(idempotencyKeySchema.safeParse('5f0c7a52-8b1e-4c5e-9d0b-0e8f9b4c1a2d').success).toBe(true);
    for (const bad of ['short', 'has space in it', 'x'.repeat(101), 'semi;colon1'])
      expect(idempotencyKeySchema.safeParse(bad).success).toBe(false);
  });
});

describe('checkout quote query', () => {
  it('reads a direct purchase from the URL and a cart checkout without one', () => {
    expect(orderQuoteQuerySchema.parse({ productId, quantity: '3' })).toEqual({ productId, quantity: 3 });
    expect(orderQuoteQuerySchema.parse({})).toEqual({});
    expect(orderQuoteQuerySchema.parse({ productId: '', quantity: '' })).toEqual({});
    expect(orderQuoteQuerySchema.safeParse({ productId, quantity: '0' }).success).toBe(false);
  });
});

describe('add to cart', () => {
  it('reads a form post and checks the quantity', () => {
    const submission = parseWithZod(formData({ productId, quantity: '2' }), { schema: addToCartSchema });
    expect(submission.status === 'success' && submission.value).toEqual({ productId, quantity: 2 });
    expect(messagesOf(addToCartSchema, { productId: 'x', quantity: 1.5 })).toEqual({
      productId: ['Invalid id'],
      quantity: ['Quantity must be a whole number from 1 to 99.'],
    });
  });
});

describe('checkout billing', () => {
  it('posts no card field and maps to the shipping address', () => {
    const billing = {
      country: 'AE',
      firstName: 'Layla',
      lastName: 'Hassan',
      address: 'Villa 12',
      city: 'Dubai',
      state: 'Dubai',
      zip: '00000',
      email: 'layla@example.com',
      phone: '0501234567',
    };
    const parsed = checkoutBillingSchema.parse({ ...billing, cardNumber: '4111111111111111' });
    expect(parsed).not.toHaveProperty('cardNumber');
    expect(toShippingAddress(parsed)).toEqual({
      fullName: 'Layla Hassan',
      country: 'AE',
      company: undefined,
      email: 'layla@example.com',
      addressLine1: 'Villa 12',
      addressLine2: undefined,
      city: 'Dubai',
      state: 'Dubai',
      pincode: '00000',
      phone: '0501234567',
    });
  });
});
