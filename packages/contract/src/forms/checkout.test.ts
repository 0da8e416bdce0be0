import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { formData, messagesOf } from '../testing/issues';
import {
  cartOrderSchema,
  checkoutDefaults,
  checkoutSchema,
  directOrderSchema,
  toShippingAddress,
} from './checkout';

const form = {
  country: 'AE',
  firstName: 'Layla',
  lastName: 'Hassan',
  address: 'Villa 12, Street 4',
  city: 'Dubai',
  state: 'Dubai',
  zip: '00000',
  email: 'layla@example.com',
  phone: '0501234567',
  nameOnCard: 'Layla Hassan',
  cardNumber: '4111111111111111',
  expiryDate: '01-12-2028',
  cvv: '123',
};

describe('checkoutSchema', () => {
  it('takes a country by its code and, in the UAE, only an emirate as the State', () => {
    expect(messagesOf(checkoutSchema, { ...form, country: 'United Arab Emirates' })).toEqual({
      country: ['Choose a country from the list.'],
    });
    expect(messagesOf(checkoutSchema, { ...form, state: 'Paris' })).toEqual({
      state: ['Choose one of the seven emirates.'],
    });
    // Outside the UAE the State is written freely.
    expect(checkoutSchema.parse({ ...form, country: 'FR', state: 'Île-de-France' }).state).toBe(
      'Île-de-France',
    );
    // And the order body the API takes follows the same rule.
    const order = {
      shippingAddress: toShippingAddress({ ...form, createAccount: false }),
      paymentMethod: 'CashOnDelivery',
    };
    expect(cartOrderSchema.safeParse(order).success).toBe(true);
    expect(
      cartOrderSchema.safeParse({ ...order, shippingAddress: { ...order.shippingAddress, state: 'Paris' } })
        .success,
    ).toBe(false);
  });

  it('accepts a complete form; unchecked boxes are false', () => {
    expect(checkoutSchema.parse(form)).toEqual({ ...form, createAccount: false, saveCard: false });
  });

  it('names every missing required field', () => {
    expect(messagesOf(checkoutSchema, {})).toEqual({
      country: ['Country is required.'],
      firstName: ['First name is required.'],
      lastName: ['Last name is required.'],
      address: ['Address is required.'],
      city: ['City is required.'],
      state: ['State is required.'],
      zip: ['ZIP code is required.'],
      email: ['Email is required.'],
      phone: ['Phone number is required.'],
      nameOnCard: ['Name on card is required.'],
      cardNumber: ['Card number is required.'],
      expiryDate: ['Expiry date is required.'],
      cvv: ['CVV is required.'],
    });
  });

  it('checks zip, e-mail, phone, card number and CVV formats', () => {
    expect(
      messagesOf(checkoutSchema, {
        ...form,
        zip: 'AB1',
        email: 'layla@',
        phone: '050123',
        cardNumber: '4111',
        cvv: '1',
      }),
    ).toEqual({
      zip: ['ZIP code must contain digits only.'],
      email: ['Enter a valid email.'],
      phone: ['Phone number must be exactly 10 digits.'],
      cardNumber: ['Card number must be at least 16 characters.'],
      cvv: ['CVV too short.'],
    });
  });

  it('reads checked boxes from FormData', () => {
    const submission = parseWithZod(
      formData({ ...form, company: '', apartment: '', saveCard: 'on', createAccount: 'on' }),
      {
        schema: checkoutSchema,
      },
    );
    expect(submission.status === 'success' && submission.value).toEqual({
      ...form,
      createAccount: true,
      saveCard: true,
    });
  });

  it('starts with Save Card Details checked and Create Account unchecked', () => {
    expect(checkoutDefaults).toEqual({ createAccount: false, saveCard: true });
  });
});

describe('what is posted (docs/decisions/009-card-block-and-cash-on-delivery.md)', () => {
  const parsed = checkoutSchema.parse({ ...form, company: 'Green Roofs LLC', apartment: 'Apt 3' });
  const shippingAddress = toShippingAddress(parsed);

  it('maps the form to the shipping address without any card field', () => {
    expect(shippingAddress).toEqual({
      fullName: 'Layla Hassan',
      country: 'AE',
      company: 'Green Roofs LLC',
      email: 'layla@example.com',
      addressLine1: 'Villa 12, Street 4',
      addressLine2: 'Apt 3',
      city: 'Dubai',
      state: 'Dubai',
      pincode: '00000',
      phone: '0501234567',
    });
    const values = Object.values(shippingAddress);
    for (const secret of [form.cardNumber, form.cvv, form.expiryDate]) {
      expect(values).not.toContain(secret);
    }
  });

  it('posts a cart order as cash on delivery only', () => {
    expect(cartOrderSchema.parse({ shippingAddress, paymentMethod: 'CashOnDelivery' })).toEqual({
      shippingAddress,
      paymentMethod: 'CashOnDelivery',
    });
    expect(messagesOf(cartOrderSchema, { shippingAddress, paymentMethod: 'CreditCard' })).toEqual({
      paymentMethod: ['Only cash on delivery is accepted.'],
    });
  });

  it('strips card fields a client might add to the order body', () => {
    const body = { shippingAddress, paymentMethod: 'CashOnDelivery', cardNumber: '4111111111111111' };
    expect(cartOrderSchema.parse(body)).not.toHaveProperty('cardNumber');
  });

  it('posts a direct order with a product id and a quantity of 1-99', () => {
    const order = {
      shippingAddress,
      paymentMethod: 'CashOnDelivery',
      productId: '65a1b2c3d4e5f60718293a4b',
      quantity: 2,
    };
    expect(directOrderSchema.parse(order)).toEqual(order);
    expect(messagesOf(directOrderSchema, { ...order, productId: 'x', quantity: 100 })).toEqual({
      productId: ['Invalid id'],
      quantity: ['Quantity must be a whole number from 1 to 99.'],
    });
  });

  it('validates the address server-side with the same rules', () => {
    expect(
      messagesOf(cartOrderSchema, {
        shippingAddress: { ...shippingAddress, phone: '12' },
        paymentMethod: 'CashOnDelivery',
      }),
    ).toEqual({
      'shippingAddress.phone': ['Phone number must be exactly 10 digits.'],
    });
  });
});
