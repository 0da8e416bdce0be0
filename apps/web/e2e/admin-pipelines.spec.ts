import type { Page } from '@playwright/test';
import { createCustomer, signIn, signInAsAdmin } from './accounts-support';
import { cv, PDF, photo } from './enquiries-support';
import { API_URL, WEB_ORIGIN } from './ports';
import { emptyErrorRoom } from './layout-support';
import { expect, expectAccessible, hydrated, type Lang, sidewaysScroll, test, useLanguage } from './support';

// The admin's pipelines over the visitors' requests (docs/decisions/086-submission-pipelines.md).

let visitors = 0;
/** A new visitor's address for each request, so the enquiry forms' rate limit never counts them together. */
function visitor(): Record<string, string> {
  visitors += 1;
  return { 'x-forwarded-for': `198.19.140.${visitors & 255}` };
}

async function signInByApi(email: string, password: string): Promise<string> {
  const res = await fetch(`${API_URL}/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...visitor() },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** A farm enquiry sent through the API, as the signed-in customer when a token is given. */
async function sendEnquiry(fullName: string, email: string, token?: string): Promise<string> {
  const form = new FormData();
  form.append('fullName', fullName);
  form.append('email', email);
  form.append('phone', '0501234567');
  form.append('location', 'dubai');
  form.append('budget', '25000-50000');
  form.append('purpose', JSON.stringify(['home']));
  form.append('message', 'A rooftop farm for our villa.');
  const roof = photo('roof.png');
  form.append('image', new Blob([roof.buffer], { type: roof.mimeType }), roof.name);
  const res = await fetch(`${API_URL}/enquiry/add`, {
    method: 'POST',
    headers: { ...visitor(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

/** A job application with a CV, sent through the API. */
async function sendApplication(fullName: string, email: string): Promise<string> {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    fullName,
    email,
    phone: '+971501234567',
    position: 'farm-operations',
    experience: 'yes',
    expDetails: 'Two seasons on a hydroponic farm',
    skills: 'Irrigation',
    message: 'Available now',
  }))
    form.append(key, value);
  const file = cv('Sara CV.pdf');
  form.append('resume', new Blob([file.buffer], { type: file.mimeType }), file.name);
  const res = await fetch(`${API_URL}/carrier/add`, { method: 'POST', headers: visitor(), body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

async function customerSees(page: Page, status: string) {
  await page.goto('/account/enquiries');
  await expect(page.getByRole('listitem').filter({ hasText: 'Farm enquiry' }).first()).toContainText(status);
}

test('an admin works an enquiry through the pipeline and the customer sees where it stands', async ({
  page,
  browser,
}) => {
  const customer = await createCustomer('pipeline', 'Mariam');
  const token = await signInByApi(customer.email, customer.password);
  const id = await sendEnquiry('Mariam Khalid', customer.email, token);

  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await signIn(customerPage, customer.email, customer.password);
  await customerSees(customerPage, 'New');

  await signInAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Customization requests' })
    .click();
  await expect(page).toHaveURL('/admin-panel/customization');
  await page.getByLabel('Search by name, e-mail or reference').fill(customer.email);
  await page.getByRole('button', { name: 'Show requests' }).click();
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText('1 request', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Mariam Khalid' }).click();
  await expect(page).toHaveURL(`/admin-panel/customization/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mariam Khalid' })).toBeVisible();
  await expect(page.getByText('A rooftop farm for our villa.')).toBeVisible();
  // The photo shows as a thumbnail (a real picture, drawn) that opens large, as an image, in a tab of its own.
  const thumbnail = page.getByRole('img', { name: 'Open the photo roof.png large' });
  await expect(thumbnail).toBeVisible();
  // It loads lazily: once in view, the picture arrives and is drawn.
  await thumbnail.scrollIntoViewIfNeeded();
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const large = await page.request.get(`${WEB_ORIGIN}${(await thumbnail.getAttribute('src')) ?? ''}`);
  expect(large.headers()['content-type']).toMatch(/^image\//);
  expect(large.headers()['content-disposition']).toBe('inline');
  await hydrated(page);

  const assignee = page.getByLabel('Assigned to');
  const adminName = (await assignee.locator('option').nth(1).textContent()) ?? '';
  await assignee.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Save assignee' }).click();
  await expect(page.getByText(`Assigned to ${adminName}`)).toBeVisible();

  const status = page.getByLabel('Status', { exact: true });
  await status.selectOption('contacted');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText('Status changed to Contacted')).toBeVisible();
  await customerSees(customerPage, 'In progress');

  // The note by keyboard alone: type, Tab to the button, Enter.
  const note = page.getByLabel('New note');
  await note.fill('Sent the quote for a 20 m² rooftop, AED 32,000.');
  await note.press('Tab');
  await expect(page.getByRole('button', { name: 'Add note' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Sent the quote for a 20 m² rooftop' }),
  ).toBeVisible();
  await expect(note).toHaveValue('');

  for (const [value, label] of [
    ['quoted', 'Quoted'],
    ['won', 'Won'],
  ] as const) {
    await status.selectOption(value);
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect(page.getByText(`Status changed to ${label}`)).toBeVisible();
  }
  await expect(page.locator('h1 + span')).toHaveText('Won');
  const history = page.getByRole('region', { name: 'History of changes' });
  await expect(history.getByRole('listitem')).toHaveCount(5);
  await expect(history.getByRole('listitem').first()).toContainText('Status changed to Won');

  // The list shows it won and assigned; the customer sees Closed, and never the team's note.
  await page.goto(`/admin-panel/customization?status=won&search=${encodeURIComponent(customer.email)}`);
  await expect(page.getByRole('row').filter({ hasText: 'Mariam Khalid' })).toContainText('Won');
  await customerSees(customerPage, 'Closed');
  await expect(customerPage.getByText('Sent the quote')).toHaveCount(0);
  await customerContext.close();
});

test('an open list shows a new request without a reload', async ({ page }) => {
  const tag = `livelist${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await page.goto(`/admin-panel/customization?search=${tag}`);
  await hydrated(page);
  await expect(page.getByText('No requests match these filters.')).toBeVisible();
  // A marker on the window: a reload would wipe it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await sendEnquiry(`Live ${tag}`, `${tag}@farm-e2e.ae`);
  // Coming back to the tab asks for fresh data (the 30-second timer would too, only later).
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByRole('link', { name: `Live ${tag}` })).toBeVisible();
  await expect(page.getByText('1 request', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});

test('the export and the CV come through the web for admins only', async ({ page, browser }) => {
  const tag = `cvexport${Date.now().toString(36)}`;
  await sendApplication('=HYPERLINK("http://evil.example","Click")', `${tag}@farm-e2e.ae`);
  await signInAsAdmin(page);
  await page.goto(`/admin-panel/career?search=${tag}`);
  const exportLink = page.getByRole('link', { name: 'Export these as CSV' });
  await expect(exportLink).toHaveAttribute('href', `/admin-panel/career/export.csv?search=${tag}`);
  const csv = await page.request.get(`${WEB_ORIGIN}/admin-panel/career/export.csv?search=${tag}`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="application-requests-/);
  expect(await csv.text()).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
  // UTF-8 said by a byte-order mark, once, so a spreadsheet shows Arabic names as Arabic.
  const bytes = await csv.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.subarray(3, 13).toString('utf8')).toBe('Reference,');
  // A hand-edited filter the contract refuses is left out, never all of them.
  const refused = await page.request.get(
    `${WEB_ORIGIN}/admin-panel/career/export.csv?search=${tag}&from=2026-02-31`,
    { maxRedirects: 0 },
  );
  expect(refused.status()).toBe(302);
  expect(refused.headers()['location']).toBe(`/admin-panel/career/export.csv?search=${tag}`);

  await page.getByRole('link', { name: '=HYPERLINK' }).click();
  const download = page.getByRole('link', { name: 'Download Sara CV.pdf' });
  const href = (await download.getAttribute('href')) ?? '';
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('Sara CV.pdf');
  const cvAnswer = await page.request.get(`${WEB_ORIGIN}${href}`);
  expect(cvAnswer.headers()['content-disposition']).toMatch(/^attachment;/);
  // Passed on as the API sends it, with the API's length (docs/decisions/273-file-downloads-streamed.md).
  expect(cvAnswer.headers()['content-length']).toBe(String(PDF.length));
  expect(Buffer.from(await cvAnswer.body()).equals(PDF)).toBe(true);
  // A CV is never shown in the page, whatever the address asks.
  expect((await page.request.get(`${WEB_ORIGIN}${href}?view`)).status()).toBe(404);

  // Signed out, neither the file nor the export is handed out: the guard sends the visitor to log in.
  const anonymous = await browser.newContext();
  const stranger = await anonymous.request.get(`${WEB_ORIGIN}${href}`, { maxRedirects: 0 });
  expect(stranger.status()).toBe(302);
  expect(stranger.headers().location).toMatch(/^\/login/);
  const strangerCsv = await anonymous.request.get(`${WEB_ORIGIN}/admin-panel/career/export.csv`, {
    maxRedirects: 0,
  });
  expect(strangerCsv.status()).toBe(302);
  await anonymous.close();
});

for (const lang of ['en', 'ar'] as Lang[]) {
  test(`the pipeline screens are accessible (${lang})`, async ({ page }) => {
    // Eleven pages scanned by axe and measured for sideways scroll: more than one journey's time.
    test.slow();
    const tag = `axe${lang}${Date.now().toString(36)}`;
    const id = await sendApplication(`Sara ${tag}`, `${tag}@farm-e2e.ae`);
    await useLanguage(page, lang);
    await signInAsAdmin(page);
    // The phone-width sweep (e2e/no-sideways-scroll.spec.ts) looks at the lists here, on the same loads.
    const sideways: string[] = [];
    for (const section of [
      'customization',
      'product-customization',
      'product-detail-customization',
      'contact',
    ]) {
      await page.goto(`/admin-panel/${section}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, `${section} list (${lang})`);
      // The filter card keeps no room for errors it is not showing.
      expect(await emptyErrorRoom(page.getByRole('main').getByRole('search'))).toEqual([]);
      sideways.push(...(await sidewaysScroll(page, section)));
    }
    await page.goto(`/admin-panel/career?search=${tag}`);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expectAccessible(page, `career list (${lang})`);
    await page.goto(`/admin-panel/career?search=${tag}&status=rejected`);
    await expectAccessible(page, `career list, nothing found (${lang})`);
    sideways.push(...(await sidewaysScroll(page, 'career list, nothing found')));
    expect(sideways).toEqual([]);
    await page.goto(`/admin-panel/career/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(tag);
    await expectAccessible(page, `career record (${lang})`);
    await page.goto(`/admin-panel/career/${id}?delete`);
    await expect(page.getByRole('button', { name: /delete it|احذفه/ })).toBeVisible();
    await expectAccessible(page, `career record, asked before it is deleted (${lang})`);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an admin filters, moves a request on and writes a note with plain forms', async ({
    page,
    browserErrors,
  }) => {
    // The refused note answers 400, which the browser logs.
    browserErrors.expect(/status of 400 \(Bad Request\)/);
    const tag = `nojs${Date.now().toString(36)}`;
    const res = await fetch(`${API_URL}/getintouch/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...visitor() },
      body: JSON.stringify({ name: `Hessa ${tag}`, email: `${tag}@farm-e2e.ae`, mobile: '0501234567' }),
    });
    expect(res.status).toBe(201);

    await signInAsAdmin(page);
    await page.goto('/admin-panel/contact');
    await page.getByLabel('Search by name, e-mail or reference').fill(tag);
    await page.getByLabel('Status', { exact: true }).selectOption('new');
    await page.getByRole('button', { name: 'Show requests' }).click();
    await expect(page).toHaveURL(new RegExp(`status=new.*search=${tag}|search=${tag}.*status=new`));
    await page.getByRole('link', { name: `Hessa ${tag}` }).click();

    await page.getByLabel('Status', { exact: true }).selectOption('lost');
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect(page.locator('h1 + span')).toHaveText('Lost');

    // Spaces pass the browser's own check; the contract's rule answers, beside the box.
    await page.getByLabel('New note').fill('   ');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.locator('#note-error')).toHaveText('Please write the note first.');
    await expect(page.getByLabel('New note')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('New note').fill('No budget this year; try again in spring.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('No budget this year; try again in spring.')).toBeVisible();

    await page.goto(`/admin-panel/contact?status=lost&search=${tag}`);
    await expect(page.getByRole('row').filter({ hasText: tag })).toContainText('Lost');
  });

  test('an admin deletes a job application and its CV for good when the sender asks', async ({
    page,
    browserErrors,
  }) => {
    // The deleted request's page answers 404, which the browser logs.
    browserErrors.expect(/status of 404 \(Not Found\)/);
    const tag = `erase${Date.now().toString(36)}`;
    const id = await sendApplication(`Sara ${tag}`, `${tag}@farm-e2e.ae`);
    await signInAsAdmin(page);
    await page.goto(`/admin-panel/career/${id}`);
    await page.getByRole('link', { name: 'Delete this request' }).click();
    await expect(page.getByRole('heading', { name: 'Delete this request for good?' })).toBeVisible();
    // Kept: nothing is deleted until the question is answered.
    await page.getByRole('link', { name: 'No, keep it' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(tag);
    await page.getByRole('link', { name: 'Delete this request' }).click();
    await page.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(page).toHaveURL(/\/admin-panel\/career$/);
    await expect(page.getByText('Request deleted')).toBeVisible();
    await page.goto(`/admin-panel/career?search=${tag}`);
    await expect(page.getByRole('row')).toHaveCount(0);
    const gone = await page.goto(`/admin-panel/career/${id}`);
    expect(gone?.status()).toBe(404);
  });
});
