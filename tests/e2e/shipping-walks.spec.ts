/**
 * Model walks on the screens (issue 41): the shipping order's lifecycle
 * (machines/records/shippingOrder.ts) and the store return's (machines/records/warehouseOrderViews.ts)
 * walked on the real /shipping/{id} and /store-return-order/{id} screens from the palette, each
 * path once: the paths from the start to an end state, which between them take every transition
 * (checked first, without a browser). Each step is taken by whom the machine says (the warehouse
 * as the admin, the receipt as the store's manager); after it the screen shows the status the
 * machine is in, and the stepper its step. Then the refill plan's paths (issue 39) on
 * /view-refill-plan the same way. Short on purpose: CI time is over budget.
 */
import { expect, test, type Page } from '@playwright/test';
import { createTestModel } from 'xstate/graph';
import { REFILL_PLAN_STATUS, SHIPPING_STATUS, SHIPPING_STATUSES, STORE_RETURN_STATUS, orderStatus, refillStatus } from '../../contract/statuses.ts';
import type { Lifecycle } from '../../machines/lifecycle.ts';
import { refillPlanLifecycle } from '../../machines/records/refillPlan.ts';
import { SHIPPING_ACTORS, shippingOrderLifecycle, type ShippingEvent } from '../../machines/records/shippingOrder.ts';
import { storeReturnLifecycle } from '../../machines/records/warehouseOrderViews.ts';
import { coverage } from '../model/paths.ts';
import { runFromPalette as palette, signIn } from './helpers.ts';

/** The events of each path from the start to a state with no way on: every transition once at least. */
function walks(lifecycle: Lifecycle) {
  const model = createTestModel(lifecycle.machine, { events: lifecycle.events.map((type) => ({ type })) });
  const paths = model.getSimplePaths().filter((p) => lifecycle.eventsFrom(lifecycle.statusOf(p.state.value as never)).length === 0);
  return { paths, events: paths.map((p) => p.steps.map((s) => s.event.type).filter((t) => lifecycle.events.includes(t as never))) };
}
const shipping = walks(shippingOrderLifecycle as unknown as Lifecycle);
const storeReturn = walks(storeReturnLifecycle as unknown as Lifecycle);

test('the walks take every transition of both machines', () => {
  expect(coverage(shippingOrderLifecycle.machine, shipping.paths as never).missing).toEqual([]);
  expect(coverage(storeReturnLifecycle.machine, storeReturn.paths as never).missing).toEqual([]);
});

const SHIPPING = '/api/shipping-management';
const WAREHOUSE = '/api/warehouse-management';
const post = async (page: Page, area: string, data: object) => {
  const r = await page.request.post(area, { data });
  const body = await r.json();
  expect(r.status(), JSON.stringify(body).slice(0, 300)).toBeLessThan(300);
  return body.data;
};

const SHIPPING_COMMANDS: Record<ShippingEvent, string> = {
  'shipping.progress': 'Start packing shipping order',
  'shipping.dispatch': 'Dispatch shipping order',
  'shipping.transit': 'Mark shipping order in transit',
  'shipping.deliver': 'Mark shipping order delivered',
  'shipping.receive': 'Receive shipping order',
  'shipping.cancel': 'Cancel shipping order',
};

async function confirmStep(page: Page, command: string) {
  await palette(page, `>${command}`);
  await expect(page.getByRole('dialog').getByText(/You want to/)).toBeVisible();
  await page.keyboard.press('Enter');
}

for (const events of shipping.events) {
  test(`shipping order: ${events.join(' → ')}`, async ({ page }) => {
    await signIn(page, 'admin@demo.local');
    // A store the demo store manager runs, a source and a line that holds enough: from a seeded order waiting for that manager.
    const [waiting] = await post(page, SHIPPING, { action: 'list.shippings', status: ['DELIVERED_DP'], limit: 1 });
    const seeded = await post(page, SHIPPING, { action: 'get.shipping', id: waiting.id });
    const line = seeded.lines.find((l: { source_stock: number }) => l.source_stock >= 10) ?? seeded.lines[0];
    // The partner's step needs a delivery partner on the order; own transport needs none.
    const partner = events.includes('shipping.deliver') ? seeded.delivery_partner.id : null;
    const order = await post(page, SHIPPING, {
      action: 'create.shipping', sources: [seeded.source.id], destination_types: ['store'], destinations: [seeded.destination.id], order_type: 'shipping_order',
      delivery_partner_id: partner, lines: [{ product_id: line.product_id, quantity: 1 }],
    });
    await page.goto(`/shipping/${order.id}`);
    const steps = page.getByRole('list', { name: 'Shipping steps' });
    let status: string = SHIPPING_STATUS.orderCreated;
    await expect(page.getByTestId('detail-status')).toHaveText('Order Created');
    for (const event of events as ShippingEvent[]) {
      if (SHIPPING_ACTORS[event] === 'storeManager') {
        await page.context().clearCookies();
        await signIn(page, 'store@demo.local');
        await page.goto(`/shipping/${order.id}`);
        // The palette binds its keys once the screen is up: wait for it before Ctrl+K.
        await expect(page.getByTestId('detail-status')).toBeVisible();
        await palette(page, `>${SHIPPING_COMMANDS[event]}`);
        await expect(page).toHaveURL(new RegExp(`/manage-shipping/${order.id}$`));
        await page.getByRole('button', { name: 'Receive shipping order' }).focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`/shipping/${order.id}$`));
      } else {
        await confirmStep(page, SHIPPING_COMMANDS[event]);
      }
      status = shippingOrderLifecycle.next(status, event) as string;
      const entry = SHIPPING_STATUSES.find((s) => s.id === status)!;
      await expect(page.getByTestId('detail-status')).toHaveText(entry.name);
      if (entry.step > 0) await expect(steps.locator('[aria-current="step"]')).toContainText(entry.name === 'Delivered' ? /Delivered/ : entry.name);
      expect((await post(page, SHIPPING, { action: 'get.shipping', id: order.id })).status).toBe(status);
    }
    // At the end of the walk nothing more is offered.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('>shipping order');
    for (const command of Object.values(SHIPPING_COMMANDS)) {
      await expect(page.locator('[cmdk-item]').filter({ hasText: command })).toHaveCount(0);
    }
  });
}

const STORE_RETURN_COMMANDS: Record<string, string> = { 'storeReturn.receive': 'Receive store return', 'storeReturn.cancel': 'Cancel store return' };

for (const events of storeReturn.events) {
  test(`store return: ${events.join(' → ')}`, async ({ page }) => {
    await signIn(page, 'admin@demo.local');
    // A store that has sent a return before, and a product it holds.
    const [seen] = await post(page, WAREHOUSE, { action: 'list.warehouse_orders', kind: ['store_return'], limit: 1 });
    const seeded = await post(page, WAREHOUSE, { action: 'get.store_return', id: seen.id });
    const options = await post(page, WAREHOUSE, { action: 'get.store_return_options', store_id: seeded.store.id });
    const product = options.products.find((p: { stock: number }) => p.stock >= 1);
    const order = await post(page, WAREHOUSE, {
      action: 'create.store_return', store_id: seeded.store.id, warehouse_id: options.warehouses[0].id, lines: [{ product_id: product.product_id, quantity: 1 }],
    });
    await page.goto(`/store-return-order/${order.id}`);
    let status: number = STORE_RETURN_STATUS.created;
    await expect(page.getByTestId('detail-status')).toHaveText(orderStatus(status).name);
    for (const event of events) {
      await confirmStep(page, STORE_RETURN_COMMANDS[event]!);
      status = storeReturnLifecycle.next(status, event) as number;
      await expect(page.getByTestId('detail-status')).toHaveText(orderStatus(status).name);
      expect((await post(page, WAREHOUSE, { action: 'get.store_return', id: order.id })).status).toBe(status);
    }
  });
}

// The refill plan's main paths (issue 39) on /view-refill-plan, each once: in transit then
// executed, executed directly, deleted, and in transit undone (issue 56) then executed or deleted.
const refill = walks(refillPlanLifecycle as unknown as Lifecycle);
const RM = '/api/refill-management';
const REFILL_COMMANDS: Record<string, string> = {
  'refillPlan.markInTransit': 'Mark refill plan in transit',
  'refillPlan.execute': 'Execute refill plan',
  'refillPlan.executeDirect': 'Execute refill plan',
  'refillPlan.delete': 'Delete refill plan',
};

test('the refill plan walks take every transition', () => {
  expect(coverage(refillPlanLifecycle.machine, refill.paths as never).missing).toEqual([]);
});

/** A new Created plan of one unit for a machine with a slot to fill (from the machines of seeded plans). */
async function newPlan(page: Page) {
  const listed = await post(page, RM, { action: 'list.refills', limit: 100 });
  const tried = new Set<number>();
  for (const row of listed as { VendingMachine: { id: number } }[]) {
    const vmId = row.VendingMachine.id;
    if (tried.has(vmId)) continue;
    tried.add(vmId);
    const r = await page.request.post(RM, { data: { action: 'get.refill_plan_draft', vending_machine_id: vmId } });
    if (r.status() !== 200) continue;
    const draft = (await r.json()).data;
    // Executing draws the unit from the machine's warehouse: only a product its shelves still hold
    // (earlier journeys in the run have drawn on them).
    if (!draft?.warehouse) continue;
    const shelf = await post(page, '/api/warehouse-inventory-management-services', { action: 'list.warehouse_stock', warehouse_id: draft.warehouse.id, in_stock_only: true, limit: 2000 });
    const held = new Set((shelf as { product_id: number; stock: number }[]).filter((p) => p.stock >= 1).map((p) => p.product_id));
    const slot = draft.slots?.find((s: { product: { id: number } | null; expired: boolean; quantity: number; capacity: number }) => s.product && !s.expired && held.has(s.product.id) && s.quantity < s.capacity);
    if (!slot) continue;
    const made = await page.request.post(RM, { data: { action: 'create.refill_plan', vending_machine_id: vmId, lines: [{ coil: slot.coil, product_id: slot.product.id, quantity_to_add: 1 }] } });
    if (made.status() === 201) return { vmId, plan: (await made.json()).data as { id: number; plan_id: string } };
  }
  throw new Error('no machine with a slot to fill');
}

for (const events of refill.events) {
  test(`refill plan: ${events.join(' → ')}`, async ({ page }) => {
    await signIn(page, 'admin@demo.local');
    const { vmId, plan } = await newPlan(page);
    await page.goto(`/view-refill-plan?vmId=${vmId}&refillPlanId=${plan.id}`);
    await expect(page.getByRole('heading', { name: `Refill plan ${plan.plan_id}` })).toBeVisible();
    let status: number = REFILL_PLAN_STATUS.created;
    await expect(page.getByTestId('detail-status')).toHaveText(refillStatus(status).name);
    for (const event of events) {
      if (event === 'refillPlan.returnToCreated') {
        // The step back is the undo of marking it in transit: Ctrl+Z within the toast's window.
        await page.keyboard.press('Control+z');
        status = refillPlanLifecycle.next(status, event) as number;
        await expect(page.getByTestId('detail-status')).toHaveText(refillStatus(status).name);
        continue;
      }
      await palette(page, `>${REFILL_COMMANDS[event]}`);
      if (event === 'refillPlan.delete') {
        await expect(page.getByRole('dialog').getByText(/You want to delete/)).toBeVisible();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/refills$/);
        expect((await page.request.post(RM, { data: { action: 'get.refill_plan', id: plan.id } })).status()).toBe(404);
        return;
      }
      if (event !== 'refillPlan.markInTransit') {
        await expect(page.getByRole('button', { name: 'Confirm execution' })).toBeVisible();
        await page.getByRole('button', { name: 'Confirm execution' }).focus();
        await page.keyboard.press('Enter');
      }
      status = refillPlanLifecycle.next(status, event) as number;
      await expect(page.getByTestId('detail-status')).toHaveText(refillStatus(status).name);
      expect((await post(page, RM, { action: 'get.refill_plan', id: plan.id })).status).toBe(status);
    }
  });
}
