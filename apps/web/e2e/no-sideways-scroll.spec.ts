import { adminApiToken, createCustomer, signInAsAdmin } from './accounts-support';
import { PDF } from './enquiries-support';
import { API_URL } from './ports';
import { addToCartByApi, address, apiCall, productNamed, shopper, STOCKED } from './shop-support';
import { expect, hydrated, type Lang, PHONE_WIDTHS, sidewaysScroll, test, useLanguage } from './support';

// No page may scroll sideways at 320 px and up, in either language, signed in or out.

type Built = { services: { _id: string }[]; categoryId: string; slug: string };

async function builtPages(): Promise<Built> {
  const services = ((await (await fetch(`${API_URL}/services`)).json()) as { data: { _id: string }[] }).data;
  const categories = (await (await fetch(`${API_URL}/services/${services[0]?._id}/categories`)).json()) as {
    data: { _id: string }[];
  };
  // The most expensive product: the longest price a card has to show.
  const products = (await (await fetch(`${API_URL}/products?limit=100`)).json()) as {
    data: { slug: string; price: number }[];
  };
  const dearest = [...products.data].sort((a, b) => b.price - a.price)[0];
  return { services, categoryId: categories.data[0]?._id ?? '', slug: dearest?.slug ?? '' };
}

/** The admin's edit and delete pages of the demo product with the longest name (the widest headings). */
async function productEditPaths(): Promise<string[]> {
  const token = await adminApiToken();
  const list = await apiCall('GET', '/admin/products?limit=100', token);
  const { data } = (await list.json()) as { data: { _id: string; name: string }[] };
  const longest = [...data].sort((a, b) => b.name.length - a.name.length)[0];
  const edit = `/admin-panel/products/add-products/${longest?._id}`;
  return [edit, `${edit}/delete`];
}

const publicPaths = (built: Built) => [
  '/home',
  '/products',
  `/products/${built.categoryId}`,
  `/product-detail/${built.slug}`,
  `/service/${built.services[0]?._id}`,
  // The content pages (about, the segments, gallery, blog list, policies) are swept in e2e/content.spec.ts,
  // and /login, /register and /forget in e2e/accounts.spec.ts, on the loads of their accessibility scans.
  '/blog-details/planning-a-commercial-farm-roi',
  '/planner',
  '/career',
  '/contact',
  '/customize-form',
  `/customize-form/${built.services[3]?._id}`,
  '/reset-password?email=a.rather.long.address%40farm-e2e.ae',
  '/email-verification?email=a.rather.long.address%40farm-e2e.ae',
  '/no-such-page',
];

/** Each page is loaded once, at the narrowest width, and measured at every phone width (support.ts). */
async function sidewaysOn(page: import('@playwright/test').Page, paths: string[]) {
  const found: string[] = [];
  await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 800 });
  for (const path of paths) {
    // Layout is settled once the document is parsed: images carry their width and height.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    found.push(...(await sidewaysScroll(page, path)));
  }
  return found;
}

/** A job application with a long name and a CV, for the admin's record screen. */
async function pipelineRecords(): Promise<string[]> {
  const form = new FormData();
  const fields = {
    fullName: 'Mohammed-Abdullah Al Mansoori Al Falasi',
    email: 'a.rather.long.applicant.address@farm-e2e.ae',
    phone: '+971501234567',
    position: 'driver-logistics',
    experience: 'yes',
    expDetails: 'Eight years of deliveries between Dubai, Sharjah and Abu Dhabi with refrigerated vans',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(
    'resume',
    new Blob([PDF], { type: 'application/pdf' }),
    'A-rather-long-curriculum-vitae-name.pdf',
  );
  const res = await fetch(`${API_URL}/carrier/add`, {
    method: 'POST',
    headers: { 'x-forwarded-for': '198.19.141.1' },
    body: form,
  });
  const { data } = (await res.json()) as { data: { _id: string } };
  return [`/admin-panel/career/${data._id}`];
}

for (const lang of ['en', 'ar'] as Lang[]) {
  test(`no page scrolls sideways at 320 and 390 px, signed out (${lang})`, async ({
    page,
    browserErrors,
  }) => {
    browserErrors.expect(/404 \(Not Found\)/);
    await useLanguage(page, lang);
    expect(await sidewaysOn(page, publicPaths(await builtPages()))).toEqual([]);
  });

  test(`no page scrolls sideways at 320 and 390 px, signed in (${lang})`, async ({ page, browserErrors }) => {
    browserErrors.expect(/404 \(Not Found\)/);
    await useLanguage(page, lang);
    // A long name and address, as real customers have.
    const customer = await shopper(page, 'a.customer.with.a.long.address', 'Mohammed-Abdullah');
    const built = await builtPages();
    // The shop's pages with something in them: a cart line, a wishlist product, an order.
    const product = await productNamed(STOCKED.nutrients);
    await addToCartByApi(customer.token, product._id, 12);
    await apiCall('POST', '/wishlist', customer.token, { productId: product._id });
    const placed = await apiCall('POST', '/order/direct', customer.token, {
      productId: product._id,
      quantity: 1,
      shippingAddress: { ...address, addressLine1: 'Apartment 2304, Marina Heights Tower, Al Marsa Street' },
      paymentMethod: 'CashOnDelivery',
    });
    const { data: order } = (await placed.json()) as { data: { _id: string } };
    const shopPaths = [
      '/cart',
      '/wishlist',
      '/checkout',
      `/checkout?productId=${product._id}&quantity=2`,
      `/order-confirmation/${order._id}`,
      '/account/orders',
      `/account/orders/${order._id}`,
      '/products?search=a%20rather%20long%20search%20for%20something',
    ];
    const enquiryPaths = ['/account/enquiries', '/customize', `/product-detail/${built.slug}/customize`];
    expect(
      await sidewaysOn(page, ['/account', ...shopPaths, ...enquiryPaths, ...publicPaths(built).slice(0, 5)]),
    ).toEqual([]);

    // The account's six tabs sit in one row on a phone, which scrolls sideways within itself (the page does
    // not) and shows the current tab, the last one here; the keyboard shows each tab whole as it reaches it.
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/account/devices');
    await hydrated(page);
    const tabs = page
      .getByRole('navigation', { name: lang === 'ar' ? 'أقسام الحساب' : 'Account sections' })
      .getByRole('link');
    await expect(tabs).toHaveCount(6);
    const boxes = await tabs.evaluateAll((links) =>
      links.map((link) => Math.round(link.getBoundingClientRect().top)),
    );
    expect(new Set(boxes).size).toBe(1);
    const current = tabs.last();
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeInViewport({ ratio: 1 });
    await expect(tabs.first()).not.toBeInViewport({ ratio: 1 });
    expect(await sidewaysScroll(page, '/account/devices', [320])).toEqual([]);
    await current.focus();
    for (let index = 4; index >= 0; index -= 1) {
      await page.keyboard.press('Shift+Tab');
      await expect(tabs.nth(index)).toBeFocused();
      await expect(tabs.nth(index)).toBeInViewport({ ratio: 1 });
    }
    for (let index = 1; index < 6; index += 1) {
      await page.keyboard.press('Tab');
      await expect(tabs.nth(index)).toBeInViewport({ ratio: 1 });
    }
  });

  test(`no admin page scrolls sideways at 320 and 390 px (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await signInAsAdmin(page);
    // An order with a long address and name, and its customer, for the order and customer screens.
    const buyer = await createCustomer('a.customer.with.a.long.address', 'Mohammed-Abdullah');
    const buyerToken = (
      (await (await apiCall('POST', '/auth/signin', undefined, buyer)).json()) as { token: string }
    ).token;
    const bought = await productNamed(STOCKED.nutrients);
    const ordered = await apiCall('POST', '/order/direct', buyerToken, {
      productId: bought._id,
      quantity: 1,
      shippingAddress: { ...address, addressLine1: 'Apartment 2304, Marina Heights Tower, Al Marsa Street' },
      paymentMethod: 'CashOnDelivery',
    });
    const { data: adminOrder } = (await ordered.json()) as { data: { _id: string } };
    const adminToken = await adminApiToken();
    const buyerPage = await apiCall(
      'GET',
      `/admin/customers?search=${encodeURIComponent(buyer.email)}`,
      adminToken,
    );
    const buyerId = ((await buyerPage.json()) as { data: { _id: string }[] }).data[0]?._id;
    // The dashboard, the order, customer and report lists, the pipelines' lists and the service, category,
    // blog and gallery screens are swept in their own specs (admin-*.spec.ts), on the loads of their
    // accessibility scans; here are the screens with the longest names, addresses and searches.
    expect(
      await sidewaysOn(page, [
        '/admin-panel/order?from=2026-03-02&to=2026-03-01',
        `/admin-panel/order/${adminOrder._id}`,
        `/admin-panel/customers/${buyerId}`,
      ]),
    ).toEqual([]);
    expect(
      await sidewaysOn(page, [
        '/admin-panel/customers?search=zz',
        '/admin-panel/planner',
        '/admin-panel/career',
        ...(await pipelineRecords()),
        '/admin-panel/products',
        '/admin-panel/products?search=a%20rather%20long%20search%20for%20something',
        '/admin-panel/products/add-products',
        ...(await productEditPaths()),
      ]),
    ).toEqual([]);

    // The header with the most in it (an admin's, every icon, the Admin Panel link) fits laptop and tablet
    // widths too: below the width where the whole menu fits, the menu button stands in for it.
    await page.goto('/home', { waitUntil: 'domcontentloaded' });
    expect(await sidewaysScroll(page, '/home', [1024, 1100, 1200, 1279, 1280, 1366])).toEqual([]);
  });
}
