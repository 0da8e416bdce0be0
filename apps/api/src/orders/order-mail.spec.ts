import { countryName, type Order } from '@farm/contract';
import { newOrderMail, orderConfirmationMail, orderStatusMail } from './order-mail';

const order: Order = {
  _id: '0123456789abcdef01234567',
  number: 'FA-2026-000003',
  status: 'Pending',
  source: 'cart',
  lines: [
    {
      productId: '0123456789abcdef01234567',
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
    fullName: 'ليلى حسن',
    email: 'layla.ar@example.com',
    phone: '050 123 4567',
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

/** A part of a line set apart as the mail writes it (first-strong isolate). */
const part = (text: string) => `\u2068${text}\u2069`;

describe('order mails', () => {
  it('set each part of the delivery address apart, after Arabic commas in an Arabic mail', () => {
    const line = [part('ليلى حسن'), part('Villa 12'), part('Dubai'), part('دبي'), part('00000')]
      .concat(part(countryName('AE', 'ar')))
      .join('، ');
    for (const mail of [
      orderConfirmationMail(order, 'ar', 'ليلى', 'https://farm.example/account/orders/1'),
      orderStatusMail(order, 'Shipped', 'ar', 'ليلى', 'https://farm.example/account/orders/1'),
    ]) {
      expect(mail.text).toContain(`عنوان التوصيل: ${line}\n`);
      expect(mail.html).toContain(`>${line}</td>`);
    }
  });

  it('keep English commas in an English mail, with the parts set apart there too', () => {
    const mail = newOrderMail(order, { name: 'Layla', email: 'layla.ar@example.com' });
    expect(mail.text).toContain(
      `Delivery address: ${[part('ليلى حسن'), part('Villa 12'), part('Dubai'), part('Dubai'), part('00000'), part(countryName('AE', 'en'))].join(', ')}\n`,
    );
  });

  it('write the phone number left to right', () => {
    const mail = orderConfirmationMail(order, 'ar', 'ليلى', 'https://farm.example/account/orders/1');
    expect(mail.text).toContain('الهاتف: \u2066050 123 4567\u2069');
    expect(mail.html).toContain('>\u2066050 123 4567\u2069</td>');
  });
});
