/**
 * Offers price real sales (issue 42), from the keyboard: an admin opens an active machine, sees
 * what it holds in its Test vend dialog, adds a "Buy X items get Y items" discount (buy 2 get 1)
 * for that machine and product, then sells three units there with "Test vend" (the server's sale
 * path, the same the simulator's customers take) and sees the discounted lines on the new order.
 */
import { expect, test, type Page } from '@playwright/test';
import { runFromPalette as palette, searchList, signIn } from './helpers.ts';

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const money = (n: number) => `₹${n.toFixed(2)}`;

test('a buy 2 get 1 discount made from the keyboard prices a test vend on its machine', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  // An active machine: the list filtered by status (kept in the URL), searched, the first row opened.
  await page.goto('/vm?status=1');
  await searchList(page, 'Koramangala');
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toContainText('Koramangala');
  const machineName = (await firstRow.getByRole('gridcell').first().textContent())!.trim();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/vm\/\d+$/);
  await expect(page.getByRole('heading', { name: machineName, exact: true })).toBeVisible();

  // What the machine holds: the first product with three units in stock.
  await palette(page, '>Test vend');
  const dialog = page.getByRole('dialog');
  const productSelect = dialog.getByLabel('Product');
  await expect(productSelect.locator('option').nth(1)).toBeAttached();
  const options = await productSelect.locator('option').allTextContents();
  const chosen = options.map((t) => /^(.*) \((.+)\) · MRP ([\d.]+) · (\d+) in stock$/.exec(t)).find((m) => m && Number(m[4]) >= 3);
  expect(chosen, options.join('\n')).toBeTruthy();
  const [, productName, sku, mrpText] = chosen!;
  const mrp = Number(mrpText);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await palette(page, '>Add discount');
  await expect(page).toHaveURL(/\/add-discount$/);
  const name = `Sale B2G1 ${Date.now() % 100_000}`;
  await expect(page.getByLabel('Offer name')).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  const type = page.getByLabel('Offer type');
  await expect(type.locator('option').nth(1)).toBeAttached();
  await page.keyboard.type('Buy X items get');
  await expect(type).toHaveValue('5');

  await page.getByLabel('Search machines').focus();
  await page.keyboard.type(machineName);
  const machines = page.getByRole('group', { name: 'Machines' });
  await expect(machines.getByRole('checkbox', { name: machineName, exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  const tick = machines.getByRole('checkbox').first();
  await expect(tick).toBeFocused();
  await page.keyboard.press('Space');
  await expect(machines.getByRole('checkbox', { name: machineName, exact: true })).toBeChecked();

  await page.getByLabel('Sub-offer 1 label').focus();
  await page.keyboard.type('Buy 2 get 1');
  const product = page.getByLabel('Product 1', { exact: true });
  await product.focus();
  await page.keyboard.type(`${productName} (${sku})`);
  await expect(product.locator('option:checked')).toContainText(`(${sku})`);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Buy qty, product 1', { exact: true })).toBeFocused();
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await page.keyboard.type('6');
  await page.keyboard.press('Tab');
  await page.keyboard.type('100');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Discount created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/discount-view\/\d+$/);

  // Back to the machine, and a test vend of three units on its screen (Device App).
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/vm\/\d+$/);
  await expect(page.getByRole('heading', { name: machineName })).toBeVisible();
  await palette(page, '>Test vend');
  await expect(dialog.getByLabel('Product')).toBeVisible();
  await dialog.getByLabel('Product').focus();
  await page.keyboard.type(`${productName} (${sku})`);
  await expect(dialog.getByLabel('Product').locator('option:checked')).toContainText(`(${sku})`);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Quantity')).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');

  await expect(toast(page, /Test vend recorded as order \d+/)).toBeVisible();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  await expect(page.getByTestId('detail-channel')).toHaveText('Device App');
  // Buy 2 get 1 on three units: one unit's MRP off the order, given on the product's line (Discount, the 8th column).
  await expect(page.getByTestId('detail-discount')).toHaveText(money(mrp));
  const lines = page.getByRole('table', { name: 'Order lines' }).getByRole('row').filter({ hasText: sku });
  await expect(lines.first()).toBeVisible();
  const lineDiscounts = await lines.evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[7]?.textContent ?? ''));
  expect(lineDiscounts).toContain(money(mrp));
});
