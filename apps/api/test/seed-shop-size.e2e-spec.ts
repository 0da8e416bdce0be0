import { accountEmailRule } from '@farm/contract';
import { ShopGrowthService } from '../src/seed/shop-growth.service';
import { SeedService } from '../src/seed/seed.service';
import { type AccountsApp, bearer, startAccountsApp } from './auth-app';

const ADMIN = { email: 'sizes@farm-test.ae', password: 'harvest-2025' };

type Listed = {
  total: number;
  pages: number;
  data: { _id: string; email?: string; number?: string; createdAt: string }[];
};

// `pnpm seed -- --customers N --orders N`: the admin's newest-first lists at a size the bench measures. More
// customers than the 500 that orders are drawn from; the sizes are kept small enough for a busy CI machine.
describe('growing the customer and order lists to a size', () => {
  let api: AccountsApp;
  let token: string;

  beforeAll(async () => {
    api = await startAccountsApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const admin = await api.client.auth.signin({ body: ADMIN });
    if (admin.status !== 200) throw new Error(`admin signin: ${admin.status}`);
    token = admin.body.token;
  });

  afterAll(async () => {
    await api.close();
  });

  const list = async (path: string): Promise<Listed> => {
    const res = await fetch(`${api.baseUrl}/admin/${path}`, { headers: bearer(token) });
    expect(res.status).toBe(200);
    return (await res.json()) as Listed;
  };

  it('refuses orders before there are customers and products to make them of', async () => {
    await expect(api.app.get(ShopGrowthService).growOrders(10)).rejects.toThrow('--orders needs customers');
    // the products the orders name
    await api.app.get(SeedService).seedDemoCatalog();
    await expect(api.app.get(ShopGrowthService).growOrders(10)).rejects.toThrow('--orders needs customers');
  });

  it('adds customers and orders up to the sizes asked, newest first in the admin lists, none the second time', async () => {
    const growth = api.app.get(ShopGrowthService);
    expect(await growth.growCustomers(600)).toMatchObject({ added: 600, total: 600 });
    expect(await growth.growOrders(900)).toMatchObject({ added: 900, total: 900 });

    const customers = await list('customers?page=1&limit=20');
    expect(customers.total).toBe(600);
    expect(customers.data).toHaveLength(20);
    // the last one made is the newest
    expect(customers.data[0]?.email).toMatch(/^customer-600-/);
    const times = customers.data.map((customer) => Date.parse(customer.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const orders = await list('orders?page=1&limit=20');
    expect(orders.total).toBe(900);
    expect(orders.data[0]?.number).toMatch(/^FA-SEED-[0-9A-Z]+-900$/);
    const lastPage = await list(`orders?page=${orders.pages}&limit=20`);
    expect(lastPage.data.at(-1)?.number).toMatch(/-1$/);

    // a generated account has an address the forms accept, and cannot be signed in to: its password is nobody's
    expect(accountEmailRule.safeParse(customers.data[0]?.email).success).toBe(true);
    const signin = await fetch(`${api.baseUrl}/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: customers.data[0]?.email, password: 'greens2025' }),
    });
    expect(signin.status).toBe(401);

    expect(await growth.growCustomers(600)).toMatchObject({ added: 0, total: 600 });
    expect(await growth.growOrders(100)).toMatchObject({ added: 0, total: 900 });
  });
});
