/**
 * Procurement's journey, from the keyboard alone: an admin writes a purchase order from a
 * supplier's terms, marks it shipped, receives part of it, then the rest (the view shows the
 * received quantities and the status history), and returns two units to the supplier. A
 * technician is not offered purchase orders.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

async function palette(page: Page, text: string) {
  await page.keyboard.press('Control+k');
  await expect(page.locator('[cmdk-input]')).toBeFocused();
  await page.keyboard.type(text);
  await expect(page.getByRole('option', { name: new RegExp(`^${text.replace(/^>/, '')}`) }).first()).toBeVisible();
  await page.keyboard.press('Enter');
}

async function nextStatus(page: Page, command: string) {
  await palette(page, '>Manage purchase order');
  await expect(page).toHaveURL(/\/purchase-order\/manage\/\d+$/);
  await expect(page.getByRole('combobox', { name: /^Next status/ })).toBeVisible();
  await palette(page, command);
}

async function saveStatus(page: Page) {
  await palette(page, '>Save purchase order status');
  await expect(toast(page, 'Purchase order status updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/purchase-order\/\d+$/);
}

test('an admin buys, ships and receives a purchase order in two parts without the mouse', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await palette(page, '>Add purchase order');
  await expect(page).toHaveURL(/\/add-purchase-order$/);

  // Supplier by typing its name; then the first warehouse; the tax type keeps its default.
  const supplier = page.getByRole('combobox', { name: /^Supplier/ });
  await expect(supplier.locator('option', { hasText: 'Metro Wholesale' })).toHaveCount(1);
  await supplier.focus();
  await page.keyboard.type('Metro');
  await expect(page.getByRole('combobox', { name: /^Supplier/ }).locator('option:checked')).toHaveText('Metro Wholesale');
  const warehouse = page.getByRole('combobox', { name: /^Warehouse/ });
  await expect(warehouse.locator('option')).not.toHaveCount(1);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(warehouse).not.toHaveValue('');

  // Two products of its terms; each starts at the supplier's minimum quantity and price.
  for (const n of [1, 2]) {
    await page.getByRole('button', { name: 'Add product' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('combobox', { name: `Product ${n}`, exact: true }).focus();
    for (let i = 0; i < n; i++) await page.keyboard.press('ArrowDown');
  }
  const quantity = page.getByRole('textbox', { name: 'Purchased quantity' }).first();
  await expect(quantity).not.toHaveValue('');
  const ordered = Number(await quantity.inputValue());
  await quantity.focus();
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Purchase order created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/purchase-order\/\d+$/);
  await expect(page.getByTestId('detail-status')).toHaveText('Created');
  await expect(page.getByRole('table', { name: 'Products' }).locator('tbody tr')).toHaveCount(2);

  await nextStatus(page, '>Mark purchase order shipped');
  await saveStatus(page);
  await expect(page.getByTestId('detail-status')).toHaveText('Shipped');

  // Part of it: the first line's quantity is adjusted in the table, the second receives nothing.
  await nextStatus(page, '>Partially receive purchase order');
  const receiveNow = page.getByRole('textbox', { name: /^Receive now/ });
  await expect(receiveNow).toHaveCount(2);
  await receiveNow.first().focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('1');
  await receiveNow.nth(1).focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('0');
  await saveStatus(page);
  await expect(page.getByTestId('detail-status')).toHaveText('Partially Received');

  await nextStatus(page, '>Receive purchase order');
  await saveStatus(page);
  await expect(page.getByTestId('detail-status')).toHaveText('Received');
  const firstLine = page.getByRole('table', { name: 'Products' }).locator('tbody tr').first();
  await expect(firstLine).toContainText(String(ordered));
  await expect(page.getByRole('list', { name: 'Status history' }).locator('li')).toHaveText([/Created/, /Shipped/, /Partially Received/, /Received/]);

  // Two units go back to the supplier: a return written against the order, then executed.
  await palette(page, '>Return products of purchase order');
  await expect(page).toHaveURL(/\/add-purchase-return\?purchaseOrderId=\d+$/);
  const returnQuantity = page.getByRole('textbox', { name: /^Return quantity/ }).first();
  await returnQuantity.focus();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Purchase return created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/purchase-return\/\d+$/);
  await expect(page.getByTestId('detail-total-product-quantity')).toHaveText('2');
  await palette(page, '>Execute purchase return');
  await expect(page.getByRole('dialog').getByText(/You want to send these products back/)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Purchase return executed successfully')).toBeVisible();
  await expect(page.getByTestId('detail-state')).toHaveText('Executed');
});

test('a technician is not offered purchase orders', async ({ page }) => {
  await signIn(page, 'technician@demo.local');
  await page.goto('/purchase-orders');
  await expect(page.getByRole('heading', { name: 'Not allowed' }).first()).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.keyboard.type('Purchase orders');
  await expect(page.getByRole('option', { name: /Purchase orders/ })).toHaveCount(0);
});
