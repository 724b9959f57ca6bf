/**
 * Analytics (issue 43) from the keyboard: sales analytics grouped by city and category, saved
 * as a template and reopened by its URL with the same choice; the dashboard's numbers lead to
 * the lists behind them.
 */
import { expect, test } from '@playwright/test';
import { runFromPalette, signIn } from './helpers.ts';

test('sales analytics by city and category is saved as a template and reopened by its URL', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await runFromPalette(page, 'Go to Sales Analytics');
  await expect(page).toHaveURL(/\/sales-analytics/);
  const table = page.getByRole('table', { name: 'Sales analytics' });
  await expect(table.locator('tbody tr').first()).toBeVisible();

  // Report by City (from State and back), items by Category (one below Product).
  await page.getByLabel('Report by').focus();
  await page.keyboard.press('ArrowUp');
  await expect(page).toHaveURL(/report=state/);
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/report=city/);
  await page.getByLabel('Items by').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/item=category/);
  await expect(table.getByRole('columnheader', { name: 'Category' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'City' })).toBeVisible();

  const name = `City by category ${Date.now() % 100000}`;
  await page.getByLabel('Template name').focus();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save as template' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/templateId=\d+/);
  const templateId = new URL(page.url()).searchParams.get('templateId');

  // A fresh visit of the template's address shows the same choice.
  await page.goto(`/sales-analytics?templateId=${templateId}`);
  await expect(page.getByText(`Template: ${name}`)).toBeVisible();
  await expect(page.getByLabel('Report by')).toHaveValue('city');
  await expect(page.getByLabel('Items by')).toHaveValue('category');
  await expect(table.getByRole('columnheader', { name: 'Category' })).toBeVisible();
  await expect(table.locator('tbody tr').first()).toBeVisible();
});

test("the dashboard's number of today's orders leads to today's orders", async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await runFromPalette(page, 'Go to Dashboard');
  const today = page.getByRole('region', { name: 'Today' });
  const orders = today.getByRole('link', { name: /^Orders: \d+$/ });
  await expect(orders).toBeVisible();
  await expect(page.getByRole('region', { name: 'Machines and stock' }).getByRole('link', { name: /^Machines online: \d+$/ })).toBeVisible();
  await orders.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders\?created=today/);
  await expect(page.getByRole('grid', { name: 'Orders' })).toBeVisible();
});
