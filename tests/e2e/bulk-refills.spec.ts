/**
 * Bulk refills (issue 39), from the keyboard alone: the palette opens the list, then "Add bulk
 * refill"; a name is typed, the demo snack machine template chosen and two of its machines
 * ticked; "Create bulk refill" saves it from the palette, "Execute bulk refill" executes each
 * machine's plan, and each machine shows its result.
 */
import { expect, test, type Page } from '@playwright/test';
import { runFromPalette as palette, signIn } from './helpers.ts';

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a planner adds a bulk refill for two machines of a template, executes it, and sees a result per machine', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await palette(page, 'Go to Bulk refills');
  await expect(page).toHaveURL(/\/bulk-refills$/);
  await expect(page.getByRole('gridcell', { name: 'Monday city route' })).toBeVisible();

  await palette(page, 'Add bulk refill');
  await expect(page).toHaveURL(/\/add-bulk-refill$/);
  await expect(page.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Keyboard route');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Machine template')).toBeFocused();
  await page.keyboard.type('Standard snack');
  await expect(page.getByRole('group', { name: /^Machines of Standard snack machine/ })).toBeVisible();
  await page.keyboard.press('Tab'); // the delivery person
  await page.keyboard.press('Tab');
  const boxes = page.getByRole('group', { name: /^Machines of / }).getByRole('checkbox');
  await expect(boxes.first()).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('region', { name: /^Refill details, / })).toHaveCount(2);

  await palette(page, '>Create bulk refill');
  await expect(toast(page, 'Bulk Refill plan created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/bulk-refill\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Bulk refill BR-\d+$/ })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Bulk refill machines' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);

  // domain.md §2: /edit-bulk-refill takes bulkRefillId as well as the path id.
  const id = /\/bulk-refill\/(\d+)$/.exec(page.url())![1];
  await page.goto(`/edit-bulk-refill?bulkRefillId=${id}`);
  await expect(page.getByRole('heading', { name: /^Edit bulk refill BR-\d+$/ })).toBeVisible();
  await page.goto(`/bulk-refill/${id}`);
  await expect(rows).toHaveCount(2);

  await palette(page, '>Execute bulk refill');
  await expect(toast(page, /Bulk Refill plan executed|No machine of this bulk refill could be executed/)).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText(/Executed|Refused: /);
});
