import type { Page } from '@playwright/test';
import { createCustomer, signIn } from './accounts-support';
import { API_URL } from './ports';
import { expect } from './support';

/** Products of the demo catalog the shop journeys buy: plenty in stock, none that other journeys rely on. */
export const STOCKED = {
  nutrients: 'Hydro Grow A+B Nutrient 1 L Pair',
  phDown: 'pH Down 500 ml',
  seeds: 'Leafy Greens Seed Collection',
  light: 'Clip-On Herb Light 15 W',
  planter: 'Wick Planter Duo',
  calmag: 'CalMag Booster 1 L',
} as const;

export type ApiProduct = { _id: string; name: string; slug: string; stock: number; discountedPrice: number };

let visitors = 0;
function headers(token?: string): Record<string, string> {
  visitors += 1;
  return {
    'content-type': 'application/json',
    // Each call its own visitor (198.19.0.0/16 is reserved for tests): the account forms' limit never bites.
    'x-forwarded-for': `198.19.${200 + (visitors >> 8)}.${visitors & 255}`,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

export async function apiCall(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${API_URL}${path}`, {
    method,
    headers: headers(token),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

export async function productNamed(name: string): Promise<ApiProduct> {
  const res = await apiCall('GET', `/products?limit=100&search=${encodeURIComponent(name)}`);
  const { data } = (await res.json()) as { data: ApiProduct[] };
  const product = data.find((item) => item.name === name);
  if (!product) throw new Error(`no product named ${name}`);
  return product;
}

/**
 * A verified customer with an API token (for making data the UI is not about), not yet signed in on a page.
 * Data made before the page signs in is on the first page's header badges; data made afterwards is like a
 * change from another device, which the badges show after the page's next change or a few seconds later
 * (docs/decisions/230-header-badges-kept-per-visitor.md).
 */
export async function customerWithToken(prefix = 'shopper', username?: string) {
  const customer = await createCustomer(prefix, username);
  const signin = await apiCall('POST', '/auth/signin', undefined, {
    email: customer.email,
    password: customer.password,
  });
  expect(signin.status).toBe(200);
  const { token } = (await signin.json()) as { token: string };
  return { ...customer, token };
}

/** A verified customer, signed in on the page and through the API. */
export async function shopper(page: Page, prefix = 'shopper', username?: string) {
  const customer = await customerWithToken(prefix, username);
  await signIn(page, customer.email, customer.password);
  return customer;
}

export async function addToCartByApi(token: string, productId: string, quantity: number) {
  expect((await apiCall('POST', '/cart/add', token, { productId, quantity })).status).toBe(200);
}

/** A cash-on-delivery order of one product (Buy now) placed through the API; its id and number. */
export async function buyNowByApi(
  token: string,
  productId: string,
  quantity = 1,
  shippingAddress: typeof address = address,
): Promise<{ _id: string; number: string }> {
  const placed = await apiCall('POST', '/order/direct', token, {
    productId,
    quantity,
    shippingAddress,
    paymentMethod: 'CashOnDelivery',
  });
  expect(placed.status).toBe(201);
  return ((await placed.json()) as { data: { _id: string; number: string } }).data;
}

export const address = {
  fullName: 'Layla Hassan',
  country: 'AE',
  email: 'layla@example.com',
  addressLine1: 'Villa 12, Street 4',
  city: 'Dubai',
  state: 'Dubai',
  pincode: '00000',
  phone: '0501234567',
};

/** The header's cart and wishlist badges, read from the links' names ('Cart, 2 items'). */
export async function expectCounts(page: Page, cart: number, wishlist: number) {
  const banner = page.getByRole('banner');
  await expect(
    banner.getByRole('link', { name: `Cart, ${cart} ${cart === 1 ? 'item' : 'items'}` }),
  ).toBeVisible();
  await expect(
    banner.getByRole('link', { name: `Wishlist, ${wishlist} ${wishlist === 1 ? 'item' : 'items'}` }),
  ).toBeVisible();
}

/** Fills the billing form the way a shopper does (English labels). */
export async function fillBilling(page: Page) {
  await page.getByLabel('Street address').fill('Villa 12, Street 4');
  await page.getByLabel('Town / City').fill('Dubai');
  await page.getByLabel('State / Emirate').selectOption('Dubai');
  await page.getByLabel('ZIP code').fill('00000');
  await page.getByLabel('Phone').fill('0501234567');
}

export async function fillCard(page: Page) {
  await page.getByLabel('Name on card').fill('Layla Hassan');
  await page.getByLabel('Card number').fill('4111111111111111');
  await page.getByLabel('Expiry date').fill('01-12-2028');
  await page.getByLabel('CVV').fill('123');
}
