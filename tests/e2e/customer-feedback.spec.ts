/**
 * Customer feedback and consumers' requested products (issue 42) from the keyboard: an admin
 * opens customer feedback from the palette, keeps the 1-star ratings, opens one about an order
 * and jumps to that order; then opens the consumers' requested products, finds an open one and
 * turns it into a catalogue product request from the palette, and follows the link to it.
 */
import { expect, test, type Page } from '@playwright/test';
import { runFromPalette as palette, searchList, signIn } from './helpers.ts';

const rows = (page: Page, name: string) => page.getByRole('grid', { name }).locator('tbody tr[data-index]');

test("an admin reads 1-star feedback down to its order, and turns consumers' asks into a product request", async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await palette(page, 'Go to Customer feedback');
  await expect(page).toHaveURL(/\/customer-feedback$/);
  await expect(rows(page, 'Customer feedback').first()).toBeVisible();

  // The rating filter from the keyboard: the group's button, "1 star", Apply.
  const rating = page.getByRole('region', { name: 'Filters' }).getByRole('button', { name: 'Rating' });
  await rating.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: '1 star', exact: true })).toBeVisible();
  await page.keyboard.type('1 star');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Apply Filter' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/rating=1/);
  await expect(page.getByTestId('feedback-average')).toContainText('1.0');
  const ratings = rows(page, 'Customer feedback').getByRole('img', { name: /out of 5 stars/ });
  await expect(ratings.first()).toHaveAccessibleName('1 out of 5 stars');

  // The first listed feedback about an order: down the rows to it, Enter, then its order link.
  const orderCells = await rows(page, 'Customer feedback').locator('td:nth-child(7)').allInnerTexts();
  const index = orderCells.findIndex((text) => /^\d{14}$/.test(text.trim()));
  expect(index).toBeGreaterThanOrEqual(0);
  await searchList(page, '');
  for (let i = 0; i <= index; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/customer-feedback\/(vm|product)-\d+$/);
  await expect(page.getByRole('heading', { name: 'Feedback: 1 of 5 stars' })).toBeVisible();
  const orderLink = page.getByTestId('detail-order').getByRole('link');
  const orderId = (await orderLink.innerText()).trim();
  await orderLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order\/\d+$/);
  await expect(page.getByText(orderId).first()).toBeVisible();

  // Consumers' requested products: an open ask becomes a product request.
  await palette(page, "Go to Consumers' requested products");
  await expect(page).toHaveURL(/\/requested-products$/);
  await searchList(page, 'Kerala Banana');
  await expect(rows(page, "Consumers' requested products")).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/requested-product\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Asked for: Kerala Banana Chips' })).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Open');
  await palette(page, '>Add as product request');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Urgency')).toHaveValue('Nice To have');
  await dialog.getByLabel('Urgency').focus();
  await dialog.getByRole('button', { name: 'Add product request' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('detail-status')).toHaveText('Requested');
  const link = page.getByTestId('detail-product-request').getByRole('link');
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/request-product\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Request: Kerala Banana Chips' })).toBeVisible();
  await expect(page.getByTestId('detail-requester')).toContainText('Consumer App');
});
