import { adminApiToken, createCustomer, signInAsAdmin } from './accounts-support';
import { address, apiCall, productNamed, STOCKED } from './shop-support';
import { expect, test, useLanguage } from './support';
import { API_URL } from './ports';

// Arabic pages carry no English where an Arabic text exists: the strings a visitor found on them before
// (the blog's byline, the admin's greeting and charts, raw field keys in a history) fail this spec.

test('a blog post in Arabic is signed in Arabic', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.goto('/blog-list');
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  const main = page.getByRole('main');
  await expect(main).toContainText('بقلم');
  await expect(main).not.toContainText('GreenGrow Farms team');
});

test('the admin in Arabic: greeting, charts and an order’s history of changes', async ({ page }) => {
  // An order whose status the admin changed: its history names the changed field.
  const customer = await createCustomer('arabic.order', 'Hessa');
  const signin = await fetch(`${API_URL}/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: customer.email, password: customer.password }),
  });
  const { token } = (await signin.json()) as { token: string };
  const { _id: productId } = await productNamed(STOCKED.seeds);
  const placed = await apiCall('POST', '/order/direct', token, {
    productId,
    quantity: 1,
    shippingAddress: { ...address, email: customer.email },
    paymentMethod: 'CashOnDelivery',
  });
  const { data: order } = (await placed.json()) as { data: { _id: string } };
  const changed = await apiCall('PATCH', `/admin/orders/${order._id}/status`, await adminApiToken(), {
    status: 'Confirmed',
  });
  expect(changed.status).toBe(200);

  await signInAsAdmin(page);
  await useLanguage(page, 'ar');
  await page.goto(`/admin-panel/order/${order._id}`);
  const trail = page.locator('#audit-title').locator('xpath=..');
  await expect(trail).toContainText('الحقول: الحالة');
  await expect(trail).not.toContainText('status');

  await page.goto('/admin-panel/dashboard');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحباً بك');
  for (const english of ['Admin', 'Residential', 'Commercial', 'Industrial', 'Institutional'])
    await expect(main).not.toContainText(english);
});

test('a product with no Arabic text shows its English marked as English on the Arabic page', async ({
  page,
}) => {
  const token = await adminApiToken();
  // The API answers each product with its category and pictures; the shared helper's type names less.
  const donor = (await productNamed(STOCKED.seeds)) as { categoryId?: string; images?: { url: string }[] };
  // A product needs a picture of its own: a copy of the donor's, uploaded as the admin does.
  const picture = await fetch(`${new URL(API_URL).origin}${donor.images?.[0]?.url ?? ''}`);
  const form = new FormData();
  form.append('images', new Blob([await picture.arrayBuffer()], { type: 'image/png' }), 'trial.png');
  const upload = await fetch(`${API_URL}/admin/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(upload.status).toBe(201);
  const images = ((await upload.json()) as { data: { url: string }[] }).data.map(({ url }) => url);
  const created = await apiCall('POST', '/admin/products', token, {
    name: 'Trial Tower E2E',
    description: 'Written in English only.',
    price: 120,
    discountedPrice: 120,
    stock: 5,
    categoryId: donor.categoryId,
    images,
  });
  const answer = (await created.json()) as { data: { _id: string; slug: string } };
  expect(created.status, JSON.stringify(answer)).toBe(201);
  const product = answer.data;
  try {
    await useLanguage(page, 'ar');
    await page.goto(`/product-detail/${product.slug}`);
    const name = page.getByRole('heading', { level: 1 }).locator('bdi');
    await expect(name).toHaveText('Trial Tower E2E');
    await expect(name).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Written in English only.')).toHaveAttribute('dir', 'ltr');
    // So does its card in the catalog.
    await page.goto('/products?search=Trial+Tower+E2E');
    await expect(
      page.getByRole('main').getByRole('article').locator('bdi', { hasText: 'Trial Tower E2E' }),
    ).toHaveAttribute('lang', 'en');
    // A product written in Arabic keeps the page's language.
    const seeds = await productNamed(STOCKED.seeds);
    await page.goto(`/product-detail/${seeds.slug}`);
    await expect(page.getByRole('heading', { level: 1 }).locator('bdi')).not.toHaveAttribute('lang', 'en');
  } finally {
    expect((await apiCall('DELETE', `/admin/products/${product._id}`, token)).status).toBe(200);
  }
});
