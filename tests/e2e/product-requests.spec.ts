/**
 * The catalogue's product requests and feedback (issue 36), from the keyboard alone: an admin
 * asks for a product from the palette (requester type, urgency, preferable time and a machine
 * in native selects), takes it into review and declines it from the palette; then opens a
 * product's feedback summary.
 */
import { expect, test, type Page } from '@playwright/test';
import { searchList, signIn } from './helpers.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function palette(page: Page, text: string) {
  await page.keyboard.press('Control+k');
  await expect(page.locator('[cmdk-input]')).toBeFocused();
  await page.keyboard.type(text);
  await expect(page.getByRole('option', { name: new RegExp(`^${text.replace(/^>/, '')}`) }).first()).toBeVisible();
  await page.keyboard.press('Enter');
}

test('an admin requests a product, moves its status and reads a product\'s feedback without the mouse', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await palette(page, '>Add product request');
  await expect(page).toHaveURL(/\/add-request-product$/);
  const name = `Keyboard kombucha ${Date.now() % 100_000}`;

  await expect(page.getByLabel('Product name')).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Bucha');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Requester type')).toBeFocused();
  await page.keyboard.type('Student');
  await expect(page.getByLabel('Requester type')).toHaveValue('Student');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ananya Rao');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Urgency')).toBeFocused();
  await page.keyboard.type('Urgent');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Evening');
  await expect(page.getByLabel('Preferable time')).toHaveValue('Evening');
  // Requested for: a vending machine (the default), then the first machine.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Vending machine')).toBeFocused();
  await expect(page.getByLabel('Vending machine').locator('option').nth(1)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Vending machine')).not.toHaveValue('');
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Product request created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/request-product\/\d+$/);
  await expect(page.getByRole('heading', { name: `Request: ${name}` })).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Requested');
  await expect(page.getByTestId('detail-requester-type')).toHaveText('Student');

  await palette(page, '>Review product request');
  await expect(page.getByRole('dialog').getByLabel('Remark')).toBeFocused();
  await page.keyboard.type('Asking two suppliers');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Product request taken into review')).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('In Review');

  await palette(page, '>Decline product request');
  await expect(page.getByRole('dialog').getByLabel('Reason')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByText('Please enter the reason for declining')).toBeVisible();
  await page.keyboard.type('Not sold in India');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Product request declined')).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Declined');
  await expect(page.getByTestId('detail-reason')).toHaveText('Not sold in India');

  // The list, filtered by status in the address, finds it.
  await palette(page, 'Go to Requested products');
  await expect(page).toHaveURL(/\/products-requested$/);
  await searchList(page, name);
  const rows = page.getByRole('grid', { name: 'Requested products' }).locator('tbody tr[data-index]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Declined');

  // A product's feedback: the summary and its list (the product screen links here).
  await palette(page, 'Go to Products');
  await expect(page).toHaveURL(/\/products$/);
  const products = page.getByRole('grid', { name: 'Products' }).locator('tbody tr[data-index]');
  await expect(products.first()).toBeVisible();
  await page.keyboard.press('/');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/\d+$/);
  const productId = /\/product\/(\d+)$/.exec(page.url())![1]!;
  await page.getByRole('link', { name: 'Feedback', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product-feedback/${productId}$`));
  await expect(page.getByRole('heading', { name: /^Feedback:/ })).toBeVisible();
  await expect(page.getByTestId('feedback-average')).toContainText(/ratings?|N\/A/);
  await expect(page.getByRole('table', { name: 'Ratings by star' }).locator('tr')).toHaveCount(5);
  await expect(page.getByRole('table', { name: 'Feedback by source' })).toContainText('Consumer App');
});
