import { expect, test, words } from './support';

// Everything here must work before (or without) JavaScript: links, forms and <details> menus.
test.use({ javaScriptEnabled: false });

test('the language switch is a form post that sets the cookie and comes back', async ({ page }) => {
  await page.goto('/products?page=2');
  await page.getByRole('button', { name: 'View this site in Arabic' }).click();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(/^الصفحة 2 من \d+$/)).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('ar');

  await page.getByRole('button', { name: 'عرض الموقع باللغة الإنجليزية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('pager links work without JavaScript', async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
});

test('the mobile menu opens without JavaScript and mirrors the navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/home');
  await page.locator('summary').filter({ hasText: 'Open the menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
  await menu.getByText(words.en.services, { exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Residential' })).toHaveAttribute('href', '/products');
});
