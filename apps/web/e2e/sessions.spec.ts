import { createCustomer, signIn } from './accounts-support';
import { expect, expectAccessible, hydrated, type Lang, test, useLanguage } from './support';

// docs/decisions/005-server-side-sessions.md: a session ends on the server, so logging out (or signing out a device) really ends it.

test('a cookie saved before logout is worth nothing after it', async ({ page, context }) => {
  const customer = await createCustomer('replay');
  await signIn(page, customer.email, customer.password);
  const saved = await context.cookies();
  // The menu opened before the scripts run would be closed by them as they start.
  await hydrated(page);
  await page.getByLabel(`Account menu for ${customer.username}`).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');

  // Replay the session cookie saved while signed in.
  await context.clearCookies();
  await context.addCookies(saved);
  await page.goto('/account');
  await expect(page).toHaveURL('/login?redirectTo=%2Faccount');
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
});

test('the account page lists the devices and signs another one out', async ({ page, browser }) => {
  const customer = await createCustomer('devices');
  const phone = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  });
  const phonePage = await phone.newPage();
  await signIn(phonePage, customer.email, customer.password);
  await signIn(page, customer.email, customer.password);
  await hydrated(page);

  await page.getByLabel(`Account menu for ${customer.username}`).click();
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL('/account');
  await page
    .getByRole('navigation', { name: 'Account sections' })
    .getByRole('link', { name: 'Signed-in devices' })
    .click();
  await expect(page).toHaveURL('/account/devices');
  await expect(page.getByRole('heading', { name: 'Signed-in devices' })).toBeVisible();
  await expect(page.getByText('This device')).toBeVisible();
  await expectAccessible(page, 'account devices');

  await page.getByRole('button', { name: 'Sign out of Chrome on Android' }).click();
  await expect(page.getByText('That session has been signed out.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out of Chrome on Android' })).toHaveCount(0);

  // The phone is signed out within the few seconds the web server trusts its last answer.
  await expect
    .poll(
      async () => {
        await phonePage.goto('/account/devices');
        return new URL(phonePage.url()).pathname;
      },
      { timeout: 15_000, intervals: [1000] },
    )
    .toBe('/login');
  await phone.close();
});

test('a customer sent away from the admin panel is told why', async ({ page }) => {
  const customer = await createCustomer('nosy-admin');
  await signIn(page, customer.email, customer.password);
  await page.goto('/admin-panel/customers');
  await expect(page).toHaveURL('/home');
  await expect(page.getByText('You do not have permission to do this.')).toBeVisible();
});

test('a password longer than 15 characters is shown its message, not cut short', async ({ page }) => {
  await page.goto('/login');
  await hydrated(page);
  const password = page.getByLabel('Password');
  await expect(password).not.toHaveAttribute('maxlength');
  await page.getByLabel('Email').fill('someone@farm-e2e.ae');
  await password.fill('sixteen-chars-pw');
  await expect(password).toHaveValue('sixteen-chars-pw');
  await page.getByRole('button', { name: 'Login' }).last().click();
  await expect(page.getByText('Password cannot exceed 15 characters.')).toBeVisible();
});

for (const lang of ['en', 'ar'] as Lang[]) {
  test(`"Send a new code" works with the code field empty (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/email-verification?email=nobody.waiting%40farm-e2e.ae');
    await hydrated(page);
    await page.locator('button[value="resend"]').click();
    const sent =
      lang === 'en'
        ? 'If an unverified account exists for this e-mail, we have sent it a new code.'
        : 'إذا كان هناك حساب غير موثّق بهذا البريد الإلكتروني، فقد أرسلنا إليه رمزاً جديداً.';
    await expect(page.getByText(sent)).toBeVisible();
  });
}

test('a mistyped code says it is wrong and how many tries are left, at the field', async ({ page }) => {
  const email = `tries.${Date.now().toString(36)}@farm-e2e.ae`;
  await page.goto('/register');
  await page.getByLabel('First Name').fill('Amina');
  await page.getByLabel('Last Name').fill('Khalid');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('greens2025');
  await page.getByLabel('Confirm Password').fill('greens2025');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/email-verification/);
  await page.getByLabel('Verification code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  // (One chance in a million that 000000 is the code: then this journey simply verifies.)
  await expect(page.getByText('The code is wrong. Tries left: 4.')).toBeVisible();
  // Said once, at the field: no dialog repeats it.
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
