/**
 * The stores journey (issue 37), from the keyboard alone: an admin goes to the stores, opens
 * North Star's stores from the palette, adds a store with its address and coordinates, and sees
 * it on its view.
 */
import { expect, test, type Page } from '@playwright/test';
import { runFromPalette as palette, signIn, tabPastMap } from './helpers.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('an admin adds a store to an independent franchise with its address and location without the mouse', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await palette(page, 'Go to Stores');
  await expect(page).toHaveURL(/\/stores$/);

  await palette(page, '>Stores of North Star Franchise');
  await expect(page).toHaveURL(/\/franchise\/\d+\/stores$/);
  await expect(page.getByRole('heading', { name: 'North Star Franchise' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Stores' }).locator('tbody tr[data-index]').first()).toBeVisible();

  await palette(page, '>Add store to this franchise');
  await expect(page).toHaveURL(/\/franchise\/\d+\/add-store$/);
  const name = `Mysuru Palace Road Store ${Date.now() % 100_000}`;
  await expect(page.getByLabel('Store name')).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Active')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Address line 1')).toBeFocused();
  await page.keyboard.type('12 Palace Road');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Near the north gate');

  // India is the default country; then its states, and a city typed.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Country')).toBeFocused();
  await expect(page.getByLabel('Country')).toHaveValue('India');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('State').locator('option', { hasText: /^Karnataka$/ })).toHaveCount(1);
  await page.keyboard.type('Karnataka');
  await expect(page.getByLabel('State')).toHaveValue('Karnataka');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Mysuru');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Pincode')).toBeFocused();
  await page.keyboard.type('570001');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: /Store location map/ })).toBeFocused();
  await tabPastMap(page, page.getByLabel('Latitude'));
  await page.keyboard.type('12.305163');
  await page.keyboard.press('Tab');
  await page.keyboard.type('76.655141');
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Store created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/franchise\/\d+\/store\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('detail-address')).toHaveText('12 Palace Road, Near the north gate');
  await expect(page.getByTestId('detail-city')).toHaveText('Mysuru');
  await expect(page.getByTestId('detail-location')).toHaveText('12.305163, 76.655141');
  await expect(page.getByTestId('detail-franchise')).toHaveText('North Star Franchise');
  // The store inventory is hidden from the company admin (console.md §6, docs/decisions.md).
  await expect(page.getByRole('link', { name: /^Back to/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Store inventory' })).toHaveCount(0);
});
