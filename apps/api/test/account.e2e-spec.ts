import {
  accountSettingsMessages,
  PAYMENT_METHOD,
  SAVED_ADDRESS_LIMIT,
  type SavedAddressInput,
  submissionReceiptSchema,
} from '@farm/contract';
import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import { type Connection, type Model, Types } from 'mongoose';
import { CartService } from '../src/cart/cart.service';
import { WishlistService } from '../src/wishlist/wishlist.service';
import { PasswordHasher } from '../src/auth/password-hasher';
import { Session } from '../src/sessions/session.schema';
import { SessionsService } from '../src/sessions/sessions.service';
import { User } from '../src/users/user.schema';
import { UsersService } from '../src/users/users.service';
import { OrdersAdminService } from '../src/orders/orders-admin.service';
import { OrdersService } from '../src/orders/orders.service';
import { PASSWORD_PROOF_LIMIT } from '../src/throttle/throttle.service';
import { bearer } from './auth-app';
import { address, type ShopApp, type Shopper, startShopApp } from './shop-app';
import { expectErrorBody } from './support/expect-error';

const PASSWORD = 'greens2025';

/** A saved address as the account form sends it. */
const home: SavedAddressInput = {
  firstName: 'Layla',
  lastName: 'Hassan',
  country: 'AE',
  address: 'Villa 12, Street 4',
  city: 'Dubai',
  state: 'Dubai',
  zip: '00000',
  phone: '0501234567',
  isDefault: false,
};

/** The customer's own account settings (docs/decisions/170-account-settings.md). */
describe('the account area', () => {
  let api: ShopApp;

  beforeAll(async () => {
    api = await startShopApp();
  });

  afterAll(async () => {
    await api.close();
  });

  const me = (headers: { authorization: string }) => api.client.auth.me({ extraHeaders: headers });
  const signIn = async (email: string, password: string) => {
    const res = await api.client.auth.signin({ body: { email, password } });
    return res.status === 200 ? bearer(res.body.token) : res.status;
  };

  describe('name', () => {
    it('changes the first and last name, and the token reads the new name at once', async () => {
      const shopper = await api.shopper('rename');
      const res = await api.client.account.updateProfile({
        body: { username: 'Mariam', lastname: 'Al Falasi' },
        extraHeaders: shopper.headers,
      });
      expect(res).toMatchObject({
        status: 200,
        body: {
          code: 'profileSaved',
          data: { username: 'Mariam', lastname: 'Al Falasi', email: shopper.email },
        },
      });
      const after = await me(shopper.headers);
      expect(after.status === 200 && after.body.data.username).toBe('Mariam');
    });

    it('refuses a name the register form would refuse', async () => {
      const shopper = await api.shopper('rename-short');
      const res = await api.client.account.updateProfile({
        body: { username: 'Al', lastname: 'X' },
        extraHeaders: shopper.headers,
      });
      expect(res.status).toBe(400);
      const body = expectErrorBody(res.body, 400);
      expect(body.issues?.map((issue) => issue.path)).toEqual(['username']);
    });

    it('needs a session', async () => {
      const res = await api.client.account.updateProfile({ body: { username: 'Mariam', lastname: 'A' } });
      expect(res.status).toBe(401);
    });
  });

  describe('password', () => {
    const change = (shopper: Shopper, body: Record<string, string>) =>
      api.client.account.changePassword({ body: body as never, extraHeaders: shopper.headers });

    it('refuses a wrong current password at its field and changes nothing', async () => {
      const shopper = await api.shopper('pw-wrong');
      const res = await change(shopper, {
        currentPassword: 'not-my-pass1',
        password: 'fresh-leaf-9',
        confirmPassword: 'fresh-leaf-9',
      });
      expect(res.status).toBe(400);
      const body = expectErrorBody(res.body, 400, accountSettingsMessages.currentPasswordWrong);
      expect(body.issues?.map((issue) => issue.path)).toEqual(['currentPassword']);
      expect(typeof (await signIn(shopper.email, PASSWORD))).toBe('object');
    });

    it('refuses a new password equal to the current one, or a common one', async () => {
      const shopper = await api.shopper('pw-same');
      const same = await change(shopper, {
        currentPassword: PASSWORD,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      expectErrorBody(same.body, 400, accountSettingsMessages.passwordUnchanged);
      const common = await change(shopper, {
        currentPassword: PASSWORD,
        password: 'password123',
        confirmPassword: 'password123',
      });
      expect(common.status).toBe(400);
      expect(expectErrorBody(common.body, 400).code).toBe('passwordCommon');
    });

    it('changes it, ends every other session but this one, and mails a notice', async () => {
      const shopper = await api.shopper('pw-change');
      const elsewhere = await signIn(shopper.email, PASSWORD);
      if (typeof elsewhere === 'number') throw new Error(`signin answered ${elsewhere}`);
      const seen = (await api.outbox.to(shopper.email)).length;
      const res = await change(shopper, {
        currentPassword: PASSWORD,
        password: 'fresh-leaf-9',
        confirmPassword: 'fresh-leaf-9',
      });
      expect(res).toMatchObject({ status: 200, body: { code: 'passwordChanged' } });
      expect((await me(shopper.headers)).status).toBe(200);
      expect((await me(elsewhere)).status).toBe(401);
      expect(await signIn(shopper.email, PASSWORD)).toBe(401);
      expect(typeof (await signIn(shopper.email, 'fresh-leaf-9'))).toBe('object');
      const notice = await api.outbox.next(shopper.email, seen);
      expect(notice.subject).toBe('Your password was changed');
      expect(notice.text).not.toContain('fresh-leaf-9');
    });

    it('ends a sign-in that was checking the old password while it was changed', async () => {
      const shopper = await api.shopper('pw-race');
      const hasher = api.app.get(PasswordHasher);
      const check = hasher.verify.bind(hasher);
      let changed: Awaited<ReturnType<typeof change>> | undefined;
      // The thief's sign-in has checked the old password; the owner changes it before the session starts.
      const interleaved = jest.spyOn(hasher, 'verify').mockImplementationOnce(async (stored, password) => {
        const valid = await check(stored, password);
        changed = await change(shopper, {
          currentPassword: PASSWORD,
          password: 'fresh-leaf-9',
          confirmPassword: 'fresh-leaf-9',
        });
        return valid;
      });
      const sessions = api.app.get(SessionsService);
      const count = async () => (await sessions.list(shopper.id, '')).length;
      const before = await count();
      try {
        expect(await signIn(shopper.email, PASSWORD)).toBe(401);
      } finally {
        interleaved.mockRestore();
      }
      expect(changed?.status).toBe(200);
      // Only the owner's own session is left.
      expect(await count()).toBe(before);
      expect((await me(shopper.headers)).status).toBe(200);
    });

    it('mails the notice even when a step after the saved change fails', async () => {
      const shopper = await api.shopper('pw-notice-first');
      const seen = (await api.outbox.to(shopper.email)).length;
      const sessions = api.app.get(SessionsService);
      const failing = jest.spyOn(sessions, 'endAll').mockRejectedValueOnce(new Error('database went away'));
      try {
        const res = await change(shopper, {
          currentPassword: PASSWORD,
          password: 'fresh-leaf-9',
          confirmPassword: 'fresh-leaf-9',
        });
        expect(res.status).toBe(500);
      } finally {
        failing.mockRestore();
      }
      expect((await api.outbox.next(shopper.email, seen)).subject).toBe('Your password was changed');
    });

    it('ends a reset code asked for before the change: whoever read it cannot undo the change', async () => {
      const shopper = await api.shopper('pw-reset-code');
      const seen = (await api.outbox.to(shopper.email)).length;
      expect((await api.client.auth.forgotPassword({ body: { email: shopper.email } })).status).toBe(200);
      const code = await api.outbox.nextCode(shopper.email, seen);
      const res = await change(shopper, {
        currentPassword: PASSWORD,
        password: 'fresh-leaf-9',
        confirmPassword: 'fresh-leaf-9',
      });
      expect(res.status).toBe(200);
      const reset = await api.client.auth.resetPassword({
        body: { email: shopper.email, code, password: 'taken-over-7', confirmPassword: 'taken-over-7' },
      });
      expect(reset.status).toBe(400);
      expect(typeof (await signIn(shopper.email, 'fresh-leaf-9'))).toBe('object');
    });

    it('gives a session five tries at the password per quarter hour, from any address, shared with deleting', async () => {
      const shopper = await api.shopper('pw-guessing');
      const guess = (n: number) => ({
        currentPassword: `not-my-pass${n}`,
        password: 'fresh-leaf-9',
        confirmPassword: 'fresh-leaf-9',
      });
      for (let n = 0; n < PASSWORD_PROOF_LIMIT.perAccount; n += 1) {
        expect((await change(shopper, guess(n))).status).toBe(400);
      }
      // Even the right password, and deleting the account, now wait: the tries are the account's.
      const right = await change(shopper, { ...guess(9), currentPassword: PASSWORD });
      expect(right.status).toBe(429);
      expectErrorBody(
        right.body,
        429,
        'Too many wrong passwords. Please wait up to 15 minutes and try again.',
      );
      // The wait left in the quarter hour, in seconds.
      const wait = Number(right.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(PASSWORD_PROOF_LIMIT.windowMs / 1000);
      const remove = await api.client.account.deleteAccount({
        body: { password: PASSWORD },
        extraHeaders: shopper.headers,
      });
      expect(remove.status).toBe(429);
      // Another account is not touched.
      const other = await api.shopper('pw-guessing-other');
      expect((await change(other, guess(1))).status).toBe(400);
    });

    it('counts only wrong passwords: right ones, however many, leave the tries whole', async () => {
      const shopper = await api.shopper('pw-right-ones');
      const passwords = [PASSWORD, 'fresh-leaf-9'];
      const to = (password: string) => ({ password, confirmPassword: password });
      for (let n = 0; n <= PASSWORD_PROOF_LIMIT.perAccount; n += 1) {
        const res = await change(shopper, {
          currentPassword: passwords[n % 2]!,
          ...to(passwords[(n + 1) % 2]!),
        });
        expect(res.status).toBe(200);
      }
      for (let n = 0; n < PASSWORD_PROOF_LIMIT.perAccount; n += 1) {
        expect(
          (await change(shopper, { currentPassword: `not-my-pass${n}`, ...to('other-leaf-3') })).status,
        ).toBe(400);
      }
      expect((await change(shopper, { currentPassword: 'not-my-pass9', ...to('other-leaf-3') })).status).toBe(
        429,
      );
    });

    it("mails the notice in the account's language, Arabic right to left", async () => {
      const shopper = await api.shopper('pw-arabic', 'ar');
      const seen = (await api.outbox.to(shopper.email)).length;
      const res = await change(shopper, {
        currentPassword: PASSWORD,
        password: 'fresh-leaf-9',
        confirmPassword: 'fresh-leaf-9',
      });
      expect(res.status).toBe(200);
      const notice = await api.outbox.next(shopper.email, seen);
      expect(notice.subject).toBe('تم تغيير كلمة المرور');
      expect(notice.text).toContain('مرحباً Amina،');
      expect(notice.text).toContain('تم تغيير كلمة مرور حسابك للتو');
      expect(notice.html).toContain('dir="rtl"');
      expect(notice.text).not.toContain('fresh-leaf-9');
    });

    it('asks for both new passwords to match', async () => {
      const shopper = await api.shopper('pw-mismatch');
      const res = await change(shopper, {
        currentPassword: PASSWORD,
        password: 'fresh-leaf-9',
        confirmPassword: 'fresh-leaf-8',
      });
      expect(res.status).toBe(400);
      expect(expectErrorBody(res.body, 400).issues?.map((issue) => issue.path)).toEqual(['confirmPassword']);
    });
  });

  describe('a request opened', () => {
    it('shows its status history as the sender sees it, and only to its sender', async () => {
      const shopper = await api.shopper('request');
      const other = await api.shopper('request-other');
      const sent = await api.client.enquiries.getInTouch({
        body: { name: 'Amina Buyer', email: shopper.email, mobile: '0501234567' },
        extraHeaders: shopper.headers,
      });
      if (sent.status !== 201) throw new Error(`getInTouch answered ${sent.status}`);
      const id = sent.body.data._id;
      const move = (status: 'contacted' | 'quoted' | 'won') =>
        api.client.pipelines.changeSubmissionStatus({
          params: { id },
          body: { status },
          extraHeaders: api.adminHeaders,
        });
      for (const status of ['contacted', 'quoted', 'won'] as const)
        expect((await move(status)).status).toBe(200);

      const res = await api.client.account.getMyRequest({ params: { id }, extraHeaders: shopper.headers });
      if (res.status !== 200) throw new Error(`getMyRequest answered ${res.status}`);
      expect(res.body.data).toMatchObject({ _id: id, kind: 'contact', status: 'closed' });
      // Contacted and Quoted both read "In progress": one step, not two.
      expect(res.body.data.history.map((step) => step.status)).toEqual(['new', 'in-progress', 'closed']);
      expect(JSON.stringify(res.body)).not.toMatch(/quoted|won|notes|assignee/);

      const stranger = await api.client.account.getMyRequest({ params: { id }, extraHeaders: other.headers });
      expect(stranger.status).toBe(404);
      expectErrorBody(stranger.body, 404, accountSettingsMessages.requestNotFound);
      const malformed = await api.client.account.getMyRequest({
        params: { id: 'not-an-id' },
        extraHeaders: shopper.headers,
      });
      expect(malformed.status).toBe(400);
    });
  });

  describe('saved addresses', () => {
    const office: SavedAddressInput = {
      ...home,
      company: 'Green Roofs LLC',
      address: 'Office 301, Tower B',
      isDefault: true,
    };

    const list = async (shopper: Shopper) => {
      const res = await api.client.account.listAddresses({ extraHeaders: shopper.headers });
      if (res.status !== 200) throw new Error(`listAddresses answered ${res.status}`);
      return res.body.data;
    };
    const add = async (shopper: Shopper, input: SavedAddressInput) => {
      const res = await api.client.account.addAddress({ body: input, extraHeaders: shopper.headers });
      if (res.status !== 201) throw new Error(`addAddress answered ${res.status}`);
      return res.body.data;
    };

    it('keeps exactly one default, listed first, through add, edit and remove', async () => {
      const shopper = await api.shopper('book');
      const first = await add(shopper, home);
      expect(first.isDefault).toBe(true);
      const second = await add(shopper, office);
      expect((await list(shopper)).map((entry) => [entry._id, entry.isDefault])).toEqual([
        [second._id, true],
        [first._id, false],
      ]);

      const edited = await api.client.account.updateAddress({
        params: { id: first._id },
        body: { ...home, city: 'Sharjah', state: 'Sharjah', isDefault: true },
        extraHeaders: shopper.headers,
      });
      expect(edited).toMatchObject({ status: 200, body: { data: { city: 'Sharjah', isDefault: true } } });
      expect((await list(shopper)).map((entry) => entry.isDefault)).toEqual([true, false]);

      // Unticking the default on the default keeps it: one must stay the default.
      await api.client.account.updateAddress({
        params: { id: first._id },
        body: { ...home, isDefault: false },
        extraHeaders: shopper.headers,
      });
      expect((await list(shopper))[0]?._id).toBe(first._id);

      const removed = await api.client.account.removeAddress({
        params: { id: first._id },
        extraHeaders: shopper.headers,
      });
      expect(removed).toMatchObject({ status: 200, body: { code: 'addressRemoved' } });
      expect((await list(shopper)).map((entry) => [entry._id, entry.isDefault])).toEqual([
        [second._id, true],
      ]);
    });

    it('never shows, changes or removes another customer’s address', async () => {
      const owner = await api.shopper('book-owner');
      const stranger = await api.shopper('book-stranger');
      const saved = await add(owner, home);
      const edit = await api.client.account.updateAddress({
        params: { id: saved._id },
        body: { ...home, city: 'Ajman' },
        extraHeaders: stranger.headers,
      });
      expect(edit.status).toBe(404);
      expectErrorBody(edit.body, 404, accountSettingsMessages.addressNotFound);
      const remove = await api.client.account.removeAddress({
        params: { id: saved._id },
        extraHeaders: stranger.headers,
      });
      expect(remove.status).toBe(404);
      expect(await list(stranger)).toEqual([]);
      expect((await list(owner)).map((entry) => entry.city)).toEqual(['Dubai']);
    });

    it('refuses an invalid address with the checkout form’s messages, and more than the limit', async () => {
      const shopper = await api.shopper('book-limit');
      const bad = await api.client.account.addAddress({
        body: { ...home, zip: 'abc', phone: '12' },
        extraHeaders: shopper.headers,
      });
      expect(bad.status).toBe(400);
      expect(
        expectErrorBody(bad.body, 400)
          .issues?.map((issue) => issue.path)
          .sort(),
      ).toEqual(['phone', 'zip']);
      // The country from the list; in the UAE, the State one of the emirates.
      const elsewhere = await api.client.account.addAddress({
        body: { ...home, country: 'Narnia', state: 'Paris' },
        extraHeaders: shopper.headers,
      });
      expect(expectErrorBody(elsewhere.body, 400).issues?.map(({ path, code }) => ({ path, code }))).toEqual([
        { path: 'country', code: 'countryUnknown' },
      ]);
      const notAnEmirate = await api.client.account.addAddress({
        body: { ...home, state: 'Paris' },
        extraHeaders: shopper.headers,
      });
      expect(
        expectErrorBody(notAnEmirate.body, 400).issues?.map(({ path, code }) => ({ path, code })),
      ).toEqual([{ path: 'state', code: 'stateEmirate' }]);
      for (let i = 0; i < SAVED_ADDRESS_LIMIT; i += 1) await add(shopper, { ...home, address: `Villa ${i}` });
      const over = await api.client.account.addAddress({ body: home, extraHeaders: shopper.headers });
      expect(over.status).toBe(409);
      expectErrorBody(over.body, 409, accountSettingsMessages.addressLimit);
    });

    it('answers a save for an account deleted meanwhile as signed out, at once', async () => {
      const shopper = await api.shopper('book-gone');
      await add(shopper, home);
      const users = api.app.get<Model<User>>(getModelToken(User.name));
      const store = jest.spyOn(api.app.get(UsersService), 'storeAddressBook');
      try {
        await users.deleteOne({ email: shopper.email }).exec();
        const res = await api.client.account.addAddress({ body: office, extraHeaders: shopper.headers });
        expect(res.status).toBe(401);
        expect(store).not.toHaveBeenCalled();
      } finally {
        store.mockRestore();
      }
    });

    it('keeps both of two saves made at the same moment: no deleted address comes back, no addition is lost', async () => {
      const shopper = await api.shopper('book-race');
      const [x, y] = [await add(shopper, home), await add(shopper, office)];
      const users = api.app.get(UsersService);
      const store = users.storeAddressBook.bind(users);
      // One tab edits Y; just before it writes, another tab deletes X.
      const interleaved = jest.spyOn(users, 'storeAddressBook').mockImplementationOnce(async (...args) => {
        const removed = await api.client.account.removeAddress({
          params: { id: x._id },
          extraHeaders: shopper.headers,
        });
        expect(removed.status).toBe(200);
        return store(...args);
      });
      try {
        const edited = await api.client.account.updateAddress({
          params: { id: y._id },
          body: { ...office, city: 'Sharjah', state: 'Sharjah' },
          extraHeaders: shopper.headers,
        });
        expect(edited.status).toBe(200);
      } finally {
        interleaved.mockRestore();
      }
      expect((await list(shopper)).map((entry) => [entry._id, entry.city])).toEqual([[y._id, 'Sharjah']]);

      const more = await Promise.all(
        ['Villa 1', 'Villa 2', 'Villa 3'].map((street) => add(shopper, { ...home, address: street })),
      );
      expect((await list(shopper)).map((entry) => entry._id).sort()).toEqual(
        [y._id, ...more.map((entry) => entry._id)].sort(),
      );
    });
  });

  describe('downloading my data (record 243)', () => {
    it("holds the account, addresses, orders, requests, cart, wishlist and devices, and nobody else's", async () => {
      const shopper = await api.shopper('export');
      const other = await api.shopper('export-other');
      const [bought, wanted, saved] = [await api.product(), await api.product(), await api.product()];
      const added = await api.client.account.addAddress({
        body: { ...home, isDefault: true },
        extraHeaders: shopper.headers,
      });
      expect(added.status).toBe(201);
      const placed = await api.client.orders.placeDirectOrder({
        body: { productId: bought._id, quantity: 1, shippingAddress: address, paymentMethod: PAYMENT_METHOD },
        headers: {},
        extraHeaders: shopper.headers,
      });
      if (placed.status !== 201) throw new Error(`placeDirectOrder answered ${placed.status}`);
      await api.client.cart.addToCart({
        body: { productId: wanted._id, quantity: 2 },
        extraHeaders: shopper.headers,
      });
      await api.client.wishlist.addToWishlist({
        body: { productId: saved._id },
        extraHeaders: shopper.headers,
      });
      const sent = await api.client.enquiries.getInTouch({
        body: {
          name: 'Amina Khalid',
          email: shopper.email,
          mobile: '0501234567',
          message: 'A rooftop farm?',
        },
        extraHeaders: shopper.headers,
      });
      if (sent.status !== 201) throw new Error(`getInTouch answered ${sent.status}`);
      await api.client.enquiries.getInTouch({
        body: { name: 'Omar', email: other.email, mobile: '0507654321' },
        extraHeaders: other.headers,
      });

      const moving = await api.client.account.changeEmail({
        body: { email: `moving.${shopper.email}`, currentPassword: PASSWORD },
        extraHeaders: shopper.headers,
      });
      expect(moving.status).toBe(200);

      const res = await api.client.account.exportAccount({ extraHeaders: shopper.headers });
      if (res.status !== 200) throw new Error(`exportAccount answered ${res.status}`);
      const data = res.body.data;
      expect(data.account).toMatchObject({
        email: shopper.email,
        role: 'Customer',
        emailVerified: true,
        pendingEmail: `moving.${shopper.email}`,
      });
      expect(data.addresses.map((entry) => entry.address)).toEqual(['Villa 12, Street 4']);
      expect(data.orders.map((order) => order.number)).toEqual([placed.body.data.number]);
      // With the name and e-mail it was placed under, and when the account last ordered.
      expect(data.orders[0]?.customer.email).toBe(shopper.email);
      expect(data.account.lastOrderAt).toEqual(expect.any(String));
      // Each request with every answer its form sent, the sender's phone too.
      expect(data.requests).toMatchObject([
        {
          _id: sent.body.data._id,
          message: 'A rooftop farm?',
          answers: { name: 'Amina Khalid', mobile: '0501234567' },
          sender: { name: 'Amina Khalid', phone: '0501234567' },
        },
      ]);
      expect(data.cart.items.map((item) => [item.productId, item.quantity])).toEqual([[wanted._id, 2]]);
      expect(data.wishlist).toEqual([{ name: saved.name, slug: saved.slug }]);
      expect(data.devices.some((device) => device.current)).toBe(true);
      // Never a secret, and nothing of the other customer's.
      const text = JSON.stringify(res.body);
      expect(text).not.toMatch(/passwordHash|tokenVersion|"hash"|codeIssues|resetLinks/);
      expect(text).not.toContain(other.email);

      expect((await api.client.account.exportAccount()).status).toBe(401);
    });

    it('holds a new e-mail address asked for and never confirmed, for as long as the account keeps it', async () => {
      const shopper = await api.shopper('export-pending');
      const moving = await api.client.account.changeEmail({
        body: { email: `stale.${shopper.email}`, currentPassword: PASSWORD },
        extraHeaders: shopper.headers,
      });
      expect(moving.status).toBe(200);
      // Its code expired long ago; the address is still stored with the account.
      await api
        .collection('users')
        .updateOne(
          { _id: new Types.ObjectId(shopper.id) },
          { $set: { 'emailChange.expiresAt': new Date(Date.now() - 86_400_000) } },
        );
      const res = await api.client.account.exportAccount({ extraHeaders: shopper.headers });
      if (res.status !== 200) throw new Error(`exportAccount answered ${res.status}`);
      expect(res.body.data.account.pendingEmail).toBe(`stale.${shopper.email}`);
    });
  });

  describe('deleting the account', () => {
    /** Deletes `shopper`'s account while `meanwhile` stands in for a step of it, then restores the step. */
    async function deletedWhile(shopper: Shopper, meanwhile: { mockRestore(): void }) {
      try {
        const res = await api.client.account.deleteAccount({
          body: { password: PASSWORD },
          extraHeaders: shopper.headers,
        });
        expect(res.status).toBe(200);
      } finally {
        meanwhile.mockRestore();
      }
    }

    /** An order of two of the product, shipped to the usual address. */
    const buyTwo = (shopper: Shopper, productId: string) =>
      api.client.orders.placeDirectOrder({
        body: { productId, quantity: 2, shippingAddress: address, paymentMethod: PAYMENT_METHOD },
        extraHeaders: shopper.headers,
      });

    it('empties a cart and wishlist filled by another process while the account was being deleted', async () => {
      const shopper = await api.shopper('delete-late-cart');
      const product = await api.product({ stock: 9 });
      const users = api.app.get(UsersService);
      const remove = users.remove.bind(users);
      // Another API process still trusted the token for a moment (its session check is cached): a cart add
      // and a wishlist add land after the first clean-up.
      const late = jest.spyOn(users, 'remove').mockImplementationOnce(async (id) => {
        await api.app.get(CartService).add(shopper.id, { productId: product._id, quantity: 1 });
        await api.app.get(WishlistService).add(shopper.id, product._id);
        return remove(id);
      });
      await deletedWhile(shopper, late);
      const userId = new Types.ObjectId(shopper.id);
      expect(await api.collection('cartItems').countDocuments({ userId })).toBe(0);
      expect(await api.collection('wishlistItems').countDocuments({ userId })).toBe(0);
    });

    it('signs out first, and cancels and erases an order another tab finished during the deletion', async () => {
      const shopper = await api.shopper('delete-tab');
      const product = await api.product({ stock: 9 });
      const cart = api.app.get(CartService);
      const orders = api.app.get(OrdersService);
      const clear = cart.clear.bind(cart);
      let signedInMeanwhile: number | undefined;
      // Another tab's order had passed the guard before the sessions ended; it is stored mid-deletion.
      const late = jest.spyOn(cart, 'clear').mockImplementationOnce(async (userId) => {
        signedInMeanwhile = (await api.client.auth.me({ extraHeaders: shopper.headers })).status;
        const caller = {
          id: shopper.id,
          role: 'Customer',
          username: 'Amina',
          lastname: 'Khalid',
          email: shopper.email,
        };
        await orders.place(
          caller as never,
          {
            source: 'direct',
            body: {
              productId: product._id,
              quantity: 2,
              shippingAddress: address,
              paymentMethod: PAYMENT_METHOD,
            },
          },
          undefined,
          'en',
        );
        return clear(userId);
      });
      await deletedWhile(shopper, late);
      expect(signedInMeanwhile).toBe(401);
      const [order, ...more] = await api
        .collection('orders')
        .find({ userId: new Types.ObjectId(shopper.id) })
        .toArray();
      expect(more).toHaveLength(0);
      expect(order?.status).toBe('Cancelled');
      expect(JSON.stringify(order)).not.toContain(shopper.email);
      expect(JSON.stringify(order)).not.toContain(address.fullName);
      const stock = await api.collection('products').findOne({ _id: new Types.ObjectId(product._id) });
      expect(stock?.stock).toBe(9);
    });

    it('cancels an order an admin confirms while the account is being deleted', async () => {
      const shopper = await api.shopper('delete-race');
      const product = await api.product({ stock: 9 });
      const placed = await buyTwo(shopper, product._id);
      if (placed.status !== 201) throw new Error(`placeDirectOrder answered ${placed.status}`);
      const id = placed.body.data._id;
      // The deletion has read the order as Pending; an admin confirms it before it is cancelled.
      const connection = api.app.get<Connection>(getConnectionToken());
      const startSession = connection.startSession.bind(connection);
      const race = jest.spyOn(connection, 'startSession').mockImplementationOnce(async (options) => {
        const confirmed = await api.client.orders.adminChangeOrderStatus({
          params: { id },
          body: { status: 'Confirmed' },
          extraHeaders: api.adminHeaders,
        });
        expect(confirmed.status).toBe(200);
        return startSession(options);
      });
      await deletedWhile(shopper, race);
      const order = await api.collection('orders').findOne({ _id: new Types.ObjectId(id) });
      expect(order?.status).toBe('Cancelled');
      expect(order?.history.at(-1)).toMatchObject({ status: 'Cancelled', by: { role: 'Customer' } });
      const stock = await api.collection('products').findOne({ _id: new Types.ObjectId(product._id) });
      expect(stock?.stock).toBe(9);
    });

    /** The admin moves the order `id` on to `status`. */
    async function moveOrder(id: string, status: 'Confirmed' | 'Shipped' | 'Delivered') {
      const res = await api.client.orders.adminChangeOrderStatus({
        params: { id },
        body: { status },
        extraHeaders: api.adminHeaders,
      });
      expect(res.status).toBe(200);
    }

    /** An order of `shopper`'s placed and shipped, and another still Pending. */
    async function onItsWay(shopper: Shopper) {
      const product = await api.product({ stock: 9 });
      const shipped = await buyTwo(shopper, product._id);
      const pending = await buyTwo(shopper, product._id);
      if (shipped.status !== 201 || pending.status !== 201) throw new Error('placeDirectOrder failed');
      await moveOrder(shipped.body.data._id, 'Confirmed');
      await moveOrder(shipped.body.data._id, 'Shipped');
      return { shippedId: shipped.body.data._id, pendingId: pending.body.data._id };
    }

    const storedOrder = (id: string) => api.collection('orders').findOne({ _id: new Types.ObjectId(id) });

    it('refuses while an order is on its way, changing nothing, and deletes once it was delivered', async () => {
      const shopper = await api.shopper('delete-shipped');
      const { shippedId, pendingId } = await onItsWay(shopper);

      const refused = await api.client.account.deleteAccount({
        body: { password: PASSWORD },
        extraHeaders: shopper.headers,
      });
      expect(refused.status).toBe(409);
      expectErrorBody(refused.body, 409, accountSettingsMessages.orderOnItsWay);
      // Nothing changed: still signed in, the shop can still deliver, the other order is still open.
      expect((await me(shopper.headers)).status).toBe(200);
      expect(await storedOrder(shippedId)).toMatchObject({
        status: 'Shipped',
        customer: { email: shopper.email },
        shippingAddress: { fullName: address.fullName, phone: address.phone },
      });
      expect(await storedOrder(pendingId)).toMatchObject({ status: 'Pending' });

      await moveOrder(shippedId, 'Delivered');
      const res = await api.client.account.deleteAccount({
        body: { password: PASSWORD },
        extraHeaders: shopper.headers,
      });
      expect(res.status).toBe(200);
      expect(await api.collection('users').countDocuments({ _id: new Types.ObjectId(shopper.id) })).toBe(0);
      expect(await storedOrder(shippedId)).toMatchObject({
        status: 'Delivered',
        customer: { email: 'deleted' },
        shippingAddress: { fullName: 'deleted', phone: 'deleted' },
      });
      expect(await storedOrder(pendingId)).toMatchObject({ status: 'Cancelled' });
    });

    it('stops before erasing anything when an admin ships an order while the account is being deleted', async () => {
      const shopper = await api.shopper('delete-shipping-race');
      const product = await api.product({ stock: 9 });
      const placed = await buyTwo(shopper, product._id);
      if (placed.status !== 201) throw new Error(`placeDirectOrder answered ${placed.status}`);
      const id = placed.body.data._id;
      await moveOrder(id, 'Confirmed');
      // The deletion found nothing on its way; the admin ships the order before it could be cancelled.
      const orders = api.app.get(OrdersAdminService);
      const cancelOpen = orders.cancelOpenOrdersOf.bind(orders);
      const race = jest.spyOn(orders, 'cancelOpenOrdersOf').mockImplementationOnce(async (customer) => {
        await moveOrder(id, 'Shipped');
        return cancelOpen(customer);
      });
      try {
        const res = await api.client.account.deleteAccount({
          body: { password: PASSWORD },
          extraHeaders: shopper.headers,
        });
        expect(res.status).toBe(409);
        expectErrorBody(res.body, 409, accountSettingsMessages.orderOnItsWay);
      } finally {
        race.mockRestore();
      }
      expect(await api.collection('users').countDocuments({ _id: new Types.ObjectId(shopper.id) })).toBe(1);
      expect(await storedOrder(id)).toMatchObject({
        status: 'Shipped',
        customer: { email: shopper.email },
        shippingAddress: { fullName: address.fullName, phone: address.phone },
      });
    });

    it('refuses a wrong password and keeps the account', async () => {
      const shopper = await api.shopper('delete-wrong');
      const res = await api.client.account.deleteAccount({
        body: { password: 'not-my-pass1' },
        extraHeaders: shopper.headers,
      });
      expect(res.status).toBe(400);
      expectErrorBody(res.body, 400, accountSettingsMessages.currentPasswordWrong);
      expect((await me(shopper.headers)).status).toBe(200);
    });

    it("keeps the requests with the team, a customization's account-given name and e-mail erased", async () => {
      const shopper = await api.shopper('delete-requests');
      const typed = await api.client.enquiries.getInTouch({
        body: { name: 'Amina Typed', email: shopper.email, mobile: '0501234567' },
        extraHeaders: shopper.headers,
      });
      const filled = await api.client.enquiries.requestCustomization({
        body: { width: 120, height: 240 },
        extraHeaders: shopper.headers,
      });
      if (typed.status !== 201) throw new Error(`getInTouch answered ${typed.status}`);
      if (filled.status !== 201) throw new Error(`requestCustomization answered ${filled.status}`);
      const res = await api.client.account.deleteAccount({
        body: { password: PASSWORD },
        extraHeaders: shopper.headers,
      });
      expect(res.status).toBe(200);
      const stored = async (id: string) =>
        api.collection('submissions').findOne({ _id: new Types.ObjectId(id) });
      expect(await stored(typed.body.data._id)).toMatchObject({ sender: { name: 'Amina Typed' } });
      const customization = await stored(submissionReceiptSchema.parse(filled.body).data._id);
      expect(customization).toMatchObject({ sender: { name: 'deleted', email: 'deleted' } });
      expect(customization).not.toHaveProperty('userId');
    });

    it('refuses an admin account', async () => {
      const res = await api.client.account.deleteAccount({
        body: { password: 'harvest-2025' },
        extraHeaders: api.adminHeaders,
      });
      expect(res.status).toBe(403);
      expect((await me(api.adminHeaders)).status).toBe(200);
      // Refused before any password is tried: a wrong one costs the admin none of their tries.
      for (let n = 0; n < PASSWORD_PROOF_LIMIT.perAccount + 1; n += 1) {
        const wrong = await api.client.account.deleteAccount({
          body: { password: 'not-the-password' },
          extraHeaders: api.adminHeaders,
        });
        expect(wrong.status).toBe(403);
      }
    });

    it('ends the sessions, cancels the orders not shipped and keeps them for the books without the personal data', async () => {
      const shopper = await api.shopper('delete');
      const elsewhere = await signIn(shopper.email, PASSWORD);
      if (typeof elsewhere === 'number') throw new Error(`signin answered ${elsewhere}`);
      const product = await api.product({ price: 200, discountedPrice: 150, stock: 9 });
      const placed = await buyTwo(shopper, product._id);
      expect(placed.status).toBe(201);
      await api.client.cart.addToCart({
        body: { productId: product._id, quantity: 1 },
        extraHeaders: shopper.headers,
      });
      await api.client.account.addAddress({
        body: {
          firstName: 'Layla',
          lastName: 'Hassan',
          country: 'AE',
          address: 'Villa 12',
          city: 'Dubai',
          state: 'Dubai',
          zip: '1',
          phone: '0501234567',
          isDefault: true,
        },
        extraHeaders: shopper.headers,
      });

      // The order's own mails (the shop's "New order") are out before the count starts.
      await api.app.get(OrdersService).settled();
      const seenShop = (await api.outbox.to('shop@farm.local')).length;
      const res = await api.client.account.deleteAccount({
        body: { password: PASSWORD },
        extraHeaders: shopper.headers,
      });
      expect(res).toMatchObject({ status: 200, body: { code: 'accountDeleted' } });
      // The shop hears of the cancelled order, as of one the customer cancels on its page.
      const told = await api.outbox.next('shop@farm.local', seenShop);
      expect(told.subject).toMatch(/^Order FA-\d{4}-\d{6} cancelled by the customer$/);
      expect(told.text).toContain('deleted their account, which cancelled this order');
      expect(told.replyTo).toBe(shopper.email);

      expect((await me(shopper.headers)).status).toBe(401);
      expect((await me(elsewhere)).status).toBe(401);
      expect(await signIn(shopper.email, PASSWORD)).toBe(401);
      const userId = new Types.ObjectId(shopper.id);
      expect(await api.collection('users').countDocuments({ _id: userId })).toBe(0);
      expect(await api.collection('cartItems').countDocuments({ userId })).toBe(0);
      expect(await api.collection('sessions').countDocuments({ userId })).toBe(0);

      const orders = await api.collection('orders').find({ userId }).toArray();
      expect(orders).toHaveLength(1);
      const [order] = orders;
      expect(order?.total).toBe(300);
      expect(order?.lines).toHaveLength(1);
      // Not shipped yet, so cancelled as the customer's own step, its 2 units back on sale.
      expect(order?.status).toBe('Cancelled');
      expect(order?.history.at(-1)).toMatchObject({ status: 'Cancelled', by: { role: 'Customer' } });
      const stock = await api.collection('products').findOne({ _id: new Types.ObjectId(product._id) });
      expect(stock?.stock).toBe(9);
      expect(order?.shippingAddress).toMatchObject({ country: address.country, state: address.state });
      const stored = JSON.stringify(order);
      for (const personal of [
        shopper.email,
        address.fullName,
        address.email,
        address.phone,
        address.addressLine1,
        'Amina',
      ]) {
        expect(stored).not.toContain(personal);
      }
    });
  });

  describe('a session ended while it is being checked', () => {
    it('is not remembered as open by the check that read it just before', async () => {
      const shopper = await api.shopper('session-race');
      const sessions = api.app.get(SessionsService);
      const model = api.app.get<Model<Session>>(getModelToken(Session.name));
      const sessionId = await sessions.start(shopper.id, new Date(Date.now() + 60_000), 'test');
      const read = model.findOne.bind(model);
      // The check reads the session; before it can note "open", the session is ended.
      const interleaved = jest.spyOn(model, 'findOne').mockImplementationOnce(((
        ...args: Parameters<typeof read>
      ) => {
        const query = read(...args);
        const exec = query.exec.bind(query);
        query.exec = async () => {
          const found = await exec();
          await sessions.end(sessionId, shopper.id);
          return found;
        };
        return query;
      }) as typeof model.findOne);
      try {
        expect(await sessions.isOpen(sessionId, shopper.id)).toBe(true);
      } finally {
        interleaved.mockRestore();
      }
      expect(await sessions.isOpen(sessionId, shopper.id)).toBe(false);
    });
  });
});
