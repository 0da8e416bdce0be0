import { signIn } from './accounts-support';
import {
  addToCartByApi,
  apiCall,
  buyNowByApi,
  customerWithToken,
  productNamed,
  shopper,
  STOCKED,
} from './shop-support';
import { expect, expectAccessible, hydrated, test, useLanguage } from './support';
import { API_URL } from './ports';

// docs/decisions/032-shop-screens.md: every new page in Arabic (right to left) passes axe; English is covered by shop.spec.ts.
test('the shop pages in Arabic: search, cart, wishlist, checkout, confirmation and orders', async ({
  page,
}) => {
  // Eight pages, each scanned by axe: about 45 s on a quiet two-core machine, too close to the default.
  test.slow();
  await useLanguage(page, 'ar');
  // The customer's cart, wishlist and order come first, as made elsewhere before this browser signs in.
  const customer = await customerWithToken('arabic');
  const [seeds, planter, light] = [
    await productNamed(STOCKED.seeds),
    await productNamed(STOCKED.planter),
    await productNamed(STOCKED.light),
  ];
  await addToCartByApi(customer.token, seeds._id, 2);
  await apiCall('POST', '/wishlist', customer.token, { productId: planter._id });
  const order = await buyNowByApi(customer.token, light._id);
  await signIn(page, customer.email, customer.password);

  await page.goto('/products?search=seed');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'نتائج البحث عن «seed»' })).toBeVisible();
  await hydrated(page);
  await expectAccessible(page, '/products?search= (ar)');
  await page.goto('/products?search=no-such-thing-anywhere');
  await expect(
    page.getByText('لا توجد منتجات تطابق «no-such-thing-anywhere».', { exact: false }),
  ).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'سلتك' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'سلة التسوق، منتج واحد' })).toBeVisible();
  await hydrated(page);
  await expectAccessible(page, '/cart (ar)');

  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'قائمة رغباتك' })).toBeVisible();
  await hydrated(page);
  await expectAccessible(page, '/wishlist (ar)');

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'إتمام الشراء' })).toBeVisible();
  await hydrated(page);
  await expectAccessible(page, '/checkout (ar)');
  // The country is a list named in Arabic, the UAE first and chosen; its State is one of the emirates.
  const country = page.getByLabel('الدولة', { exact: true });
  await expect(country).toHaveValue('AE');
  await expect(country.locator('option').first()).toHaveText('الإمارات العربية المتحدة');
  await expect(country.locator('option', { hasText: 'فرنسا' })).toHaveCount(1);
  const emirate = page.getByRole('combobox', { name: /الإمارة/ });
  await expect(emirate.locator('option')).toHaveText([
    'اختر الإمارة',
    'أبوظبي',
    'دبي',
    'الشارقة',
    'عجمان',
    'أم القيوين',
    'رأس الخيمة',
    'الفجيرة',
  ]);
  // Elsewhere the State is written freely; back in the UAE, the emirates again.
  await country.selectOption('FR');
  await expect(page.getByRole('textbox', { name: /الإمارة/ })).toBeVisible();
  await country.selectOption('AE');
  await expect(emirate).toBeVisible();
  await page.getByRole('button', { name: 'قدّم طلبك' }).click();
  await expect(page.getByText('النموذج غير صالح: يرجى ملء جميع الحقول المطلوبة بشكل صحيح.')).toBeVisible();
  await expect(page.getByText('رقم البطاقة مطلوب.', { exact: true })).toBeVisible();
  await expectAccessible(page, '/checkout with errors (ar)');

  await page.goto(`/order-confirmation/${order._id}?placed=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'تم تقديم الطلب!' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toContainText(order.number);
  await hydrated(page);
  await expectAccessible(page, '/order-confirmation (ar)');

  await page.goto('/account/orders');
  await expect(page.getByRole('link', { name: `عرض الطلب ${order.number}` })).toBeVisible();
  await expectAccessible(page, '/account/orders (ar)');
  await page.goto(`/account/orders/${order._id}`);
  await expect(page.getByRole('heading', { name: 'سجل الحالة' })).toBeVisible();
  // The delivery address names its emirate and country in Arabic.
  await expect(page.getByRole('main').locator('address')).toContainText('دبي');
  await expect(page.getByRole('main').locator('address')).toContainText('الإمارات العربية المتحدة');
  // the line names the product as the Arabic pages do, not by its English name
  const arabic = await fetch(`${API_URL}/products/${light.slug}`, { headers: { 'accept-language': 'ar' } });
  const { data: lightInArabic } = (await arabic.json()) as { data: { name: string } };
  expect(lightInArabic.name).not.toBe(light.name);
  await expect(page.getByRole('link', { name: lightInArabic.name, exact: true })).toBeVisible();
  await expectAccessible(page, '/account/orders/:id (ar)');
});

test('another customer’s order is not found', async ({ page, browserErrors }) => {
  browserErrors.expect(/404 \(Not Found\)/);
  const owner = await shopper(page, 'owner');
  const light = await productNamed(STOCKED.light);
  const order = await buyNowByApi(owner.token, light._id);
  await page.context().clearCookies();
  await shopper(page, 'stranger');
  const res = await page.goto(`/account/orders/${order._id}`);
  expect(res?.status()).toBe(404);
  const confirmation = await page.goto(`/order-confirmation/${order._id}`);
  expect(confirmation?.status()).toBe(404);
});

// docs/decisions/268-card-buttons-account-tabs-file-inputs.md: a card's Add to cart has the card's whole width,
// so its words stay on one line on a phone; the wishlist's heart (or its remove button) sits on the picture,
// clear of the offer's badge.
for (const lang of ['ar', 'en'] as const) {
  test(`on a phone, a card's Add to cart stays on one line (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    const customer = await customerWithToken(`cards-${lang}`);
    for (const name of [STOCKED.planter, STOCKED.light]) {
      const product = await productNamed(name);
      await apiCall('POST', '/wishlist', customer.token, { productId: product._id });
    }
    await signIn(page, customer.email, customer.password);
    const label = lang === 'ar' ? 'أضف إلى السلة' : 'Add to cart';
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/products', '/wishlist']) {
        await page.goto(path);
        const cards = await page.locator('main article').evaluateAll((articles, words) => {
          const box = (element: Element | null | undefined) => element?.getBoundingClientRect();
          return articles.map((article) => {
            const button = [...article.querySelectorAll('span')].find((span) => span.textContent === words);
            const picture = box(article.firstElementChild);
            const corner = box(article.lastElementChild?.querySelector('button'));
            const badge = box(article.firstElementChild?.querySelector('span'));
            return {
              lines: button
                ? Math.round(
                    button.getBoundingClientRect().height / parseFloat(getComputedStyle(button).lineHeight),
                  )
                : 0,
              onPicture:
                !!picture &&
                !!corner &&
                corner.left >= picture.left &&
                corner.right <= picture.right &&
                corner.top >= picture.top &&
                corner.bottom <= picture.bottom,
              clearOfBadge: !badge || !corner || badge.bottom <= corner.top || badge.top >= corner.bottom,
            };
          });
        }, label);
        expect(cards.length, `${path} at ${width}px`).toBeGreaterThan(1);
        for (const card of cards) {
          expect(card, `${path} at ${width}px`).toEqual({ lines: 1, onPicture: true, clearOfBadge: true });
        }
      }
    }
  });
}
