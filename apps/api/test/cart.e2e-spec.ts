import {
  accountMessages,
  cartSchema,
  CART_MAX_LINES,
  shopMessages,
  WISHLIST_MAX_ITEMS,
} from '@farm/contract';
import { Types } from 'mongoose';
import { expectErrorBody } from './support/expect-error';
import { type ShopApp, type Shopper, startShopApp } from './shop-app';

const missingId = new Types.ObjectId().toString();

/** The cart, the wishlist and the header counts. */
describe('cart, wishlist and counts', () => {
  let api: ShopApp;

  beforeAll(async () => {
    api = await startShopApp();
  });

  afterAll(async () => {
    await api.close();
  });

  const cartOf = async (shopper: Shopper) => {
    const res = await api.client.cart.getCart({ extraHeaders: shopper.headers });
    if (res.status !== 200) throw new Error(`getCart answered ${res.status}`);
    return cartSchema.strict().parse(res.body.data);
  };
  const add = (shopper: Shopper, productId: string, quantity: number) =>
    api.client.cart.addToCart({ body: { productId, quantity }, extraHeaders: shopper.headers });
  /** `count` lines of products long gone, written straight into the shopper's cart. */
  const fillCart = (shopper: Shopper, count: number) =>
    api.collection('cartItems').insertMany(
      Array.from({ length: count }, () => ({
        userId: new Types.ObjectId(shopper.id),
        productId: new Types.ObjectId(),
        quantity: 1,
        name: 'Old',
        slug: 'old',
        image: null,
        unitPrice: 1,
        createdAt: new Date(),
      })),
    );
  const counts = async (shopper: Shopper) => {
    const res = await api.client.cart.counts({ extraHeaders: shopper.headers });
    if (res.status !== 200) throw new Error(`counts answered ${res.status}`);
    return res.body.data;
  };

  describe('access', () => {
    it('answers 401 without a session on every cart and wishlist route, with no-store', async () => {
      const calls = [
        api.client.cart.getCart(),
        api.client.cart.addToCart({ body: { productId: missingId, quantity: 1 } }),
        api.client.cart.updateCartItem({ params: { id: missingId }, body: { quantity: 1 } }),
        api.client.cart.removeCartItem({ params: { id: missingId } }),
        api.client.cart.counts(),
        api.client.wishlist.getWishlist(),
        api.client.wishlist.addToWishlist({ body: { productId: missingId } }),
        api.client.wishlist.removeFromWishlist({ params: { id: missingId } }),
        api.client.wishlist.clearWishlist(),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(401);
        expectErrorBody(res.body, 401, accountMessages.loginRequired);
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    });
  });

  describe('cart', () => {
    it('adds, adds more of the same, and prices from the current discounted price', async () => {
      const shopper = await api.shopper();
      const kit = await api.product({ price: 149.99, discountedPrice: 129.99, stock: 10 });
      const first = await add(shopper, kit._id, 2);
      expect(first).toMatchObject({
        status: 200,
        body: { code: 'addedToCart', message: shopMessages.addedToCart },
      });
      expect((await add(shopper, kit._id, 1)).status).toBe(200);
      const cart = await cartOf(shopper);
      expect(cart.items).toHaveLength(1);
      expect(cart.items[0]).toMatchObject({
        productId: kit._id,
        quantity: 3,
        unitPrice: 129.99,
        lineTotal: 389.97,
        availability: 'available',
        stock: 10,
        product: { _id: kit._id, name: kit.name },
      });
      expect(cart).toMatchObject({ total: 389.97, orderable: true });

      // The server prices from the product as it is now, never from what the cart remembers.
      await api
        .collection('products')
        .updateOne({ _id: new Types.ObjectId(kit._id) }, { $set: { discountedPrice: 99.5 } });
      expect((await cartOf(shopper)).total).toBe(298.5);
    });

    it('names the products in the visitor’s language, English where a text has no Arabic', async () => {
      const shopper = await api.shopper();
      const tower = await api.product({ nameAr: 'برج زراعة عمودي' });
      const plain = await api.product();
      await add(shopper, tower._id, 1);
      await add(shopper, plain._id, 1);
      const res = await api.client.cart.getCart({
        extraHeaders: { ...shopper.headers, 'accept-language': 'ar' },
      });
      if (res.status !== 200) throw new Error(`getCart answered ${res.status}`);
      const names = new Map(res.body.data.items.map((item) => [item.productId, item.product?.name]));
      expect(names.get(tower._id)).toBe('برج زراعة عمودي');
      expect(names.get(plain._id)).toBe(plain.name);
      expect((await cartOf(shopper)).items.map((item) => item.product?.name)).toContain(tower.name);
    });

    it('shows a product gone from the shop in the language of the page reading the cart', async () => {
      const shopper = await api.shopper();
      const arabic = { ...shopper.headers, 'accept-language': 'ar' };
      const tower = await api.product({ nameAr: 'برج زراعة عمودي' });
      const plain = await api.product();
      for (const product of [tower, plain]) {
        const added = await api.client.cart.addToCart({
          body: { productId: product._id, quantity: 1 },
          extraHeaders: arabic,
        });
        expect(added.status).toBe(200);
      }
      await api.deleteProduct(tower._id);
      await api.deleteProduct(plain._id);
      const namesIn = async (headers: Record<string, string>) => {
        const res = await api.client.cart.getCart({ extraHeaders: headers });
        if (res.status !== 200) throw new Error(`getCart answered ${res.status}`);
        return res.body.data.items.map((item) => [item.name, item.availability]);
      };
      expect(await namesIn(shopper.headers)).toEqual([
        [tower.name, 'unavailable'],
        [plain.name, 'unavailable'],
      ]);
      expect(await namesIn(arabic)).toEqual([
        ['برج زراعة عمودي', 'unavailable'],
        [plain.name, 'unavailable'],
      ]);
      // A change to the line is refused naming it as the page does.
      const update = (headers: Record<string, string>) =>
        api.client.cart.updateCartItem({
          params: { id: tower._id },
          body: { quantity: 2 },
          extraHeaders: headers,
        });
      expect((await update(shopper.headers)).body).toMatchObject({ params: { name: tower.name } });
      expect((await update(arabic)).body).toMatchObject({ params: { name: 'برج زراعة عمودي' } });
    });

    it('adds up several lines in whole cents', async () => {
      const shopper = await api.shopper();
      const a = await api.product({ price: 0.1, discountedPrice: 0.1 });
      const b = await api.product({ price: 0.2, discountedPrice: 0.2 });
      await add(shopper, a._id, 1);
      await add(shopper, b._id, 1);
      const cart = await cartOf(shopper);
      expect(cart.items.map((item) => item.productId)).toEqual([a._id, b._id]);
      expect(cart.total).toBe(0.3);
    });

    it('refuses more than the stock with 409 saying how many are left and in the cart', async () => {
      const shopper = await api.shopper();
      const kit = await api.product({ stock: 3 });
      expect((await add(shopper, kit._id, 2)).status).toBe(200);
      const res = await add(shopper, kit._id, 2);
      expect(res.status).toBe(409);
      const body = expectErrorBody(res.body, 409, `Only 3 of ${kit.name} left in stock.`);
      expect(body).toMatchObject({ code: 'notEnoughStock', params: { stock: 3, inCart: 2, name: kit.name } });
      expect((await cartOf(shopper)).items[0]?.quantity).toBe(2);

      const soldOut = await api.product({ stock: 0 });
      const refused = await add(shopper, soldOut._id, 1);
      expect(refused.status).toBe(409);
      expectErrorBody(refused.body, 409, `Sorry, ${soldOut.name} is out of stock.`);
    });

    it("names the product of a refusal as the visitor's page does", async () => {
      const shopper = await api.shopper();
      const arabic = { ...shopper.headers, 'accept-language': 'ar' };
      const tower = await api.product({ nameAr: 'برج زراعة عمودي', stock: 2 });
      const added = await api.client.cart.addToCart({
        body: { productId: tower._id, quantity: 3 },
        extraHeaders: arabic,
      });
      expect(added).toMatchObject({
        status: 409,
        body: { code: 'notEnoughStock', params: { name: 'برج زراعة عمودي', stock: 2 } },
      });
      await add(shopper, tower._id, 1);
      const raised = await api.client.cart.updateCartItem({
        params: { id: tower._id },
        body: { quantity: 5 },
        extraHeaders: arabic,
      });
      expect(raised).toMatchObject({
        status: 409,
        body: { code: 'notEnoughStock', params: { name: 'برج زراعة عمودي' } },
      });
    });

    it('keeps one product at 99 at most', async () => {
      const shopper = await api.shopper();
      const kit = await api.product({ stock: 500 });
      expect((await add(shopper, kit._id, 60)).status).toBe(200);
      const res = await add(shopper, kit._id, 40);
      expect(res.status).toBe(409);
      expect(expectErrorBody(res.body, 409).params).toEqual({ max: 99, inCart: 60 });
    });

    it('refuses quantities outside 1-99 and malformed or unknown products', async () => {
      const shopper = await api.shopper();
      const kit = await api.product();
      for (const quantity of [0, 100, 1.5, -1]) {
        const res = await add(shopper, kit._id, quantity);
        expect(res.status).toBe(400);
        expect(expectErrorBody(res.body, 400).issues).toEqual([
          { path: 'quantity', code: 'quantity', message: 'Quantity must be a whole number from 1 to 99.' },
        ]);
      }
      const unknown = await add(shopper, missingId, 1);
      expect(unknown.status).toBe(404);
      expectErrorBody(unknown.body, 404, 'Product not found');
      const malformed = await add(shopper, 'not-an-id', 1);
      expect(malformed.status).toBe(400);
      expect(expectErrorBody(malformed.body, 400).issues?.[0]?.code).toBe('invalidId');
    });

    it('two adds at once both count', async () => {
      const shopper = await api.shopper();
      const kit = await api.product({ stock: 50 });
      const results = await Promise.all(Array.from({ length: 6 }, () => add(shopper, kit._id, 2)));
      expect(results.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect((await cartOf(shopper)).items[0]?.quantity).toBe(12);
    });

    it('sets a quantity, within the stock', async () => {
      const shopper = await api.shopper();
      const kit = await api.product({ stock: 5 });
      await add(shopper, kit._id, 1);
      const res = await api.client.cart.updateCartItem({
        params: { id: kit._id },
        body: { quantity: 4 },
        extraHeaders: shopper.headers,
      });
      expect(res).toMatchObject({
        status: 200,
        body: { code: 'cartUpdated', message: 'Quantity updated successfully' },
      });
      expect((await cartOf(shopper)).items[0]?.quantity).toBe(4);

      const above = await api.client.cart.updateCartItem({
        params: { id: kit._id },
        body: { quantity: 6 },
        extraHeaders: shopper.headers,
      });
      expect(above.status).toBe(409);
      expect(expectErrorBody(above.body, 409).params).toMatchObject({ stock: 5, inCart: 4 });
      expect((await cartOf(shopper)).items[0]?.quantity).toBe(4);

      const zero = await api.client.cart.updateCartItem({
        params: { id: kit._id },
        body: { quantity: 0 },
        extraHeaders: shopper.headers,
      });
      expect(zero.status).toBe(400);

      const other = await api.product();
      const absent = await api.client.cart.updateCartItem({
        params: { id: other._id },
        body: { quantity: 1 },
        extraHeaders: shopper.headers,
      });
      expect(absent.status).toBe(404);
      expectErrorBody(absent.body, 404, shopMessages.cartItemNotFound);
    });

    it('removes a line, once', async () => {
      const shopper = await api.shopper();
      const kit = await api.product();
      await add(shopper, kit._id, 1);
      const remove = () =>
        api.client.cart.removeCartItem({ params: { id: kit._id }, extraHeaders: shopper.headers });
      expect(await remove()).toMatchObject({ status: 200, body: { code: 'removedFromCart' } });
      expect((await cartOf(shopper)).items).toEqual([]);
      const again = await remove();
      expect(again.status).toBe(404);
      expectErrorBody(again.body, 404, shopMessages.cartItemNotFound);
    });

    it('removes a line for a client that says JSON but sends no body (as some always do)', async () => {
      const shopper = await api.shopper();
      const kit = await api.product();
      await add(shopper, kit._id, 1);
      const res = await fetch(`${api.baseUrl}/cart/remove/${kit._id}`, {
        method: 'DELETE',
        headers: { ...shopper.headers, 'content-type': 'application/json' },
      });
      expect(res.status).toBe(200);
      expect((await cartOf(shopper)).items).toEqual([]);
    });

    it('shows a product that disappeared or sold out as such, outside the total', async () => {
      const shopper = await api.shopper();
      const gone = await api.product({ discountedPrice: 40, price: 40 });
      const soldOut = await api.product({ discountedPrice: 30, price: 30 });
      const short = await api.product({ discountedPrice: 20, price: 20, stock: 5 });
      const fine = await api.product({ discountedPrice: 10, price: 10 });
      for (const product of [gone, soldOut, short, fine]) await add(shopper, product._id, 3);
      await api.deleteProduct(gone._id);
      await api.setStock(soldOut._id, 0);
      await api.setStock(short._id, 2);

      const cart = await cartOf(shopper);
      expect(
        cart.items.map(({ name, availability, stock, product }) => ({
          name,
          availability,
          stock,
          product: product?._id ?? null,
        })),
      ).toEqual([
        { name: gone.name, availability: 'unavailable', stock: 0, product: null },
        { name: soldOut.name, availability: 'outOfStock', stock: 0, product: soldOut._id },
        { name: short.name, availability: 'insufficientStock', stock: 2, product: short._id },
        { name: fine.name, availability: 'available', stock: 10, product: fine._id },
      ]);
      // The line of the deleted product keeps what the shopper saw.
      expect(cart.items[0]).toMatchObject({
        slug: gone.slug,
        unitPrice: 40,
        lineTotal: 120,
        image: gone.images[0]?.url,
      });
      expect(cart).toMatchObject({ total: 30, orderable: false });

      // A vanished product cannot be changed, only removed.
      const update = await api.client.cart.updateCartItem({
        params: { id: gone._id },
        body: { quantity: 1 },
        extraHeaders: shopper.headers,
      });
      expect(update.status).toBe(409);
      expectErrorBody(update.body, 409, `${gone.name} is no longer available.`);
      expect(
        (await api.client.cart.removeCartItem({ params: { id: gone._id }, extraHeaders: shopper.headers }))
          .status,
      ).toBe(200);
    });

    it(`holds at most ${CART_MAX_LINES} different products`, async () => {
      const shopper = await api.shopper();
      const lines = await fillCart(shopper, CART_MAX_LINES);
      expect(lines.insertedCount).toBe(CART_MAX_LINES);
      const kit = await api.product();
      const res = await add(shopper, kit._id, 1);
      expect(res.status).toBe(409);
      expectErrorBody(res.body, 409, `Your cart can hold at most ${CART_MAX_LINES} different products.`);
    });

    it('never passes the limit when new products are added at the same moment', async () => {
      const shopper = await api.shopper();
      await fillCart(shopper, CART_MAX_LINES - 2);
      const kits = await Promise.all(Array.from({ length: 6 }, () => api.product()));
      const answers = await Promise.all(kits.map((kit) => add(shopper, kit._id, 1)));
      const lines = await api
        .collection('cartItems')
        .countDocuments({ userId: new Types.ObjectId(shopper.id) });
      expect(lines).toBeLessThanOrEqual(CART_MAX_LINES);
      const added = answers.filter((res) => res.status === 200);
      expect(added).toHaveLength(lines - (CART_MAX_LINES - 2));
      for (const res of answers.filter((answer) => answer.status !== 200)) {
        expectErrorBody(res.body, 409, `Your cart can hold at most ${CART_MAX_LINES} different products.`);
      }
    });

    it('keeps every customer to their own cart', async () => {
      const [amina, omar] = [await api.shopper(), await api.shopper()];
      const kit = await api.product();
      await add(amina, kit._id, 2);
      expect((await cartOf(omar)).items).toEqual([]);
      const remove = await api.client.cart.removeCartItem({
        params: { id: kit._id },
        extraHeaders: omar.headers,
      });
      expect(remove.status).toBe(404);
      expect((await cartOf(amina)).items).toHaveLength(1);
    });
  });

  describe('wishlist', () => {
    it('adds once, lists newest first, removes and clears', async () => {
      const shopper = await api.shopper();
      const [older, newer] = [await api.product(), await api.product()];
      const first = await api.client.wishlist.addToWishlist({
        body: { productId: older._id },
        extraHeaders: shopper.headers,
      });
      expect(first).toMatchObject({ status: 201, body: { code: 'addedToWishlist' } });
      const again = await api.client.wishlist.addToWishlist({
        body: { productId: older._id },
        extraHeaders: shopper.headers,
      });
      expect(again).toMatchObject({ status: 200, body: { code: 'alreadyInWishlist' } });
      // The original app's client posts to /wishlist/ with the trailing slash.
      const slash = await fetch(`${api.baseUrl}/wishlist/`, {
        method: 'POST',
        headers: { ...shopper.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ productId: newer._id }),
      });
      expect(slash.status).toBe(201);

      const list = await api.client.wishlist.getWishlist({ extraHeaders: shopper.headers });
      expect(list.status === 200 && list.body.data.products.map((p) => p._id)).toEqual([
        newer._id,
        older._id,
      ]);
      expect(await counts(shopper)).toEqual({ cart: 0, wishlist: 2 });

      const removed = await api.client.wishlist.removeFromWishlist({
        params: { id: newer._id },
        extraHeaders: shopper.headers,
      });
      expect(removed).toMatchObject({ status: 200, body: { code: 'removedFromWishlist' } });
      const missing = await api.client.wishlist.removeFromWishlist({
        params: { id: newer._id },
        extraHeaders: shopper.headers,
      });
      expect(missing.status).toBe(404);
      expectErrorBody(missing.body, 404, shopMessages.wishlistItemNotFound);

      const cleared = await api.client.wishlist.clearWishlist({ extraHeaders: shopper.headers });
      expect(cleared).toMatchObject({ status: 200, body: { code: 'wishlistCleared' } });
      expect(await counts(shopper)).toEqual({ cart: 0, wishlist: 0 });
    });

    it('refuses unknown products and drops deleted ones from the list and the count', async () => {
      const shopper = await api.shopper();
      const unknown = await api.client.wishlist.addToWishlist({
        body: { productId: missingId },
        extraHeaders: shopper.headers,
      });
      expect(unknown.status).toBe(404);
      const [kept, deleted] = [await api.product(), await api.product()];
      for (const product of [kept, deleted])
        await api.client.wishlist.addToWishlist({
          body: { productId: product._id },
          extraHeaders: shopper.headers,
        });
      await api.deleteProduct(deleted._id);
      const list = await api.client.wishlist.getWishlist({ extraHeaders: shopper.headers });
      expect(list.status === 200 && list.body.data.products.map((p) => p._id)).toEqual([kept._id]);
      expect((await counts(shopper)).wishlist).toBe(1);
    });

    it(`holds ${WISHLIST_MAX_ITEMS} products it shows, a product gone from the shop taking no place`, async () => {
      const shopper = await api.shopper();
      const save = async (productId: string) =>
        (await api.client.wishlist.addToWishlist({ body: { productId }, extraHeaders: shopper.headers }))
          .status;
      const saved: string[] = [];
      for (let n = 0; n < WISHLIST_MAX_ITEMS; n += 1) {
        const product = await api.product();
        expect(await save(product._id)).toBe(201);
        saved.push(product._id);
      }
      const more = await api.product();
      expect(await save(more._id)).toBe(409);
      // One saved product leaves the shop: the list shows one fewer, so there is room again.
      await api.deleteProduct(saved[0] as string);
      expect(await save(more._id)).toBe(201);
    });
  });

  it('never shows more than the limit when products are saved at the same moment', async () => {
    const shopper = await api.shopper();
    const held = await Promise.all(Array.from({ length: WISHLIST_MAX_ITEMS - 2 }, () => api.product()));
    await api.collection('wishlistItems').insertMany(
      held.map((product) => ({
        userId: new Types.ObjectId(shopper.id),
        productId: new Types.ObjectId(product._id),
        createdAt: new Date(),
      })),
    );
    const more = await Promise.all(Array.from({ length: 6 }, () => api.product()));
    const answers = await Promise.all(
      more.map((product) =>
        api.client.wishlist.addToWishlist({
          body: { productId: product._id },
          extraHeaders: shopper.headers,
        }),
      ),
    );
    const shown = await counts(shopper);
    expect(shown.wishlist).toBeLessThanOrEqual(WISHLIST_MAX_ITEMS);
    expect(answers.filter((res) => res.status === 201)).toHaveLength(
      shown.wishlist - (WISHLIST_MAX_ITEMS - 2),
    );
    for (const res of answers.filter((answer) => answer.status !== 201)) expect(res.status).toBe(409);
  });

  describe('counts', () => {
    it('are the lengths of the cart and wishlist lists', async () => {
      const shopper = await api.shopper();
      const [a, b, c] = [await api.product(), await api.product(), await api.product()];
      await add(shopper, a._id, 5);
      await add(shopper, b._id, 1);
      await api.client.wishlist.addToWishlist({ body: { productId: c._id }, extraHeaders: shopper.headers });
      expect(await counts(shopper)).toEqual({ cart: 2, wishlist: 1 });
    });
  });
});
