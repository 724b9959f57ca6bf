/**
 * Refill suggestions (issue 39, beyond the spec), from the keyboard alone: on a machine's
 * /add-refill-plan, "Suggest quantities" from the palette fills the slots' quantities with the
 * reason shown per line; then "Pick list" from the palette opens /pick-list.
 */
import { expect, test } from '@playwright/test';
import { runFromPalette as palette, signIn } from './helpers.ts';

const MACHINE = { code: 'VM-00026', name: 'Bandra Kurla Complex College 05' };

test('a planner fills a plan from the suggestion and sees why, then opens the pick list', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await page.keyboard.press('Control+k');
  await expect(page.locator('[cmdk-input]')).toBeFocused();
  await page.keyboard.type(MACHINE.code);
  await expect(page.locator('[cmdk-item][data-selected="true"]').first()).toContainText(MACHINE.name);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/vm\/\d+$/);

  await palette(page, '>Add refill plan');
  await expect(page).toHaveURL(/\/add-refill-plan\?vmId=\d+$/);
  await palette(page, '>Suggest quantities');
  const reasons = page.locator('[data-suggestion-reason]');
  await expect(reasons.first()).toContainText(/^Holds \d+ of \d+; sold [\d.]+ a day over the last 14 days; 3 days to the next visit need \d+; par \d+/);
  const coil = (await reasons.first().getAttribute('data-suggestion-reason'))!;
  const reason = (await reasons.first().textContent())!;
  const add = /add (\d+)/.exec(reason)?.[1] ?? '';
  await expect(page.getByLabel(`Quantity to add, coil ${coil}`)).toHaveValue(add);

  await palette(page, 'Go to Pick list');
  await expect(page).toHaveURL(/\/pick-list$/);
  await expect(page.getByText('This screen needs a refill partner and a day')).toBeVisible();
});
