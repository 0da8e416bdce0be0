import { getConnectionToken } from '@nestjs/mongoose';
import type { Product, ShippingAddress } from '@farm/contract';
import { type Connection, Types } from 'mongoose';
import { PasswordHasher } from '../src/auth/password-hasher';
import { TokenService } from '../src/auth/token.service';
import { CatalogService } from '../src/catalog/catalog.service';
import { CatalogRepository } from '../src/catalog/catalog.repository';
import { SessionsService } from '../src/sessions/sessions.service';
import { UsersService } from '../src/users/users.service';
import { type AccountsApp, bearer, startAccountsApp } from './auth-app';

export const SHOP_ADMIN = { email: 'orders.admin@farm-test.ae', password: 'harvest-2025' };

export interface Shopper {
  id: string;
  email: string;
  token: string;
  headers: { authorization: string };
}

export interface ShopApp extends AccountsApp {
  adminHeaders: { authorization: string };
  /** A verified customer with a session, made directly (signing up through the API is tested elsewhere). */
  shopper(prefix?: string, language?: 'en' | 'ar'): Promise<Shopper>;
  /** A product of this test's own, so stock and prices are whatever the test needs. */
  product(
    fields?: Partial<Omit<Product, '_id' | 'categoryId' | 'slug'>> & { nameAr?: string },
  ): Promise<Product>;
  stockOf(productId: string): Promise<number>;
  setStock(productId: string, stock: number): Promise<void>;
  deleteProduct(productId: string): Promise<void>;
  collection(name: string): ReturnType<Connection['collection']>;
}

let sequence = 0;
let passwordHash: Promise<string> | undefined;

export const address: ShippingAddress = {
  fullName: 'Layla Hassan',
  country: 'AE',
  email: 'layla@example.com',
  addressLine1: 'Villa 12, Street 4',
  city: 'Dubai',
  state: 'Dubai',
  pincode: '00000',
  phone: '0501234567',
};

/**
 * The real API (no demo catalog) with an admin, and helpers that make shoppers and products fast. `env`
 * (SMTP_URL, ...) is visible while it boots, as in startAccountsApp.
 */
export async function startShopApp(env: Record<string, string | undefined> = {}): Promise<ShopApp> {
  const api = await startAccountsApp({
    ...env,
    ADMIN_EMAIL: SHOP_ADMIN.email,
    ADMIN_PASSWORD: SHOP_ADMIN.password,
  });
  const signin = await api.client.auth.signin({ body: SHOP_ADMIN });
  if (signin.status !== 200) throw new Error(`admin signin answered ${signin.status}`);
  const users = api.app.get(UsersService);
  const sessions = api.app.get(SessionsService);
  const tokens = api.app.get(TokenService);
  const repository = api.app.get(CatalogRepository);
  const catalog = api.app.get(CatalogService);
  const connection = api.app.get<Connection>(getConnectionToken());
  const products = () => connection.collection('products');

  return {
    ...api,
    adminHeaders: bearer(signin.body.token),
    async shopper(prefix = 'shopper', language = 'en') {
      sequence += 1;
      const email = `${prefix}.${Date.now().toString(36)}${sequence}@farm-test.ae`;
      passwordHash ??= api.app.get(PasswordHasher).hash('greens2025');
      const user = await users.create({
        username: 'Amina',
        lastname: `Buyer${sequence}`,
        email,
        passwordHash: await passwordHash,
        role: 'Customer',
        emailVerified: true,
        language,
      });
      const sessionId = await sessions.start(String(user._id), new Date(Date.now() + 3600_000), 'jest');
      const token = await tokens.issue(user, sessionId);
      return { id: String(user._id), email, token, headers: bearer(token) };
    },
    async product(fields = {}) {
      sequence += 1;
      const slug = `test-product-${Date.now().toString(36)}-${sequence}`;
      await repository.createProducts([
        {
          categoryId: new Types.ObjectId(),
          name: `Test Kit ${sequence}`,
          nameAr: '',
          slug,
          description: 'A kit made by a test',
          descriptionAr: '',
          offerAr: '',
          uspAr: [],
          images: [{ url: `/api/files/${new Types.ObjectId().toString()}` }],
          offer: '',
          price: 120,
          discountedPrice: 100,
          stock: 10,
          usp: [],
          ...fields,
        },
      ]);
      const product = await catalog.getProductBySlug(slug);
      if (!product) throw new Error('the test product was not stored');
      return product;
    },
    async stockOf(productId) {
      const doc = await products().findOne({ _id: new Types.ObjectId(productId) });
      return Number(doc?.stock);
    },
    async setStock(productId, stock) {
      await products().updateOne({ _id: new Types.ObjectId(productId) }, { $set: { stock } });
    },
    async deleteProduct(productId) {
      await products().deleteOne({ _id: new Types.ObjectId(productId) });
    },
    collection: (name) => connection.collection(name),
  };
}
