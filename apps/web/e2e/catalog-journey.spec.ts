import { expect, expectAccessible, hydrated, test, useLanguage, words, type Lang } from './support';

// The foundation journey: home -> Services menu -> a segment page -> a category -> its product
// list -> page 2 -> a product, accessible at every step, in English and in Arabic (names in the language).
for (const lang of ['en', 'ar'] as Lang[]) {
  const w = words[lang];

  test(`catalog journey in ${lang === 'en' ? 'English' : 'Arabic'}`, async ({ page }) => {
    // Seven pages, each scanned by axe: more than one journey's time.
    test.slow();
    await useLanguage(page, lang);

    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await hydrated(page);
    await expectAccessible(page, `/home (${lang})`);

    // The Services menu is filled from the API: Residential leads to the shop, the others to their form.
    const nav = page.getByRole('banner').getByRole('navigation').first();
    await nav.getByText(w.services, { exact: true }).click();
    const residential = nav.getByRole('link', { name: w.residential, exact: true });
    await expect(residential).toBeVisible();
    await expect(residential).toHaveAttribute('href', '/products');
    await expect(nav.getByRole('link', { name: w.commercial, exact: true })).toHaveAttribute(
      'href',
      /^\/customize-form\/[a-f\d]{24}$/,
    );
    await expectAccessible(page, `/home with the Services menu open (${lang})`);
    await page.keyboard.press('Escape');
    await expect(residential).toBeHidden();

    // A segment page, from the segments on the home page.
    await page.getByRole('main').getByRole('link', { name: w.residential, exact: true }).click();
    await expect(page).toHaveURL(/\/residential$/);
    await expect(page.getByRole('heading', { level: 1, name: w.residential })).toBeVisible();
    await expectAccessible(page, `/residential (${lang})`);

    // A category with two pages of products.
    await page.getByRole('link', { name: w.homeKits }).click();
    await expect(page).toHaveURL(/\/products\/[a-f\d]{24}$/);
    await expect(page.getByRole('main').getByRole('listitem').getByRole('article')).toHaveCount(8);
    await expect(page.getByText(w.pageOf(1, 2))).toBeVisible();
    await expectAccessible(page, `/products/:category page 1 (${lang})`);

    await page.getByRole('link', { name: w.next }).click();
    await expect(page).toHaveURL(/\/products\/[a-f\d]{24}\?page=2$/);
    await expect(page.getByText(w.pageOf(2, 2))).toBeVisible();
    await expect(page.getByRole('link', { name: w.next })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('link', { name: w.next })).not.toHaveAttribute('href');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
    await expectAccessible(page, `/products/:category page 2 (${lang})`);

    // A product from page 2.
    const first = page.getByRole('main').getByRole('article').first().getByRole('link');
    const name = (await first.textContent())?.trim() ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/product-detail\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const quantity = page.getByLabel(w.quantity, { exact: true });
    await expect(quantity).toHaveValue('1');
    await hydrated(page);
    await quantity.fill('150');
    await quantity.blur();
    await expect(quantity).toHaveValue('1');
    await quantity.fill('7');
    await quantity.blur();
    await expect(quantity).toHaveValue('7');
    await expectAccessible(page, `/product-detail (${lang})`);
  });
}

test('the shop lists every product, eight to a page, with page 2 reachable by link', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(8);
  await expect(page.getByText('Prev', { exact: true })).toHaveAttribute('aria-disabled', 'true');
  // Pressed before the scripts run, the link loads a new document and the focus starts again at its top.
  await hydrated(page);
  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(8);
  // The link pressed is still where the focus is, now marked as the page shown.
  await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('link', { name: 'Prev' })).toHaveAttribute('href', '/products');
});

test('a page past the end is clamped to the last page', async ({ page }) => {
  await page.goto('/products?page=999');
  await expect(page).toHaveURL(/\/products\?page=\d+$/);
  await expect(page.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
});
