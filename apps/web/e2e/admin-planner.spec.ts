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
