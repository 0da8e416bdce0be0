import { Types } from 'mongoose';
import { address, type ShopApp, startShopApp } from './shop-app';

// docs/decisions/090-catalog-cache.md: the catalog may show a cached price, the cart and the order never do.
describe('prices with the catalog cache', () => {
  let api: ShopApp;

  beforeAll(async () => {
    api = await startShopApp();
  });

  afterAll(async () => {
    await api.close();
  });

  it('prices the cart and the order from the database even while the catalog serves an older price', async () => {
    const shopper = await api.shopper();
    const kit = await api.product({ price: 200, discountedPrice: 180, stock: 5 });
    const shown = async () => {
      const res = await api.client.catalog.getProduct({ params: { slug: kit.slug } });
      if (res.status !== 200) throw new Error(`getProduct answered ${res.status}`);
      return res.body.data.discountedPrice;
    };
    expect(await shown()).toBe(180);

    // Changed past CatalogRepository, as another replica's write looks to this one: the cached answer stays.
    await api
      .collection('products')
      .updateOne({ _id: new Types.ObjectId(kit._id) }, { $set: { discountedPrice: 150 } });
    expect(await shown()).toBe(180);

    const added = await api.client.cart.addToCart({
      body: { productId: kit._id, quantity: 2 },
      extraHeaders: shopper.headers,
    });
    expect(added.status).toBe(200);
    const cart = await api.client.cart.getCart({ extraHeaders: shopper.headers });
    expect(cart.status === 200 && cart.body.data.total).toBe(300);

    const order = await api.client.orders.placeOrder({
      body: { shippingAddress: address, paymentMethod: 'CashOnDelivery' },
      extraHeaders: shopper.headers,
    });
    expect(order.status).toBe(201);
    expect(order.status === 201 && order.body.data.subtotal).toBe(300);
    // Taking the stock was a catalog write: the catalog now shows the database's price and stock.
    const after = await api.client.catalog.getProduct({ params: { slug: kit.slug } });
    expect(after.status === 200 && after.body.data).toMatchObject({ discountedPrice: 150, stock: 3 });
  });
});
