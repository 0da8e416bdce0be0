import type { Page } from '@playwright/test';
import { signInAsAdmin } from './accounts-support';
import { expect, expectAccessible, hydrated, test, useLanguage } from './support';

/** The planner's figures are edited in the admin panel, each publication a new version. */
test('an admin publishes new planner figures; a wrong figure is named first', async ({
  page,
  browserErrors,
}) => {
  // The form answers a wrong figure with 400 (Chrome logs every 4xx answer as a console error).
  browserErrors.expect(/status of 400 .*\/admin-panel\/planner\.data/);
  await signInAsAdmin(page);
  await page.goto('/admin-panel/planner');
  // The refused post is then the .data request the expected error names.
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Planner figures' })).toBeVisible();
  const current = Number(
    /Version (\d+)/.exec((await page.getByText(/^Version \d+, published/).textContent()) ?? '')?.[1],
  );
  await expectAccessible(page, 'admin planner figures');

  const price = page.getByRole('group', { name: 'Reference selling price, AED per kg' });
  const herbs = price.getByLabel('Herbs');
  await herbs.fill('');
  await page.getByRole('button', { name: 'Publish a new version' }).click();
  await expect(page.getByRole('alert')).toHaveText('Some figures need attention.');
  await expect(herbs).toHaveAttribute('aria-invalid', 'true');

  await herbs.fill('61.5');
  await page.getByLabel('What changed').fill('Herbs sell dearer');
  await page.getByRole('button', { name: 'Publish a new version' }).click();
  await expect(page.getByText(`Version ${current + 1} is published.`)).toBeVisible();
  await expect(price.getByLabel('Herbs')).toHaveValue('61.5');
  const history = page.getByRole('table').filter({ hasText: 'Herbs sell dearer' });
  await expect(history.locator('tbody tr').first()).toContainText(String(current + 1));
  await expect(page.getByRole('region', { name: 'History of changes' })).toContainText(
    `Published v${current + 1}`,
  );

  await useLanguage(page, 'ar');
  await page.goto('/admin-panel/planner');
  await expect(page.getByRole('heading', { level: 1, name: 'أرقام المخطط' })).toBeVisible();
  await expectAccessible(page, 'admin planner figures (ar)');
});

/**
 * The figures' fields by grid row (fields whose frames start at one height), as `label: top` per field of
 * each row whose controls do not all start at one height.
 */
async function rowsOutOfLine(page: Page): Promise<string[][]> {
  return page.getByRole('main').evaluate((main) => {
    const rows = new Map<number, { label: string; top: number }[]>();
    for (const input of main.querySelectorAll<HTMLInputElement>('fieldset input[inputmode="decimal"]')) {
      const frame = input.parentElement?.getBoundingClientRect();
      if (!frame) continue;
      const label = input.labels?.[0]?.textContent ?? input.id;
      const row = rows.get(Math.round(frame.top)) ?? [];
      rows.set(Math.round(frame.top), [
        ...row,
        { label, top: Math.round(input.getBoundingClientRect().top) },
      ]);
    }
    return [...rows.values()]
      .filter((row) => new Set(row.map((field) => field.top)).size > 1)
      .map((row) => row.map((field) => `${field.label}: ${field.top}`));
  });
}

test('the fields of a row start at one height however their labels wrap, in English and Arabic', async ({
  page,
}) => {
  await signInAsAdmin(page);
  for (const lang of ['en', 'ar'] as const) {
    await useLanguage(page, lang);
    // Two and three columns; in English "Share of the site that becomes growing area" takes two lines in both.
    for (const width of [800, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin-panel/planner');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect(await rowsOutOfLine(page), `${lang} at ${width} px`).toEqual([]);
    }
  }
});
