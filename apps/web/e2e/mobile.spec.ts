import { expect, expectAccessible, hydrated, test, useLanguage, words, type Lang } from './support';

test.use({ viewport: { width: 390, height: 844 } });

for (const lang of ['en', 'ar'] as Lang[]) {
  test(`the mobile menu slides out, is accessible and closes on navigation (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/home');
    await hydrated(page);
    const toggle = page.locator('header summary').first();
    await toggle.click();
    const menu = page.getByRole('navigation', { name: words[lang].mainNav });
    await menu.getByText(words[lang].services, { exact: true }).click();
    await expect(menu.getByRole('link', { name: words[lang].residential })).toBeVisible();
    await expectAccessible(page, `mobile menu open (${lang})`);

    await menu.getByRole('link', { name: words[lang].residential }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(menu).toBeHidden();

    // Escape and a tap on the dimmed page both close it again.
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await toggle.click();
    await page.mouse.click(lang === 'ar' ? 10 : 380, 600); // beside the panel, which opens at the start edge
    await expect(menu).toBeHidden();
  });
}
