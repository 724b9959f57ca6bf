/**
 * Model-based, part 3: the shortest path to each state of the material transfer screen's flow,
 * run against the real /material-transfer-overview screen in Chromium (paths that stop while
 * saving are carried on by the server's answer). Each step drives the screen the way a user
 * would (status selector, ticks, dialogs, the palette for "Scan items") and then checks that
 * the screen shows the state the model is in. Saving requests are held until the model's
 * `save.succeeded`, so "Saving..." is observable. Then a few journeys the paths do not take.
 */
import { expect, test, type Page } from '@playwright/test';
import { TRANSFER_STATUS, orderStatus } from '../../contract/statuses.ts';
import { CANCEL_CONFIRM_TEXT, PARTIAL_CONFIRM_TEXT, RECEIVED_TOAST, TRANSFER_TOASTS, transferFlow } from '../../machines/flows/materialTransfer.ts';
import { transferEventFor, transferLifecycle } from '../../machines/records/materialTransfer.ts';
import type { TransferTarget } from '../../contract/actions/material-transfers.ts';
import { createTransferModel, savedTransfer, type TransferFlowEvent, type TransferSnapshot } from '../model/flow-models.ts';
import { describeBrowserRun, pathName, shortestPathsWithSaves, statesReached } from '../model/paths.ts';
import { holdSaves, saveExecutors, type HeldSaves } from './held-saves.ts';
import { signIn } from './helpers.ts';

const model = createTransferModel();
const paths = shortestPathsWithSaves(model, (s) => s.matches({ ready: 'saving' }), savedTransfer);
test.afterAll(() => console.log(describeBrowserRun('material transfer in Chromium', transferFlow, paths as never)));

test('the paths reach every state of the flow', () => {
  expect(statesReached(transferFlow, paths as never).missing).toEqual([]);
});

const PARTIAL = 'transfer.partiallyReceive';
/** The status a step leads to: what the screen's status selector shows for it. */
const targetOf = (transition: string | null) => (transition ? transferLifecycle.next(TRANSFER_STATUS.created, transition)! : TRANSFER_STATUS.created);

interface Detail { product_id: number; stock: number; Product: { sku: string } }
interface Transfer { id: number; order_id: string; state: number; version: number; ShippingDetails: Detail[] }

const WM = '/api/warehouse-management';
const used = new Set<number>();

async function api(page: Page, body: object) {
  const r = await page.request.post(WM, { data: body });
  return { status: r.status(), body: await r.json() };
}

/**
 * A transfer in the given status; a Created one is fresh (never used) with a first item of ≥ 3
 * units. The seed has no In Transit or Executed transfer: a fresh one is taken there.
 */
async function transferIn(page: Page, status: number): Promise<Transfer> {
  if (status === TRANSFER_STATUS.inTransit || status === TRANSFER_STATUS.executed) {
    const fresh = await transferIn(page, TRANSFER_STATUS.created);
    const r = await api(page, { action: 'manage.material_transfer', id: fresh.id, new_status: status, version: fresh.version });
    expect(r.status).toBe(200);
    return r.body.data as Transfer;
  }
  const list = await api(page, { action: 'list.warehouse_orders', kind: ['material_transfer'], status: [status], limit: 200, sortBy: 'order_id', sortDir: 'ASC' });
  for (const row of list.body.data as { id: number }[]) {
    if (status === 1 && used.has(row.id)) continue;
    const t = (await api(page, { action: 'get.material_transfer', id: row.id })).body.data as Transfer;
    if (status !== 1 || (t.ShippingDetails.length >= 2 && t.ShippingDetails[0].stock >= 3)) {
      used.add(row.id);
      return t;
    }
  }
  throw new Error(`no transfer in status ${status} left`);
}

const statusSelect = (page: Page) => page.getByRole('combobox', { name: 'Status' });
const dialog = (page: Page) => page.getByRole('dialog');
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function runPalette(page: Page, title: string) {
  await page.keyboard.press('Control+k');
  const input = page.getByPlaceholder(/./).and(page.locator('[cmdk-input]'));
  await input.fill(`>${title}`);
  await expect(page.getByRole('option', { name: new RegExp(`^${title}`) })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(input).toBeHidden();
}

interface Run extends HeldSaves { transfer: Transfer | null }

async function checkState(page: Page, run: Run, s: TransferSnapshot) {
  if (s.matches('loading')) return; // transient: the next step waits for what follows
  if (s.matches('loadFailed')) {
    await expect(page.getByRole('alert').filter({ hasText: 'Could not open this transfer order' })).toBeVisible();
    return;
  }
  const t = run.transfer!;
  const c = s.context;
  const status = Number(c.record!.status);
  // An In Transit transfer is still open: it is checked like a Created one, unless just saved.
  if (status !== TRANSFER_STATUS.created && (run.saved || transferLifecycle.isFinal(status))) {
    const name = orderStatus(status).name;
    if (run.saved) {
      await expect(toast(page, TRANSFER_TOASTS[transferEventFor(status as TransferTarget)])).toBeVisible();
      await expect(page).toHaveURL(/\/warehouse-orders$/);
      expect((await api(page, { action: 'get.material_transfer', id: t.id })).body.data.state).toBe(status);
    } else {
      await expect(page.getByTestId('detail-status')).toHaveText(name);
      await expect(statusSelect(page)).toHaveCount(0);
      await expect(page.getByText(`This transfer order is ${name}; nothing more can be done with it.`)).toBeVisible();
    }
    return;
  }
  // A confirmation is modal: the rest of the page is inert until it is answered.
  const confirming = s.matches({ ready: 'confirmingChoice' }) ? CANCEL_CONFIRM_TEXT : s.matches({ ready: 'confirmingSave' }) ? PARTIAL_CONFIRM_TEXT : null;
  if (confirming) {
    await expect(dialog(page).getByText(confirming)).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Yes' })).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'No' })).toBeVisible();
    return;
  }
  await expect(dialog(page)).toHaveCount(0);
  await expect(statusSelect(page)).toHaveValue(String(targetOf(c.transition)));
  const saving = s.matches({ ready: 'saving' });
  const save = page.getByRole('button', { name: saving ? 'Saving...' : 'Save', exact: true });
  if (saving || c.transition === null) await expect(save).toBeDisabled();
  else await expect(save).toBeEnabled();
  const partial = c.transition === PARTIAL;
  const ticks = page.getByRole('checkbox', { name: /^Receive SKU-/ });
  await expect(ticks).toHaveCount(partial ? t.ShippingDetails.length : 0);
  if (partial) {
    for (const [i, item] of c.draft!.items.entries()) {
      const sku = t.ShippingDetails[i].Product.sku;
      if (item.ticked) await expect(page.getByRole('checkbox', { name: `Receive ${sku}` })).toBeChecked();
      else await expect(page.getByRole('checkbox', { name: `Receive ${sku}` })).not.toBeChecked();
    }
    const remainder = page.getByRole('checkbox', { name: 'Create a new transfer order for the remaining quantity' });
    if (c.draft!.createRemainder) await expect(remainder).toBeChecked();
    else await expect(remainder).not.toBeChecked();
  }
  await expect(page.getByLabel('Scan SKU')).toHaveCount(partial && s.matches({ ready: 'chosen' }) && c.draft!.scanning ? 1 : 0);
}

type Step = { state: unknown; event: TransferFlowEvent };

function executors(page: Page, run: Run) {
  const select = (value: string) => async () => void (await statusSelect(page).selectOption(value));
  const sku = (productId: number) => run.transfer!.ShippingDetails[productId - 1].Product.sku;
  /** Edits only a partial receipt takes: elsewhere the flow ignores them, and so does the screen. */
  const edits = {
    'scan.start': () => runPalette(page, 'Scan items'),
    'scan.stop': () => page.getByRole('button', { name: 'Stop scanning' }).click(),
    scanned: async () => {
      await page.getByLabel('Scan SKU').fill(sku(2));
      await page.getByLabel('Scan SKU').press('Enter');
    },
    toggle: (productId: number) => page.getByRole('checkbox', { name: `Receive ${sku(productId)}` }).click(),
    quantity: (value: string) => page.getByLabel(`Received ${sku(1)}`).fill(value === '2' ? '2' : ''),
    remainder: () => page.getByRole('checkbox', { name: 'Create a new transfer order for the remaining quantity' }).click(),
  };
  return {
    'record.loaded': async ({ event }: Step) => {
      if (event.type !== 'record.loaded') return;
      run.transfer = await transferIn(page, event.record.status);
      await page.goto(`/material-transfer-overview/${run.transfer.id}`);
      await expect(page.getByRole('heading', { name: `Transfer Order ${run.transfer.order_id}` })).toBeVisible();
    },
    'load.failed': async () => void (await page.goto('/material-transfer-overview/2147483647')),
    'record.reload': async () => page.getByRole('button', { name: 'Try again' }).click(),
    'record.select': ({ event }: Step) => select(String(targetOf(event.type === 'record.select' ? event.transition : null)))(),
    'record.reset': select('1'),
    'draft.edit': async ({ state, event }: Step) => {
      if (event.type !== 'draft.edit' || (state as TransferSnapshot).context.transition !== PARTIAL) return;
      const e = event.edit;
      if (e.kind === 'toggle') await edits.toggle(e.productId);
      else if (e.kind === 'quantity') await edits.quantity(e.value);
      else await edits[e.kind]();
    },
    'record.save': () => page.getByRole('button', { name: 'Save', exact: true }).click(),
    'confirm.yes': () => dialog(page).getByRole('button', { name: 'Yes' }).click(),
    'confirm.no': () => dialog(page).getByRole('button', { name: 'No' }).click(),
    ...saveExecutors(run),
  };
}

test.describe('every state of the transfer flow on the real screen', () => {
  for (const path of paths) {
    test(pathName(path as never), async ({ page }) => {
      const run: Run = { transfer: null, saved: false, held: [] };
      await holdSaves(page, WM, 'manage.material_transfer', run);
      await signIn(page, 'warehouse@demo.local');
      await path.test({ events: executors(page, run) as never, states: { '*': (s) => checkState(page, run, s as TransferSnapshot) } });
    });
  }
});

test.describe('journeys the shortest paths do not take', () => {
  test('scan mode: a keyboard-wedge scanner ticks items by exact SKU; the remainder goes on a new order', async ({ page }) => {
    await signIn(page, 'warehouse@demo.local');
    const t = await transferIn(page, 1);
    const [first, second] = t.ShippingDetails;
    await page.goto(`/material-transfer-overview/${t.id}`);
    await expect(page.getByRole('heading', { name: `Transfer Order ${t.order_id}` })).toBeVisible();
    await runPalette(page, 'Scan items');
    const scan = page.getByLabel('Scan SKU');
    await expect(scan).toBeFocused();
    await page.keyboard.type(`${first.Product.sku.slice(0, -1)}\n`);
    await expect(page.getByRole('status').filter({ hasText: `No item with SKU ${first.Product.sku.slice(0, -1)} in this transfer` })).toBeVisible();
    await page.keyboard.type(`${first.Product.sku}\n`);
    await expect(page.getByRole('checkbox', { name: `Receive ${first.Product.sku}` })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: `Receive ${second.Product.sku}` })).not.toBeChecked();
    await expect(scan).toBeFocused();
    await page.getByRole('button', { name: 'Stop scanning' }).click();
    await expect(page.getByLabel(`Received ${first.Product.sku}`)).toHaveValue(String(first.stock));
    await page.getByLabel(`Received ${first.Product.sku}`).fill('1');
    await page.getByRole('checkbox', { name: 'Create a new transfer order for the remaining quantity' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, RECEIVED_TOAST)).toBeVisible();
    await expect(page).toHaveURL(/\/warehouse-orders$/);

    const after = (await api(page, { action: 'get.material_transfer', id: t.id })).body.data;
    expect(after.state).toBe(4);
    const remainder = (await api(page, { action: 'get.material_transfer', id: after.remainder_order.id })).body.data;
    const carried = Object.fromEntries(remainder.ShippingDetails.map((d: Detail) => [d.product_id, d.stock]));
    expect(carried[first.product_id]).toBe(first.stock - 1);
    expect(carried[second.product_id]).toBe(second.stock);
  });

  test('a partial receipt is checked before it is confirmed', async ({ page }) => {
    await signIn(page, 'warehouse@demo.local');
    const t = await transferIn(page, 1);
    const sku = t.ShippingDetails[0].Product.sku;
    await page.goto(`/material-transfer-overview/${t.id}`);
    await statusSelect(page).selectOption('4');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Tick at least one item to receive' })).toBeVisible();
    await page.getByRole('checkbox', { name: `Receive ${sku}` }).check();
    await page.getByLabel(`Received ${sku}`).fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Value required')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    // Only digits can be typed, and nothing above the stock sent.
    await page.getByLabel(`Received ${sku}`).pressSequentially('-1x');
    await expect(page.getByLabel(`Received ${sku}`)).toHaveValue('1');
    await statusSelect(page).selectOption('2');
    await dialog(page).getByRole('button', { name: 'No' }).click();
    await expect(statusSelect(page)).toHaveValue('1');
  });

  test('two people on one order: the second gets the 409 and sees the order as it is now', async ({ page }) => {
    await signIn(page, 'warehouse@demo.local');
    const t = await transferIn(page, 1);
    await page.goto(`/material-transfer-overview/${t.id}`);
    await statusSelect(page).selectOption('3');
    // Someone else receives it first.
    expect((await api(page, { action: 'manage.material_transfer', id: t.id, new_status: 3, version: 0 })).status).toBe(200);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, `Transfer order ${t.order_id} is Received; it cannot be received now.`)).toBeVisible();
    await expect(page.getByTestId('detail-status')).toHaveText('Received');
    await expect(statusSelect(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/material-transfer-overview/${t.id}$`));
  });

  test('"Receive transfer" from the palette receives everything at once', async ({ page }) => {
    await signIn(page, 'warehouse@demo.local');
    const t = await transferIn(page, 1);
    await page.goto(`/material-transfer/manage/${t.id}`);
    await expect(page.getByRole('heading', { name: `Transfer Order ${t.order_id}` })).toBeVisible();
    await runPalette(page, 'Receive transfer');
    await expect(toast(page, RECEIVED_TOAST)).toBeVisible();
    await expect(page).toHaveURL(/\/warehouse-orders$/);
    const after = (await api(page, { action: 'get.material_transfer', id: t.id })).body.data;
    expect(after.ShippingDetails.every((d: Detail & { received_stock: number }) => d.received_stock === d.stock)).toBe(true);
  });

  test('an operator may look but is offered no receiving, on the screen or in the palette', async ({ page }) => {
    await signIn(page, 'operator@demo.local');
    const t = await transferIn(page, 1);
    await page.goto(`/material-transfer-overview/${t.id}`);
    await expect(page.getByText('Your role may view this transfer order but not receive or cancel it.')).toBeVisible();
    await expect(statusSelect(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await page.locator('[cmdk-input]').fill('>transfer');
    await expect(page.getByRole('option', { name: /Receive transfer|Cancel transfer|Partially receive transfer/ })).toHaveCount(0);
  });
});
