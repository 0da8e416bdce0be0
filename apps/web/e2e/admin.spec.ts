import { ADMIN } from './accounts-support';
import { expect, expectAccessible, test } from './support';

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
