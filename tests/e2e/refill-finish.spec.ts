/**
 * The rest of issue 39 from the keyboard: an admin dispatches a VM return order toward its
 * warehouse from the palette and then receives it (Pending → Dispatched → Executed); and opens
 * the demo's kit transfer from /warehouse-orders with the arrow keys and Enter, sees its lines
 * and plan, and receives it from the palette (the units land on the destination's shelves).
 */
import { expect, test, type Page } from '@playwright/test';
import { runFromPalette as palette, searchList, signIn } from './helpers.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const post = async (page: Page, area: string, data: object) => (await (await page.request.post(`/api/${area}`, { data })).json()).data;

test('an admin dispatches a pending VM return order, then receives it, without the mouse', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  let target: { id: number; return_order: { id: number; return_order_id: string }; VendingMachine: { id: number } } | null = null;
  for (let offset = 0; offset < 1000 && !target; offset += 200) {
    const page_ = await post(page, 'refill-management', { action: 'list.refills', status: [3], kind: ['Refill'], limit: 200, offset });
    if (!page_.length) break;
    for (const row of page_) {
      const plan = await post(page, 'refill-management', { action: 'get.refill_plan', id: row.id });
      if (plan.return_order?.status === 1) { target = plan; break; }
    }
  }
  expect(target, 'the demo has an executed plan with a pending return order').toBeTruthy();
  await page.goto(`/return-order-view?vmId=${target!.VendingMachine.id}&returnRefillOrderId=${target!.return_order.id}`);
  await expect(page.getByRole('heading', { name: `Return order ${target!.return_order.return_order_id}` })).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Pending');

  await palette(page, '>Dispatch return order');
  await expect(toast(page, 'Return order dispatched successfully')).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Dispatched');
  await expect(page.getByTestId('detail-dispatched-by')).toHaveText('Aishwaryalakshmi Venkataraman');
  await expect(page.getByRole('button', { name: 'Dispatch' })).toHaveCount(0);

  await palette(page, '>Receive return order');
  await expect(toast(page, 'Return order received successfully')).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Executed');
});

test('an admin opens the demo kit transfer from /warehouse-orders and receives it from the palette', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  const [row] = await post(page, 'warehouse-management', { action: 'list.warehouse_orders', kind: ['kit_transfer'], status: [1], limit: 1 });
  expect(row, 'the demo has a Created kit transfer').toBeTruthy();
  const kit = await post(page, 'warehouse-management', { action: 'get.kit_transfer', id: row.id });

  await palette(page, 'Go to Warehouse Orders');
  await expect(page).toHaveURL(/\/warehouse-orders/);
  const rows = page.getByRole('grid', { name: 'Warehouse orders' }).locator('tbody tr[data-index]');
  await expect(rows.first()).toBeVisible();
  await searchList(page, kit.transfer.order_id);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Kit Transfer');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/kit-transfer/${row.id}$`));
  await expect(page.getByRole('heading', { name: `Kit transfer ${kit.transfer.order_id}` })).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Created');
  await expect(page.getByRole('region', { name: 'Refill plans' })).toContainText(kit.plans[0].plan_id);
  await expect(page.getByRole('region', { name: 'Products' })).toContainText(kit.transfer.ShippingDetails[0].Product.sku);

  await palette(page, '>Receive kit or package');
  await expect(toast(page, 'Transfer received successfully')).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Received');
  await expect(page.getByRole('button', { name: 'Cancel transfer' })).toHaveCount(0);
});

test('an admin suggests refills for machines and creates their plans from the palette', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  const machines = await post(page, 'vending-machine-management', { action: 'list.active_vending_machines', limit: 60 });
  const suggestion = await post(page, 'refill-management', { action: 'suggest.refill_plan', vending_machine_ids: machines.map((m: { id: number }) => m.id) });
  let target: { VendingMachine: { id: number; name: string } } | null = null;
  for (const m of suggestion.machines) {
    if (m.total_to_add <= 0) continue;
    const open = await post(page, 'refill-management', { action: 'list.refills', vending_machine_id: m.VendingMachine.id, status: [1, 2], limit: 1 });
    const vm = machines.find((x: { id: number }) => x.id === m.VendingMachine.id);
    if (!open.length && vm.warehouse) { target = m; break; }
  }
  expect(target, 'a machine with room, a warehouse and no open plan').toBeTruthy();
  await page.goto(`/suggest-refills?vmIds=${target!.VendingMachine.id}`);
  await expect(page.getByRole('region', { name: 'Machines' }).getByRole('heading', { name: 'Suggest refills' })).toBeVisible();
  await palette(page, '>Suggest refills for these machines');
  await expect(page.getByRole('region', { name: `Suggested lines of ${target!.VendingMachine.name}` })).toBeVisible();
  await palette(page, '>Create suggested refill plans');
  await expect(toast(page, 'Refill plan created successfully (1)')).toBeVisible();
  await expect(page.getByRole('region', { name: `Suggestion for ${target!.VendingMachine.name}` }).getByRole('link')).toBeVisible();
});
