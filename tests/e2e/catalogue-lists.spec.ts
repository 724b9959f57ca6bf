/**
 * The catalogue's reference lists, from the keyboard alone (issue 36): an admin opens the
 * categories from the palette, adds one in the dialog, renames it on its overview, is told why a
 * category in use cannot be deleted, deletes the new one and exports the list.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function palette(page: Page, text: string) {
  await page.keyboard.press('Control+k');
  await expect(page.locator('[cmdk-input]')).toBeFocused();
  await page.keyboard.type(text);
  await expect(page.getByRole('option', { name: new RegExp(`^${text.replace(/^>/, '')}`) }).first()).toBeVisible();
  await page.keyboard.press('Enter');
}

/** Searches the list for a name and opens the one row found. */
async function open(page: Page, name: string) {
  await page.keyboard.press('/');
  await page.keyboard.press('Control+a');
  await page.keyboard.type(name);
  const rows = page.getByRole('grid', { name: 'Product categories' }).locator('tbody tr[data-index]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

test('an admin adds, renames and deletes a category, is told why one in use stays, and exports the list', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await palette(page, 'Go to Product Categories');
  await expect(page).toHaveURL(/\/product-categories$/);
  const grid = page.getByRole('grid', { name: 'Product categories' });
  await expect(grid.locator('tbody tr[data-index]').first()).toBeVisible();
  // The default row offers no Edit or Delete; the others do.
  await expect(grid.locator('tbody tr', { hasText: 'Default' }).getByRole('button')).toHaveCount(0);
  await expect(grid.locator('tbody tr', { hasText: 'Beverages' }).getByRole('button', { name: 'Delete' })).toBeVisible();

  const name = `Keyboard Treats ${Date.now() % 100_000}`;
  await palette(page, '>Add category');
  await expect(page).toHaveURL(/add=1/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Category name')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Please enter category name')).toBeVisible();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Category created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/product-categories$/);

  await open(page, name);
  await palette(page, '>Edit category');
  await expect(page.getByRole('dialog').getByLabel('Category name')).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(`${name} Plus`);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Category updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${name} Plus` })).toBeVisible();

  // A category in use: the server says how many products use it, and it stays.
  await palette(page, 'Go to Product Categories');
  await open(page, 'Beverages');
  await expect(page.getByRole('grid', { name: 'Products of Beverages' }).locator('tbody tr[data-index]').first()).toBeVisible();
  await palette(page, '>Delete category');
  await expect(page.getByRole('dialog').getByText('You want to delete the category "Beverages".')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(toast(page, /Category "Beverages" is used by \d+ products; it cannot be deleted\./)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Beverages' })).toBeVisible();

  await palette(page, 'Go to Product Categories');
  await open(page, `${name} Plus`);
  await palette(page, '>Delete category');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Category deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/product-categories$/);

  await page.getByRole('button', { name: 'Export CSV' }).focus();
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^product-categories.*\.csv$/);
  await expect(toast(page, /Exported \d+ rows/)).toBeVisible();
});

test('a store manager sees the lists but is offered no changes', async ({ page }) => {
  await signIn(page, 'store@demo.local');
  await page.goto('/product-brands');
  const rows = page.getByRole('grid', { name: 'Product brands' }).locator('tbody tr[data-index]');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Add brand|Edit|Delete)$/ })).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('>brand');
  await expect(page.getByRole('option', { name: /Add brand|Edit brand|Delete brand/ })).toHaveCount(0);
});
