/**
 * Issue 56's journey, from the keyboard alone: tomorrow's Created refill plans in one city
 * (the demo seeds them: server/seed/demo-journey-plans.ts), filtered through the address,
 * selected with Ctrl+A and marked in transit in one command; one of them undone from the run's
 * results; then a purchase order opened by typing its number and received in part with the
 * quantities the palette asks for.
 */
import { expect, test } from '@playwright/test';
import { JOURNEY_CITY, JOURNEY_PLANS, tomorrowMorning } from '../../server/seed/journey-round.ts';
import { runFromPalette, signIn } from './helpers.ts';
import { getOrder } from './procurement-api.ts';

/** A Shipped demo order no other journey moves on (server/seed/demo-purchase-orders.ts). */
const ORDER = { id: 6, reference: 'PO-000006' };

test("tomorrow's plans in one city marked in transit, one undone, then a purchase order received in part from the palette", async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  const day = tomorrowMorning(new Date()).toISOString().slice(0, 10);
  await page.goto(`/refills?status=1&city=${JOURNEY_CITY}&scheduled=custom&scheduled_from=${day}T00:00&scheduled_to=${day}T23:59`);
  const grid = page.getByRole('grid', { name: 'Refill plans' });
  const rows = grid.locator('tbody tr[data-index]');
  await expect(rows).toHaveCount(JOURNEY_PLANS);

  // `/` focuses the search, ArrowDown enters the table, Ctrl+A selects the page.
  await page.keyboard.press('/');
  await page.keyboard.press('ArrowDown');
  await expect(grid).toBeFocused();
  await page.keyboard.press('Control+a');
  await expect(grid.locator('tbody tr[aria-selected="true"]')).toHaveCount(JOURNEY_PLANS);
  const plans = await Promise.all([...Array(JOURNEY_PLANS).keys()].map(async (i) => (await rows.nth(i).locator('td').first().textContent())!.trim()));

  const title = `Mark in transit: ${JOURNEY_PLANS} of ${JOURNEY_PLANS} refill plans`;
  await runFromPalette(page, title);
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('status')).toHaveText(`${JOURNEY_PLANS} done, 0 refused`);
  const results = dialog.getByRole('list', { name: 'Results' });
  for (const plan of plans) await expect(results).toContainText(`${plan}Done`);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: `Mark in transit: ${JOURNEY_PLANS} done, 0 refused` })).toBeVisible();

  // Close has the focus; before it, "Undo all", and before that the last plan's own Undo.
  const last = plans.at(-1)!;
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Undo all' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: `Undo ${last}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(results.locator('li').filter({ hasText: last })).toContainText('Undone');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // Only the undone plan is still Created for tomorrow.
  await expect(rows).toHaveCount(1);
  await expect(rows.first().locator('td').first()).toHaveText(last);

  // Open the purchase order by typing its number.
  await page.keyboard.press('Control+k');
  await expect(page.locator('[cmdk-input]')).toBeFocused();
  await page.keyboard.type(ORDER.reference);
  await expect(page.locator('[cmdk-item][data-selected="true"]')).toContainText(ORDER.reference);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/purchase-order/${ORDER.id}$`));
  await expect(page.getByTestId('detail-status')).toHaveText('Shipped');

  // The palette asks the units of each line: one of the first, none of the others.
  const order = await getOrder(page, ORDER.id);
  await runFromPalette(page, '>Partially receive purchase order');
  for (const [i, line] of order.lines.entries()) {
    const outstanding = line.purchased_quantity - line.received_quantity;
    const step = page.getByRole('combobox', { name: `Units of ${line.sku} received (${outstanding} outstanding)?` });
    await expect(step).toBeFocused();
    await expect(step).toHaveValue(String(outstanding));
    await page.keyboard.press('Control+a');
    await page.keyboard.type(i === 0 ? '1' : '0');
    await page.keyboard.press('Enter');
  }
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Purchase order status updated successfully' })).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Partially Received');
  const received = page.getByRole('table', { name: 'Products' }).locator('tbody tr').first();
  await expect(received).toContainText(order.lines[0]!.sku);
  expect((await getOrder(page, ORDER.id)).lines.map((l) => l.received_quantity)).toEqual(order.lines.map((_, i) => (i === 0 ? 1 : 0)));
});
