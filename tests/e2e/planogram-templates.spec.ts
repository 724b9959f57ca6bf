/**
 * VM and planogram templates (issue 38), from the keyboard alone: an admin adds a 3 × 4 VM
 * template from the palette, then a planogram template for it, lays out two slots with the
 * grid editor (arrows, typing to find a product, Enter to assign), types a capacity in place,
 * saves with Ctrl+Enter and finds the slots on the template's view.
 */
import { expect, test, type Page } from '@playwright/test';
import { runFromPalette, signIn } from './helpers.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('an admin lays out a planogram on a new VM template with the grid editor, without the mouse', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  const suffix = Date.now() % 100_000;
  const vmName = `Zeta kiosk ${suffix}`;

  // A VM template: the name, 3 rows and 4 columns; the timeouts and entity keep their defaults.
  await runFromPalette(page, '>Add VM template');
  await expect(page).toHaveURL(/\/add-vm-template$/);
  await expect(page.getByLabel('Template name')).toBeFocused();
  await page.keyboard.type(vmName);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Rows')).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('4');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Template created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/templates-vm\/\d+$/);
  await expect(page.getByRole('heading', { name: vmName })).toBeVisible();

  // A planogram template for it.
  await runFromPalette(page, '>Add planogram template');
  await expect(page).toHaveURL(/\/add-planogram-template$/);
  await expect(page.getByLabel('Template name')).toBeFocused();
  await page.keyboard.type(`Zeta snacks ${suffix}`);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('VM template')).toBeFocused();
  await page.keyboard.type(vmName);
  await expect(page.getByLabel('VM template')).not.toHaveValue('');
  const grid = page.getByRole('grid', { name: 'Planogram slots' });
  await expect(grid.getByRole('gridcell')).toHaveCount(12);

  // Into the grid: the first slot is active; typing a letter opens the finder in place.
  await page.keyboard.press('Tab');
  const first = grid.getByRole('gridcell', { name: /^Row 1, column 1, coil 11/ });
  await expect(first).toBeFocused();
  await page.keyboard.type('cola');
  const finder = page.getByRole('combobox', { name: 'Product for coil 11' });
  await expect(finder).toBeFocused();
  await expect(finder).toHaveValue('cola');
  await expect(page.getByRole('listbox', { name: 'Matching products' }).getByRole('option').first()).toContainText('Cola');
  await page.keyboard.press('Enter');
  await expect(first).toBeFocused();
  await expect(first).toHaveAccessibleName(/Cola.*capacity 10, par level 8$/);

  // Right, down: coil 22 gets chips and a capacity of 6 typed in place.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const second = grid.getByRole('gridcell', { name: /^Row 2, column 2, coil 22/ });
  await expect(second).toBeFocused();
  await page.keyboard.type('chips');
  await expect(page.getByRole('listbox', { name: 'Matching products' }).getByRole('option').first()).toContainText('Chips');
  await page.keyboard.press('Enter');
  await expect(second).toHaveAccessibleName(/Chips.*, capacity 10, par level 8$/);
  await page.keyboard.press('6');
  const capacity = page.getByLabel('Capacity of coil 22');
  await expect(capacity).toBeFocused();
  await expect(capacity).toHaveValue('6');
  await page.keyboard.press('Enter');
  await expect(second).toBeFocused();
  await expect(second).toHaveAccessibleName(/Chips.*, capacity 6, par level 6$/);
  await expect(page.getByText('Slots (2 of 12 filled)')).toBeVisible();

  // Both saves say the spec's words: the VM template's toast may still show beside this one.
  await page.keyboard.press('Control+Enter');
  await expect(page).toHaveURL(/\/view-planogram-template\/\d+$/);
  await expect(toast(page, 'Template created successfully').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: `Zeta snacks ${suffix}` })).toBeVisible();
  const slots = page.getByRole('table', { name: 'Slots', exact: true }).locator('tbody tr');
  await expect(slots).toHaveCount(2);
  await expect(slots.nth(0)).toContainText('11');
  await expect(slots.nth(0)).toContainText('Cola');
  await expect(slots.nth(1)).toContainText('22');
  await expect(slots.nth(1)).toContainText('Chips');
  await expect(slots.nth(1).locator('td').nth(3)).toHaveText('6');
  await expect(page.getByRole('link', { name: vmName })).toBeVisible();
});
