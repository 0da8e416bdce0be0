import { Types } from 'mongoose';
import { expectErrorBody } from './support/expect-error';
import { address, type ShopApp, type Shopper, startShopApp } from './shop-app';

const cod = 'CashOnDelivery' as const;

/**
 * Orders never oversell. Run on the embedded database here and on MongoDB (a single-node replica
 * set) in the GitHub workflow, where MONGODB_URI is set.
 */
describe('orders under concurrency', () => {
  let api: ShopApp;

  beforeAll(async () => {
    api = await startShopApp();
  });

  afterAll(async () => {
    await api.close();
  });

  const fromCart = (shopper: Shopper) =>
    api.client.orders.placeOrder({
      body: { shippingAddress: address, paymentMethod: cod },
      headers: {},
      extraHeaders: shopper.headers,
    });
  const buyNow = (shopper: Shopper, productId: string) =>
    api.client.orders.placeDirectOrder({
      body: { productId, quantity: 1, shippingAddress: address, paymentMethod: cod },
      headers: {},
      extraHeaders: shopper.headers,
    });
  const putInCart = async (shopper: Shopper, productId: string) => {
    const res = await api.client.cart.addToCart({
      body: { productId, quantity: 1 },
      extraHeaders: shopper.headers,
    });
    expect(res.status).toBe(200);
  };
  const cartLines = async (shopper: Shopper) => {
    const res = await api.client.cart.getCart({ extraHeaders: shopper.headers });
    if (res.status !== 200) throw new Error(`getCart answered ${res.status}`);
    return res.body.data.items.length;
  };

  it('100 parallel buyers for the last 10 units end with exactly 10 orders and stock 0', async () => {
    const kit = await api.product({ stock: 10, discountedPrice: 75, price: 90 });
    const buyers = await Promise.all(Array.from({ length: 100 }, (_, i) => api.shopper(`racer${i}`)));
    // Half of them check out their cart, half buy now.
    const cartBuyers = buyers.slice(0, 50);
    for (const buyer of cartBuyers) await putInCart(buyer, kit._id);

    const results = await Promise.all(
      buyers.map((buyer, i) => (i < 50 ? fromCart(buyer) : buyNow(buyer, kit._id))),
    );

    const placed = results.filter((res) => res.status === 201);
    const refused = results.filter((res) => res.status === 409);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const res of refused) {
      const body = expectErrorBody(res.body, 409);
      expect(body.code).toBe('outOfStock');
    }
    expect(await api.stockOf(kit._id)).toBe(0);
    const stored = await api
      .collection('orders')
      .find({ 'lines.productId': new Types.ObjectId(kit._id) })
      .toArray();
    expect(stored).toHaveLength(10);
    expect(stored.every((order) => order.total === 75 && order.lines[0].quantity === 1)).toBe(true);
    // Ten different numbers from the counter, with no gap between them.
    const seqs = stored.map((order) => Number(String(order.number).slice(-6))).sort((a, b) => a - b);
    expect(new Set(seqs).size).toBe(10);
    expect((seqs[9] ?? 0) - (seqs[0] ?? 0)).toBe(9);

    // A cart buyer who got a unit has an empty cart; one who did not still has the line.
    for (let i = 0; i < 50; i += 1) {
      const buyer = cartBuyers[i] as Shopper;
      expect(await cartLines(buyer)).toBe(results[i]?.status === 201 ? 0 : 1);
    }
  }, 120_000);

  it('a cart checkout racing a direct buy of the same last unit: one wins, nothing is lost', async () => {
    for (let round = 0; round < 5; round += 1) {
      const kit = await api.product({ stock: 1 });
      const [carter, buyer] = [await api.shopper('carter'), await api.shopper('buyer')];
      await putInCart(carter, kit._id);
      const [cart, direct] = await Promise.all([fromCart(carter), buyNow(buyer, kit._id)]);
      expect([cart.status, direct.status].sort()).toEqual([201, 409]);
      expect(await api.stockOf(kit._id)).toBe(0);
      expect(await cartLines(carter)).toBe(cart.status === 201 ? 0 : 1);
      expect(
        await api.collection('orders').countDocuments({ 'lines.productId': new Types.ObjectId(kit._id) }),
      ).toBe(1);
    }
  }, 60_000);
});
