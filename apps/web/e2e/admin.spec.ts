import { ADMIN, signInAsAdmin } from './accounts-support';
import { expect, expectAccessible, hydrated, test } from './support';

test('an unknown admin address is guarded first, then a 404 inside the admin layout', async ({
  page,
  browserErrors,
}) => {
  // Chrome logs every 404 answer (the document and the client-side data request) as a console error.
  browserErrors.expect(/status of 404 .*\/admin-panel\/no-such-section/);

  await page.goto('/admin-panel/no-such-section');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin-panel%2Fno-such-section$/);

  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).last().click();
  // An admin always lands on the dashboard (docs/product-rules.md §6), whatever the login link asked for.
  await expect(page).toHaveURL('/admin-panel/dashboard');

  const response = await page.goto('/admin-panel/no-such-section');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(sidebar.getByRole('link', { name: 'Gallery' })).toBeVisible();
  await expectAccessible(page, 'admin 404');
});

test("the admin panel's texts load with the panel: not with the site, and on the way in or a language switch", async ({
  page,
}) => {
  await signInAsAdmin(page);
  // A fresh tab of the same browser: signed in, starting on the site.
  const tab = await page.context().newPage();
  const parts: string[] = [];
  tab.on('request', (request) => {
    const part = /\/assets\/((?:en|ar)-(?:site|admin))-[\w-]+\.js$/.exec(request.url())?.[1];
    if (part) parts.push(part);
  });
  await tab.goto('/home');
  await hydrated(tab);
  expect(parts).toEqual(['en-site']);

  // Into the panel without a page load: its texts come with its data (decision 106).
  await tab.getByRole('link', { name: 'Admin Panel' }).first().click();
  await expect(tab).toHaveURL('/admin-panel/dashboard');
  await expect(
    tab.getByText('How the shop is doing: figures refresh by themselves while this page is open.'),
  ).toBeVisible();
  expect(parts).toEqual(['en-site', 'en-admin']);

  // Switched to Arabic in place, the panel gets both Arabic parts.
  await tab.getByRole('button', { name: 'View this site in Arabic' }).click();
  await expect(tab.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(tab.getByText('أداء المتجر: تتحدّث الأرقام تلقائيًا ما دامت هذه الصفحة مفتوحة.')).toBeVisible();
  expect([...parts].sort()).toEqual(['ar-admin', 'ar-site', 'en-admin', 'en-site']);
  await tab.close();
});
