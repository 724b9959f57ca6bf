/** /products and /product/{id}: filter the catalogue, open a product; roles without the catalogue are kept out. */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';

const productRows = (page: Page) => page.getByRole('grid', { name: 'Products' }).locator('tbody tr[data-index]');

test('the catalogue filters by category, keeps it on reload, and opens a product', async ({ page }) => {
  await signIn(page, 'warehouse@demo.local');
  await page.goto('/products');
  await expect(productRows(page)).toHaveCount(10);
  await expect(page.getByTestId('pager-total')).toHaveText('Total Data : 300');

  await page.getByRole('region', { name: 'Filters' }).getByRole('button', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Beverages' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Apply Filter' }).click();
  await expect(page.getByText('Category: Beverages')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Category: Beverages')).toBeVisible();
  await expect(productRows(page).first()).toBeVisible();
  for (const category of await productRows(page).locator('td:nth-child(3)').allInnerTexts()) expect(category).toBe('Beverages');

  const name = (await productRows(page).first().locator('td:nth-child(2)').innerText()).trim();
  await productRows(page).first().click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('detail-category')).toHaveText('Beverages');
  await expect(page.getByTestId('detail-mrp')).toHaveText(/^₹/);
  await expect(page.getByTestId('detail-in-machines')).toHaveText(/units in \d+ machines/);
});

test('a technician, without the catalogue permission, is told the products screen is not allowed', async ({ page }) => {
  await signIn(page, 'technician@demo.local');
  await page.goto('/products');
  await expect(page.getByRole('alert')).toContainText('Not allowed');
  await expect(page.getByRole('alert')).toContainText('PERM_VIEW_PRODUCT_CATALOG');
});
