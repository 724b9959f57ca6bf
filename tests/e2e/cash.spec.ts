/**
 * Model-based, part 3, for cash collections: the shortest path to each state of the cash
 * screen's flow on the real /view-cash-order screen in Chromium (see transfers.spec.ts), then the
 * over/short a warehouse user sees and what an operator is not offered.
 */
import { expect, test, type Page } from '@playwright/test';
import { CASH_STATUS } from '../../contract/statuses.ts';
import { CASH_RECEIVED_TOAST, cashFlow } from '../../machines/flows/cashCollection.ts';
import { createCashModel, savedCash, type CashFlowEvent, type CashSnapshot } from '../model/flow-models.ts';
import { describeBrowserRun, pathName, shortestPathsWithSaves, statesReached } from '../model/paths.ts';
import { holdSaves, saveExecutors, type HeldSaves } from './held-saves.ts';
import { signIn } from './helpers.ts';

const paths = shortestPathsWithSaves(createCashModel(), (s) => s.matches({ ready: 'saving' }), savedCash);
test.afterAll(() => console.log(describeBrowserRun('cash collection in Chromium', cashFlow, paths as never)));

test('the paths reach every state of the flow', () => {
  expect(statesReached(cashFlow, paths as never).missing).toEqual([]);
});

const RM = '/api/refill-management';
const used = new Set<number>();
interface Collection { id: number; order_id: string; state: string; expected_amount: number; submitted_amount: number }

async function api(page: Page, body: object) {
  const r = await page.request.post(RM, { data: body });
  return { status: r.status(), body: await r.json() };
}

async function collectionIn(page: Page, state: string): Promise<Collection> {
  const list = await api(page, { action: 'list.cash_in_hand_orders', state: [state], limit: 100 });
  const row = (list.body.data as Collection[]).find((c) => state !== 'SUBMITTED' || !used.has(c.id));
  if (!row) throw new Error(`no ${state} collection left`);
  used.add(row.id);
  return row;
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const amountField = (page: Page) => page.getByRole('dialog').getByLabel('Received amount');

/** The screen's Receive, from the keyboard: the dialog with its live difference (the palette's command asks the amount itself). */
async function openReceiveDialog(page: Page) {
  await page.getByRole('button', { name: 'Receive', exact: true }).focus();
  await page.keyboard.press('Enter');
}

interface Run extends HeldSaves { collection: Collection | null }

async function checkState(page: Page, run: Run, s: CashSnapshot) {
  if (s.matches('loading')) return;
  if (s.matches('loadFailed')) {
    await expect(page.getByRole('alert').filter({ hasText: 'Could not open this cash order' })).toBeVisible();
    return;
  }
  const { record, draft } = s.context;
  if (record!.status === CASH_STATUS.received) {
    if (run.saved) await expect(toast(page, CASH_RECEIVED_TOAST)).toBeVisible();
    await expect(page.getByTestId('detail-status')).toHaveText('RECEIVED');
    await expect(page.getByTestId('detail-status').locator('[data-colour]')).toHaveAttribute('data-colour', 'green');
    await expect(page.getByRole('button', { name: 'Receive', exact: true })).toHaveCount(0);
    await expect(page.getByTestId('detail-over-short')).toHaveText(/Short by|Over by|Matches/);
    return;
  }
  if (s.matches({ ready: 'idle' })) {
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('detail-status')).toHaveText('SUBMITTED');
    await expect(page.getByTestId('detail-status').locator('[data-colour]')).toHaveAttribute('data-colour', 'blue');
    await expect(page.getByRole('button', { name: 'Receive', exact: true })).toBeVisible();
    return;
  }
  // The model's sample total stands for the real collection's; '-5' cannot be typed (no minus), so it is left empty.
  const typed = draft!.amount === record!.submittedAmount.toFixed(2) ? run.collection!.submitted_amount.toFixed(2)
    : draft!.amount === '-5' ? '' : draft!.amount;
  await expect(amountField(page)).toHaveValue(typed);
  if (s.matches({ ready: 'saving' })) {
    await expect(page.getByRole('button', { name: 'Receiving...' })).toBeDisabled();
  } else if (s.context.showErrors) {
    await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
  }
}

type Step = { event: CashFlowEvent };

function executors(page: Page, run: Run) {
  return {
    'record.loaded': async ({ event }: Step) => {
      if (event.type !== 'record.loaded') return;
      run.collection = await collectionIn(page, event.record.status);
      await page.goto(`/view-cash-order/${run.collection.id}`);
      await expect(page.getByRole('heading', { name: `Cash Order ${run.collection.order_id}` })).toBeVisible();
    },
    'load.failed': async () => void (await page.goto('/view-cash-order/2147483647')),
    'record.reload': () => page.getByRole('button', { name: 'Try again' }).click(),
    'record.select': () => openReceiveDialog(page),
    'draft.edit': ({ event }: Step) => amountField(page).fill(event.type === 'draft.edit' && event.edit.value !== '-5' ? event.edit.value : ''),
    'record.save': () => page.getByRole('dialog').getByRole('button', { name: 'Receive', exact: true }).click(),
    'record.reset': () => page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click(),
    ...saveExecutors(run),
  };
}

test.describe('every state of the cash flow on the real screen', () => {
  for (const path of paths) {
    test(pathName(path as never), async ({ page }) => {
      const run: Run = { collection: null, saved: false, held: [] };
      await holdSaves(page, RM, 'receive.cash_in_hand_order', run);
      await signIn(page, 'warehouse@demo.local');
      await path.test({ events: executors(page, run) as never, states: { '*': (s) => checkState(page, run, s as CashSnapshot) } });
    });
  }
});

test('receiving short with the keyboard alone shows and stores the difference', async ({ page }) => {
  await signIn(page, 'warehouse@demo.local');
  const c = await collectionIn(page, 'SUBMITTED');
  await page.goto(`/view-cash-order/${c.id}`);
  await expect(page.getByTestId('detail-total-cash')).toContainText('₹');
  await openReceiveDialog(page);
  await expect(amountField(page)).toBeFocused();
  await expect(amountField(page)).toHaveValue(c.submitted_amount.toFixed(2));
  const counted = Math.round((c.expected_amount - 10.5) * 100) / 100;
  await amountField(page).fill(String(counted));
  await expect(page.getByTestId('receive-difference')).toHaveText('Short by ₹10.50');
  await page.keyboard.press('Enter');
  await expect(toast(page, CASH_RECEIVED_TOAST)).toBeVisible();
  await expect(page.getByTestId('detail-over-short')).toHaveText('Short by ₹10.50');
  await expect(page.getByTestId('detail-status')).toHaveText('RECEIVED');
  const stored = (await api(page, { action: 'get.cash_in_hand_order', id: c.id })).body.data;
  expect(stored.received_amount).toBe(counted);
  expect(Math.round(stored.difference * 100)).toBe(-1050);
  await page.getByRole('link', { name: stored.Warehouse.name }).click();
  await expect(page).toHaveURL(new RegExp(`/warehouse/${stored.Warehouse.id}$`));
});

test('the palette asks the amount picked up, starting at the declared one, and receives it', async ({ page }) => {
  await signIn(page, 'warehouse@demo.local');
  const c = await collectionIn(page, 'SUBMITTED');
  await page.goto(`/view-cash-order/${c.id}`);
  await expect(page.getByTestId('detail-total-cash')).toContainText('₹');
  await page.keyboard.press('Control+k');
  await page.locator('[cmdk-input]').fill('>Receive cash order');
  await expect(page.getByRole('option', { name: /^Receive cash order/ })).toBeVisible();
  await page.keyboard.press('Enter');
  const ask = page.getByRole('combobox', { name: 'Amount picked up?' });
  await expect(ask).toBeFocused();
  await expect(ask).toHaveValue(c.submitted_amount.toFixed(2));
  const counted = Math.round((c.expected_amount + 2) * 100) / 100;
  await ask.fill(String(counted));
  await page.keyboard.press('Enter');
  await expect(toast(page, CASH_RECEIVED_TOAST)).toBeVisible();
  await expect(page.getByTestId('detail-over-short')).toHaveText('Over by ₹2.00');
  await expect(page.getByTestId('detail-status')).toHaveText('RECEIVED');
});

test('an operator sees the cash order but no Receive, and the palette offers none', async ({ page }) => {
  await signIn(page, 'operator@demo.local');
  const c = await collectionIn(page, 'SUBMITTED');
  await page.goto(`/view-cash-order/${c.id}`);
  await expect(page.getByText('Your role may view this cash order but not receive it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Receive', exact: true })).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await page.locator('[cmdk-input]').fill('>Receive cash');
  await expect(page.getByRole('option', { name: /^Receive cash order/ })).toHaveCount(0);
});

test('the cash collection list finds what waits to be received', async ({ page }) => {
  await signIn(page, 'warehouse@demo.local');
  await page.goto('/cash-collections?state=SUBMITTED');
  const rows = page.getByRole('grid', { name: 'Cash collections' }).locator('tbody tr[data-index]');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText('SUBMITTED');
  await rows.first().click();
  await expect(page).toHaveURL(/\/view-cash-order\/\d+$/);
});
