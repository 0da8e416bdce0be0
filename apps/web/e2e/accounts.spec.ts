import type { Page } from '@playwright/test';
import { ADMIN, codeFor, newEmail, PASSWORD } from './accounts-support';
import { expect, expectAccessible, hydrated, type Lang, sidewaysScroll, test, useLanguage } from './support';

async function register(page: Page, email: string) {
  await page.goto('/register');
  await page.getByLabel('First Name').fill('Amina');
  await page.getByLabel('Last Name').fill('Khalid');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(`/email-verification?email=${encodeURIComponent(email)}`);
  await expect(page.getByText('Registration Successful', { exact: true })).toBeVisible();
}

async function verify(page: Page, email: string) {
  await page.getByLabel('Verification code').fill(await codeFor(email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`/login?email=${encodeURIComponent(email)}`);
}

async function logIn(page: Page, email: string, password: string) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).last().click();
}

test.describe('accounts', () => {
  test('register, verify, log in and log out', async ({ page }) => {
    const email = newEmail('journey');
    await register(page, email);
    await verify(page, email);
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL('/home');
    await expect(page.getByText('Login Successful', { exact: true })).toBeVisible();
    await expect(page.getByText('Welcome back!')).toBeVisible();

    // The profile menu closes on Escape and once one of its links is followed.
    await hydrated(page);
    const menu = page.getByLabel('Account menu for Amina');
    await menu.click();
    await expect(page.locator('details[open]').getByText(email)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('details[open]')).toHaveCount(0);
    await expect(menu).toBeFocused();
    await menu.click();
    await page.locator('details[open]').getByRole('link', { name: 'My orders' }).click();
    await expect(page).toHaveURL('/account/orders');
    await expect(page.locator('details[open]')).toHaveCount(0);
    await menu.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByText('You have been logged out successfully.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    // Signed out, the browser keeps no write mark (docs/decisions/230-header-badges-kept-per-visitor.md).
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('__writes');
  });

  test('a password can be shown as typed, and is hidden again when the form is sent, not when refused', async ({
    page,
  }) => {
    await page.goto('/login');
    await hydrated(page);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('wrong-pass-7');
    await page.getByRole('button', { name: 'Show Password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide Password' })).toBeVisible();
    await page.getByRole('button', { name: 'Hide Password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await page.getByRole('button', { name: 'Show Password' }).click();
    await page.getByLabel('Email').fill('nobody@farm-e2e.ae');
    await page.getByRole('button', { name: 'Login' }).last().click();
    await expect(page.getByRole('dialog', { name: 'Login Failed' })).toBeVisible();
    await expect(password).toHaveAttribute('type', 'password');

    // A form its own checks refuse is not sent, so the password the customer wants to check stays shown.
    await page.goto('/register');
    await hydrated(page);
    await page.getByLabel('First Name').fill('Mariam');
    await page.getByLabel('Last Name').fill('Haddad');
    await page.getByLabel('Email').fill('mariam@farm-e2e.ae');
    await page.getByLabel('Password', { exact: true }).fill('greens-2026');
    const confirm = page.getByLabel('Confirm Password');
    await confirm.fill('greens-2062');
    await page.getByRole('button', { name: 'Show Confirm Password' }).click();
    await page.getByRole('button', { name: 'Register' }).last().click();
    await expect(
      page.getByText('Password Mismatch: The passwords do not match. Please try again.'),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Password Mismatch' })).toBeVisible();
    await expect(page.getByText(/Invalid Form/)).toHaveCount(0);
    await expect(confirm).toHaveAttribute('type', 'text');
  });

  test('wrong password shows the Login Failed dialog with the server message', async ({ page }) => {
    await logIn(page, ADMIN.email, 'wrong-pass-1');
    const dialog = page.getByRole('dialog', { name: 'Login Failed' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Invalid e-mail or password.');
    // Closed before the scripts run, the dialog the server sent open would be opened again by them.
    await hydrated(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  });

  test('forgot password, reset with the code, log in with the new password', async ({ page }) => {
    const email = newEmail('reset');
    await register(page, email);
    await verify(page, email);

    await page.goto('/forget');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(`/reset-password?email=${encodeURIComponent(email)}`);
    await expect(page.getByText('If an account exists for this e-mail')).toBeVisible();

    await page.getByLabel('Verification code').fill(await codeFor(email, 1));
    await page.getByLabel('New Password').fill('newleaves77');
    await page.getByLabel('Confirm Password').fill('newleaves77');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(`/login?email=${encodeURIComponent(email)}`);

    await logIn(page, email, 'newleaves77');
    await expect(page).toHaveURL('/home');
  });

  test('an admin lands on the dashboard and sees the customers', async ({ page }) => {
    await logIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL('/admin-panel/dashboard');
    // The first admin has no name of its own yet: a greeting without the placeholder, and a way to add one.
    await expect(page.getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add your name to your profile' })).toHaveAttribute(
      'href',
      '/account/profile',
    );
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Customers' })
      .click();
    await expect(page).toHaveURL('/admin-panel/customers');
    await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
    await expectAccessible(page, 'admin customers');
  });

  test('a customer typing /admin-panel/dashboard ends on /home; a visitor on /login', async ({ page }) => {
    await page.goto('/admin-panel/dashboard');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin-panel%2Fdashboard$/);
    const email = newEmail('nosy');
    await register(page, email);
    await verify(page, email);
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL('/home');
    await page.goto('/admin-panel/dashboard');
    await expect(page).toHaveURL('/home');
  });

  for (const lang of ['en', 'ar'] as Lang[]) {
    test(`every account page is accessible and fits a phone (${lang})`, async ({ page }) => {
      await useLanguage(page, lang);
      // The phone-width sweep (e2e/no-sideways-scroll.spec.ts) looks at the first three here, on the same
      // load; it checks the two with an address itself, with a long one.
      const sideways: string[] = [];
      for (const path of [
        '/login',
        '/register',
        '/forget',
        '/email-verification?email=a%40farm.ae',
        '/reset-password',
        // A reset mail's link (its token is only checked when the form is sent).
        `/reset-password?email=a%40farm.ae&token=${'x'.repeat(43)}`,
        // A verification mail's link.
        `/email-verification?email=a%40farm.ae&token=${'x'.repeat(43)}`,
      ]) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expectAccessible(page, `${path} (${lang})`);
        if (!path.includes('?')) sideways.push(...(await sidewaysScroll(page, path)));
      }
      expect(sideways).toEqual([]);
    });
  }
});

test.describe('accounts without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the forms answer from the server: field messages, the Login Failed dialog, a working login', async ({
    page,
  }) => {
    await page.goto('/register');
    await page.getByLabel('First Name').fill('Al');
    await page.getByLabel('Last Name').fill('Khalid');
    await page.getByLabel('Email').fill(newEmail('nojs'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill('greens2026');
    // Native constraint checks would stop the post before the server's messages; skip them here.
    await page
      .locator('form')
      .last()
      .evaluate((form) => form.setAttribute('novalidate', ''));
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('First Name must be at least 3 characters.')).toBeVisible();
    await expect(
      page.getByText('Password Mismatch: The passwords do not match. Please try again.'),
    ).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('wrong-pass-1');
    await page.getByRole('button', { name: 'Login' }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Login Failed' });
    await expect(dialog).toContainText('Invalid e-mail or password.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();

    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).last().click();
    await expect(page).toHaveURL('/admin-panel/dashboard');
    await expect(page.getByText('Login Successful', { exact: true })).toBeVisible();
  });
});
