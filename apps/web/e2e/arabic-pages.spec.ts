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
