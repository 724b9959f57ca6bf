/**
 * The procurement area's journey, from the keyboard alone: an admin adds a supplier with its
 * address (country → state → city) and a product term, changes its email and finds it in the
 * list; then deletes it. A warehouse manager may look but is offered no changes; a technician
 * is not offered suppliers at all.
 */
import { expect, test, type Page } from '@playwright/test';
import { runFromPalette as palette, searchList, signIn } from './helpers.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });


test('an admin adds a supplier, changes its email and deletes it without the mouse', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await palette(page, '>Add supplier');
  await expect(page).toHaveURL(/\/add-supplier$/);
  const company = `Keyboard Foods ${Date.now() % 100_000}`;

  // Company name has the focus; Enter on an empty email names what is missing.
  await expect(page.getByLabel('Company name')).toBeFocused();
  await page.keyboard.type(company);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please enter email')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type('orders@keyboardfoods.example');
  await page.keyboard.press('Tab');
  await page.keyboard.type('9876501234');

  // Country, then its states, then a city of the state (typed: the list only suggests).
  await page.keyboard.press('Tab');
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

  // A product term: Add product, the first product, its prices and minimum quantity.
  await page.getByRole('button', { name: 'Add product' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('combobox', { name: 'Product 1', exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.type('18.50');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('24');
  await page.keyboard.press('Tab');
  await page.keyboard.type('18.50');
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Supplier created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/supplier\/\d+$/);
  await expect(page.getByRole('heading', { name: company })).toBeVisible();
  await expect(page.getByTestId('detail-city')).toHaveText('Mysuru');
  await expect(page.getByRole('table', { name: 'Product terms' }).locator('tbody tr')).toHaveCount(1);

  await palette(page, '>Change supplier email');
  await expect(page.getByRole('dialog').getByLabel('Email')).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('buying@keyboardfoods.example');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Supplier Email Changed Successfully')).toBeVisible();
  await expect(page.getByTestId('detail-email')).toHaveText('buying@keyboardfoods.example');

  // The list, searched from the keyboard, opens it again.
  await palette(page, 'Go to Suppliers');
  await expect(page).toHaveURL(/\/suppliers$/);
  await searchList(page, company);
  await expect(page).toHaveURL(/q=/);
  const rows = page.getByRole('grid', { name: 'Suppliers' }).locator('tbody tr[data-index]');
  await expect(rows).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: company })).toBeVisible();

  await palette(page, '>Delete supplier');
  await expect(page.getByRole('dialog').getByText(`You want to delete ${company}.`)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Supplier deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/suppliers$/);
});

test('a warehouse manager sees suppliers but is offered no changes', async ({ page }) => {
  await signIn(page, 'warehouse@demo.local');
  await page.goto('/suppliers');
  const rows = page.getByRole('grid', { name: 'Suppliers' }).locator('tbody tr[data-index]');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add supplier' })).toHaveCount(0);
  await rows.first().click();
  await expect(page.getByRole('button', { name: 'Change email' })).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('>supplier');
  await expect(page.getByRole('option', { name: /^(Add supplier|Edit supplier|Delete supplier|Change supplier email)(?! return)/ })).toHaveCount(0);
});

test('a technician is not offered suppliers', async ({ page }) => {
  await signIn(page, 'technician@demo.local');
  await page.goto('/suppliers');
  await expect(page.getByRole('heading', { name: 'Not allowed' }).first()).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.keyboard.type('Suppliers');
  await expect(page.getByRole('option', { name: /Suppliers/ })).toHaveCount(0);
});
