/**
 * A shipping order from the keyboard alone (issue 41): the admin writes one for the demo store
 * manager's store with a delivery partner, moves it through packing, dispatch and the partner's
 * delivery from the palette (the stepper showing the spec's tooltips), then the store manager
 * receives it two units short with a reason, and the two units are accounted for: the order
 * shows them as not received (Damaged) and in the discarded bin (tests/api/shipping.test.ts
 * checks the ledger's moves).
 */
import { expect, test, type Page } from '@playwright/test';
import { runFromPalette as palette, searchList, signIn } from './helpers.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const SHIPPING = '/api/shipping-management';

async function choose(page: Page, label: RegExp, text: string) {
  const select = page.getByRole('combobox', { name: label });
  await expect(select.locator('option', { hasText: text }).first()).toBeAttached();
  await select.focus();
  await page.keyboard.type(text);
  await expect(select.locator('option:checked')).toContainText(text);
}

async function step(page: Page, command: string, status: string) {
  await palette(page, `>${command}`);
  await expect(page.getByRole('dialog').getByText(/You want to/)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('detail-status')).toHaveText(status);
}

test('a shipping order goes through its five steps from the keyboard and a short receipt accounts for the two missing units', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  const post = async (data: object) => (await (await page.request.post(SHIPPING, { data })).json()).data;
  // The store manager's store, and a warehouse line that holds enough: from a seeded order waiting for that manager.
  const [waiting] = await post({ action: 'list.shippings', status: ['DELIVERED_DP'], limit: 1 });
  const seeded = await post({ action: 'get.shipping', id: waiting.id });
  const line = seeded.lines.find((l: { source_stock: number }) => l.source_stock >= 10) ?? seeded.lines[0];

  await palette(page, 'Add shipping order');
  await expect(page).toHaveURL(/\/add-shipping$/);
  await choose(page, /^Source warehouse/, seeded.source.name);
  await choose(page, /^Destination store/, seeded.destination.name);
  await choose(page, /^Delivery partner/, 'Swift Couriers');
  await choose(page, /^Product 1/, line.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('5');
  await page.getByRole('button', { name: 'Create shipping order' }).focus();
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Shipping order created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/shipping\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByTestId('detail-status')).toHaveText('Order Created');
  const steps = page.getByRole('list', { name: 'Shipping steps' });
  await expect(steps.locator('[aria-current="step"]')).toContainText('Order Created');

  await step(page, 'Start packing shipping order', 'In Progress');
  await step(page, 'Dispatch shipping order', 'Dispatched');
  await expect(steps.locator('[aria-current="step"]')).toHaveAttribute('title', 'Waiting for the response from the delivery partner');
  await step(page, 'Mark shipping order delivered', 'Delivered');
  await expect(steps.locator('[aria-current="step"]')).toHaveAttribute('title', "Waiting for the store manager's response");
  // The warehouse cannot receive for the store.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('>Receive shipping order');
  await expect(page.locator('[cmdk-item]').filter({ hasText: 'Receive shipping order' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  const orderId = (await post({ action: 'get.shipping', id })).order_id as string;

  // The store manager receives it two units short.
  await page.context().clearCookies();
  await signIn(page, 'store@demo.local');
  await palette(page, 'Go to Shipping orders');
  await expect(page).toHaveURL(/\/shippings/);
  const rows = page.getByRole('grid', { name: 'Shipping orders' }).locator('tbody tr[data-index]');
  await expect(rows.first()).toBeVisible();
  await searchList(page, orderId);
  await expect(rows).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/shipping/${id}$`));
  await palette(page, '>Receive shipping order');
  await expect(page).toHaveURL(new RegExp(`/manage-shipping/${id}$`));
  const received = page.getByRole('spinbutton', { name: new RegExp(`^Received ${line.name}`) }).or(page.getByLabel(new RegExp(`^Received ${line.name}`)));
  await received.first().focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('3');
  await choose(page, new RegExp(`^Reason ${line.name}`), 'Damaged');
  await page.getByRole('button', { name: 'Receive shipping order' }).focus();
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Shipping order received successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/shipping/${id}$`));
  await expect(page.getByTestId('detail-status')).toHaveText('Received');
  const row = page.getByRole('table', { name: 'Products' }).locator('tbody tr').filter({ hasText: line.sku });
  await expect(row.locator('td').nth(3)).toHaveText('3');
  await expect(row.locator('td').nth(4)).toHaveText('2');
  await expect(row).toContainText('Damaged');
  // The two units are in the discarded bin, with the reason, on the order itself.
  await expect(page.getByText('2 (in the discarded bin)')).toBeVisible();
});

test('a store order generated from its runout and max quantities is saved as a shipping order from the keyboard', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  const post = async (data: object) => (await (await page.request.post(SHIPPING, { data })).json()).data;
  // The demo store manager's store (every demo store has runout and max quantities; some products at or below the runout).
  const [waiting] = await post({ action: 'list.shippings', status: ['DELIVERED_DP'], limit: 1 });
  const seeded = await post({ action: 'get.shipping', id: waiting.id });
  const proposal = await post({ action: 'propose.store_order', store_id: seeded.destination.id, warehouse_id: seeded.source.id });
  const line = proposal.lines.find((l: { proposed: number; warehouse_stock: number }) => l.proposed > 0 && l.warehouse_stock >= l.proposed);
  expect(line, 'the demo store lacks a product its source warehouse holds').toBeTruthy();

  await page.goto(`/generate-store-order/${seeded.destination.id}`);
  await expect(page.getByRole('heading', { name: `Store order for ${seeded.destination.name}` })).toBeVisible();
  const lacks = page.getByRole('table', { name: 'What the store lacks' }).locator('tbody tr').filter({ hasText: line.sku });
  await expect(lacks).toContainText(String(line.proposed));
  await choose(page, /^Ship from warehouse/, seeded.source.name);
  // The form comes proposed: the lacking product at its proposed quantity, capped by the shelves.
  await expect(page.getByRole('button', { name: 'Create shipping order' })).toBeVisible();
  await page.getByRole('button', { name: 'Create shipping order' }).focus();
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Shipping order created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/shipping\/\d+$/);
  const order = await post({ action: 'get.shipping', id: Number(page.url().split('/').pop()) });
  expect(order).toMatchObject({ status: 'ORDER_CREATED', source: { id: seeded.source.id }, destination: { id: seeded.destination.id } });
  expect(order.lines).toContainEqual(expect.objectContaining({ product_id: line.product_id, quantity: line.proposed }));
});
