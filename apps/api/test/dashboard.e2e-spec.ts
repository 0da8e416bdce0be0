import { accountMessages, dashboardSchema, PAYMENT_METHOD } from '@farm/contract';
import { Types } from 'mongoose';
import { dubaiDayStart } from '../src/dashboard/dashboard.service';
import { ClockService } from '../src/clock/clock.service';
import { address, type ShopApp, startShopApp } from './shop-app';
import { expectErrorBody } from './support/expect-error';

const NOW = Date.parse('2026-11-24T10:00:00.000Z'); // 14:00 in Dubai
const HOUR = 60 * 60 * 1000;

/** The dashboard's figures, computed by the API in the shop's days (Asia/Dubai). */
describe('GET /api/admin/dashboard', () => {
  let api: ShopApp;

  beforeAll(async () => {
    api = await startShopApp();
    jest.spyOn(api.app.get(ClockService), 'now').mockReturnValue(NOW);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await api.close();
  });

  const figures = async () => {
    const res = await api.client.admin.dashboard({ extraHeaders: api.adminHeaders });
    if (res.status !== 200) throw new Error(`dashboard answered ${res.status}`);
    return dashboardSchema.strict().parse(res.body.data);
  };

  /** Places an order through the API, then dates it `at` (what the clock said when it was placed). */
  const orderAt = async (at: number, productId: string, quantity: number) => {
    const shopper = await api.shopper();
    const res = await api.client.orders.placeDirectOrder({
      body: { productId, quantity, shippingAddress: address, paymentMethod: PAYMENT_METHOD },
      headers: {},
      extraHeaders: shopper.headers,
    });
    if (res.status !== 201) throw new Error(`order answered ${res.status}`);
    await api
      .collection('orders')
      .updateOne({ _id: new Types.ObjectId(res.body.data._id) }, { $set: { createdAt: new Date(at) } });
    return res.body.data;
  };

  it('answers 401 without a session and 403 to a customer', async () => {
    const anonymous = await api.client.admin.dashboard();
    expect(anonymous.status).toBe(401);
    const shopper = await api.shopper();
    const customer = await api.client.admin.dashboard({ extraHeaders: shopper.headers });
    expect(customer.status).toBe(403);
    expectErrorBody(customer.body, 403, accountMessages.forbidden);
  });

  it('counts orders and revenue by Dubai day, leaves cancelled ones out, and lists low stock', async () => {
    const kit = await api.product({ price: 120, discountedPrice: 100, stock: 50 });
    // 00:30 in Dubai today is still yesterday in UTC: it belongs to today.
    const early = await orderAt(Date.parse('2026-11-23T20:30:00.000Z'), kit._id, 1);
    const lastNight = await orderAt(Date.parse('2026-11-23T19:30:00.000Z'), kit._id, 2); // 23:30 yesterday
    const weekAgo = await orderAt(NOW - 6 * 24 * HOUR, kit._id, 1);
    const monthAgo = await orderAt(NOW - 25 * 24 * HOUR, kit._id, 3);
    await orderAt(NOW - 40 * 24 * HOUR, kit._id, 1); // older than the charts
    const cancelled = await orderAt(NOW - HOUR, kit._id, 1);
    await api
      .collection('orders')
      .updateOne({ _id: new Types.ObjectId(cancelled._id) }, { $set: { status: 'Cancelled' } });
    const low = await api.product({ stock: 2, nameAr: 'طقم الاختبار' });
    // An archived product is off sale: nobody restocks it, so it is not "low on stock".
    const archived = await api.product({ stock: 1 });
    await api
      .collection('products')
      .updateOne({ _id: new Types.ObjectId(archived._id) }, { $set: { archived: true } });

    const dashboard = await figures();
    expect(dashboard.generatedAt).toBe(new Date(NOW).toISOString());
    expect(dashboard.orders.today).toEqual({ orders: 1, revenue: early.total });
    expect(dashboard.orders.last7Days).toEqual({
      orders: 3,
      revenue: early.total + lastNight.total + weekAgo.total,
    });
    expect(dashboard.orders.last30Days.orders).toBe(4);
    expect(dashboard.orders.last30Days.revenue).toBeCloseTo(
      early.total + lastNight.total + weekAgo.total + monthAgo.total,
      2,
    );
    expect(dashboard.orders.pending).toBe(5);

    expect(dashboard.perDay).toHaveLength(30);
    expect(dashboard.perDay.at(-1)).toEqual({ day: '2026-11-24', orders: 1, revenue: early.total });
    expect(dashboard.perDay.at(-2)).toEqual({ day: '2026-11-23', orders: 1, revenue: lastNight.total });
    expect(dashboard.perDay[0]?.day).toBe('2026-10-26');
    expect(dashboard.perDay.reduce((sum, day) => sum + day.orders, 0)).toBe(4);

    expect(dashboard.lowStock.threshold).toBe(5);
    expect(dashboard.lowStock.products).toContainEqual({
      _id: low._id,
      name: low.name,
      slug: low.slug,
      stock: 2,
    });
    expect(dashboard.lowStock.products.some((product) => product._id === kit._id)).toBe(false);
    const arabic = await api.client.admin.dashboard({
      extraHeaders: { ...api.adminHeaders, 'accept-language': 'ar' },
    });
    expect(arabic.status === 200 && arabic.body.data.lowStock.products).toContainEqual(
      expect.objectContaining({ _id: low._id, name: 'طقم الاختبار' }),
    );
    expect(dashboard.lowStock.products.some((product) => product._id === archived._id)).toBe(false);
  });

  it('counts waiting requests and enquiries by service and by status', async () => {
    const submissions = api.collection('submissions');
    const base = {
      sender: { name: 'Sara', email: 'sara@example.com', phone: '0501234567' },
      language: 'en',
      fields: {},
      files: [],
      updatedAt: new Date(NOW),
    };
    const recent = new Date(NOW - 2 * 24 * HOUR);
    await submissions.insertMany([
      {
        ...base,
        kind: 'enquiry',
        status: 'new',
        serviceName: 'Hydroponics',
        serviceNameAr: 'الزراعة المائية',
        createdAt: recent,
      },
      // Received before requests kept the Arabic name.
      { ...base, kind: 'customization', status: 'new', serviceName: 'Hydroponics', createdAt: recent },
      { ...base, kind: 'enquiry', status: 'won', serviceName: 'Aquaponics', createdAt: recent },
      { ...base, kind: 'contact', status: 'quoted', createdAt: recent },
      {
        ...base,
        kind: 'enquiry',
        status: 'new',
        serviceName: 'Aeroponics',
        createdAt: new Date(NOW - 60 * 24 * HOUR),
      },
      { ...base, kind: 'application', status: 'new', createdAt: recent },
    ]);

    const dashboard = await figures();
    expect(dashboard.waiting).toEqual({
      enquiry: 2,
      customization: 1,
      productCustomization: 0,
      contact: 0,
      application: 1,
    });
    expect(dashboard.enquiriesByService).toEqual([
      { service: 'Hydroponics', count: 2 },
      { service: 'Aquaponics', count: 1 },
    ]);
    // In Arabic, a service is named in Arabic where a request kept that name; the others stay English.
    const arabic = await api.client.admin.dashboard({
      extraHeaders: { ...api.adminHeaders, 'accept-language': 'ar' },
    });
    expect(arabic.status === 200 && arabic.body.data.enquiriesByService).toEqual([
      { service: 'الزراعة المائية', count: 2 },
      { service: 'Aquaponics', count: 1 },
    ]);
    expect(dashboard.enquiriesByStatus).toEqual([
      { status: 'new', count: 3 },
      { status: 'contacted', count: 0 },
      { status: 'quoted', count: 1 },
      { status: 'won', count: 1 },
      { status: 'lost', count: 0 },
    ]);
  });

  it('starts the Dubai day at 20:00 UTC the day before', () => {
    expect(dubaiDayStart(NOW).toISOString()).toBe('2026-11-23T20:00:00.000Z');
    expect(dubaiDayStart(Date.parse('2026-11-23T20:00:00.000Z')).toISOString()).toBe(
      '2026-11-23T20:00:00.000Z',
    );
    expect(dubaiDayStart(NOW, 29).toISOString()).toBe('2026-10-25T20:00:00.000Z');
  });
});
