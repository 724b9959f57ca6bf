/**
 * Discounts (issue 42), from the keyboard alone: an admin adds a "Buy X items get Y items"
 * discount (buy 2 get 1) for a machine from the palette, sees it on its view and in the list,
 * then pauses and resumes it from the palette (the offer machine decides what is offered).
 */
import { expect, test, type Page } from '@playwright/test';
import { searchList, signIn } from './helpers.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function palette(page: Page, text: string) {
  await page.keyboard.press('Control+k');
  await expect(page.locator('[cmdk-input]')).toBeFocused();
  await page.keyboard.type(text);
  await expect(page.getByRole('option', { name: new RegExp(`^(Go to )?${text.replace(/^>/, '')}`) }).first()).toBeVisible();
  await page.keyboard.press('Enter');
}

test('an admin creates a buy 2 get 1 discount for a machine, finds it, pauses and resumes it without the mouse', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await palette(page, '>Add discount');
  await expect(page).toHaveURL(/\/add-discount$/);
  const name = `Keyboard B2G1 ${Date.now() % 100_000}`;

  await expect(page.getByLabel('Offer name')).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  const type = page.getByLabel('Offer type');
  await expect(type).toBeFocused();
  await expect(type.locator('option').nth(1)).toBeAttached();
  await page.keyboard.type('Buy X items get');
  await expect(type).toHaveValue('5');

  // The machines: search, then tick the first one shown.
  await page.getByLabel('Search machines').focus();
  await page.keyboard.press('Tab');
  const firstMachine = page.getByRole('group', { name: 'Machines' }).getByRole('checkbox').first();
  await expect(firstMachine).toBeFocused();
  await page.keyboard.press('Space');
  await expect(firstMachine).toBeChecked();

  // Sub-offer 1: its label, then product 1 bought 2, given 1.
  await page.getByLabel('Sub-offer 1 label').focus();
  await page.keyboard.type('Buy 2 get 1');
  const product = page.getByLabel('Product 1', { exact: true });
  await product.focus();
  await page.keyboard.press('ArrowDown');
  await expect(product).not.toHaveValue('');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Buy qty, product 1', { exact: true })).toBeFocused();
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Max buy qty, product 1', { exact: true })).toBeFocused();
  await page.keyboard.type('6');
  await page.keyboard.press('Tab');
  await page.keyboard.type('100');
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Discount created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/discount-view\/\d+$/);
  await expect(page.getByRole('heading', { name: `Discount: ${name}` })).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Active');
  await expect(page.getByTestId('detail-offer-type')).toHaveText('Buy X items get Y items');
  await expect(page.getByRole('region', { name: 'Offer lines of Buy 2 get 1' }).getByRole('row')).toHaveCount(2);

  await palette(page, '>Pause discount');
  await expect(page.getByRole('dialog').getByText(`You want to pause ${name}.`)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Discount paused successfully')).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Paused');

  await palette(page, '>Resume discount');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Discount resumed successfully')).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Active');

  await palette(page, 'Discounts');
  await expect(page).toHaveURL(/\/offerlist\/discounts/);
  await searchList(page, name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Buy X items get Y items');
  await expect(row).toContainText('Active');
});
