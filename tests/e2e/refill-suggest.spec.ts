/**
 * Refill suggestions (issue 39, beyond the spec), from the keyboard alone: on a machine's
 * /add-refill-plan, "Suggest quantities" from the palette fills the slots' quantities with the
 * reason shown per line; then "Go to Pick list" from the palette opens /pick-list, where the
 * partner and day of a seeded plan, chosen from the keyboard, list that plan and its units.
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

  // A seeded Created plan with a partner and a day (found through the API as the same user).
  const post = async (action: string, fields: Record<string, unknown>) =>
    (await (await page.request.post('/api/refill-management', { data: { action, ...fields } })).json()) as { data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  const rows = (await post('list.refills', { status: [1], limit: 50, sortBy: 'created_at', sortDir: 'DESC' })).data as { id: number }[];
  let plan: { plan_id: string; scheduled_at: string; RefillPartner: { name: string } } | undefined;
  for (const row of rows) {
    const p = (await post('get.refill_plan', { id: row.id })).data;
    if (p.RefillPartner && p.scheduled_at && p.lines.length) { plan = p; break; }
  }
  expect(plan).toBeTruthy();
  const partner = page.getByLabel('Refill partner');
  for (let presses = 0; presses < 40 && !(await partner.evaluate((el) => el === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(partner).toBeFocused();
  await page.keyboard.type(plan!.RefillPartner.name);
  await expect(page).toHaveURL(/partnerId=\d+/);
  await page.keyboard.press('Tab');
  const [y, m, d] = plan!.scheduled_at.slice(0, 10).split('-');
  await page.keyboard.type(`${m}${d}${y}`);
  await expect(page.getByRole('region', { name: 'Pick list' })).toContainText(plan!.plan_id);
  await expect(page.getByRole('region', { name: 'Pick list' }).getByRole('heading', { level: 2 }).first()).toContainText(/: \d+ units$/);
});
