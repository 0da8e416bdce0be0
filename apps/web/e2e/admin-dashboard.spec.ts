import { signInAsAdmin } from './accounts-support';
import { address, apiCall, productNamed, STOCKED, shopper } from './shop-support';
import { expect, expectAccessible, hydrated, sidewaysScroll, test, useLanguage } from './support';

/** The dashboard's figures and charts, complete on the server, fresh while the page is open (decision 095). */
test.describe('admin dashboard', () => {
  test('shows figures, charts with table alternatives and low stock, in English and Arabic', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/admin-panel/dashboard');
    for (const label of ['Today', 'Last 7 days', 'Last 30 days', 'Pending orders', 'Low on stock'])
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    // Each count of new requests opens the list it counts: that kind's pipeline, filtered to New.
    for (const [label, section] of [
      ['New customization requests', 'customization'],
      ['New product customization requests', 'product-customization'],
      ['New product detail requests', 'product-detail-customization'],
      ['New contact requests', 'contact'],
      ['New job applications', 'career'],
    ])
      await expect(page.getByRole('link', { name: new RegExp(`^Open ?: ${label}$`) })).toHaveAttribute(
        'href',
        `/admin-panel/${section}?status=new`,
      );
    for (const chart of ['Orders per day', 'Revenue per day', 'Enquiries by service', 'Enquiries by status'])
      await expect(page.getByRole('img', { name: new RegExp(chart) })).toBeVisible();

    // Each chart's numbers are also a table, one row per day.
    const ordersChart = page.locator('figure', { hasText: 'Orders per day' });
    await ordersChart.getByText('Show as a table').click();
    await expect(ordersChart.getByRole('table').locator('tbody tr')).toHaveCount(30);
    await expectAccessible(page, 'admin dashboard');
    // The phone-width sweep (e2e/no-sideways-scroll.spec.ts) looks at the dashboard here, on the same loads.
    expect(await sidewaysScroll(page, 'admin dashboard')).toEqual([]);

    await useLanguage(page, 'ar');
    await page.goto('/admin-panel/dashboard');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('آخر 7 أيام', { exact: true })).toBeVisible();
    // The greeting is Arabic through and through: no placeholder 'Admin' after 'مرحباً'.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحباً بك');
    // So is the header: the unnamed first admin is the role, in Arabic.
    await expect(page.getByRole('banner')).toContainText('المسؤول');
    await expect(page.getByRole('banner')).not.toContainText('Admin');
    await expect(page.getByRole('img', { name: /الطلبات يوميًا/ })).toBeVisible();
    await expectAccessible(page, 'admin dashboard (ar)');
    expect(await sidewaysScroll(page, 'admin dashboard (ar)')).toEqual([]);
  });

  test('updates its figures without a reload when a new order arrives', async ({ browser, page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin-panel/dashboard');
    await hydrated(page);
    const pending = page.locator('div:has(> dt:text-is("Pending orders")) > dd > span');
    const before = Number(await pending.textContent());
    // A marker on the window: a reload would wipe it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // Nothing has changed yet: nothing is read out.
    await expect(page.getByRole('status').filter({ hasText: 'The figures changed' })).toHaveCount(0);

    const customerPage = await browser.newPage();
    const customer = await shopper(customerPage, 'dashboard');
    await customerPage.close();
    const product = await productNamed(STOCKED.seeds);
    const res = await apiCall('POST', '/order/direct', customer.token, {
      productId: product._id,
      quantity: 1,
      shippingAddress: address,
      paymentMethod: 'CashOnDelivery',
    });
    expect(res.status).toBe(201);

    // Coming back to the tab asks for fresh figures (the 30-second timer would too, only later).
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect(pending).toHaveText(String(before + 1));
    // Said once, to a screen reader, because a figure changed.
    const said = page.getByRole('status').filter({ hasText: /^The figures changed at / });
    await expect(said).toHaveCount(1);
    const sentence = await said.textContent();
    // Another refresh that changes nothing says nothing new.
    const refreshed = page.waitForResponse((res) => res.url().includes('/admin-panel/live/admin/dashboard'));
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await refreshed;
    await expect(said).toHaveText(sentence ?? '');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });

  test('its live data answers only to a signed-in admin, and only for the routes the open pages refresh', async ({
    page,
    request,
    browser,
  }) => {
    const live = '/admin-panel/live/admin/dashboard';
    const anonymous = await request.get(live);
    expect(anonymous.status()).toBe(401);
    expect(anonymous.headers()['cache-control']).toBe('private, no-store');

    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    await shopper(customerPage, 'livedata');
    expect((await customerPage.request.get(live)).status()).toBe(403);
    await customerContext.close();

    await signInAsAdmin(page);
    const admin = await page.request.get(live);
    expect(admin.status()).toBe(200);
    expect(admin.headers()['cache-control']).toBe('private, no-store');
    const body = (await admin.json()) as { data: { perDay: unknown[] } };
    expect(body.data.perDay).toHaveLength(30);

    // A pipeline's list, with the API's own check of the query passed back as it answered.
    const list = await page.request.get('/admin-panel/live/admin/pipelines/contact?page=1&limit=5');
    expect(list.status()).toBe(200);
    expect(await list.json()).toMatchObject({ page: 1, data: expect.any(Array) });
    expect((await page.request.get('/admin-panel/live/admin/pipelines/contact?limit=500')).status()).toBe(
      400,
    );

    // Any other API route stays out of reach through here, however the path is written.
    for (const other of [
      '/admin-panel/live/admin/customers',
      '/admin-panel/live/admin/pipelines/contact/export',
      '/admin-panel/live/admin/pipelines/%2e%2e%2fcustomers',
      '/admin-panel/live/admin/dashboard/',
      '/admin-panel/live/',
    ])
      expect((await page.request.get(other)).status(), other).toBe(404);
    expect((await page.request.post(live)).status()).toBe(405);
  });
});
