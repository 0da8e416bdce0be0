import type { Page } from '@playwright/test';
import { ADMIN, adminApiToken, createCustomer, signIn, signInAsAdmin } from './accounts-support';
import { address, apiCall, buyNowByApi, productNamed, STOCKED } from './shop-support';
import { emptyErrorRoom } from './layout-support';
import { expect, expectAccessible, hydrated, type Lang, sidewaysScroll, test, useLanguage } from './support';

// The admin's orders: the lifecycle moved from the admin screens and seen by the customer,
// cancelling (confirmed first, with and without JavaScript, the stock back), and axe on every screen.

type Placed = { _id: string; number: string };

async function tokenOf(email: string, password: string): Promise<string> {
  const res = await apiCall('POST', '/auth/signin', undefined, { email, password });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** A verified customer and an order of theirs, made through the API (the admin screens are the point). */
async function customerWithOrder(product: string = STOCKED.phDown, quantity = 1) {
  const customer = await createCustomer('orders.customer', 'Hessa');
  const token = await tokenOf(customer.email, customer.password);
  const { _id } = await productNamed(product);
  const order = await buyNowByApi(token, _id, quantity, { ...address, email: customer.email });
  return { customer, token, order, productId: _id };
}

/** `scripts`: whether the page runs JavaScript; then the links are followed once it has hydrated. */
async function openOrder(page: Page, order: Placed, scripts = true) {
  await page.goto('/admin-panel/order');
  // Later links load the next page's data as the scripts do (a 404 is then logged for its .data address).
  if (scripts) await hydrated(page);
  await page.getByLabel('Order number or e-mail').fill(order.number);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.getByRole('link', { name: order.number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();
}

const stockOf = async (name: string) => (await productNamed(name)).stock;

test('an admin moves an order from Pending to Delivered and the customer sees each step', async ({
  page,
}) => {
  const { customer, order } = await customerWithOrder();
  await signInAsAdmin(page);
  await openOrder(page, order);
  // The address as the customer wrote it at checkout, the same block the customer's own order page shows.
  const shipTo = page.getByRole('region', { name: 'Shipping address' });
  await expect(shipTo).toContainText('Villa 12, Street 4');
  await expect(shipTo).toContainText('Dubai, Dubai 00000');
  const change = page.getByRole('region', { name: 'Change the status' });
  await expect(change).toContainText('The order is Pending. It can become:');
  // Only the lifecycle's next steps are offered.
  await expect(change.getByRole('button')).toHaveText(['Confirm the order', 'Cancel the order']);

  await change.getByRole('button', { name: 'Confirm the order' }).click();
  await expect(page.getByText(`Order ${order.number} is now Confirmed.`)).toBeVisible();
  await expect(change).toContainText('The order is Confirmed.');

  await change.getByLabel('Note (optional)').fill('Aramex 1234567890');
  await change.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(change).toContainText('The order is Shipped.');
  await expect(change.getByRole('button')).toHaveText(['Mark as delivered']);

  await change.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(change).toContainText('The order is Delivered: its status cannot change any more.');
  await expect(change.getByRole('button')).toHaveCount(0);

  const history = page.getByRole('region', { name: 'Status history' });
  await expect(history.getByRole('listitem')).toHaveCount(4);
  await expect(history).toContainText('Aramex 1234567890');
  const trail = page.getByRole('region', { name: 'History of changes' });
  await expect(trail.getByRole('listitem').first()).toContainText('Status changed to Delivered');
  await expect(trail).toContainText(ADMIN.email);

  // The customer sees where the order stands in their account.
  await page.context().clearCookies();
  await signIn(page, customer.email, customer.password);
  await page.goto(`/account/orders/${order._id}`);
  const heading = page.getByRole('heading', { name: `Order ${order.number}` });
  await expect(heading).toBeVisible();
  await expect(page.locator('main').getByText('Delivered').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status history' })).toContainText('Aramex 1234567890');
});

test('cancelling asks first, then returns the stock', async ({ page }) => {
  const before = await stockOf(STOCKED.calmag);
  const { order } = await customerWithOrder(STOCKED.calmag, 3);
  expect(await stockOf(STOCKED.calmag)).toBe(before - 3);
  await signInAsAdmin(page);
  await openOrder(page, order);
  await hydrated(page);
  const change = page.getByRole('region', { name: 'Change the status' });

  await change.getByRole('button', { name: 'Cancel the order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${order.number}?` });
  await expect(dialog).toContainText('its products go back into stock');
  await dialog.getByRole('button', { name: 'No, keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(change).toContainText('The order is Pending.');

  await change.getByLabel('Note (optional)').fill('Customer asked by phone');
  await change.getByRole('button', { name: 'Cancel the order' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel it!' }).click();
  await expect(change).toContainText('The order is Cancelled: its status cannot change any more.');
  await expect(page.getByRole('region', { name: 'Status history' })).toContainText('Customer asked by phone');
  expect(await stockOf(STOCKED.calmag)).toBe(before);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filters, the status changes and the cancel confirmation all work', async ({ page }) => {
    const { order } = await customerWithOrder();
    await signInAsAdmin(page);
    await openOrder(page, order, false);
    const change = page.getByRole('region', { name: 'Change the status' });
    // A note refused (past the box's own limit, as a hand-made post could send) comes back as typed.
    const note = change.getByLabel('Note', { exact: false });
    const long = `Left with the neighbour. ${'x'.repeat(220)}`;
    await note.evaluate((box, text) => {
      box.removeAttribute('maxlength');
      (box as HTMLTextAreaElement).value = text;
    }, long);
    await change.getByRole('button', { name: 'Confirm the order' }).click();
    await expect(change).toContainText('The order is Pending.');
    await expect(note).toHaveValue(long);
    await note.fill('');
    await change.getByRole('button', { name: 'Confirm the order' }).click();
    await expect(change).toContainText('The order is Confirmed.');

    await change.getByRole('button', { name: 'Cancel the order' }).click();
    // The server answers with the question, the dialog rendered open; nothing changed yet.
    const dialog = page.getByRole('dialog', { name: `Cancel order ${order.number}?` });
    await expect(dialog).toBeVisible();
    await expect(change).toContainText('The order is Confirmed.');
    await dialog.getByRole('button', { name: 'Yes, cancel it!' }).click();
    await expect(change).toContainText('The order is Cancelled');
    // Three posts later, the way back still returns to the list as it was filtered.
    await page.getByRole('link', { name: 'All orders' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin-panel/order\\?.*search=${order.number}`));
    await expect(page.getByLabel('Order number or e-mail')).toHaveValue(order.number);
  });
});

test('the list filters by status and days placed, and explains a refused range', async ({ page }) => {
  const { order } = await customerWithOrder();
  await signInAsAdmin(page);
  await page.goto('/admin-panel/order');
  await page.getByLabel('Status').selectOption('Pending');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
  await page.getByLabel('Placed from').fill(today);
  await page.getByLabel('Placed until').fill(today);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`status=Pending.*from=${today}.*to=${today}`));
  await expect(page.getByRole('link', { name: order.number })).toBeVisible();

  await page.goto('/admin-panel/order?from=2026-03-02&to=2026-03-01');
  await expect(page.getByText('The start date must be on or before the end date.')).toBeVisible();
  await expect(page.getByLabel('Placed until')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toHaveText('Correct the filters to see orders.');
});

for (const lang of ['en', 'ar'] as Lang[]) {
  test(`the order screens are accessible (${lang})`, async ({ page }) => {
    const { order } = await customerWithOrder();
    await useLanguage(page, lang);
    await signInAsAdmin(page);
    await page.goto('/admin-panel/order');
    await expectAccessible(page, `order list (${lang})`);
    // The filter card keeps no room for errors it is not showing.
    expect(await emptyErrorRoom(page.getByRole('main').getByRole('search'))).toEqual([]);
    // The phone-width sweep (e2e/no-sideways-scroll.spec.ts) looks at the list here, on the same load.
    expect(await sidewaysScroll(page, '/admin-panel/order')).toEqual([]);
    await page.goto('/admin-panel/order?from=2026-02-30');
    await expectAccessible(page, `order list with a refused filter (${lang})`);
    await page.goto(`/admin-panel/order/${order._id}`);
    await expectAccessible(page, `order detail (${lang})`);
  });
}

test('a customer’s detail shows their profile, orders and requests, from the customers list', async ({
  page,
}) => {
  const { customer, token, order } = await customerWithOrder();
  const contact = await apiCall('POST', '/getintouch/add', token, {
    name: 'Hessa Khalid',
    email: customer.email,
    mobile: '0501234567',
  });
  expect(contact.status).toBe(201);
  await signInAsAdmin(page);
  await page.goto(`/admin-panel/customers?search=${encodeURIComponent(customer.email)}`);
  await page.getByRole('link', { name: 'Hessa Khalid' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hessa Khalid' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(customer.email);
  const orders = page.getByRole('region', { name: 'Orders' }).first();
  await expect(orders).toContainText('1 order in all');
  await expect(orders.getByRole('link', { name: order.number })).toBeVisible();
  const requests = page.getByRole('region', { name: 'Enquiries and applications' }).first();
  await expect(requests).toContainText('Contact request');
  await expect(requests).toContainText('New');

  await orders.getByRole('link', { name: 'All orders of this customer' }).click();
  await expect(page).toHaveURL(/\/admin-panel\/order\?customer=[a-f\d]{24}$/);
  await expect(page.getByRole('link', { name: order.number })).toBeVisible();
  await expect(page.getByText('1 order', { exact: true })).toBeVisible();
});

test('the orders of a deleted account lead to a page saying the account is gone, and on to its orders', async ({
  page,
  browserErrors,
}) => {
  // The page is a 404: there is no customer by that id.
  browserErrors.expect(/status of 404 .*\/admin-panel\/customers\/[0-9a-f]+\.data/);
  const { customer, token, order } = await customerWithOrder();
  const deleted = await apiCall('POST', '/account/delete', token, { password: customer.password });
  expect(deleted.status).toBe(200);
  await signInAsAdmin(page);
  await openOrder(page, order);
  await page.getByRole('region', { name: 'Customer' }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'No customer account' })).toBeVisible();
  await expect(page.getByText('it was deleted, or it is an admin’s')).toBeVisible();
  await page.getByRole('link', { name: 'Orders placed from this account' }).click();
  await expect(page.getByRole('link', { name: order.number })).toBeVisible();
});

test('the payment report shows the last 30 days and downloads its CSV through the web server', async ({
  page,
}) => {
  const { order } = await customerWithOrder(STOCKED.phDown, 2);
  await signInAsAdmin(page);
  await page.goto('/admin-panel/report-payments');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
  await expect(page.getByLabel('Placed until')).toHaveValue(today);
  const table = page.getByRole('region', { name: 'Orders and totals by payment method and status' });
  // The header, the payment method's heading row, its five statuses, and the two totals.
  await expect(table.getByRole('row')).toHaveCount(1 + 1 + 5 + 2);
  await expect(table.getByRole('rowheader').first()).toHaveText('Cash on delivery');
  await expect(table.getByRole('row').nth(2)).toContainText('Pending');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  // A byte-order mark first, so a spreadsheet reads the file as UTF-8.
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.slice(1).split('\r\n')[0]).toBe('From,To,Payment method,Status,Currency,Orders,Total');
  expect(text).toContain(`,${today},Cash on delivery,Pending,AED,`);

  // A row's link lists exactly those orders.
  await table.getByRole('link', { name: 'View these orders: Pending' }).click();
  await expect(page).toHaveURL(/\/admin-panel\/order\?status=Pending&from=.*&to=/);
  await expect(page.getByRole('link', { name: order.number })).toBeVisible();
});

test('the CSV download is for admins only', async ({ page }) => {
  const anonymous = await page.request.get('/admin-panel/report-payments/csv', { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers()['location']).toMatch(/^\/login/);
  const customer = await createCustomer('csv.customer');
  await signIn(page, customer.email, customer.password);
  const asCustomer = await page.request.get('/admin-panel/report-payments/csv', { maxRedirects: 0 });
  expect(asCustomer.status()).toBe(302);
  expect(asCustomer.headers()['location']).toBe('/home');
});

for (const lang of ['en', 'ar'] as Lang[]) {
  test(`the customer detail and the payment report are accessible (${lang})`, async ({ page }) => {
    const { customer, token } = await customerWithOrder();
    await apiCall('POST', '/getintouch/add', token, {
      name: 'Hessa',
      email: customer.email,
      mobile: '0501234567',
    });
    const admin = await adminApiToken();
    const found = await apiCall(
      'GET',
      `/admin/customers?search=${encodeURIComponent(customer.email)}`,
      admin,
    );
    const { data } = (await found.json()) as { data: { _id: string }[] };
    await useLanguage(page, lang);
    await signInAsAdmin(page);
    await page.goto(`/admin-panel/customers/${data[0]?._id}`);
    await expectAccessible(page, `customer detail (${lang})`);
    // The phone-width sweep (e2e/no-sideways-scroll.spec.ts) looks at the next three here, on the same loads.
    const sideways: string[] = [];
    await page.goto('/admin-panel/customers');
    await expectAccessible(page, `customers list (${lang})`);
    sideways.push(...(await sidewaysScroll(page, '/admin-panel/customers')));
    await page.goto('/admin-panel/report-payments');
    await expectAccessible(page, `payment report (${lang})`);
    expect(await emptyErrorRoom(page.getByRole('main').locator('form[method="get"]'))).toEqual([]);
    sideways.push(...(await sidewaysScroll(page, '/admin-panel/report-payments')));
    await page.goto('/admin-panel/report-payments?from=2026-03-02&to=2026-03-01');
    await expectAccessible(page, `payment report with a refused range (${lang})`);
    sideways.push(...(await sidewaysScroll(page, 'the payment report with a refused range')));
    expect(sideways).toEqual([]);
  });
}
