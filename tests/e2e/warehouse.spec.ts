/** Warehouses, their stock and orders, cash collections and refill plans, in Chromium. */
import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { signIn } from './helpers.ts';

const rows = (page: Page, label: string) => page.getByRole('grid', { name: label }).locator('tbody tr[data-index]');

test('from the warehouse list to a warehouse, its stock and its orders', async ({ page }) => {
  await signIn(page, 'warehouse@demo.local');
  await page.goto('/warehouses');
  // The demo's six (other journeys of this run may have added more).
  for (const name of ['Bengaluru Central', 'Mumbai Andheri', 'Pune Hinjewadi', 'Chennai Guindy', 'Delhi Okhla', 'Hyderabad Gachibowli']) {
    await expect(rows(page, 'Warehouses').filter({ hasText: `${name} Warehouse` })).toHaveCount(1);
  }
  await rows(page, 'Warehouses').filter({ hasText: 'Pune Hinjewadi Warehouse' }).click();
  await expect(page).toHaveURL(/\/warehouse\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Pune Hinjewadi Warehouse' })).toBeVisible();
  const stock = await page.getByTestId('detail-stock').innerText();

  await page.getByRole('link', { name: 'Stock', exact: true }).click();
  await expect(page).toHaveURL(/\/warehouse-stock\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Pune Hinjewadi Warehouse' })).toBeVisible();
  await expect(rows(page, 'Warehouse stock').first()).toBeVisible();
  await expect(page.getByText(/Total Data : \d+/)).toBeVisible();
  expect(Number(stock)).toBeGreaterThan(0);

  await page.goBack();
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/warehouse-orders\?warehouse=\d+/);
  const orderRows = rows(page, 'Warehouse orders');
  await expect(orderRows.first()).toBeVisible();
  for (const row of await orderRows.all()) await expect(row).toContainText('Pune Hinjewadi Warehouse');
});

test('/warehouse-orders shows every kind with its label and status colour, filtered by type in the URL', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await page.goto('/warehouse-orders');
  await expect(rows(page, 'Warehouse orders')).toHaveCount(10);
  const labels = {
    material_transfer: 'Material Transfer', shipping_order: 'Shipping Order', supplier_return: 'Supplier Return',
    store_return: 'Store Return', store_transfer: 'Material Transfer',
  };
  for (const [kind, label] of Object.entries(labels)) {
    await page.goto(`/warehouse-orders?kind=${kind}`);
    const first = rows(page, 'Warehouse orders').first();
    await expect(first.getByRole('gridcell', { name: label, exact: true })).toBeVisible();
  }
  for (const [status, name, colour] of [[1, 'Created', 'blue'], [2, 'Cancelled', 'red'], [3, 'Received', 'green'], [4, 'Partially Received', 'yellow']]) {
    await page.goto(`/warehouse-orders?kind=material_transfer&status=${status}`);
    const badge = rows(page, 'Warehouse orders').first().locator('[data-colour]');
    await expect(badge).toHaveText(String(name));
    await expect(badge).toHaveAttribute('data-colour', String(colour));
  }
  await page.goto('/warehouse-orders?kind=bin_discarded');
  await expect(rows(page, 'Warehouse orders').first()).toBeVisible();
  for (const row of await rows(page, 'Warehouse orders').all()) {
    await expect(row).toContainText('BIN Discarded');
    await expect(row).toContainText('Discarded bin');
  }
  await page.reload();
  await expect(rows(page, 'Warehouse orders').first()).toContainText('BIN Discarded');
});

test('Alt+R opens the refill plans, filtered by status', async ({ page }) => {
  await signIn(page, 'operator@demo.local');
  await page.keyboard.press('Alt+r');
  await expect(page).toHaveURL(/\/refills/);
  await expect(rows(page, 'Refill plans').first()).toBeVisible();
  await page.goto('/refills?status=3');
  await expect(rows(page, 'Refill plans').first()).toBeVisible();
  for (const row of await rows(page, 'Refill plans').all()) await expect(row).toContainText('Executed');
  // domain.md §2: /refills takes vmId — one machine's plans.
  await page.goto('/refills?vmId=3');
  await expect(rows(page, 'Refill plans').first()).toBeVisible();
  for (const row of await rows(page, 'Refill plans').all()) await expect(row).toContainText('VM-00003');
});

test('a technician may open warehouse orders but not the warehouse list', async ({ page }) => {
  await signIn(page, 'technician@demo.local');
  await page.goto('/warehouse-orders');
  await expect(rows(page, 'Warehouse orders').first()).toBeVisible();
  await page.goto('/warehouses');
  await expect(page.getByRole('heading', { name: 'Not allowed', level: 2 })).toBeVisible();
});

test('a REFILL_EXECUTE live message reloads the refill plans', async ({ page }) => {
  let feed: WebSocketRoute | null = null;
  await page.routeWebSocket(/\/ws\/notifications$/, (ws) => {
    ws.connectToServer();
    feed = ws;
  });
  let loads = 0;
  // (ky streams the body, so requests are told apart by area: after the first render only list.refills goes there.)
  page.on('request', (request) => {
    if (request.url().endsWith('/api/refill-management')) loads += 1;
  });
  await signIn(page, 'admin@demo.local');
  await page.goto('/refills');
  await expect(rows(page, 'Refill plans').first()).toBeVisible();
  await expect.poll(() => feed !== null).toBe(true);
  await page.waitForLoadState('networkidle');
  const before = loads;
  // What the server pushes when a refill partner executes a plan (console.md §7).
  feed!.send(JSON.stringify({ type: 'REFILL_EXECUTE', id: 999001, created_at: new Date().toISOString(), refill_id: 'RP-5001' }));
  await expect.poll(() => loads).toBe(before + 1);
  await expect(rows(page, 'Refill plans').first()).toBeVisible();
});

test('a warehouse manager sets a reorder level, then saves the suggested purchase order as a draft, from the palette', async ({ page }) => {
  await signIn(page, 'warehouse@demo.local');
  await page.goto('/warehouses');
  await rows(page, 'Warehouses').filter({ hasText: 'Pune Hinjewadi Warehouse' }).click();
  await expect(page.getByRole('heading', { name: 'Pune Hinjewadi Warehouse' })).toBeVisible();

  // A reorder level from the stock screen's row Edit.
  await page.getByRole('link', { name: 'Stock', exact: true }).click();
  const first = rows(page, 'Warehouse stock').first();
  await first.getByRole('button', { name: 'Edit' }).click();
  const level = page.getByRole('textbox', { name: /^Reorder level/ });
  await level.fill('-');
  await level.fill('12');
  await page.getByRole('button', { name: 'Save reorder level' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Reorder level saved' }).first()).toBeVisible();
  await expect(first.getByRole('gridcell', { name: '12', exact: true })).toBeVisible();
  await page.goBack();

  await page.keyboard.press('Control+k');
  await expect(page.locator('[cmdk-input]')).toBeFocused();
  await page.keyboard.type('>Suggest purchase order');
  await expect(page.getByRole('option', { name: /^Suggest purchase order/ }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/add-purchase-order\?warehouseId=\d+&suggest=1$/);
  await expect(page.getByRole('list', { name: 'Suppliers suggested' }).locator('li').first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Warehouse/ }).locator('option:checked')).toHaveText('Pune Hinjewadi Warehouse');
  await expect(page.getByTestId('suggestion-reason').first()).toContainText('under its reorder level');
  const lines = await page.getByTestId('suggestion-reason').count();
  expect(lines).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(/\/purchase-order\/\d+$/);
  await expect(page.getByTestId('detail-status')).toHaveText('Draft');
  await expect(page.getByRole('table', { name: 'Products' }).locator('tbody tr')).toHaveCount(lines);
});
