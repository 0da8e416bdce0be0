import { adminApiToken, createCustomer } from './accounts-support';
import {
  addToCartByApi,
  address,
  apiCall,
  buyNowByApi,
  expectCounts,
  fillBilling,
  fillCard,
  productNamed,
  shopper,
  STOCKED,
} from './shop-support';
import { expect, expectAccessible, hydrated, test } from './support';

// docs/decisions/032-shop-screens.md: the shop's journeys in English (Arabic and the pages' accessibility in shop-arabic.spec.ts).

test('browse, add, change the quantity, check out, see the confirmation and the order history', async ({
  page,
}) => {
  await shopper(page, 'journey');
  await expectCounts(page, 0, 0);

  // The header's search: name and description, case-insensitive.
  const search = page.getByRole('search');
  await search.getByLabel('Search products').fill('SEED COLLECTION');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/products\?search=SEED\+COLLECTION$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Search results for “SEED COLLECTION”' }),
  ).toBeVisible();
  await hydrated(page);
  const card = page.getByRole('article').filter({ hasText: STOCKED.seeds });
  await card.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(page.getByText('Added to Cart', { exact: true })).toBeVisible();
  await expectCounts(page, 1, 0);
  await expectAccessible(page, '/products?search= (en)');

  // The product detail: quantity and Add to cart.
  const phDown = await productNamed(STOCKED.phDown);
  await page.goto(`/product-detail/${phDown.slug}`);
  await hydrated(page);
  await page.getByLabel('Quantity', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to Cart', { exact: true })).toBeVisible();
  await expectCounts(page, 2, 0);

  // The cart, from the header icon: a quantity change is applied at once, a refused one rolls back.
  await page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(page).toHaveURL('/cart');
  await hydrated(page);
  const phRow = page.getByRole('row').filter({ hasText: STOCKED.phDown });
  await phRow.getByRole('button', { name: `One more ${STOCKED.phDown}` }).click();
  await expect(page.getByText('Quantity updated successfully', { exact: true })).toBeVisible();
  await expect(phRow.getByLabel(`Quantity of ${STOCKED.phDown}`)).toHaveValue('3');
  await expect(phRow).toContainText((phDown.discountedPrice * 3).toFixed(2));

  const seedRow = page.getByRole('row').filter({ hasText: STOCKED.seeds });
  const seedQuantity = seedRow.getByLabel(`Quantity of ${STOCKED.seeds}`);
  await seedQuantity.fill('95');
  await expect(seedQuantity).toHaveValue('95');
  await seedQuantity.press('Enter');
  const failed = page.getByRole('dialog', { name: 'Error' });
  await expect(failed).toContainText(new RegExp(`Only \\d+ of ${STOCKED.seeds} left in stock\\.`));
  await failed.getByRole('button', { name: 'OK' }).click();
  await expect(seedQuantity).toHaveValue('1');
  await expectAccessible(page, '/cart (en)');

  // The checkout: the real summary; an invalid form marks every field and says so.
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL('/checkout');
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary.getByRole('row').filter({ hasText: STOCKED.phDown })).toContainText('× 3');
  await expect(summary.getByRole('row').filter({ hasText: STOCKED.seeds })).toContainText('× 1');
  await hydrated(page);
  await page.getByRole('button', { name: 'Place your Order' }).click();
  await expect(page.getByText('Form Invalid: Please fill all required fields correctly.')).toBeVisible();
  for (const sentence of [
    'Address is required.',
    'City is required.',
    'Card number is required.',
    'CVV is required.',
  ])
    await expect(page.getByText(sentence, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Street address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('CVV').fill('1');
  await page.getByLabel('CVV').blur();
  await expect(page.getByText('CVV too short.', { exact: true })).toBeVisible();
  await expectAccessible(page, '/checkout with errors (en)');

  await fillBilling(page);
  // Only the card block wrong: the focus goes to its first field, though its inputs have no name.
  await page.getByRole('button', { name: 'Place your Order' }).click();
  await expect(page.getByLabel('Name on card')).toBeFocused();
  await fillCard(page);
  // The card block never leaves the browser (docs/decisions/009-card-block-and-cash-on-delivery.md).
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/checkout'),
  );
  await page.getByRole('button', { name: 'Place your Order' }).click();
  expect((await posted).postData() ?? '').not.toMatch(/4111|cardNumber|cvv|nameOnCard/);

  // Said once, by the page itself: no dialog over it.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Order Placed!' })).toBeVisible();
  const placed = main.getByRole('status');
  await expect(placed).toContainText(/Thank you! Your order FA-\d{4}-\d{6} has been placed\./);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const number = /FA-\d{4}-\d{6}/.exec((await placed.textContent()) ?? '')?.[0] ?? '';
  await expect(page).toHaveURL(/\/order-confirmation\/[a-f\d]{24}\?placed=1$/);
  await expectAccessible(page, '/order-confirmation just placed (en)');
  await expect(main.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await expect(main.getByText('Pending', { exact: true })).toBeVisible();
  await expect(main).toContainText(STOCKED.phDown);
  await expect(main).toContainText('Villa 12, Street 4');
  await expect(main).toContainText((phDown.discountedPrice * 3).toFixed(2));
  await expectCounts(page, 0, 0);

  // The order history, from the profile menu.
  await page.getByLabel('Account menu for Amina').click();
  await page.locator('details[open]').getByRole('link', { name: 'My orders', exact: true }).click();
  await expect(page).toHaveURL('/account/orders');
  await expectAccessible(page, '/account/orders (en)');
  await page.getByRole('link', { name: `View order ${number}` }).click();
  await expect(page.getByRole('heading', { name: 'Status history' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('by you');
  await expectAccessible(page, '/account/orders/:id (en)');
});

test('buy now goes to the checkout with the quantity; the keyboard alone places the order; the cart stays', async ({
  page,
}) => {
  const customer = await shopper(page, 'buynow');
  const [light, planter] = [await productNamed(STOCKED.light), await productNamed(STOCKED.planter)];
  await addToCartByApi(customer.token, planter._id, 1);
  await page.goto(`/product-detail/${light.slug}`);
  await hydrated(page);
  await page.getByLabel('Quantity', { exact: true }).fill('3');
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(`/checkout?productId=${light._id}&quantity=3`);
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary.getByRole('row').filter({ hasText: STOCKED.light })).toContainText('× 3');
  await expect(summary).not.toContainText(STOCKED.planter);
  await hydrated(page);

  // From the top of the page: the skip link, then the form field by field (names come from the account).
  await page.reload();
  await hydrated(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  const typed: [string, string][] = [
    ['First name', ''],
    ['Last name', ''],
    ['Company name (optional)', ''],
    ['Country', ''],
    ['Street address', 'Villa 12, Street 4'],
    ['Apartment, suite, unit (optional)', ''],
    ['Town / City', 'Dubai'],
    ['State / Emirate', 'Dubai'],
    ['ZIP code', '00000'],
    ['Phone', '0501234567'],
    ['Email address', ''],
    ['Name on card', 'Layla Hassan'],
    ['Card number', '4111111111111111'],
    ['Expiry date', '01-12-2028'],
    ['CVV', '123'],
  ];
  for (const [label, value] of typed) {
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(label, { exact: true })).toBeFocused();
    if (value) await page.keyboard.type(value);
  }
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Save Card Details')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Place your Order' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed!' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`${STOCKED.light}`);
  await expect(page.getByRole('main')).toContainText('× 3');
  // Buying now leaves the cart as it was.
  await expectCounts(page, 1, 0);
});

test('wishlist: add from a product, move to the cart, remove and clear after confirming', async ({
  page,
}) => {
  const customer = await shopper(page, 'wishlist');
  const [calmag, seeds, planter] = [
    await productNamed(STOCKED.calmag),
    await productNamed(STOCKED.seeds),
    await productNamed(STOCKED.planter),
  ];
  // Two saved from another device. The badges this browser was shown show them after its own next change
  // (or a few seconds later: docs/decisions/230-header-badges-kept-per-visitor.md).
  for (const product of [seeds, planter])
    expect((await apiCall('POST', '/wishlist', customer.token, { productId: product._id })).status).toBe(201);
  await page.goto(`/product-detail/${calmag.slug}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByText('Added!', { exact: true })).toBeVisible();
  await expectCounts(page, 0, 3);
  // Saving it again adds nothing, and says so rather than "Added!".
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByText('Already saved', { exact: true })).toBeVisible();
  await expect(page.getByText('This product is already in your wishlist.')).toBeVisible();
  await expectCounts(page, 0, 3);

  await page.getByRole('banner').getByRole('link', { name: 'Wishlist, 3 items' }).click();
  await expect(page).toHaveURL('/wishlist');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
  await hydrated(page);
  await expectAccessible(page, '/wishlist (en)');

  // Add to cart moves it: out of the wishlist, into the cart, and on to /cart.
  await page.getByRole('button', { name: new RegExp(`^Add to cart\\s?: ${STOCKED.calmag}$`) }).click();
  const confirmAdd = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirmAdd).toContainText(`${STOCKED.calmag} will be added to your cart`);
  await confirmAdd.getByRole('button', { name: 'Yes, add it!' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByText('Added to Cart', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: STOCKED.calmag })).toBeVisible();
  await expectCounts(page, 1, 2);

  await page.goto('/wishlist');
  await hydrated(page);
  const remove = page.getByRole('button', { name: `Remove ${STOCKED.seeds} from the wishlist` });
  await remove.click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  // The safe answer has the focus, so Enter keeps the product; Escape closes and the focus goes back.
  await expect(confirm.getByRole('button', { name: 'No, cancel!' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm.getByRole('button', { name: 'No, cancel!' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(remove).toBeFocused();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
  await remove.click();
  await confirm.getByRole('button', { name: 'Yes, remove it!' }).press('Enter');
  await expect(page.getByText('Removed!', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  // The removed product's button took the focus along: it is on the page's heading, not the page's start.
  await expect(page.getByRole('heading', { name: 'Your wishlist', level: 1 })).toBeFocused();
  await expectCounts(page, 1, 1);

  await page.getByRole('button', { name: 'Clear wishlist' }).click();
  await confirm.getByRole('button', { name: 'Yes, clear it!' }).click();
  await expect(page.getByText('Cleared!', { exact: true })).toBeVisible();
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  await expectCounts(page, 1, 0);
});

test('a line removed from the cart with the keyboard leaves the focus on the page, not at its start', async ({
  page,
}) => {
  const customer = await shopper(page, 'cart-keyboard');
  for (const name of [STOCKED.calmag, STOCKED.seeds]) {
    await addToCartByApi(customer.token, (await productNamed(name))._id, 1);
  }
  await page.goto('/cart');
  await hydrated(page);
  await page.getByRole('button', { name: `Remove ${STOCKED.seeds} from the cart` }).press('Enter');
  await page
    .getByRole('dialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'Yes, remove it!' })
    .press('Enter');
  await expect(page.getByText('Removed!', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: STOCKED.seeds })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your cart', level: 1 })).toBeFocused();
});

test('signed out: the cart icon, the product actions and the checkout ask to log in first', async ({
  page,
}) => {
  await page.goto('/products');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Cart, 0 items' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login Required' });
  await expect(dialog).toContainText('Please login to view your cart. Are you sure you want to login?');
  await expect(dialog.getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    '/login?redirectTo=%2Fcart',
  );
  await expectAccessible(page, '/products with Login Required (en)');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/products');

  // The list's buttons: the API refuses, and its refusal opens the same dialog (docs/decisions/012-shop-dialog-texts.md).
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Add to wishlist/ })
    .click();
  await expect(dialog).toContainText('Please login to continue.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const light = await productNamed(STOCKED.light);
  await page.goto(`/product-detail/${light.slug}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(dialog).toBeVisible();
  // Login from Buy now comes back to the checkout it was heading for.
  await expect(dialog.getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    `/login?redirectTo=${encodeURIComponent(`/checkout?productId=${light._id}&quantity=1`)}`,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await dialog.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(`/product-detail/${light.slug}`)}`);

  // The checkout sends a visitor to log in, then back to the checkout they started.
  const customer = await createCustomer('returning');
  await page.goto(`/checkout?productId=${light._id}&quantity=2`);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout%3FproductId%3D/);
  await expect(page.getByText('Returning Customer? Log in to continue to your checkout.')).toBeVisible();
  await page.locator('main form input[name="email"]').fill(customer.email);
  await page.locator('main form input[name="password"]').fill(customer.password);
  await page.locator('main form button[type="submit"]').click();
  await expect(page).toHaveURL(`/checkout?productId=${light._id}&quantity=2`);
  await expect(
    page.getByRole('region', { name: 'Your order' }).getByRole('row').filter({ hasText: STOCKED.light }),
  ).toContainText('× 2');
});

test('a signed-in shopper with an empty cart gets the Empty Cart dialog, then home', async ({ page }) => {
  await shopper(page, 'empty');
  await page.goto('/products');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Cart, 0 items' }).click();
  const dialog = page.getByRole('dialog', { name: 'Empty Cart' });
  await expect(dialog).toContainText('Your cart is empty. Please add items to your cart.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/home');
});

test('an order the server refuses shows Order Failed with its sentence, and nothing is lost', async ({
  page,
}) => {
  const customer = await shopper(page, 'refused');
  const scarce = await productNamed('Tilapia Farm Aquaponics 1000 L');
  expect(scarce.stock).toBeGreaterThan(0);
  await addToCartByApi(customer.token, scarce._id, 1);
  await page.goto('/checkout');
  await hydrated(page);
  await fillBilling(page);
  await fillCard(page);

  // Someone else buys every unit left while the form is being filled.
  const rival = await createCustomer('rival');
  const signin = await apiCall('POST', '/auth/signin', undefined, {
    email: rival.email,
    password: rival.password,
  });
  const rivalToken = ((await signin.json()) as { token: string }).token;
  const rivalOrder = await apiCall('POST', '/order/direct', rivalToken, {
    productId: scarce._id,
    quantity: scarce.stock,
    shippingAddress: address,
    paymentMethod: 'CashOnDelivery',
  });
  expect(rivalOrder.status).toBe(201);

  await page.getByRole('button', { name: 'Place your Order' }).click();
  const failed = page.getByRole('dialog', { name: 'Order Failed' });
  await expect(failed).toContainText(`Sorry, ${scarce.name} is out of stock.`);
  await failed.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText('Out of stock');
  await expect(page.getByRole('button', { name: 'Place your Order' })).toBeDisabled();
  await expectCounts(page, 1, 0);

  // The shop cancels the rival's order: the stock comes back (and this journey can run again).
  const adminToken = await adminApiToken();
  const { data } = (await rivalOrder.json()) as { data: { _id: string } };
  const cancel = await apiCall('PATCH', `/admin/orders/${data._id}/status`, adminToken, {
    status: 'Cancelled',
  });
  expect(cancel.status).toBe(200);
  expect((await productNamed(scarce.name)).stock).toBe(scarce.stock);
});

test('a total that changed while checkout was open is refused with the new one, then placed (record 242)', async ({
  page,
}) => {
  const customer = await shopper(page, 'total-changed');
  const [phDown, calmag] = [await productNamed(STOCKED.phDown), await productNamed(STOCKED.calmag)];
  await addToCartByApi(customer.token, phDown._id, 1);
  await page.goto('/checkout');
  await hydrated(page);
  await fillBilling(page);
  await fillCard(page);

  // Another tab adds a product while this form is being filled.
  await addToCartByApi(customer.token, calmag._id, 1);
  await page.getByRole('button', { name: 'Place your Order' }).click();
  const failed = page.getByRole('dialog', { name: 'Order Failed' });
  await expect(failed).toContainText('The total has changed since you opened checkout: it is now');
  await failed.getByRole('button', { name: 'OK' }).click();
  // The summary shows what the order now holds; placed again, it goes through.
  await expect(
    page.getByRole('region', { name: 'Your order' }).getByRole('row').filter({ hasText: STOCKED.calmag }),
  ).toContainText('× 1');
  // The refusal stays in the page's data; a form now wrong still says so as a whole.
  await page.getByLabel('Town / City').fill('');
  await page.getByRole('button', { name: 'Place your Order' }).click();
  await expect(page.getByText('Form Invalid: Please fill all required fields correctly.')).toBeVisible();
  await expect(page.getByLabel('Town / City')).toBeFocused();
  await page.getByLabel('Town / City').fill('Dubai');
  await fillCard(page);
  await page.getByRole('button', { name: 'Place your Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/[a-f\d]{24}\?placed=1$/);
  await expect(page.getByRole('main')).toContainText(STOCKED.calmag);
});

test('an order page prints as a receipt: the shop, the order and nothing of the site around it', async ({
  page,
}) => {
  const customer = await shopper(page, 'prints');
  const light = await productNamed(STOCKED.light);
  const order = await buyNowByApi(customer.token, light._id);
  await page.goto(`/account/orders/${order._id}`);
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible();
  // Printed, the shop's name heads the page once: from the print-only heading, not the hidden header.
  await expect(page.getByText('GreenGrow Farms', { exact: true }).filter({ visible: true })).toHaveCount(1);
  for (const hidden of [
    page.getByRole('banner'),
    page.getByRole('contentinfo'),
    page.getByRole('navigation', { name: 'Account sections' }),
    page.getByRole('button', { name: 'Buy again' }),
    page.getByRole('region', { name: 'Cancel this order' }),
  ])
    await expect(hidden).toBeHidden();
});
