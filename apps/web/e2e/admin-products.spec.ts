import type { Page } from '@playwright/test';
import { adminApiToken, createCustomer, signInAsAdmin } from './accounts-support';
import { photo } from './enquiries-support';
import { API_URL } from './ports';
import { address, apiCall } from './shop-support';
import { emptyErrorRoom, fieldRowsOutOfLine, wordsStart } from './layout-support';
import { expect, expectAccessible, hydrated, type Lang, test, useLanguage } from './support';

// The admin's products: add with images, find it in the shop, reorder without JavaScript,
// delete with a confirm step (archived when ordered) and restore.

type AdminProduct = {
  _id: string;
  name: string;
  slug: string;
  images: { url: string }[];
  categoryId: string;
  archived: boolean;
  description: string;
  price: number;
  discountedPrice: number;
  stock: number;
  revision: number;
};

/**
 * Products a test made, deleted again after it (an ordered one is archived): other journeys count the
 * shop's products per category, so these must not stay on sale.
 */
const made: string[] = [];

test.afterEach(async () => {
  const token = await adminApiToken();
  for (const id of made.splice(0)) {
    const res = await apiCall('DELETE', `/admin/products/${id}`, token);
    expect(res.status).toBe(200);
  }
});

async function productByApi(token: string, id: string): Promise<AdminProduct> {
  const res = await apiCall('GET', `/admin/products/${id}`, token);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: AdminProduct }).data;
}

/** A product made through the API (the UI is not what the test is about), with images copied from another. */
async function productWithImages(token: string, name: string, count: number): Promise<AdminProduct> {
  const list = await apiCall('GET', '/admin/products?limit=100', token);
  const { data } = (await list.json()) as { data: AdminProduct[] };
  const donor = data.find((product) => product.images.length > 0 && !product.archived);
  if (!donor) throw new Error('no product with images to copy');
  // A product shows each stored image once, so the copies are new uploads of the donor's picture.
  const picture = await fetch(`${new URL(API_URL).origin}${donor.images[0]?.url ?? ''}`);
  const bytes = await picture.arrayBuffer();
  const type = picture.headers.get('content-type') ?? 'image/png';
  const form = new FormData();
  for (let n = 0; n < count; n += 1) form.append('images', new Blob([bytes], { type }), `copy-${n}`);
  const upload = await fetch(`${API_URL}/admin/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(upload.status).toBe(201);
  const uploaded = ((await upload.json()) as { data: { url: string }[] }).data.map(({ url }) => url);
  const res = await apiCall('POST', '/admin/products', token, {
    name,
    description: 'Made by an end-to-end test.',
    price: 120,
    discountedPrice: 99.5,
    stock: 20,
    categoryId: donor.categoryId,
    images: uploaded,
  });
  expect(res.status).toBe(201);
  const product = ((await res.json()) as { data: AdminProduct }).data;
  made.push(product._id);
  return product;
}

/** A new customer's direct order of `quantity` of the product, placed through the API. */
async function orderAsCustomer(name: string, productId: string, quantity: number): Promise<void> {
  const customer = await createCustomer(name);
  const signin = await apiCall('POST', '/auth/signin', undefined, {
    email: customer.email,
    password: customer.password,
  });
  const { token } = (await signin.json()) as { token: string };
  const order = await apiCall('POST', '/order/direct', token, {
    productId,
    quantity,
    shippingAddress: address,
    paymentMethod: 'CashOnDelivery',
  });
  expect(order.status).toBe(201);
}

/** The kept images' URLs in the form's order (read again until a posted page has loaded). */
const imageUrls = (page: Page) =>
  page
    .getByRole('group', { name: /Images|الصور/ })
    .locator('input[type="hidden"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

test('an admin adds a product with two images and finds it in the shop', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin-panel/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('link', { name: 'Add product' }).click();
  await expect(page).toHaveURL('/admin-panel/products/add-products');
  await hydrated(page);

  const name = `Balcony Basil Tower ${Date.now().toString(36)}`;
  const box = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  const number = (label: string) => page.getByRole('spinbutton', { name: label, exact: true });
  await box('Name (required)').fill(name);
  await box('Name (Arabic)').fill('برج ريحان للشرفة');
  await box('Description (required)').fill('A compact tower that grows basil on a balcony.');
  await box('Features').fill('Quiet pump\nGrows 12 plants');
  await number('Price (AED) (required)').fill('349');
  // The rule of the contract runs in the browser too: a discount above the price is refused at once.
  await number('Discounted price (AED) (required)').fill('399');
  await number('Stock (required)').fill('15');
  await page
    .getByRole('combobox', { name: 'Category (required)', exact: true })
    .selectOption({ label: 'Home Hydroponic Kits' });
  await page.getByLabel('Add images').setInputFiles([photo('front.png'), photo('side.png')]);
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText('The discounted price cannot be higher than the price.')).toBeVisible();
  await number('Discounted price (AED) (required)').fill('299');
  await page.getByRole('button', { name: 'Add product' }).click();

  await expect(page).toHaveURL(/\/admin-panel\/products\/add-products\/[a-f\d]{24}$/);
  made.push(page.url().split('/').pop() ?? '');
  await expect(page.getByText(`Product ${name} was added.`)).toBeVisible();
  await expect(page.getByRole('img', { name: /^Image \d of 2$/ })).toHaveCount(2);
  const [first, second] = await imageUrls(page);
  // The history shows who created it.
  await expect(page.getByRole('region', { name: 'History of changes' }).getByText('Created')).toBeVisible();

  // With JavaScript the move buttons rearrange the list at once; saving keeps the new order.
  await hydrated(page);
  await page.getByRole('button', { name: 'Move image 2 up' }).press('Enter');
  await expect.poll(() => imageUrls(page)).toEqual([second, first]);
  // First now, its Up button is off: the keyboard's focus is on its Down button, not lost to the page.
  await expect(page.getByRole('button', { name: 'Move image 1 down' })).toBeFocused();
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText(`Product ${name} was saved.`)).toBeVisible();
  await expect.poll(() => imageUrls(page)).toEqual([second, first]);

  // The shop finds it by search and shows it on its page, pictures in that order.
  await page.goto(`/products?search=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  const thumbnail = (n: number) => page.getByRole('link', { name: `Show image ${n} of 2` }).locator('img');
  await expect(thumbnail(1)).toHaveAttribute('src', new RegExp(`^${second}`));
  await expect(thumbnail(2)).toHaveAttribute('src', new RegExp(`^${first}`));
  // The page's own requests (its pictures) end before the test does: the product is deleted after it.
  await page.waitForLoadState('networkidle');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('images are moved and removed with form posts, and saved in that order', async ({ page }) => {
    const token = await adminApiToken();
    const product = await productWithImages(token, `No-Script Planter ${Date.now().toString(36)}`, 3);
    const [a, b, c] = product.images.map(({ url }) => url);
    await signInAsAdmin(page);
    await page.goto(`/admin-panel/products/add-products/${product._id}`);
    await page.getByRole('button', { name: 'Move image 3 up' }).click();
    await expect.poll(() => imageUrls(page)).toEqual([a, c, b]);
    await page.getByRole('button', { name: 'Remove image 1' }).click();
    await expect.poll(() => imageUrls(page)).toEqual([c, b]);
    // Nothing is saved until Save.
    expect((await productByApi(token, product._id)).images.map(({ url }) => url)).toEqual([a, b, c]);
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByText(`Product ${product.name} was saved.`)).toBeVisible();
    expect((await productByApi(token, product._id)).images.map(({ url }) => url)).toEqual([c, b]);
  });

  test('saving a product keeps the units ordered while its form was open', async ({ page }) => {
    const token = await adminApiToken();
    const product = await productWithImages(token, `Busy Planter ${Date.now().toString(36)}`, 1);
    await signInAsAdmin(page);
    await page.goto(`/admin-panel/products/add-products/${product._id}`);
    await expect(page.getByLabel('Stock')).toHaveValue('20');
    // A customer orders 3 while the admin is on the form.
    await orderAsCustomer('busy.buyer', product._id, 3);
    // The admin adds 5 to the stock the form shows and saves: 20 - 3 + 5.
    await page.getByLabel('Stock').fill('25');
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByText(`Product ${product.name} was saved.`)).toBeVisible();
    expect(((await productByApi(token, product._id)) as AdminProduct & { stock: number }).stock).toBe(22);
    await expect(page.getByLabel('Stock')).toHaveValue('22');
  });

  test('a form opened before a colleague saved is refused, keeping what was typed (record 252)', async ({
    page,
  }) => {
    const token = await adminApiToken();
    const product = await productWithImages(token, `Shared Planter ${Date.now().toString(36)}`, 1);
    await signInAsAdmin(page);
    await page.goto(`/admin-panel/products/add-products/${product._id}`);
    // A colleague saves a new price while this form is open.
    const theirs = await apiCall('PUT', `/admin/products/${product._id}`, token, {
      name: product.name,
      description: product.description,
      price: 150,
      discountedPrice: product.discountedPrice,
      stock: product.stock,
      categoryId: product.categoryId,
      images: product.images.map(({ url }) => url),
      revisionWas: product.revision,
    });
    expect(theirs.status).toBe(200);
    const description = page.getByRole('textbox', { name: 'Description (required)', exact: true });
    await description.fill('Typed while a colleague saved.');
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(
      page.getByText('Someone else saved this product after you opened it.', { exact: false }),
    ).toBeVisible();
    await expect(description).toHaveValue('Typed while a colleague saved.');
    expect((await productByApi(token, product._id)).price).toBe(150);
  });

  test('a form sent back unsaved keeps the stock it was opened with, so orders meanwhile stay counted', async ({
    page,
  }) => {
    const token = await adminApiToken();
    const product = await productWithImages(token, `Round Trip Planter ${Date.now().toString(36)}`, 2);
    const [a, b] = product.images.map(({ url }) => url);
    await signInAsAdmin(page);
    await page.goto(`/admin-panel/products/add-products/${product._id}`);
    await expect(page.getByLabel('Stock')).toHaveValue('20');
    await orderAsCustomer('round.trip.buyer', product._id, 3);
    // The image moved without saving: the page comes back from the server, the Stock still as opened.
    await page.getByRole('button', { name: 'Move image 2 up' }).click();
    await expect.poll(() => imageUrls(page)).toEqual([b, a]);
    await expect(page.getByLabel('Stock')).toHaveValue('20');
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByText(`Product ${product.name} was saved.`)).toBeVisible();
    // The admin changed nothing: the 3 ordered stay sold.
    expect(((await productByApi(token, product._id)) as AdminProduct & { stock: number }).stock).toBe(17);
  });

  test('delete asks first; an ordered product is archived, hidden from the shop, and restored', async ({
    page,
    browserErrors,
  }) => {
    // Chrome logs the archived product's 404 page as a console error.
    browserErrors.expect(/404 \(Not Found\)/);
    const token = await adminApiToken();
    const product = await productWithImages(token, `Ordered Herb Kit ${Date.now().toString(36)}`, 1);
    await orderAsCustomer('archive.buyer', product._id, 1);

    await signInAsAdmin(page);
    await page.goto(`/admin-panel/products/add-products/${product._id}`);
    await page.getByRole('link', { name: 'Delete product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Delete ${product.name}?` })).toBeVisible();
    await page.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(page).toHaveURL(`/admin-panel/products/add-products/${product._id}`);
    await expect(page.getByText(/is on past orders, so it was archived/)).toBeVisible();
    await page.goto(`/admin-panel/products?search=${encodeURIComponent(product.name)}`);
    const row = page.getByRole('row', { name: new RegExp(product.name) });
    await expect(row.getByRole('cell', { name: 'Archived', exact: true })).toBeVisible();

    const detail = await page.goto(`/product-detail/${product.slug}`);
    expect(detail?.status()).toBe(404);

    await page.goto(`/admin-panel/products/add-products/${product._id}`);
    await page.getByRole('button', { name: 'Restore to the shop' }).click();
    await expect(page.getByText(`Product ${product.name} is back in the shop.`)).toBeVisible();
    expect((await page.goto(`/product-detail/${product.slug}`))?.status()).toBe(200);
  });
});

for (const lang of ['en', 'ar'] as Lang[]) {
  test(`the products pages are accessible (${lang})`, async ({ page }) => {
    // Every products screen scanned by axe: more than one journey's time.
    test.slow();
    const token = await adminApiToken();
    const product = await productWithImages(token, `Axe Check Kit ${lang} ${Date.now().toString(36)}`, 2);
    await useLanguage(page, lang);
    await signInAsAdmin(page);
    for (const path of [
      '/admin-panel/products',
      '/admin-panel/products?search=zzz-nothing',
      '/admin-panel/products/add-products',
      `/admin-panel/products/add-products/${product._id}`,
      `/admin-panel/products/add-products/${product._id}/delete`,
    ]) {
      await page.goto(path);
      await hydrated(page);
      await expectAccessible(page, `${path} (${lang})`);
    }
    const main = page.getByRole('main');
    await page.goto('/admin-panel/products');
    // The filter card keeps no room for errors it is not showing.
    expect(await emptyErrorRoom(main.getByRole('search'))).toEqual([]);
    // A link drawn as a link lines up with the heading above it: no button padding at its side.
    await page.goto(`/admin-panel/products/add-products/${product._id}`);
    const shopLink = main.getByRole('link', { name: lang === 'en' ? 'View in the shop' : 'عرض في المتجر' });
    expect(await wordsStart(shopLink, lang)).toBe(
      await wordsStart(main.getByRole('heading', { level: 1 }), lang),
    );
    // The form's errors are announced and accessible too.
    await page.goto('/admin-panel/products/add-products');
    await hydrated(page);
    await page.getByRole('button', { name: lang === 'en' ? 'Add product' : 'إضافة المنتج' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectAccessible(page, `add form with errors (${lang})`);
  });
}

// docs/decisions/269-labels-and-fields-in-line.md, 271-catalog-grid-at-every-width.md: the editor's English and
// Arabic fields take the rows of their grid, so the controls of a row start level when a label takes two
// lines (at 768 px "Position among the featured (1 shows first)" does, in both languages) or the errors show,
// and the Featured box sits level with the position's field.
test('the product editor: the fields of a row line up, with and without errors, in English and Arabic', async ({
  page,
}) => {
  const token = await adminApiToken();
  const list = await apiCall('GET', '/admin/products?limit=1', token);
  const [demo] = ((await list.json()) as { data: AdminProduct[] }).data;
  await signInAsAdmin(page);
  const form = page.locator('main form').filter({ has: page.locator('fieldset') });
  for (const lang of ['en', 'ar'] as Lang[]) {
    await useLanguage(page, lang);
    for (const width of [768, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      const at = `${lang} at ${width} px`;
      await page.goto(`/admin-panel/products/add-products/${demo?._id}`);
      expect(await fieldRowsOutOfLine(form), `edit, ${at}`).toEqual([]);
      await page.goto('/admin-panel/products/add-products');
      await hydrated(page);
      expect(await fieldRowsOutOfLine(form), `add, ${at}`).toEqual([]);
      await page.getByRole('button', { name: lang === 'en' ? 'Add product' : 'إضافة المنتج' }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      expect(await fieldRowsOutOfLine(form), `add with errors, ${at}`).toEqual([]);
    }
  }
});
