/**
 * The inventory journey from the keyboard: the company inventory opened from the palette,
 * narrowed to a category (kept in the URL) and searched, exported as CSV; then a warehouse's
 * inventory, "Upload stock for this warehouse" from the palette, a small file with one good row
 * and two bad ones, and the report naming the refused rows.
 */
import { expect, test, type Page } from '@playwright/test';
import { runFromPalette as palette, signIn } from './helpers.ts';

const rows = (page: Page, name: string) => page.getByRole('grid', { name }).locator('tbody tr[data-index]');
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('an admin filters and exports the inventory, then uploads stock to a warehouse and reads the report', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await palette(page, 'Go to Inventory');
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(rows(page, 'Inventory').first()).toBeVisible();

  // Filter by category from the keyboard: the group's button, the option, Apply.
  const category = page.getByRole('region', { name: 'Filters' }).getByRole('button', { name: 'Category' });
  // The categories arrive after the screen: open the list once they are there.
  await expect(async () => {
    if (!(await page.getByRole('option', { name: 'Beverages' }).isVisible())) {
      await category.focus();
      await page.keyboard.press('ArrowDown');
    }
    await expect(page.getByRole('option', { name: 'Beverages' })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.type('Beverages');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Apply Filter' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Category: Beverages')).toBeVisible();
  await expect(page).toHaveURL(/category=/);
  await expect(rows(page, 'Inventory').first()).toBeVisible();
  for (const category of await rows(page, 'Inventory').locator('td:nth-child(3)').allInnerTexts()) expect(category).toBe('Beverages');

  await page.getByRole('button', { name: 'Export CSV' }).focus();
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/^inventory.*\.csv$/);
  await expect(toast(page, /Exported \d+ rows/)).toBeVisible();

  // A warehouse's inventory (a link below the table), its first product, and a file setting it to 7 with two bad rows.
  await page.getByRole('navigation', { name: 'Inventory by place' }).getByRole('link', { name: 'Bengaluru Central Warehouse' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/warehouse-inventory\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Bengaluru Central Warehouse' })).toBeVisible();
  const first = rows(page, 'Warehouse inventory').first();
  await expect(first).toBeVisible();
  const sku = (await first.locator('td:nth-child(1)').innerText()).trim();
  const other = (await rows(page, 'Warehouse inventory').nth(1).locator('td:nth-child(1)').innerText()).trim();

  await palette(page, '>Upload stock for this warehouse');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/^Upload stock:/)).toBeVisible();
  await dialog.getByLabel('Stock file').setInputFiles({
    name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(`sku,quantity\n${sku},7\nNO-SUCH-SKU,3\n${other},-2\n`),
  });
  await expect(dialog.getByRole('status')).toContainText('3 rows');
  await expect(dialog.getByRole('status')).toContainText('2 refused');
  const refused = dialog.getByRole('table', { name: 'Refused rows' });
  await expect(refused.getByText('Unknown SKU')).toBeVisible();
  await expect(refused.getByText('Quantity is negative')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await page.getByLabel('Search warehouse inventory').fill(sku);
  await expect(rows(page, 'Warehouse inventory').filter({ hasText: sku }).locator('td:nth-child(6)')).toHaveText('7');
});
