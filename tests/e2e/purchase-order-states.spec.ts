/**
 * Model-based, part 3, for procurement: the shortest path to each state of the purchase order's
 * and the purchase return's lifecycles, walked through the real screens in Chromium.
 *
 * Purchase orders: xstate/graph gives the shortest path to each state of the order's lifecycle
 * machine; each of its steps becomes what the /purchase-order/manage screen's flow takes for it
 * (choose the next status, confirm a cancel, the received quantity per line, the invoice and
 * "Save & Generate Invoice", save), replayed on the flow machine so every flow step has the state
 * the screen must show. The run drives the screens as a user would (the status selector, the
 * table's quantities, the dialog's "Yes, cancel it!", Approve and Manage on the order's view
 * where its warehouse approves orders first) and after each step checks the screen against the
 * flow's state, the status label against the shared catalogue and the server against both
 * (get.purchase_order). Saves are held until the model's `save.succeeded`, so "Saving..." is seen.
 * Each path starts from a fresh draft order made through the API.
 *
 * Purchase returns: the shortest path to each state of the return's lifecycle, from a return
 * written on /add-purchase-return against a fresh received order, executed or cancelled from its
 * view. Then what the paths do not take: deleting a created order, and what an order that waits
 * for approval offers.
 */
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { PURCHASE_ORDER_MESSAGES } from '../../contract/actions/purchase-orders.ts';
import { PURCHASE_RETURN_MESSAGES } from '../../contract/actions/purchase-returns.ts';
import { PURCHASE_ORDER_STATUS, purchaseOrderStatus, purchaseReturnStatus } from '../../contract/statuses.ts';
import { CANCEL_CONFIRM_TEXT, CANCEL_YES, purchaseDraftProblems, purchaseOrderFlow, receivedOf, type PurchaseFlowRecord } from '../../machines/flows/purchaseOrder.ts';
import { purchaseReturnLifecycle } from '../../machines/records/procurementReturns.ts';
import { purchaseOrderLifecycle, receiptEvent, type PurchaseOrderEventType } from '../../machines/records/purchaseOrder.ts';
import { describeBrowserRun, pathName, statesReached } from '../model/paths.ts';
import { createPurchaseModel, type PurchaseFlowEvent, type PurchaseSnapshot } from '../model/purchase-flow-model.ts';
import { holdSaves, saveExecutors, type HeldSaves } from './held-saves.ts';
import { E2E_PORT } from './env.ts';
import { signIn } from './helpers.ts';
import { ORDER_QUANTITIES, PM, freshOrder, getOrder, procurementApi, procurementOf, type Order, type Procurement } from './procurement-api.ts';

// --- The paths -------------------------------------------------------------------------------

const PARTIAL = 'purchaseOrder.receivePartially';
const INVOICE_DATE = '2026-11-20';

/** A fresh draft as the flow holds it: the real order's two lines are the model's products 1 and 2. */
const freshDraft: PurchaseFlowRecord = {
  status: PURCHASE_ORDER_STATUS.draft, version: 0, invoiceNumber: null, invoiceDate: null, awaitingApproval: false,
  lines: ORDER_QUANTITIES.map((purchased, i) => ({ productId: i + 1, purchased, received: 0 })),
};

/** What the server answers a save with, on the model's record: a receipt that leaves nothing outstanding makes the order Received. */
function savedAsServer(snapshot: PurchaseSnapshot): PurchaseFlowEvent {
  const { record, transition, draft } = snapshot.context;
  const received = transition === PARTIAL || transition === 'purchaseOrder.receive'
    ? (transition === PARTIAL ? receivedOf(draft!, record!) : record!.lines.map((l) => ({ product_id: l.productId, quantity: l.purchased - l.received })))
    : [];
  const lines = record!.lines.map((l) => ({ ...l, received: l.received + (received.find((r) => r.product_id === l.productId)?.quantity ?? 0) }));
  const event = received.length
    ? receiptEvent(record!.lines.map((l) => ({ product_id: l.productId, purchased_quantity: l.purchased, received_quantity: l.received })), received)
    : transition!;
  return {
    type: 'save.succeeded',
    record: {
      ...record!, version: record!.version + 1, lines, status: String(purchaseOrderLifecycle.next(record!.status, event)),
      ...(draft!.invoiceNumber ? { invoiceNumber: draft!.invoiceNumber } : {}), ...(draft!.invoiceDate ? { invoiceDate: draft!.invoiceDate } : {}),
    },
  };
}

/**
 * What the manage screen's flow takes for one lifecycle step: a cancel is confirmed; a partial
 * receipt first asks for more than is outstanding (refused), then takes 3 of the first line and
 * none of the second; executing gives the invoice number and date and generates the invoice.
 */
function screenEventsFor(step: PurchaseOrderEventType): PurchaseFlowEvent[] {
  const edit = (e: Extract<PurchaseFlowEvent, { type: 'draft.edit' }>['edit']): PurchaseFlowEvent => ({ type: 'draft.edit', edit: e });
  const save: PurchaseFlowEvent = { type: 'record.save' };
  const select: PurchaseFlowEvent = { type: 'record.select', transition: step };
  switch (step) {
    case 'purchaseOrder.cancel':
      return [select, { type: 'confirm.yes' }, save];
    case PARTIAL:
      return [select, edit({ kind: 'quantity', productId: 1, value: String(ORDER_QUANTITIES[0] + 1) }), save, edit({ kind: 'quantity', productId: 1, value: '3' }), edit({ kind: 'quantity', productId: 2, value: '0' }), save];
    case 'purchaseOrder.execute':
      return [select, edit({ kind: 'invoiceNumber', value: 'INV-1' }), edit({ kind: 'invoiceDate', value: INVOICE_DATE }), edit({ kind: 'generateInvoice', on: true }), save];
    default:
      return [select, save];
  }
}

/** A lifecycle path as the flow's events from a fresh draft, each save answered as the server would. */
function flowEventsOf(steps: PurchaseOrderEventType[]): PurchaseFlowEvent[] {
  const actor = createActor(purchaseOrderFlow).start();
  const events: PurchaseFlowEvent[] = [];
  const send = (event: PurchaseFlowEvent) => {
    events.push(event);
    actor.send(event);
    if (actor.getSnapshot().matches({ ready: 'saving' })) send(savedAsServer(actor.getSnapshot()));
  };
  send({ type: 'record.loaded', record: freshDraft });
  for (const step of steps) screenEventsFor(step).forEach(send);
  actor.stop();
  return events;
}

// A lifecycle's state is its status alone (the default would key states by the event that led there too).
const byStatus = { serializeState: (s: { value: unknown }) => JSON.stringify(s.value) };
const orderLifecycleModel = createTestModel(purchaseOrderLifecycle.machine, { events: purchaseOrderLifecycle.events.map((type) => ({ type })), ...byStatus });
const orderLifecyclePaths = orderLifecycleModel.getShortestPaths();
const flowModel = createPurchaseModel();
const orderPaths = [
  ...orderLifecyclePaths.flatMap((p) => flowModel.getPathsFromEvents(flowEventsOf(p.steps.slice(1).map((s) => s.event.type as PurchaseOrderEventType)))),
  ...flowModel.getPathsFromEvents([{ type: 'load.failed', message: 'Purchase order not found.' }]),
];
/** The lifecycle states the flow's paths pass through, by the status of the record each step holds. */
const statusesOnPaths = new Set(orderPaths.flatMap((p) => p.steps.map((s) => (s.state as PurchaseSnapshot).context.record?.status).filter(Boolean)));

const returnModel = createTestModel(purchaseReturnLifecycle.machine, { events: purchaseReturnLifecycle.events.map((type) => ({ type })), ...byStatus });
const returnPaths = returnModel.getShortestPaths();

test.afterAll(() => {
  console.log(describeBrowserRun('purchase order manage flow in Chromium', purchaseOrderFlow, orderPaths as never));
  console.log(describeBrowserRun('purchase order lifecycle in Chromium', purchaseOrderLifecycle.machine, orderLifecyclePaths as never));
  console.log(describeBrowserRun('purchase return lifecycle in Chromium', purchaseReturnLifecycle.machine, returnPaths as never));
});

test('the paths reach every state of the lifecycles and of the manage flow', () => {
  expect(statesReached(purchaseOrderLifecycle.machine, orderLifecyclePaths as never).missing).toEqual([]);
  expect(Object.values(PURCHASE_ORDER_STATUS).filter((status) => !statusesOnPaths.has(status))).toEqual([]);
  expect(statesReached(purchaseOrderFlow, orderPaths as never).missing).toEqual([]);
  expect(statesReached(purchaseReturnLifecycle.machine, returnPaths as never).missing).toEqual([]);
});

// --- On the screens --------------------------------------------------------------------------

// One sign-in for the whole file: each test opens its own context with the session it left.
const SESSION = resolve(`.tmp/purchase-order-states-${E2E_PORT}.json`);
let procurement: Procurement;
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ storageState: undefined });
  const page = await context.newPage();
  await signIn(page, 'admin@demo.local');
  procurement = await procurementOf(page);
  await context.storageState({ path: SESSION });
  await context.close();
});
test.use({ storageState: SESSION });

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const dialog = (page: Page) => page.getByRole('dialog');
const nextStatus = (page: Page) => page.getByRole('combobox', { name: /^Next status/ });
const manageHeading = (page: Page, order: Order) => page.getByRole('heading', { name: `Manage purchase order ${order.reference}` });
const onManage = (page: Page) => /\/purchase-order\/manage\/\d+$/.test(page.url());

/** The status as the shared catalogue shows it: its name in its colour. */
async function expectStatus(where: ReturnType<Page['getByTestId']>, status: string, catalogue = purchaseOrderStatus) {
  const { name, colour } = catalogue(status);
  await expect(where).toHaveText(name);
  await expect(where.locator('[data-colour]')).toHaveAttribute('data-colour', colour);
}

interface Run extends HeldSaves { order: Order | null }

/** A model quantity, productId 1 or 2, is the real order's first or second line (by product id, as the server lists them). */
const lineOf = (run: Run, productId: number) => run.order!.lines[productId - 1]!;
const invoiceNumberOf = (run: Run, value: string) => (value ? `INV-E2E-${run.order!.id}` : '');

async function checkOrderState(page: Page, run: Run, s: PurchaseSnapshot) {
  if (s.matches('loading')) return; // transient: the next step waits for what follows
  if (s.matches('loadFailed')) {
    await expect(page.getByRole('alert').filter({ hasText: 'Could not open this purchase order' })).toBeVisible();
    return;
  }
  const { record, transition, draft, showErrors } = s.context;
  const status = String(record!.status);
  const idleAfterSave = s.matches({ ready: 'idle' }) && run.saved;
  // Saved: the toast, then the order's view (so the answer is in before the server is asked).
  if (idleAfterSave) {
    await expect(toast(page, PURCHASE_ORDER_MESSAGES.managed)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/purchase-order/${run.order!.id}$`));
  }
  const server = await getOrder(page, run.order!.id);
  // The server holds what the model's record says, line by line.
  expect(server.status).toBe(status);
  expect(server.lines.map((l) => [l.purchased_quantity, l.received_quantity])).toEqual(record!.lines.map((l) => [l.purchased, l.received]));

  if (s.matches({ ready: 'idle' })) {
    await expect(dialog(page)).toHaveCount(0);
    if (idleAfterSave) {
      await expectStatus(page.getByTestId('detail-status'), status);
      await expect(page.getByRole('list', { name: 'Status history' }).locator('li').last()).toContainText(purchaseOrderStatus(status).name);
      const receivedCells = page.getByRole('table', { name: 'Products' }).locator('tbody tr');
      for (const [i, line] of record!.lines.entries()) await expect(receivedCells.nth(i).locator('td').nth(8)).toHaveText(String(line.received));
      if (record!.invoiceNumber) {
        expect(server.invoice_number).toBe(invoiceNumberOf(run, record!.invoiceNumber));
        expect(server.invoice_date).toBe(record!.invoiceDate);
        expect(server.has_invoice).toBe(true);
        await expect(page.getByTestId('detail-invoice-number')).toHaveText(server.invoice_number!);
        await expect(page.getByRole('button', { name: 'Download invoice' })).toBeVisible();
      }
      await expect(page.getByRole('button', { name: 'Manage', exact: true })).toHaveCount(purchaseOrderLifecycle.isFinal(status) ? 0 : 1);
      await expect(page.getByRole('button', { name: 'Return products' })).toHaveCount(record!.lines.some((l) => l.received > 0) ? 1 : 0);
    } else {
      await expect(manageHeading(page, run.order!)).toBeVisible();
      await expect(nextStatus(page)).toHaveValue('');
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    }
    return;
  }
  if (s.matches({ ready: 'confirmingChoice' })) {
    await expect(dialog(page).getByRole('heading', { name: CANCEL_CONFIRM_TEXT })).toBeVisible();
    await expect(dialog(page)).toContainText(`You want to cancel purchase order ${run.order!.reference}. ${PURCHASE_ORDER_MESSAGES.cancelDetail}`);
    await expect(dialog(page).getByRole('button', { name: CANCEL_YES })).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'No' })).toBeVisible();
    return;
  }
  // Chosen or saving: the next status the step leads to, what it asks for, and the buttons.
  await expect(dialog(page)).toHaveCount(0);
  await expect(manageHeading(page, run.order!)).toBeVisible();
  await expect(nextStatus(page)).toHaveValue(String(purchaseOrderLifecycle.next(status, transition!)));
  const saving = s.matches({ ready: 'saving' });
  const save = page.getByRole('button', { name: saving ? 'Saving...' : 'Save', exact: true });
  if (saving) await expect(save).toBeDisabled();
  else await expect(save).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Save & Generate Invoice' })).toBeEnabled({ enabled: !saving });
  await expect(page.getByLabel('Invoice number')).toHaveValue(invoiceNumberOf(run, draft!.invoiceNumber));
  await expect(page.getByLabel('Invoice date')).toHaveValue(draft!.invoiceDate);
  const receiveNow = page.getByRole('textbox', { name: /^Receive now / });
  await expect(receiveNow).toHaveCount(transition === PARTIAL ? record!.lines.length : 0);
  if (transition === PARTIAL) {
    for (const line of record!.lines) await expect(page.getByRole('textbox', { name: `Receive now ${lineOf(run, line.productId).sku}` })).toHaveValue(draft!.quantities[line.productId]!);
  }
  const problems = showErrors ? purchaseDraftProblems(draft!, transition!, record!) : null;
  for (const line of record!.lines) {
    const message = problems?.quantities[line.productId];
    const field = page.getByRole('textbox', { name: `Receive now ${lineOf(run, line.productId).sku}` });
    if (message) await expect(field).toHaveAccessibleDescription(new RegExp(message));
    else if (transition === PARTIAL) await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  }
}

type Step = { state: unknown; event: PurchaseFlowEvent };

function orderExecutors(page: Page, run: Run, approving: boolean) {
  /** From the order's view: approve it first if its warehouse asks and the step ships or receives it, then Manage. */
  async function toManage(transition: string) {
    if (onManage(page)) return;
    const view = await getOrder(page, run.order!.id);
    if (view.approval_required && !view.approved_at && ['purchaseOrder.ship', 'purchaseOrder.receive', PARTIAL].includes(transition)) {
      await expect(page.getByTestId('detail-approval')).toHaveText('Waiting for approval');
      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect(toast(page, PURCHASE_ORDER_MESSAGES.approved)).toBeVisible();
      await expect(page.getByTestId('detail-approval')).toHaveText(/^Approved by /);
      await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'Manage', exact: true }).click();
    await expect(manageHeading(page, run.order!)).toBeVisible();
  }
  return {
    'record.loaded': async () => {
      run.order = await freshOrder(page, procurement, { draft: true, approving });
      await page.goto(`/purchase-order/manage/${run.order.id}`);
      await expect(manageHeading(page, run.order)).toBeVisible();
    },
    'load.failed': async () => void (await page.goto('/purchase-order/manage/2147483647')),
    'record.select': async ({ state, event }: Step) => {
      if (event.type !== 'record.select') return;
      await toManage(event.transition);
      const { record } = (state as PurchaseSnapshot).context;
      await nextStatus(page).selectOption(String(purchaseOrderLifecycle.next(record!.status, event.transition)));
    },
    'draft.edit': async ({ event }: Step) => {
      if (event.type !== 'draft.edit') return;
      const e = event.edit;
      if (e.kind === 'quantity') await page.getByRole('textbox', { name: `Receive now ${lineOf(run, e.productId).sku}` }).fill(e.value);
      else if (e.kind === 'invoiceNumber') await page.getByLabel('Invoice number').fill(invoiceNumberOf(run, e.value));
      else if (e.kind === 'invoiceDate') await page.getByLabel('Invoice date').fill(e.value);
      // generateInvoice: the screen has no switch for it; "Save & Generate Invoice" is the save that asks for it.
    },
    'record.save': ({ state }: Step) =>
      page.getByRole('button', { name: (state as PurchaseSnapshot).context.draft?.generateInvoice ? 'Save & Generate Invoice' : 'Save', exact: true }).click(),
    'confirm.yes': () => dialog(page).getByRole('button', { name: CANCEL_YES }).click(),
    'confirm.no': () => dialog(page).getByRole('button', { name: 'No' }).click(),
    ...saveExecutors(run),
  };
}

test.describe('the shortest path to each state of a purchase order, on its screens', () => {
  for (const [i, path] of orderPaths.entries()) {
    // Orders of every other path go to the warehouse that approves orders first, so approving is on the way.
    const approving = i % 2 === 0 && path.steps.some((s) => s.event.type === 'record.loaded');
    test(`${pathName(path as never)}${approving ? ' (warehouse approves)' : ''}`, async ({ page }) => {
      const run: Run = { order: null, saved: false, held: [] };
      await holdSaves(page, PM, 'manage.purchase_order', run);
      await path.test({ events: orderExecutors(page, run, approving) as never, states: { '*': (s) => checkOrderState(page, run, s as PurchaseSnapshot) } });
    });
  }
});

test.describe('the shortest path to each state of a purchase return, on its screens', () => {
  for (const path of returnPaths) {
    const steps = path.steps.slice(1).map((s) => s.event.type);
    test(`${String(path.state.value)} ← created → ${steps.join(' → ')}`, async ({ page }) => {
      const order = await freshOrder(page, procurement, { steps: ['RECEIVED'] });
      let returnId = 0;
      const check = async (status: string) => {
        await expectStatus(page.getByTestId('detail-state'), status, purchaseReturnStatus);
        const server = (await procurementApi(page, { action: 'get.purchase_return', id: returnId })).body.data as { status: string; total_quantity: number };
        expect(server.status).toBe(status);
        const lines = (await getOrder(page, order.id)).lines;
        // Only an executed return counts as returned on the order.
        expect(lines[0]!.returned_quantity).toBe(status === 'EXECUTED' ? 2 : 0);
        await expect(page.getByRole('button', { name: 'Execute', exact: true })).toHaveCount(purchaseReturnLifecycle.isFinal(status) ? 0 : 1);
        await expect(page.getByRole('button', { name: 'Cancel return' })).toHaveCount(purchaseReturnLifecycle.isFinal(status) ? 0 : 1);
      };
      // Created: written on its screen against the order.
      await page.goto(`/add-purchase-return?purchaseOrderId=${order.id}`);
      await page.getByRole('textbox', { name: /^Return quantity/ }).first().fill('2');
      await page.getByRole('button', { name: 'Create purchase return' }).click();
      await expect(toast(page, PURCHASE_RETURN_MESSAGES.created)).toBeVisible();
      await expect(page).toHaveURL(/\/purchase-return\/\d+$/);
      returnId = Number(/\/purchase-return\/(\d+)$/.exec(page.url())![1]);
      await path.test({
        events: {
          'purchaseReturn.execute': async () => {
            await page.getByRole('button', { name: 'Execute', exact: true }).click();
            await expect(dialog(page).getByText(/You want to send these products back/)).toBeVisible();
            await dialog(page).getByRole('button', { name: 'Yes' }).click();
            await expect(toast(page, PURCHASE_RETURN_MESSAGES.executed)).toBeVisible();
          },
          'purchaseReturn.cancel': async () => {
            await page.getByRole('button', { name: 'Cancel return' }).click();
            await expect(dialog(page).getByText('You want to cancel this purchase return.')).toBeVisible();
            await dialog(page).getByRole('button', { name: 'Yes' }).click();
            await expect(toast(page, PURCHASE_RETURN_MESSAGES.cancelled)).toBeVisible();
          },
        },
        states: { '*': (s) => check(String(purchaseReturnLifecycle.statusOf(s.value as 'created'))) },
      });
    });
  }
});

test.describe('what the paths do not take', () => {
  test('an order waiting for its warehouse\'s approval may only be cancelled, on the manage screen and in the palette', async ({ page }) => {
    const order = await freshOrder(page, procurement, { approving: true });
    await page.goto(`/purchase-order/manage/${order.id}`);
    await expect(manageHeading(page, order)).toBeVisible();
    await expect(page.getByText(PURCHASE_ORDER_MESSAGES.awaitingApproval)).toBeVisible();
    await expect(nextStatus(page).locator('option:not([value=""])')).toHaveText([purchaseOrderStatus('CANCELLED').name]);
    await page.keyboard.press('Control+k');
    await page.locator('[cmdk-input]').fill('>purchase order');
    await expect(page.getByRole('option', { name: /^Cancel purchase order/ })).toBeVisible();
    await expect(page.getByRole('option', { name: /^(Mark purchase order shipped|Partially receive purchase order|Receive purchase order)/ })).toHaveCount(0);
  });

  test('a created order is deleted for good from its view, after saying so; a shipped one offers no Delete', async ({ page }) => {
    const order = await freshOrder(page, procurement);
    await page.goto(`/purchase-order/${order.id}`);
    await expectStatus(page.getByTestId('detail-status'), 'CREATED');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog(page).getByText(`You want to delete purchase order ${order.reference}. ${PURCHASE_ORDER_MESSAGES.deleteConfirm}`)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(toast(page, PURCHASE_ORDER_MESSAGES.deleted)).toBeVisible();
    await expect(page).toHaveURL(/\/purchase-orders$/);
    expect((await procurementApi(page, { action: 'get.purchase_order', id: order.id })).status).toBe(404);

    const shipped = await freshOrder(page, procurement, { steps: ['SHIPPED'] });
    await page.goto(`/purchase-order/${shipped.id}`);
    await expectStatus(page.getByTestId('detail-status'), 'SHIPPED');
    await expect(page.getByRole('button', { name: 'Manage', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  });
});
