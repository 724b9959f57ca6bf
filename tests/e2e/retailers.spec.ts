/**
 * The retailers' journey, from the keyboard alone: an admin adds a retailer from the palette —
 * its contact, its address through the country → state → city cascade — and lands on its
 * view, then deletes it from the palette. The demo retailer admin sees only their own retailer
 * and is offered no changes.
 */
import { expect, test, type Page } from '@playwright/test';
import { runFromPalette as palette, searchList, signIn } from './helpers.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('an admin adds a retailer from the palette, sees its view and deletes it without the mouse', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await palette(page, '>Add retailer');
  await expect(page).toHaveURL(/\/add-retailer$/);
  const name = `Keyboard Retail ${Date.now() % 100_000}`;

  // The name has the focus; Enter without it names what is missing.
  await expect(page.getByLabel('Retailer name')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please enter retailer name')).toBeVisible();
  await expect(page.getByLabel('Retailer name')).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ravi Shetty');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ravi@keyboardretail.example');
  await page.keyboard.press('Tab');
  await page.keyboard.type('9876501234');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12, Lake View Road');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');

  // Country, then its states, then a city of the state (typed: the list only suggests).
  await expect(page.getByLabel('Country')).toBeFocused();
  await expect(page.getByLabel('Country').locator('option', { hasText: /^India$/ })).toHaveCount(1);
  await page.keyboard.type('India');
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
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Retailer created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/retailer\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('detail-city')).toHaveText('Mysuru');
  await expect(page.getByTestId('detail-state')).toHaveText('Karnataka');
  await expect(page.getByTestId('detail-status')).toHaveText('Active');
  await expect(page.getByText('No admins belong to this retailer yet.')).toBeVisible();
  await expect(page.getByText('This retailer runs no machines yet.')).toBeVisible();

  await palette(page, '>Delete retailer');
  await expect(page.getByRole('dialog').getByText(`You want to delete ${name}.`)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Retailer deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/retailers$/);
});

test('a retailer admin sees only their own retailer, with its admins and machines, and no changes', async ({ page }) => {
  await signIn(page, 'retailer@demo.local');
  await palette(page, 'Go to Retailers');
  await expect(page).toHaveURL(/\/retailers$/);
  const rows = page.getByRole('grid', { name: 'Retailers' }).locator('tbody tr[data-index]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('FreshMart Retail');
  await expect(page.getByRole('link', { name: 'Add retailer' })).toHaveCount(0);
  await searchList(page, 'FreshMart');
  await expect(page).toHaveURL(/q=/);
  await expect(rows).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'FreshMart Retail' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Retailer admins' })).toContainText('retailer@demo.local');
  await expect(page.getByRole('table', { name: 'Retailer machines' }).locator('tbody tr')).toHaveCount(8);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});
