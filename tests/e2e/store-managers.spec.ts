/**
 * Issue 41's journey from the keyboard alone: an admin adds a store manager from the palette
 * and sees the login code once; then opens Connaught Place Store, creates a store return from
 * it (palette "Create store return"), and receives it at the warehouse: the return is Received.
 */
import { expect, test, type Page } from '@playwright/test';
import { runFromPalette as palette, signIn } from './helpers.ts';

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

test('an admin adds a store manager, then creates a store return from a store and receives it, without the mouse', async ({ page }) => {
  await signIn(page, 'admin@demo.local');

  await palette(page, '>Add store manager');
  await expect(page).toHaveURL(/\/add-store-manager$/);
  const first = `Keyboard${Date.now() % 100_000}`;
  await expect(page.getByLabel('First name')).toBeFocused();
  await page.keyboard.type(first);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Manager');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Mobile number')).toBeFocused();
  await page.keyboard.type('9876512345');
  // Enter without a store names what is missing.
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please select a store')).toBeVisible();
  // The form puts the focus on the first field in error: the store.
  const store = page.getByRole('combobox', { name: 'Store', exact: true });
  await expect(store).toBeFocused();
  await page.keyboard.type('Connaught Place Store');
  await expect(store.locator('option:checked')).toHaveText('Connaught Place Store');
  await page.getByLabel('Mobile number').focus();
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Store manager added successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/store-manager\/\d+$/);
  await expect(page.getByRole('heading', { name: `${first} Manager` })).toBeVisible();
  await expect(page.getByLabel('Login code')).toHaveText(/^\d{6}$/);
  await expect(page.getByTestId('detail-store')).toHaveText('Connaught Place Store');

  // The store, from the stores list.
  await palette(page, 'Go to Stores');
  const rows = page.getByRole('grid', { name: 'Stores' }).locator('tbody tr[data-index]');
  await expect(rows.first()).toBeVisible();
  await page.keyboard.press('/');
  await page.keyboard.type('Connaught');
  await expect(rows).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/franchise\/\d+\/store\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Connaught Place Store' })).toBeVisible();

  await palette(page, '>Create store return');
  await expect(page).toHaveURL(/\/franchise\/\d+\/store\/\d+\/create-store-return$/);
  const warehouse = page.getByRole('combobox', { name: 'Warehouse', exact: true });
  await expect(warehouse.locator('option').nth(1)).toBeAttached();
  await warehouse.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Product 1', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Quantity 1')).toBeFocused();
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');

  await expect(toast(page, /Created Successfully/)).toBeVisible();
  await expect(page).toHaveURL(/\/store-return-order\/\d+$/);
  await expect(page.getByTestId('detail-status')).toHaveText('Created');
  await expect(page.getByTestId('detail-store')).toHaveText('Connaught Place Store');

  await palette(page, '>Receive store return');
  await expect(page.getByRole('dialog').getByText(/You want to receive this store return/)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Store return received successfully')).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Received');
});

test('a store return received with differences writes the short units off with a reason, from the keyboard', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  const WM = '/api/warehouse-management';
  const post = async (data: object) => (await (await page.request.post(WM, { data })).json()).data;
  // A store that has sent a return before: a new return of 3 units of a product it holds.
  const [seen] = await post({ action: 'list.warehouse_orders', kind: ['store_return'], limit: 1 });
  const store = (await post({ action: 'get.store_return', id: seen.id })).store;
  const options = await post({ action: 'get.store_return_options', store_id: store.id });
  const product = options.products.find((p: { stock: number }) => p.stock >= 3);
  const order = await post({ action: 'create.store_return', store_id: store.id, warehouse_id: options.warehouses[0].id, lines: [{ product_id: product.product_id, quantity: 3 }] });

  await page.goto(`/store-return-order/${order.id}`);
  await expect(page.getByTestId('detail-status')).toHaveText('Created');
  await palette(page, '>Receive store return with differences');
  const received = page.getByRole('dialog').getByLabel(new RegExp(`^Received of ${product.name}`));
  await received.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('dialog').getByLabel(`Reason for ${product.name}`)).toBeFocused();
  await page.keyboard.type('Damaged in transit');
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Store return received successfully')).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Received');
  const row = page.getByRole('table', { name: 'Returned products' }).locator('tbody tr').filter({ hasText: product.name });
  await expect(row).toContainText('Damaged in transit');
  const stored = await post({ action: 'get.store_return', id: order.id });
  expect(stored.lines).toEqual([expect.objectContaining({ product_id: product.product_id, quantity: 3, received: 1, reason: 'Damaged in transit' })]);
});
