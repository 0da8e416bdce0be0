import type { Page } from '@playwright/test';
import { adminApiToken, signInAsAdmin } from './accounts-support';
import { API_URL } from './ports';
import { apiCall, productNamed } from './shop-support';
import {
  expect,
  expectAccessible,
  hydrated,
  type Lang,
  test,
  useLanguage,
  watchScripts,
  words,
} from './support';

// docs/decisions/180-featured-products-sort-and-filters.md: sorts are links, filters a GET form, and the
// address keeps both through the pages, with JavaScript and without.

/** The names the API lists for `path`, in `lang`: what the page must show, in that order. */
async function apiNames(path: string, lang: Lang): Promise<string[]> {
  const res = await fetch(`${API_URL}${path}`, { headers: { 'accept-language': lang } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { name: string }[] }).data.map((product) => product.name);
}

const cardNames = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();

/** The phone's fold of sort and filters, opened. */
async function openFold(page: Page, label: string) {
  const fold = page.getByRole('main').locator('details');
  await expect(fold.locator('summary')).toContainText(label);
  if (!(await fold.evaluate((details: HTMLDetailsElement) => details.open)))
    await fold.locator('summary').click();
  return fold;
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('sorts and filters with JavaScript, keeps them across pages, and shows related products', async ({
    page,
  }) => {
    await page.goto('/products');
    await hydrated(page);
    let fold = await openFold(page, 'Sort and filter');
    await fold.getByRole('link', { name: 'Price: low to high' }).click();
    await expect(page).toHaveURL('/products?sort=price-asc');
    await expect.poll(() => cardNames(page)).toEqual(await apiNames('/products?sort=price-asc', 'en'));

    fold = await openFold(page, 'Sort and filter');
    await fold.getByLabel('In stock only').check();
    await fold.getByLabel('To', { exact: true }).fill('1000');
    await fold.getByRole('button', { name: 'Apply filters' }).click();
    const filtered = '/products?sort=price-asc&inStock=true&maxPrice=1000';
    await expect(page).toHaveURL(filtered);
    await expect.poll(() => cardNames(page)).toEqual(await apiNames(filtered, 'en'));

    await page.getByRole('link', { name: words.en.next }).click();
    await expect(page).toHaveURL(`${filtered}&page=2`);
    await expect.poll(() => cardNames(page)).toEqual(await apiNames(`${filtered}&page=2`, 'en'));
    fold = await openFold(page, 'Sort and filter');
    await expect(fold.getByLabel('In stock only')).toBeChecked();
    await expect(fold.getByLabel('To', { exact: true })).toHaveValue('1000');
    await expect(fold.getByRole('link', { name: 'Price: low to high' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expectAccessible(page, 'the filtered products at 390 px');
    // Cleared, the panel shows the list it is on: no filter left behind to apply again.
    await fold.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/products(\?sort=price-asc)?$/);
    fold = await openFold(page, 'Sort and filter');
    await expect(fold.getByLabel('In stock only')).not.toBeChecked();
    await expect(fold.getByLabel('To', { exact: true })).toHaveValue('');

    // The same address in Arabic: right to left, the fold's state the same, and axe finds nothing.
    await useLanguage(page, 'ar');
    await page.goto(`${filtered}&page=2`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    fold = await openFold(page, 'الترتيب والتصفية');
    await expect(fold.getByLabel('المتوفر فقط')).toBeChecked();
    await expectAccessible(page, 'the filtered products in Arabic at 390 px');
    await useLanguage(page, 'en');
    await page.goto(`${filtered}&page=2`);

    const [first] = await cardNames(page);
    await page.getByRole('main').getByRole('link', { name: first, exact: true }).click();
    const related = page.getByRole('region', { name: 'Related products' });
    await expect(related).toBeVisible();
    const { slug } = await productNamed(first!);
    expect(await related.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      await apiNames(`/products/${slug}/related`, 'en'),
    );
    // A related product opens with its own quantity, not the one chosen here (the list was in stock only).
    const quantity = page.getByRole('main').getByLabel('Quantity', { exact: true });
    await quantity.fill('3');
    const [next] = await related.getByRole('heading', { level: 3 }).allTextContents();
    await related.getByRole('link', { name: next, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next!);
    await expect(quantity).toHaveValue('1');
  });

  test.describe('without JavaScript, in Arabic', () => {
    test.use({ javaScriptEnabled: false });

    test('picks a category and a price by the form, sorts by a link and pages on with both kept', async ({
      page,
    }) => {
      await useLanguage(page, 'ar');
      await page.goto('/products');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      let fold = await openFold(page, 'الترتيب والتصفية');
      await fold.getByLabel('الفئة').selectOption({ label: words.ar.homeKits });
      await fold.getByLabel('من', { exact: true }).fill('100');
      await fold.getByRole('button', { name: 'تطبيق التصفية' }).click();
      // A category chosen in the form has its own page.
      await expect(page).toHaveURL(/\/products\/[a-f\d]{24}\?minPrice=100$/);
      const categoryPath = new URL(page.url()).pathname;
      const categoryId = categoryPath.split('/').pop();

      fold = await openFold(page, 'الترتيب والتصفية');
      await fold.getByRole('link', { name: 'السعر: من الأعلى إلى الأقل' }).click();
      await expect(page).toHaveURL(`${categoryPath}?sort=price-desc&minPrice=100`);
      const api = `/categories/${categoryId}/products?sort=price-desc&minPrice=100`;
      await expect.poll(() => cardNames(page)).toEqual(await apiNames(api, 'ar'));

      await page.getByRole('link', { name: words.ar.next }).click();
      await expect(page).toHaveURL(`${categoryPath}?sort=price-desc&minPrice=100&page=2`);
      await expect.poll(() => cardNames(page)).toEqual(await apiNames(`${api}&page=2`, 'ar'));
      fold = await openFold(page, 'الترتيب والتصفية');
      await expect(fold.getByLabel('من', { exact: true })).toHaveValue('100');
    });
  });
});

const refusals = {
  en: {
    leftOut: 'Part of this address was left out:',
    price: 'A price to filter by must be an amount from 0 to 10,000,000 with at most 2 decimals.',
  },
  ar: {
    leftOut: 'تُرك جزء من هذا العنوان:',
    price: 'السعر المستخدم للتصفية يجب أن يكون مبلغاً من 0 إلى 10,000,000 بخانتين عشريتين على الأكثر.',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`an address with refused prices lists the rest and says why once (${lang})`, async ({ page }) => {
    // The page is told the sentence, not its code, so it loads no table of the API's sentences.
    const scripts = watchScripts(page);
    await page.goto(`/products?minPrice=abc&maxPrice=-3&lang=${lang}`);
    await hydrated(page);
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText(refusals[lang].leftOut);
    await expect(alert.getByRole('listitem')).toHaveText([refusals[lang].price]);
    expect(await cardNames(page)).toEqual(await apiNames('/products?page=1&limit=8', lang));
    expect((await scripts.loaded()).map(({ url }) => url).filter((url) => /api-message/.test(url))).toEqual(
      [],
    );
  });
}

// docs/decisions/268-card-buttons-account-tabs-file-inputs.md and 271-catalog-grid-at-every-width.md: the
// desktop sidebar has room for its category select's every name, and nothing in it is cut, from `lg` up.
for (const lang of ['en', 'ar'] as const) {
  test(`at 1024, 1280 and 1366 px the sidebar shows every category name whole (${lang})`, async ({
    page,
  }) => {
    await page.goto(`/products?lang=${lang}`);
    const sidebar = page.getByRole('complementary');
    const select = sidebar.getByRole('combobox');
    for (const width of [1024, 1280, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(select).toBeVisible();
      const { shown, needed } = await select.evaluate((element: HTMLSelectElement) => {
        // A select's scrollWidth never exceeds its box; its width sized by its content is its widest
        // option's: a copy of it sized so measures that.
        const copy = element.cloneNode(true) as HTMLSelectElement;
        copy.style.width = 'auto';
        copy.style.display = 'inline-block';
        element.after(copy);
        const needed = copy.getBoundingClientRect().width;
        copy.remove();
        return { shown: element.getBoundingClientRect().width, needed };
      });
      expect(shown, `${width} px`).toBeGreaterThanOrEqual(needed - 0.5);
      // The sort links, labels and buttons: none wider than its box.
      const cut = await sidebar.evaluate((aside) =>
        [aside, ...aside.querySelectorAll('*')]
          .filter((element) => element.scrollWidth > element.clientWidth && element.clientWidth > 0)
          .map((element) => `${element.tagName} ${element.textContent?.slice(0, 30)}`),
      );
      expect(cut, `${width} px`).toEqual([]);
    }
  });
}

test('the admin sets the featured order and the home page follows it', async ({ page }) => {
  const tower = await productNamed('Compact Tower 16');
  const featuredNames = () =>
    page
      .getByRole('region', { name: 'Featured products' })
      .getByRole('heading', { level: 3 })
      .allTextContents();
  await page.goto('/home');
  expect(await featuredNames()).not.toContain('Compact Tower 16');

  await signInAsAdmin(page);
  await page.goto(`/admin-panel/products/add-products/${tower._id}`);
  await page.getByLabel('Featured product').check();
  await page.getByLabel('Position among the featured (1 shows first)').fill('1');
  await page.getByRole('button', { name: 'Save product' }).last().click();
  try {
    await expect(page.getByText('Product Compact Tower 16 was saved.')).toBeVisible();
    await page.goto('/home');
    // Position 1 twice (the demo's first kit is there too): the name decides.
    const names = await featuredNames();
    expect(names.slice(0, 2)).toEqual(['Compact Tower 16', 'Kitchen Herb Garden 6-Pod']);
    expect(names).toHaveLength(4);
  } finally {
    // Other journeys of this worker see the demo's featured row again.
    const token = await adminApiToken();
    const res = await apiCall('GET', `/admin/products/${tower._id}`, token);
    const { data } = (await res.json()) as { data: Record<string, unknown> & { images: { url: string }[] } };
    const editable = ['name', 'nameAr', 'description', 'descriptionAr', 'offer', 'offerAr', 'usp', 'uspAr'];
    const saved = await apiCall('PUT', `/admin/products/${tower._id}`, token, {
      ...Object.fromEntries(editable.map((field) => [field, data[field]])),
      price: data.price,
      discountedPrice: data.discountedPrice,
      stock: data.stock,
      categoryId: data.categoryId,
      images: data.images.map(({ url }) => url),
      featured: false,
    });
    expect(saved.status).toBe(200);
  }
});
