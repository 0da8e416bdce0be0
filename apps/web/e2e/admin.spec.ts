import { expect, expectAccessible, test } from './support';

/** The first admin the e2e API starts with (playwright.config.ts: ADMIN_EMAIL / ADMIN_PASSWORD). */
const ADMIN = { email: 'admin@farm-e2e.test', password: 'Admin-e2e-2025' };

test('an admin section without a screen is guarded first, then a 404 inside the admin layout', async ({
  page,
  browserErrors,
}) => {
  // Chrome logs every 404 answer (the document and the client-side data request) as a console error.
  browserErrors.expect(/status of 404 .*\/admin-panel\/(products|no-such-section)/);

  await page.goto('/admin-panel/products');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin-panel%2Fproducts$/);

  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).last().click();
  await expect(page).toHaveURL('/admin-panel/dashboard');

  const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
  await sidebar.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL('/admin-panel/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');

  const response = await page.goto('/admin-panel/no-such-section');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Gallery' })).toBeVisible();
  await expectAccessible(page, 'admin 404');
});
