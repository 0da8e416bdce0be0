import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  ADMIN,
  codeFor,
  createCustomer,
  newEmail,
  PASSWORD,
  signIn,
  signInAsAdmin,
} from './accounts-support';
import { apiCall, productNamed, STOCKED } from './shop-support';
import { expect, expectAccessible, hydrated, type Lang, sidewaysScroll, test, useLanguage } from './support';

// The account area a customer manages by themselves (docs/decisions/170-account-settings.md to 173), on a
// phone in both languages.

const PHONE = { width: 390, height: 844 };

const texts = {
  en: {
    sections: 'Account sections',
    details: 'Your details',
    latestOrders: 'Latest orders',
    latestRequests: 'Latest requests',
    history: 'History',
    received: 'Received',
    devices: 'Signed-in devices',
    thisDevice: 'This device',
    chromeOnLinux: 'Chrome on Linux',
    addresses: 'Addresses',
    profile: 'Profile',
    firstName: 'First Name',
    saveName: 'Save name',
    nameSaved: 'Your name has been saved.',
    street: 'Street address',
    city: 'Town / City',
    emirate: 'State / Emirate',
    zip: 'ZIP code',
    phone: 'Phone',
    saveAddress: 'Save address',
    addressSaved: 'The address has been saved.',
    defaultAddress: 'Default',
    makeDefault: 'Use as my default address',
    useAddress: 'Use the address',
    removeAddress: 'Remove the address',
    addressRemoved: 'The address has been removed.',
    currentPassword: 'Current password',
    newPassword: 'New Password',
    confirmPassword: 'Confirm Password',
    changePassword: 'Change password',
    currentPasswordWrong: 'The current password is not right.',
    passwordChanged: 'Your password has been changed, and every other device has been signed out.',
    deletePassword: 'Your password, to confirm',
    deleteAccount: 'Delete my account for good',
    accountDeleted: 'Your account has been deleted.',
    changeEmail: 'Change e-mail address',
    newEmail: 'New e-mail address',
    sendCode: 'Send the code',
    codeSent: 'We have sent a code to the new address. Enter it below to confirm the change.',
    code: 'Verification code',
    confirmEmail: 'Confirm the new address',
    emailChanged: 'Your e-mail address has been changed, and every other device has been signed out.',
  },
  ar: {
    sections: 'أقسام الحساب',
    details: 'بياناتك',
    latestOrders: 'أحدث الطلبات',
    latestRequests: 'أحدث الرسائل',
    history: 'السجل',
    received: 'تم الاستلام',
    devices: 'الأجهزة المسجّل دخولها',
    thisDevice: 'هذا الجهاز',
    chromeOnLinux: 'Chrome على Linux',
    addresses: 'العناوين',
    profile: 'الملف الشخصي',
    firstName: 'الاسم الأول',
    saveName: 'حفظ الاسم',
    nameSaved: 'تم حفظ اسمك.',
    street: 'عنوان الشارع',
    city: 'المدينة',
    emirate: 'الإمارة أو المنطقة',
    zip: 'الرمز البريدي',
    phone: 'الهاتف',
    saveAddress: 'حفظ العنوان',
    addressSaved: 'تم حفظ العنوان.',
    defaultAddress: 'الافتراضي',
    makeDefault: 'استخدامه عنواني الافتراضي',
    useAddress: 'استخدام العنوان',
    removeAddress: 'إزالة العنوان',
    addressRemoved: 'تمت إزالة العنوان.',
    currentPassword: 'كلمة المرور الحالية',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور',
    changePassword: 'تغيير كلمة المرور',
    currentPasswordWrong: 'كلمة المرور الحالية غير صحيحة.',
    passwordChanged: 'تم تغيير كلمة المرور، وتم تسجيل الخروج من جميع الأجهزة الأخرى.',
    deletePassword: 'كلمة المرور للتأكيد',
    deleteAccount: 'حذف حسابي نهائياً',
    accountDeleted: 'تم حذف حسابك.',
    changeEmail: 'تغيير البريد الإلكتروني',
    newEmail: 'البريد الإلكتروني الجديد',
    sendCode: 'إرسال الرمز',
    codeSent: 'أرسلنا رمزاً إلى العنوان الجديد. أدخله أدناه لتأكيد التغيير.',
    code: 'رمز التحقق',
    confirmEmail: 'تأكيد العنوان الجديد',
    emailChanged: 'تم تغيير بريدك الإلكتروني، وتم تسجيل الخروج من جميع الأجهزة الأخرى.',
  },
} as const;

/** A customer signed in on the page at a phone's width, with an API token of their own (a second session). */
async function signedInCustomer(page: Page, prefix: string) {
  const customer = await createCustomer(prefix, 'Amina');
  const signin = await apiCall('POST', '/auth/signin', undefined, {
    email: customer.email,
    password: PASSWORD,
  });
  expect(signin.status).toBe(200);
  const { token } = (await signin.json()) as { token: string };
  await page.setViewportSize(PHONE);
  await signIn(page, customer.email, customer.password);
  return { ...customer, token };
}

/** A signed-in customer with `orders` orders and a request, made through the API. */
async function customerWithData(page: Page, prefix: string, orders = 1) {
  const customer = await signedInCustomer(page, prefix);
  const product = await productNamed(STOCKED.seeds);
  for (let n = 0; n < orders; n += 1) await placeOrder(customer, product._id);
  const request = await apiCall('POST', '/getintouch/add', customer.token, {
    name: 'Amina Khalid',
    email: customer.email,
    mobile: '0501234567',
  });
  expect(request.status).toBe(201);
  return customer;
}

async function placeOrder(customer: { token: string; email: string }, productId: string) {
  const order = await apiCall('POST', '/order/direct', customer.token, {
    productId,
    quantity: 1,
    paymentMethod: 'CashOnDelivery',
    shippingAddress: {
      fullName: 'Amina Khalid',
      country: 'AE',
      email: customer.email,
      addressLine1: 'Villa 12, Street 4',
      city: 'Dubai',
      state: 'Dubai',
      pincode: '00000',
      phone: '0501234567',
    },
  });
  expect(order.status).toBe(201);
}

/** The page passes axe and fits a phone's width without scrolling sideways. */
async function checkPage(page: Page, label: string) {
  await expectAccessible(page, label);
  expect(await sidewaysScroll(page, label)).toEqual([]);
}

for (const lang of ['en', 'ar'] as Lang[]) {
  test(`the account area opens on an overview, and a request opens to its history (${lang})`, async ({
    page,
  }) => {
    const w = texts[lang];
    await useLanguage(page, lang);
    const customer = await customerWithData(page, `overview-${lang}`, 4);

    await page.goto('/account');
    await expect(page.getByRole('heading', { name: w.details })).toBeVisible();
    const details = page.getByRole('region', { name: w.details });
    await expect(details.getByText(customer.email, { exact: true })).toBeVisible();
    await expect(details.getByText(/^Amina /)).toBeVisible();
    await expect(page.getByRole('heading', { name: w.latestOrders })).toBeVisible();
    // The latest three of four orders.
    const latestOrders = page.getByRole('region', { name: w.latestOrders });
    await expect(latestOrders.locator('a[href^="/account/orders/"]')).toHaveCount(3);
    await expect(page.getByRole('heading', { name: w.latestRequests })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: w.sections }).getByRole('link');
    await expect(tabs).toHaveCount(6);
    await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
    await checkPage(page, `account overview (${lang})`);

    await page.locator('a[href^="/account/enquiries/"]').first().click();
    await expect(page.getByRole('heading', { name: w.history })).toBeVisible();
    await expect(page.getByText(w.received)).toBeVisible();
    await checkPage(page, `request detail (${lang})`);
  });

  test(`devices, addresses and the name on a phone, by keyboard (${lang})`, async ({ page }) => {
    const w = texts[lang];
    await useLanguage(page, lang);
    await signedInCustomer(page, `tabs-${lang}`);

    // This browser is named by browser and system, and marked.
    await page.goto('/account/devices');
    await expect(page.getByRole('heading', { name: w.devices })).toBeVisible();
    const current = page.getByRole('listitem').filter({ hasText: w.thisDevice });
    await expect(current).toContainText(w.chromeOnLinux);
    await checkPage(page, `devices (${lang})`);

    await page.goto('/account/addresses');
    await expect(page.getByRole('heading', { name: w.addresses, exact: true })).toBeVisible();
    await checkPage(page, `addresses (${lang})`);

    // The name changes by keyboard alone: type, then Enter submits the form.
    await page.goto('/account/profile');
    await hydrated(page);
    await checkPage(page, `profile (${lang})`);
    await page.getByLabel(w.firstName).focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Mariam');
    await page.keyboard.press('Enter');
    await expect(page.getByText(w.nameSaved)).toBeVisible();
    await page.goto('/account');
    await expect(page.getByRole('main')).toContainText('Mariam Khalid');
  });

  // The password and delete pages are checked in their journeys below.
  test(`the orders and requests pages pass on a phone (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await customerWithData(page, `pages-${lang}`);
    for (const path of ['/account/orders', '/account/enquiries']) {
      await page.goto(path);
      await checkPage(page, `${path} (${lang})`);
    }
  });

  test(`a saved address fills checkout, another can be picked, and the default one leads (${lang})`, async ({
    page,
  }) => {
    const w = texts[lang];
    await useLanguage(page, lang);
    const customer = await signedInCustomer(page, `addresses-${lang}`);
    // The first address through the API (the first one saved is the default); the form is for the second.
    const office = await apiCall('POST', '/account/addresses', customer.token, {
      firstName: 'Amina',
      lastName: 'Khalid',
      country: 'AE',
      address: 'Office 301, Tower B',
      city: 'Abu Dhabi',
      state: 'Abu Dhabi',
      zip: '11111',
      phone: '0509876543',
      isDefault: false,
    });
    expect(office.status).toBe(201);

    await page.goto('/account/addresses');
    await hydrated(page);
    const cards = page.getByRole('region', { name: w.addresses, exact: true }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(w.defaultAddress);
    await page.getByLabel(w.street).fill('Villa 7, Palm Street');
    await page.getByLabel(w.city).fill('Dubai');
    await page.getByLabel(w.emirate).selectOption('Dubai');
    await page.getByLabel(w.zip).fill('22222');
    await page.getByLabel(w.phone).fill('0501112222');
    await page.getByLabel(w.makeDefault).check();
    await page.getByRole('button', { name: w.saveAddress }).click();
    await expect(page.getByText(w.addressSaved)).toBeVisible();
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText('Villa 7, Palm Street');
    await expect(cards.first()).toContainText(w.defaultAddress);
    // The form is ready for another address, not holding the one just saved.
    await expect(page.getByLabel(w.street)).toHaveValue('');
    await expect(page.getByLabel(w.makeDefault)).not.toBeChecked();

    const product = await productNamed(STOCKED.seeds);
    await page.goto(`/checkout?productId=${product._id}&quantity=1`);
    await expect(page.getByLabel(w.street)).toHaveValue('Villa 7, Palm Street');
    await expect(page.getByLabel(w.city)).toHaveValue('Dubai');
    await checkPage(page, `checkout with saved addresses (${lang})`);

    await page.getByRole('link', { name: `${w.useAddress} Office 301, Tower B, Abu Dhabi` }).click();
    await expect(page.getByLabel(w.street)).toHaveValue('Office 301, Tower B');
    await expect(page.getByLabel(w.phone)).toHaveValue('0509876543');
    // Buy now's product stays in the address.
    expect(new URL(page.url()).searchParams.get('productId')).toBe(product._id);

    // Removing the default makes the other one the default.
    await page.goto('/account/addresses');
    await page.getByRole('button', { name: `${w.removeAddress} Villa 7, Palm Street, Dubai` }).click();
    await expect(page.getByText(w.addressRemoved)).toBeVisible();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(w.defaultAddress);
  });

  test(`changing the password asks the current one and signs the other devices out (${lang})`, async ({
    page,
  }) => {
    const w = texts[lang];
    await useLanguage(page, lang);
    const customer = await signedInCustomer(page, `password-${lang}`);
    const deviceCookie = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === '__device')?.value;
    const deviceBefore = await deviceCookie();
    expect(deviceBefore).toBeTruthy();
    await page.goto('/account/password');
    await hydrated(page);
    await page.getByLabel(w.currentPassword).fill('not-my-pass1');
    await page.getByLabel(w.newPassword).fill('fresh-leaf-9');
    await page.getByLabel(w.confirmPassword).fill('fresh-leaf-9');
    await page.getByRole('button', { name: w.changePassword }).click();
    // Said once, at the field: no dialog repeats it.
    await expect(page.getByText(w.currentPasswordWrong)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await checkPage(page, `password refused (${lang})`);

    await page.getByLabel(w.currentPassword).fill(PASSWORD);
    await page.getByLabel(w.newPassword).fill('fresh-leaf-9');
    await page.getByLabel(w.confirmPassword).fill('fresh-leaf-9');
    await page.getByRole('button', { name: w.changePassword }).click();
    await expect(page.getByText(w.passwordChanged)).toBeVisible();
    await expect(page).toHaveURL('/account/profile');
    // The old device token is void with the old password; this browser keeps a new one.
    expect(await deviceCookie()).not.toBe(deviceBefore);
    // The API token signed in elsewhere no longer works; this browser still does.
    expect((await apiCall('GET', '/auth/me', customer.token)).status).toBe(401);
    await page.goto('/account');
    await expect(page).toHaveURL('/account');
  });

  test(`changing the e-mail address sends a code to the new one and signs the other devices out (${lang})`, async ({
    page,
  }) => {
    const w = texts[lang];
    await useLanguage(page, lang);
    const customer = await signedInCustomer(page, `email-${lang}`);
    const moved = newEmail(`moved-${lang}`);
    await page.goto('/account/profile');
    await page.getByRole('link', { name: w.changeEmail }).click();
    await expect(page).toHaveURL('/account/email');
    await hydrated(page);
    await expect(page.getByRole('main')).toContainText(customer.email);
    await page.getByLabel(w.newEmail).fill(moved);
    await page.getByLabel(w.currentPassword).fill(PASSWORD);
    await page.getByRole('button', { name: w.sendCode }).click();
    await expect(page.getByText(w.codeSent)).toBeVisible();
    // The code step names the new address; the address bar does not.
    await expect(page.getByRole('main')).toContainText(moved);
    await expect(page).toHaveURL('/account/email');
    await checkPage(page, `e-mail code (${lang})`);

    await page.getByLabel(w.code).fill(await codeFor(moved));
    await page.getByRole('button', { name: w.confirmEmail }).click();
    await expect(page).toHaveURL('/account/profile');
    await expect(page.getByText(w.emailChanged)).toBeVisible();
    // The API token signed in elsewhere no longer works; this browser shows the new address.
    expect((await apiCall('GET', '/auth/me', customer.token)).status).toBe(401);
    await page.goto('/account');
    await expect(page.getByRole('main')).toContainText(moved);
  });

  test(`deleting the account asks the password, signs out and keeps no way back in (${lang})`, async ({
    page,
  }) => {
    const w = texts[lang];
    await useLanguage(page, lang);
    const customer = await signedInCustomer(page, `delete-${lang}`);
    await page.goto('/account/delete');
    await hydrated(page);
    await page.getByLabel(w.deletePassword).fill('not-my-pass1');
    await page.getByRole('button', { name: w.deleteAccount }).click();
    // Said once, at the field: no dialog repeats it.
    await expect(page.getByText(w.currentPasswordWrong)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await checkPage(page, `delete refused (${lang})`);

    await page.getByLabel(w.deletePassword).fill(PASSWORD);
    await page.getByRole('button', { name: w.deleteAccount }).click();
    await expect(page).toHaveURL('/home');
    await expect(page.getByText(w.accountDeleted)).toBeVisible();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('__writes');
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    const again = await apiCall('POST', '/auth/signin', undefined, {
      email: customer.email,
      password: PASSWORD,
    });
    expect(again.status).toBe(401);
  });
}

test('an admin asking to delete their account is told why not, and stays signed in', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/account/delete');
  await hydrated(page);
  await page.getByLabel('Your password, to confirm').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'An admin account cannot be deleted from the account page.',
  );
  await expect(page).toHaveURL('/account/delete');
  await page.goto('/admin-panel');
  await expect(page).toHaveURL('/admin-panel/dashboard');
});

test('"Download my data" gives a file with the account, its orders and requests, and nothing secret', async ({
  page,
}) => {
  const customer = await customerWithData(page, 'export');
  await page.goto('/account/profile');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-account-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const text = await readFile(file, 'utf8');
  const data = JSON.parse(text) as { account: { email: string }; orders: unknown[]; requests: unknown[] };
  expect(data.account.email).toBe(customer.email);
  expect(data.orders).toHaveLength(1);
  expect(data.requests).toHaveLength(1);
  expect(text).not.toMatch(/passwordHash|tokenVersion|"hash"/);

  // Signed out, the link leads to the login form, which comes back to the profile page, not to the file.
  await page.context().clearCookies({ name: '__session' });
  await page.goto('/account/export');
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/account/profile')}`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the name, an address and the checkout pick all work as plain forms and links', async ({ page }) => {
    await customerWithData(page, 'no-js');
    await page.goto('/account/profile');
    await page.getByLabel('Last Name').fill('Al Falasi');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Your name has been saved.')).toBeVisible();

    await page.goto('/account/addresses');
    await page.getByLabel('Street address').fill('Farm 3, Al Ain Road');
    await page.getByLabel('Town / City').fill('Al Ain');
    await page.getByLabel('State / Emirate').selectOption('Abu Dhabi');
    await page.getByLabel('ZIP code').fill('33333');
    await page.getByLabel('Phone').fill('0503334444');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('The address has been saved.')).toBeVisible();

    const product = await productNamed(STOCKED.seeds);
    await page.goto(`/checkout?productId=${product._id}&quantity=1`);
    await expect(page.getByLabel('Street address')).toHaveValue('Farm 3, Al Ain Road');
    await expect(page.getByLabel('Last name')).toHaveValue('Al Falasi');
  });
});
