/**
 * Issue 41's journey from the keyboard alone: an admin adds a store manager from the palette
 * and sees the login code once; then opens Connaught Place Store, creates a store return from
 * it (palette "Create store return"), and receives it at the warehouse: the return is Received.
 */
import { expect, test, type Page } from '@playwright/test';
import { runFromPalette as palette, signIn } from './helpers.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

test('an admin adds a store manager, then creates a store return from a store and receives it, without the mouse', async ({ page }) => {
  await signIn(page, 'admin@demo.local');

  await palette(page, '>Add store manager');
  await expect(page).toHaveURL(/\/add-store-manager$/);
  const first = `Keyboard${Date.now() % 100_000}`;
  await expect(page.getByLabel('First name')).toBeFocused();
  await page.keyboard.type(first);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Manager');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Mobile number')).toBeFocused();
  await page.keyboard.type('9876512345');
  // Enter without a store names what is missing.
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please select a store')).toBeVisible();
  // The form puts the focus on the first field in error: the store.
  const store = page.getByRole('combobox', { name: 'Store', exact: true });
  await expect(store).toBeFocused();
  await page.keyboard.type('Connaught Place Store');
  await expect(store.locator('option:checked')).toHaveText('Connaught Place Store');
  await page.getByLabel('Mobile number').focus();
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Store manager added successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/store-manager\/\d+$/);
  await expect(page.getByRole('heading', { name: `${first} Manager` })).toBeVisible();
  await expect(page.getByLabel('Login code')).toHaveText(/^\d{6}$/);
  await expect(page.getByTestId('detail-store')).toHaveText('Connaught Place Store');

  // The store, from the stores list.
  await palette(page, 'Go to Stores');
  const rows = page.getByRole('grid', { name: 'Stores' }).locator('tbody tr[data-index]');
  await expect(rows.first()).toBeVisible();
  await page.keyboard.press('/');
  await page.keyboard.type('Connaught');
  await expect(rows).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/franchise\/\d+\/store\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Connaught Place Store' })).toBeVisible();

  await palette(page, '>Create store return');
  await expect(page).toHaveURL(/\/franchise\/\d+\/store\/\d+\/create-store-return$/);
  const warehouse = page.getByRole('combobox', { name: 'Warehouse', exact: true });
  await expect(warehouse.locator('option').nth(1)).toBeAttached();
  await warehouse.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Product 1', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Quantity 1')).toBeFocused();
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Store return created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/store-return-order\/\d+$/);
  await expect(page.getByTestId('detail-status')).toHaveText('Created');
  await expect(page.getByTestId('detail-store')).toHaveText('Connaught Place Store');

  await palette(page, '>Receive store return');
  await expect(page.getByRole('dialog').getByText(/You want to receive this store return/)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Store return received successfully')).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Received');
});
