/**
 * A request order from the keyboard alone (issue 39): an admin opens /warehouse-orders from the
 * palette, finds a Created request order of the demo by its number, opens it with the arrow keys
 * and Enter, executes it from the palette, and sees the stock move: the source warehouse's
 * shelves less the requested units, the requester's more, and the order Executed. Then an
 * order's details (domain.md §3 "Orders") edited from the palette on its overview.
 */
import { expect, test, type Page } from '@playwright/test';
import { runFromPalette as palette, signIn } from './helpers.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const WM = '/api/warehouse-management';

/** A Created request order whose source holds every requested unit. */
async function createdRequest(page: Page) {
  const post = async (data: object) => (await (await page.request.post(WM, { data })).json()).data;
  for (const row of await post({ action: 'list.warehouse_orders', kind: ['request_order'], status: [1], limit: 50 })) {
    const order = await post({ action: 'get.request_order', id: row.id });
    if (order.lines.every((l: { quantity: number; source_stock: number }) => l.source_stock >= l.quantity)) return order;
  }
  throw new Error('the demo has no Created request order its source can fill');
}

test('an admin opens a request order from /warehouse-orders and executes it without the mouse; the stock moves', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  const order = await createdRequest(page);
  const line = order.lines[0];

  await palette(page, 'Go to Warehouse Orders');
  await expect(page).toHaveURL(/\/warehouse-orders/);
  const rows = page.getByRole('grid', { name: 'Warehouse orders' }).locator('tbody tr[data-index]');
  // The list has loaded (and its keys are bound) before "/" jumps to its search.
  await expect(rows.first()).toBeVisible();
  await page.keyboard.press('/');
  await expect(page.getByPlaceholder('Search order id, source, destination or status')).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(order.order_id);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Request Order');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/request-order/${order.id}$`));
  await expect(page.getByRole('heading', { name: `Request Order ${order.order_id}` })).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Created');
  const products = page.getByRole('table', { name: 'Requested products' });
  const first = products.locator('tbody tr').filter({ hasText: line.sku });
  await expect(first.locator('td').nth(3)).toHaveText(String(line.source_stock));
  await expect(first.locator('td').nth(4)).toHaveText(String(line.requester_stock));

  await palette(page, '>Execute request order');
  await expect(page.getByRole('dialog').getByText(/You want to execute this request order/)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Request order executed successfully')).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Executed');
  await expect(first.locator('td').nth(3)).toHaveText(String(line.source_stock - line.quantity));
  await expect(first.locator('td').nth(4)).toHaveText(String(line.requester_stock + line.quantity));
});

test('an admin discards two expired units of a warehouse\'s stock from the keyboard; the bin overview shows the reason', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  const postTo = async (area: string, data: object) => (await (await page.request.post(area, { data })).json()).data;
  const post = (data: object) => postTo(WM, data);
  const [warehouse] = await post({ action: 'list.warehouses', limit: 1, sortBy: 'name', sortDir: 'ASC' });
  const stocked = (await postTo('/api/inventory-management', { action: 'list.warehouse_inventory', warehouse_id: warehouse.id, in_stock_only: true, limit: 50, sortBy: 'name', sortDir: 'ASC' }))
    .find((r: { stock: number }) => r.stock >= 2);

  await palette(page, 'Go to Discard stock');
  await expect(page).toHaveURL(/\/discard-stock/);
  const choose = async (label: RegExp, text: string) => {
    const select = page.getByRole('combobox', { name: label });
    await expect(select.locator('option', { hasText: text }).first()).toBeAttached();
    await select.focus();
    await page.keyboard.type(text);
    await expect(select.locator('option:checked')).toContainText(text);
  };
  await choose(/^Warehouse/, warehouse.name);
  await choose(/^Product/, stocked.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('2');
  await choose(/^Reason/, 'Expired');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Found on the weekly check');
  await page.getByRole('button', { name: 'Discard stock' }).focus();
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Stock discarded successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/discarded-bin-overview\/\d+$/);
  await expect(page.getByTestId('detail-status')).toHaveText('Executed');
  const row = page.getByRole('table', { name: 'Discarded products' }).locator('tbody tr').filter({ hasText: stocked.sku });
  await expect(row).toContainText('Expired');
  await expect(row.locator('td').nth(2)).toHaveText('2');
});

test("an order's details are edited from the palette on its overview, the rules shown on their fields, and its steps still take", async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  const order = await createdRequest(page);
  await page.goto(`/request-order/${order.id}`);
  await expect(page.getByRole('heading', { name: 'Order details' })).toBeVisible();

  await palette(page, '>Edit order details');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Payment mode/).selectOption({ label: 'Bank Transfer' });
  await dialog.getByLabel(/^End time/).fill('2026-01-05T17:30');
  await dialog.getByLabel(/^Invoice no/).fill('INV-E2E-1');
  await dialog.getByLabel(/^Invoice date/).fill('2026-01-05');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The seeded order started when it was made, after this end.
  await expect(dialog.getByText('End time must be after the start time.')).toBeVisible();
  await dialog.getByLabel(/^Start time/).fill('2026-01-05T09:00');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(toast(page, 'Order details updated successfully')).toBeVisible();
  await expect(page.getByTestId('detail-payment-mode')).toHaveText('Bank Transfer');
  await expect(page.getByTestId('detail-invoice-no')).toHaveText('INV-E2E-1');
  // The overview read the order again: its own step does not meet a stale version.
  await palette(page, '>Reject request order');
  await expect(page.getByRole('dialog').getByText(/You want to reject this request order/)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('detail-status')).toHaveText('Cancelled');
  // A cancelled order's details are its history: no edit is offered.
  await expect(page.getByRole('button', { name: 'Edit order details' })).toHaveCount(0);
});
