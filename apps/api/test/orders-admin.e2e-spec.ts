import {
  adminOrderPageSchema,
  customerDetailSchema,
  paymentReportSchema,
  shopDateOf,
  addDays,
} from '@farm/contract';
import { Types } from 'mongoose';
import { ClockService } from '../src/clock/clock.service';
import { expectErrorBody } from './support/expect-error';
import { address, type ShopApp, type Shopper, startShopApp } from './shop-app';

const cod = 'CashOnDelivery' as const;

/**
 * The admin's orders: the list's filters (the days in Dubai time above all), the payment report's
 * figures and CSV, and a customer's detail; every route for admins only.
 */
describe('admin orders, payment report and customer detail', () => {
  let api: ShopApp;

  beforeAll(async () => {
    api = await startShopApp();
  });

  afterAll(async () => {
    await api.close();
  });

  const buyNow = async (shopper: Shopper, productId: string, quantity = 1) => {
    const res = await api.client.orders.placeDirectOrder({
      body: { productId, quantity, shippingAddress: address, paymentMethod: cod },
      extraHeaders: shopper.headers,
    });
    if (res.status !== 201) throw new Error(`placeDirectOrder answered ${res.status}`);
    return res.body.data;
  };
  const placedAt = (orderId: string, at: string) =>
    api
      .collection('orders')
      .updateOne({ _id: new Types.ObjectId(orderId) }, { $set: { createdAt: new Date(at) } });
  const list = (query: Record<string, string | number>) =>
    api.client.orders.adminListOrders({ query: query as never, extraHeaders: api.adminHeaders });

  /**
   * Orders straight into the collection, placed at known instants in 2023 and 2024 (no other test places
   * orders in those years), so the report's figures are known to the cent.
   */
  let batch = 0;
  const known = async (
    orders: { at: string; status: string; total: number; currency?: string }[],
  ): Promise<void> => {
    const customer = await api.shopper('report');
    batch += 1;
    await api.collection('orders').insertMany(
      orders.map((order, index) => ({
        number: `FA-TEST-${batch}-${index}`,
        userId: new Types.ObjectId(customer.id),
        customer: { name: 'Amina Report', email: customer.email },
        source: 'direct',
        lines: [],
        subtotal: order.total,
        shipping: 0,
        total: order.total,
        currency: order.currency ?? 'AED',
        shippingAddress: address,
        paymentMethod: cod,
        status: order.status,
        history: [],
        language: 'en',
        stockReturned: order.status === 'Cancelled',
        createdAt: new Date(order.at),
        updatedAt: new Date(order.at),
      })),
    );
  };

  describe('the order list', () => {
    it('filters by the days placed, inclusive, in Dubai time, by status, customer and search', async () => {
      const kit = await api.product({ stock: 50 });
      const amina = await api.shopper('amina');
      const omar = await api.shopper('omar');
      // 2025-03-09 23:59:59 in Dubai is 19:59:59 UTC; 2025-03-10 00:00 in Dubai is 20:00 UTC on the 9th.
      const lateOn9th = await buyNow(amina, kit._id);
      await placedAt(lateOn9th._id, '2025-03-09T19:59:59.999Z');
      const startOf10th = await buyNow(amina, kit._id);
      await placedAt(startOf10th._id, '2025-03-09T20:00:00.000Z');
      const endOf11th = await buyNow(omar, kit._id);
      await placedAt(endOf11th._id, '2025-03-11T19:59:59.999Z');
      const startOf12th = await buyNow(omar, kit._id);
      await placedAt(startOf12th._id, '2025-03-11T20:00:00.000Z');
      await api.client.orders.adminChangeOrderStatus({
        params: { id: endOf11th._id },
        body: { status: 'Confirmed' },
        extraHeaders: api.adminHeaders,
      });

      const numbers = async (query: Record<string, string | number>) => {
        const res = await list(query);
        if (res.status !== 200) throw new Error(`adminListOrders answered ${res.status}`);
        return adminOrderPageSchema.parse(res.body).data.map((order) => order.number);
      };
      expect(await numbers({ from: '2025-03-10', to: '2025-03-11' })).toEqual([
        endOf11th.number,
        startOf10th.number,
      ]);
      expect(await numbers({ from: '2025-03-10', to: '2025-03-10' })).toEqual([startOf10th.number]);
      expect(await numbers({ to: '2025-03-09' })).toEqual([lateOn9th.number]);
      expect(await numbers({ from: '2025-03-12', to: '2025-03-12' })).toEqual([startOf12th.number]);
      expect(await numbers({ from: '2025-03-09', to: '2025-03-12', status: 'Confirmed' })).toEqual([
        endOf11th.number,
      ]);
      expect(await numbers({ from: '2025-03-09', to: '2025-03-12', customer: amina.id })).toEqual([
        startOf10th.number,
        lateOn9th.number,
      ]);
      expect(
        await numbers({ from: '2025-03-09', to: '2025-03-12', search: omar.email.toUpperCase() }),
      ).toEqual([startOf12th.number, endOf11th.number]);
      expect(await numbers({ search: lateOn9th.number })).toEqual([lateOn9th.number]);

      // Pages of the same filter.
      const first = await list({ from: '2025-03-09', to: '2025-03-12', limit: 3 });
      const second = await list({ from: '2025-03-09', to: '2025-03-12', limit: 3, page: 2 });
      expect(first.status === 200 && first.body).toMatchObject({ page: 1, pages: 2, total: 4 });
      expect(second.status === 200 && second.body.data.map((order) => order.number)).toEqual([
        lateOn9th.number,
      ]);
    });

    it('refuses a date that is no day, and a range that ends before it starts, with the contract message', async () => {
      for (const from of ['2025-02-30', '10/03/2025', '2025-3-1']) {
        const res = await list({ from });
        expect(res.status).toBe(400);
        const body = expectErrorBody(res.body, 400);
        expect(body.issues).toEqual([
          expect.objectContaining({
            path: 'from',
            code: 'dateInvalid',
            message: 'Enter a date as YYYY-MM-DD.',
          }),
        ]);
      }
      const reversed = await list({ from: '2025-03-11', to: '2025-03-10' });
      expect(reversed.status).toBe(400);
      expect(expectErrorBody(reversed.body, 400).issues).toEqual([
        expect.objectContaining({ path: 'to', code: 'dateRangeReversed' }),
      ]);
    });
  });

  describe('the payment report', () => {
    it('groups the orders of the days by payment method and status, with counts and totals to the cent', async () => {
      await known([
        // Before the range by one millisecond (23:59:59.999 on 31 May in Dubai).
        { at: '2024-05-31T19:59:59.999Z', status: 'Pending', total: 1000 },
        // The range's first instant, 00:00 on 1 June in Dubai.
        { at: '2024-05-31T20:00:00.000Z', status: 'Pending', total: 0.1 },
        { at: '2024-06-02T08:00:00.000Z', status: 'Pending', total: 0.2 },
        { at: '2024-06-03T08:00:00.000Z', status: 'Delivered', total: 149.99 },
        { at: '2024-06-04T08:00:00.000Z', status: 'Delivered', total: 129.99 },
        { at: '2024-06-05T08:00:00.000Z', status: 'Delivered', total: 0.01 },
        { at: '2024-06-06T08:00:00.000Z', status: 'Cancelled', total: 59.5 },
        { at: '2024-06-07T08:00:00.000Z', status: 'Shipped', total: 12.5 },
        // The range's last instant, 23:59:59.999 on 30 June in Dubai.
        { at: '2024-06-30T19:59:59.999Z', status: 'Confirmed', total: 20.98 },
        // Just after it.
        { at: '2024-06-30T20:00:00.000Z', status: 'Confirmed', total: 5000 },
      ]);
      const res = await api.client.adminOrders.adminPaymentReport({
        query: { from: '2024-06-01', to: '2024-06-30' },
        extraHeaders: api.adminHeaders,
      });
      expect(res.status).toBe(200);
      if (res.status !== 200) return;
      const report = paymentReportSchema.strict().parse(res.body.data);
      expect(report).toEqual({
        from: '2024-06-01',
        to: '2024-06-30',
        timeZone: 'Asia/Dubai',
        rows: [
          { paymentMethod: cod, status: 'Pending', currency: 'AED', orders: 2, total: 0.3 },
          { paymentMethod: cod, status: 'Confirmed', currency: 'AED', orders: 1, total: 20.98 },
          { paymentMethod: cod, status: 'Shipped', currency: 'AED', orders: 1, total: 12.5 },
          { paymentMethod: cod, status: 'Delivered', currency: 'AED', orders: 3, total: 279.99 },
          { paymentMethod: cod, status: 'Cancelled', currency: 'AED', orders: 1, total: 59.5 },
        ],
        totals: [{ currency: 'AED', orders: 8, total: 373.27, keptOrders: 7, keptTotal: 313.77 }],
      });
    });

    it('adds up a year, a window of days at a time, to the same figures (2022 holds only these orders)', async () => {
      await known([
        { at: '2021-12-31T20:00:00.000Z', status: 'Delivered', total: 10.1 }, // 1 January 00:00 in Dubai
        { at: '2022-01-31T19:59:59.999Z', status: 'Delivered', total: 20.2 }, // the first window's last day
        { at: '2022-01-31T20:00:00.000Z', status: 'Delivered', total: 30.3 }, // the second window's first
        { at: '2022-07-15T08:00:00.000Z', status: 'Cancelled', total: 5 },
        { at: '2022-12-31T19:59:59.999Z', status: 'Delivered', total: 0.01 }, // 31 December, last instant
        { at: '2022-12-31T20:00:00.000Z', status: 'Delivered', total: 999 }, // 2023 in Dubai: outside
      ]);
      const res = await api.client.adminOrders.adminPaymentReport({
        query: { from: '2022-01-01', to: '2022-12-31' },
        extraHeaders: api.adminHeaders,
      });
      if (res.status !== 200) throw new Error(`report answered ${res.status}`);
      expect(res.body.data.rows.map(({ status, orders, total }) => [status, orders, total])).toEqual([
        ['Pending', 0, 0],
        ['Confirmed', 0, 0],
        ['Shipped', 0, 0],
        ['Delivered', 4, 60.61],
        ['Cancelled', 1, 5],
      ]);
      expect(res.body.data.totals).toEqual([
        { currency: 'AED', orders: 5, total: 65.61, keptOrders: 4, keptTotal: 60.61 },
      ]);
    });

    it('covers the last 30 days in Dubai time when no days are named, zeros included', async () => {
      const clock = api.app.get(ClockService);
      // 21:30 UTC on 14 August 2023 is already 15 August in Dubai.
      const now = jest.spyOn(clock, 'now').mockReturnValue(Date.parse('2023-08-14T21:30:00Z'));
      try {
        await known([
          { at: '2023-07-16T20:00:00.000Z', status: 'Shipped', total: 10 }, // 17 July 00:00 Dubai: day 1
          { at: '2023-07-16T19:59:00.000Z', status: 'Shipped', total: 99 }, // 16 July: outside
        ]);
        const res = await api.client.adminOrders.adminPaymentReport({
          query: {},
          extraHeaders: api.adminHeaders,
        });
        if (res.status !== 200) throw new Error(`report answered ${res.status}`);
        expect(res.body.data).toMatchObject({ from: '2023-07-17', to: '2023-08-15' });
        expect(res.body.data.rows.map(({ status, orders, total }) => [status, orders, total])).toEqual([
          ['Pending', 0, 0],
          ['Confirmed', 0, 0],
          ['Shipped', 1, 10],
          ['Delivered', 0, 0],
          ['Cancelled', 0, 0],
        ]);
        // Only `to`: the 30 days ending then.
        const ending = await api.client.adminOrders.adminPaymentReport({
          query: { to: '2023-07-16' },
          extraHeaders: api.adminHeaders,
        });
        expect(ending.status === 200 && ending.body.data).toMatchObject({
          from: '2023-06-17',
          to: '2023-07-16',
          totals: [{ currency: 'AED', orders: 1, total: 99 }],
        });
      } finally {
        now.mockRestore();
      }
      expect(addDays(shopDateOf(Date.parse('2023-08-14T21:30:00Z')), -29)).toBe('2023-07-17');
    });

    it('exports the same figures as an RFC 4180 CSV download', async () => {
      await known([
        { at: '2024-09-10T08:00:00.000Z', status: 'Delivered', total: 1234.5 },
        { at: '2024-09-11T08:00:00.000Z', status: 'Cancelled', total: 0.5 },
      ]);
      const res = await fetch(`${api.baseUrl}/admin/reports/payments/csv?from=2024-09-01&to=2024-09-30`, {
        headers: { ...api.adminHeaders, 'accept-encoding': 'identity' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="payments-2024-09-01-to-2024-09-30.csv"',
      );
      expect(res.headers.get('cache-control')).toBe('no-store');
      const range = '2024-09-01,2024-09-30';
      // The UTF-8 byte-order mark first, once, so a spreadsheet reads the file as UTF-8 (record 270).
      const bytes = Buffer.from(await res.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(bytes.subarray(3).toString('utf8')).toBe(
        [
          'From,To,Payment method,Status,Currency,Orders,Total',
          `${range},Cash on delivery,Pending,AED,0,0.00`,
          `${range},Cash on delivery,Confirmed,AED,0,0.00`,
          `${range},Cash on delivery,Shipped,AED,0,0.00`,
          `${range},Cash on delivery,Delivered,AED,1,1234.50`,
          `${range},Cash on delivery,Cancelled,AED,1,0.50`,
          `${range},All,All,AED,2,1235.00`,
          `${range},All,All but Cancelled,AED,1,1234.50`,
          '',
        ].join('\r\n'),
      );

      const bad = await fetch(`${api.baseUrl}/admin/reports/payments/csv?from=2024-09-31`, {
        headers: api.adminHeaders,
      });
      expect(bad.status).toBe(400);
      expectErrorBody(await bad.json(), 400);
    });
  });

  describe('the customer detail', () => {
    it('shows the profile, the newest orders and the requests sent from the account', async () => {
      const kit = await api.product({ stock: 20, discountedPrice: 45.5 });
      const customer = await api.shopper('detail', 'ar');
      const other = await api.shopper('other');
      const first = await buyNow(customer, kit._id, 2);
      const second = await buyNow(customer, kit._id, 1);
      await buyNow(other, kit._id, 1);
      const contact = await api.client.enquiries.getInTouch({
        body: { name: 'Amina Detail', email: customer.email, mobile: '0501234567' },
        extraHeaders: { ...customer.headers, 'x-forwarded-for': '198.51.100.77' },
      });
      expect(contact.status).toBe(201);
      // Anonymous requests naming the same address are not theirs: anyone can type an address.
      const anonymous = await api.client.enquiries.getInTouch({
        body: { name: 'Someone', email: customer.email, mobile: '0501234567' },
        extraHeaders: { 'x-forwarded-for': '198.51.100.78' },
      });
      expect(anonymous.status).toBe(201);

      const res = await api.client.adminOrders.adminGetCustomer({
        params: { id: customer.id },
        extraHeaders: api.adminHeaders,
      });
      expect(res.status).toBe(200);
      if (res.status !== 200) return;
      const detail = customerDetailSchema.strict().parse(res.body.data);
      expect(detail.customer).toEqual({
        _id: customer.id,
        username: 'Amina',
        lastname: expect.stringMatching(/^Buyer/),
        email: customer.email,
        emailVerified: true,
        language: 'ar',
        createdAt: expect.any(String),
      });
      expect(detail.orders).toEqual({
        total: 2,
        data: [
          {
            _id: second._id,
            number: second.number,
            status: 'Pending',
            createdAt: second.createdAt,
            items: 1,
            total: 45.5,
            currency: 'AED',
          },
          expect.objectContaining({ _id: first._id, items: 2, total: 91 }),
        ],
      });
      expect(detail.submissions).toEqual({
        total: 1,
        data: [expect.objectContaining({ kind: 'contact', status: 'new', files: 0 })],
      });
    });

    it("names a request's product in the admin's language", async () => {
      const tower = await api.product({ nameAr: 'برج النعناع' });
      const customer = await api.shopper('detail-ar');
      const asked = await api.client.enquiries.requestProductCustomization({
        body: { width: 120, height: 240, productId: tower._id },
        extraHeaders: customer.headers,
      });
      expect(asked.status).toBe(201);
      const productIn = async (lang: string) => {
        const res = await api.client.adminOrders.adminGetCustomer({
          params: { id: customer.id },
          extraHeaders: { ...api.adminHeaders, 'accept-language': lang },
        });
        return res.status === 200 ? res.body.data.submissions.data.map((row) => row.productName) : res.status;
      };
      expect(await productIn('ar')).toEqual(['برج النعناع']);
      expect(await productIn('en')).toEqual([tower.name]);
    });

    it('is a 404 for an unknown id, for an admin account and a 400 for a malformed id', async () => {
      const unknown = await api.client.adminOrders.adminGetCustomer({
        params: { id: new Types.ObjectId().toString() },
        extraHeaders: api.adminHeaders,
      });
      expect(unknown.status).toBe(404);
      expectErrorBody(unknown.body, 404, 'Customer not found');
      const admin = await api.users().findOne({ role: 'Admin' });
      const asAdmin = await api.client.adminOrders.adminGetCustomer({
        params: { id: String(admin?._id) },
        extraHeaders: api.adminHeaders,
      });
      expect(asAdmin.status).toBe(404);
      const malformed = await api.client.adminOrders.adminGetCustomer({
        params: { id: 'nope' },
        extraHeaders: api.adminHeaders,
      });
      expect(malformed.status).toBe(400);
    });
  });

  it('answers 401 without a token and 403 to a customer on every new admin route', async () => {
    const customer = await api.shopper('nosy');
    const id = customer.id;
    for (const headers of [{}, customer.headers]) {
      const expected = 'authorization' in headers ? 403 : 401;
      const answers = await Promise.all([
        api.client.adminOrders.adminPaymentReport({ query: {}, extraHeaders: headers }),
        api.client.adminOrders.adminGetCustomer({ params: { id }, extraHeaders: headers }),
        api.client.orders.adminListOrders({ query: { from: '2025-01-01' }, extraHeaders: headers }),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe(expected);
        expectErrorBody(answer.body, expected);
      }
      const csv = await fetch(`${api.baseUrl}/admin/reports/payments/csv`, { headers });
      expect(csv.status).toBe(expected);
      expect(csv.headers.get('content-disposition')).toBeNull();
      expectErrorBody(await csv.json(), expected);
    }
  });
});
