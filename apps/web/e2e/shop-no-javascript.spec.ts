import { createCustomer, signIn } from './accounts-support';
import {
  addToCartByApi,
  buyNowByApi,
  customerWithToken,
  expectCounts,
  fillBilling,
  fillCard,
  productNamed,
  STOCKED,
} from './shop-support';
import { expect, test } from './support';

// docs/decisions/032-shop-screens.md: every shop form works before (or without) JavaScript: plain posts and redirects.
test.use({ javaScriptEnabled: false });

test('search, add to cart, change the quantity and check out without JavaScript', async ({ page }) => {
  const customer = await createCustomer('nojs');
  await signIn(page, customer.email, customer.password);

  const search = page.getByRole('search');
  await search.getByLabel('Search products').fill('herb light');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/products\?search=herb\+light$/);
  await page
    .getByRole('article')
    .filter({ hasText: STOCKED.light })
    .getByRole('button', { name: /^Add to cart/ })
    .click();
  await expect(page).toHaveURL(/\/products\?search=herb\+light$/);
  await expect(page.getByText('Added to Cart', { exact: true })).toBeVisible();
  await expectCounts(page, 1, 0);

  await page.goto('/cart');
  const row = page.getByRole('row').filter({ hasText: STOCKED.light });
  await row.getByRole('button', { name: `One more ${STOCKED.light}` }).click();
  await expect(page.getByText('Quantity updated successfully', { exact: true })).toBeVisible();
  await expect(row.getByLabel(`Quantity of ${STOCKED.light}`)).toHaveValue('2');
  await row.getByLabel(`Quantity of ${STOCKED.light}`).fill('4');
  await row.getByRole('button', { name: 'Update' }).click();
  await expect(row.getByLabel(`Quantity of ${STOCKED.light}`)).toHaveValue('4');

  await page.getByRole('link', { name: 'Checkout' }).click();
  await fillBilling(page);
  // Typed on an Arabic keyboard, with a space too many: the browser's own check lets them through, as the
  // contract reads them.
  await page.getByLabel('Phone').fill(' ٠٥٠١٢٣٤٥٦٧');
  await page.getByLabel('ZIP code').fill('٠٠٠٠٠');
  await fillCard(page);
  await page.getByRole('button', { name: 'Place your Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/[a-f\d]{24}\?placed=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed!' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('× 4');
  await expectCounts(page, 0, 0);
});

test('the browser checks the card block itself when there is no JavaScript', async ({ page }) => {
  const customer = await customerWithToken('nojs-card');
  await signIn(page, customer.email, customer.password);
  await page.goto(`/products?search=${encodeURIComponent(STOCKED.phDown)}`);
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Add to cart/ })
    .click();
  await page.goto('/checkout');
  await fillBilling(page);
  await page.getByRole('button', { name: 'Place your Order' }).click();
  // Native validation stops the post: the card inputs are required, though never sent.
  await expect(page).toHaveURL('/checkout');
  expect(
    await page.getByLabel('Card number').evaluate((input: HTMLInputElement) => input.validity.valueMissing),
  ).toBe(true);

  // A refusal (the cart changed from another device meanwhile) brings the page back with the card block
  // empty, as it was never posted: the browser no longer asks for it again.
  await fillCard(page);
  await addToCartByApi(customer.token, (await productNamed(STOCKED.seeds))._id, 1);
  await page.getByRole('button', { name: 'Place your Order' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByLabel('Card number')).toHaveValue('');
  await page.getByRole('button', { name: 'Place your Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/[a-f\d]{24}\?placed=1$/);
});

test('the mobile menu has the search too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/home');
  await page.locator('summary').filter({ hasText: 'Open the menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await menu.getByLabel('Search products').fill('tower');
  await menu.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/products\?search=tower$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “tower”' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

test('a customer cancels an order not yet shipped, after a question, without JavaScript', async ({
  page,
}) => {
  const customer = await customerWithToken('cancels');
  const light = await productNamed(STOCKED.light);
  const order = await buyNowByApi(customer.token, light._id);
  await signIn(page, customer.email, customer.password);
  await page.goto(`/account/orders/${order._id}`);

  const cancelCard = page.getByRole('region', { name: 'Cancel this order' });
  const yes = cancelCard.getByRole('button', { name: 'Yes, cancel my order' });
  // The answer is hidden until the question is opened.
  await expect(yes).toBeHidden();
  await cancelCard.getByText('Cancel the order', { exact: true }).click();
  await expect(cancelCard.getByText('Are you sure? The order will not be delivered')).toBeVisible();
  await yes.click();

  await expect(page).toHaveURL(`/account/orders/${order._id}`);
  await expect(page.getByText(`Your order ${order.number} has been cancelled.`)).toBeVisible();
  const latest = page.getByRole('region', { name: 'Status history' }).getByRole('listitem').last();
  await expect(latest).toContainText('Cancelled');
  await expect(latest).toContainText('by you');
  // Cancelled, it cannot be cancelled again: the card is gone.
  await expect(cancelCard).toHaveCount(0);
});

test('buy again puts an order’s products back in the cart, without JavaScript', async ({ page }) => {
  const customer = await customerWithToken('buys-again');
  const nutrients = await productNamed(STOCKED.nutrients);
  const order = await buyNowByApi(customer.token, nutrients._id, 2);
  await signIn(page, customer.email, customer.password);
  await page.goto(`/account/orders/${order._id}`);
  await page.getByRole('button', { name: 'Buy again' }).click();

  await expect(page).toHaveURL('/cart');
  await expect(page.getByText(`Products of order ${order.number} added to your cart: 1 of 1.`)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: STOCKED.nutrients })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByLabel(/Quantity/)
      .first(),
  ).toHaveValue('2');
});
