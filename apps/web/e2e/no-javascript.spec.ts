import { codeFor, createCustomer, mailLinkFor, newEmail, registerCustomer, signIn } from './accounts-support';
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

test("a reset mail's link sets a new password without the code, once", async ({ page }) => {
  const { email } = await createCustomer('reset-link');
  await page.goto('/forget');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(`/reset-password?email=${encodeURIComponent(email)}`);

  const link = await mailLinkFor(email, 'reset-password', 1);
  const choose = async (password: string) => {
    const opened = await page.goto(link);
    // The page holds the link's token: no cache may keep it.
    expect(opened?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByText('Choose a new password for your account.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Verification code')).toHaveCount(0);
    await page.getByLabel('New Password').fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Reset password' }).click();
  };
  await choose('linked-leaf-7');
  await expect(page).toHaveURL(`/login?email=${encodeURIComponent(email)}`);
  await signIn(page, email, 'linked-leaf-7');
  await expect(page).toHaveURL('/home');

  // Used once, the link says so and points to a new code.
  await page.context().clearCookies();
  await choose('second-leaf-8');
  const dialog = page.getByRole('dialog', { name: 'Reset Failed' });
  await expect(dialog).toContainText(
    'This link has expired or has already been used. Please request a new code.',
  );
  await expect(page.getByRole('link', { name: 'Request a new code' })).toHaveAttribute(
    'href',
    `/forget?email=${encodeURIComponent(email)}`,
  );
});

test("a verification mail's link verifies the address with one press, once", async ({ page }) => {
  const { email, password } = await registerCustomer(newEmail('verify-link'));
  const link = await mailLinkFor(email, 'email-verification');
  const verify = async () => {
    const opened = await page.goto(link);
    // The page holds the link's token: no cache may keep it.
    expect(opened?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByText('Confirm that this is your e-mail address')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Verification code')).toHaveCount(0);
    await page.getByRole('button', { name: 'Verify my e-mail' }).click();
  };
  await verify();
  await expect(page).toHaveURL(`/login?email=${encodeURIComponent(email)}`);
  await expect(page.getByText('E-mail Verified')).toBeVisible();
  await signIn(page, email, password);
  await expect(page).toHaveURL('/home');

  // Used once, the link says so, and the code form is a link away.
  await page.context().clearCookies();
  await verify();
  await expect(page.getByRole('dialog', { name: 'Verification Failed' })).toContainText(
    'This link has expired or has already been used. If your address is already verified, just log in; otherwise please request a new code.',
  );
  await expect(page.getByRole('link', { name: 'Use the code from the e-mail instead' })).toHaveAttribute(
    'href',
    `/email-verification?email=${encodeURIComponent(email)}`,
  );
  await expect(page.getByRole('link', { name: 'Already verified? Log in' })).toHaveAttribute(
    'href',
    `/login?email=${encodeURIComponent(email)}`,
  );
  // A new mail is a press away, for the address the link named.
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page).toHaveURL(`/email-verification?email=${encodeURIComponent(email)}`);
  await expect(page.getByText('Code Sent')).toBeVisible();
});

test('a code typed in Arabic-Indic digits verifies the address', async ({ page }) => {
  const { email } = await registerCustomer(newEmail('verify-arabic-digits'));
  const code = await codeFor(email);
  const arabic = [...code].map((digit) => String.fromCharCode(0x0660 + Number(digit))).join('');
  await page.goto(`/email-verification?email=${encodeURIComponent(email)}&lang=ar`);
  await page.getByLabel('رمز التحقق').fill(arabic);
  await page.getByRole('button', { name: 'تحقق', exact: true }).click();
  // Only a verified address moves on to the login form, still in Arabic.
  await expect(page).toHaveURL(`/login?email=${encodeURIComponent(email)}&lang=ar`);
});
