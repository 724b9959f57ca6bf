/**
 * Acting on many rows at once (issue 56), from the keyboard: on the Created refill plans, Space
 * and Shift+ArrowDown select three, Ctrl+K offers "Mark in transit: 3 of 3 refill plans", Enter
 * runs it, the dialog shows a result per plan, and the list no longer has them as Created.
 */
import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';

test('a planner selects three Created refill plans and marks them in transit in one command', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await page.goto('/refills?status=1');
  const grid = page.getByRole('grid', { name: 'Refill plans' });
  const rows = grid.locator('tbody tr[data-index]');
  await expect(rows.nth(2)).toBeVisible();

  // `/` focuses the search, ArrowDown enters the table on its first row.
  await page.keyboard.press('/');
  await page.keyboard.press('ArrowDown');
  await expect(grid).toBeFocused();
  await page.keyboard.press(' ');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(grid.locator('tbody tr[aria-selected="true"]')).toHaveCount(3);
  await expect(page.getByRole('status').filter({ hasText: '3 selected.' })).toHaveCount(1);
  const plans = await Promise.all([0, 1, 2].map(async (i) => (await rows.nth(i).locator('td').first().textContent())!.trim()));

  await page.keyboard.press('Control+k');
  await expect(page.locator('[cmdk-input]')).toBeFocused();
  await page.keyboard.type('Mark in transit');
  await expect(page.locator('[cmdk-item][data-selected="true"] .truncate').first()).toHaveText('Mark in transit: 3 of 3 refill plans');
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Mark in transit: 3 of 3 refill plans' });
  await expect(dialog.getByRole('status')).toHaveText('3 done, 0 refused');
  for (const plan of plans) await expect(dialog.getByRole('list', { name: 'Results' })).toContainText(`${plan}Done`);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Mark in transit: 3 done, 0 refused' })).toBeVisible();
  // Close has the focus: Enter closes, the selection is cleared and the list reloaded without them.
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('selection-bar')).toHaveCount(0);
  for (const plan of plans) await expect(grid.getByText(plan, { exact: true })).toHaveCount(0);
});

test('an operations manager selects two active machines from the keyboard and sets them inactive in one command', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await page.goto('/vm?status=1');
  const grid = page.getByRole('grid', { name: 'Vending machines' });
  const rows = grid.locator('tbody tr[data-index]');
  await expect(rows.nth(1)).toBeVisible();

  await page.keyboard.press('/');
  await page.keyboard.press('ArrowDown');
  await expect(grid).toBeFocused();
  await page.keyboard.press('x');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(grid.locator('tbody tr[aria-selected="true"]')).toHaveCount(2);
  const codes = await Promise.all([0, 1].map(async (i) => (await rows.nth(i).locator('td').nth(1).textContent())!.trim()));

  await page.keyboard.press('Control+k');
  // Typed before the palette holds the focus, the space would toggle the table's row.
  await expect(page.locator('[cmdk-input]')).toBeFocused();
  await page.keyboard.type('Set inactive');
  await expect(page.locator('[cmdk-item][data-selected="true"] .truncate').first()).toHaveText('Set inactive: 2 of 2 machines');
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Set inactive: 2 of 2 machines' });
  await expect(dialog.getByRole('status')).toHaveText('2 done, 0 refused');
  for (const code of codes) await expect(dialog.getByRole('list', { name: 'Results' })).toContainText(`${code}Done`);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  // The list shows active machines only: the two are gone from it.
  for (const code of codes) await expect(grid.getByText(code, { exact: true })).toHaveCount(0);
});

test('a bulk command asks which refill partner in the palette and links the selected machines to it', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await page.goto('/vm');
  const grid = page.getByRole('grid', { name: 'Vending machines' });
  await expect(grid.locator('tbody tr[data-index]').nth(1)).toBeVisible();
  await page.keyboard.press('/');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press(' ');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(grid.locator('tbody tr[aria-selected="true"]')).toHaveCount(2);

  await page.keyboard.press('Control+k');
  // Typed before the palette holds the focus, the space would toggle the table's row.
  await expect(page.locator('[cmdk-input]')).toBeFocused();
  await page.keyboard.type('Link to refill partner');
  await expect(page.locator('[cmdk-item][data-selected="true"] .truncate').first()).toHaveText('Link to refill partner: 2 of 2 machines');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Which refill partner?' })).toBeFocused();
  const partner = page.locator('[cmdk-item][data-selected="true"] .truncate').first();
  await expect(partner).not.toBeEmpty();
  const name = (await partner.textContent())!.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.keyboard.press('Enter');

  // Each machine is linked to the partner chosen (and offers its undo), or refused as already linked to it: the answer reached the server as its field.
  const dialog = page.getByRole('dialog', { name: 'Link to refill partner: 2 of 2 machines' });
  const results = dialog.getByRole('list', { name: 'Results' }).getByRole('listitem');
  await expect(results).toHaveCount(2);
  for (const item of await results.all()) await expect(item).toHaveText(new RegExp(`Done(\\s*Undo)?$|${name} is already linked to`));
});
