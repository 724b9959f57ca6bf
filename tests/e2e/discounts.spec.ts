/**
 * Discounts (issue 42), from the keyboard alone: an admin adds a "Buy X items get Y items"
 * discount (buy 2 get 1) for a machine from the palette, sees it on its view and in the list,
 * then pauses and resumes it from the palette (the offer machine decides what is offered).
 */
import { expect, test, type Page } from '@playwright/test';
import { OFFER_STATUS } from '../../contract/offers.ts';
import { OFFER_STATUSES } from '../../contract/statuses.ts';
import { offerLifecycle } from '../../machines/records/offer.ts';
import { searchList, signIn } from './helpers.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function palette(page: Page, text: string) {
  await page.keyboard.press('Control+k');
  await expect(page.locator('[cmdk-input]')).toBeFocused();
  await page.keyboard.type(text);
  await expect(page.getByRole('option', { name: new RegExp(`^(Go to )?${text.replace(/^>/, '')}`) }).first()).toBeVisible();
  await page.keyboard.press('Enter');
}

test('an admin creates a buy 2 get 1 discount for a machine, finds it, and takes it through every status change of its machine without the mouse', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await palette(page, '>Add discount');
  await expect(page).toHaveURL(/\/add-discount$/);
  const name = `Keyboard B2G1 ${Date.now() % 100_000}`;

  await expect(page.getByLabel('Offer name')).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  const type = page.getByLabel('Offer type');
  await expect(type).toBeFocused();
  await expect(type.locator('option').nth(1)).toBeAttached();
  await page.keyboard.type('Buy X items get');
  await expect(type).toHaveValue('5');

  // The machines: search, then tick the first one shown.
  await page.getByLabel('Search machines').focus();
  await page.keyboard.press('Tab');
  const firstMachine = page.getByRole('group', { name: 'Machines' }).getByRole('checkbox').first();
  await expect(firstMachine).toBeFocused();
  await page.keyboard.press('Space');
  await expect(firstMachine).toBeChecked();

  // Sub-offer 1: its label, then product 1 bought 2, given 1.
  await page.getByLabel('Sub-offer 1 label').focus();
  await page.keyboard.type('Buy 2 get 1');
  const product = page.getByLabel('Product 1', { exact: true });
  await product.focus();
  await page.keyboard.press('ArrowDown');
  await expect(product).not.toHaveValue('');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Buy qty, product 1', { exact: true })).toBeFocused();
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Max buy qty, product 1', { exact: true })).toBeFocused();
  await page.keyboard.type('6');
  await page.keyboard.press('Tab');
  await page.keyboard.type('100');
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Discount created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/discount-view\/\d+$/);
  const viewUrl = page.url();
  await expect(page.getByRole('heading', { name: `Discount: ${name}` })).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Active');
  await expect(page.getByTestId('detail-offer-type')).toHaveText('Buy X items get Y items');
  await expect(page.getByRole('region', { name: 'Offer lines of Buy 2 get 1' }).getByRole('row')).toHaveCount(2);

  await palette(page, '>Pause discount');
  await expect(page.getByRole('dialog').getByText(`You want to pause ${name}.`)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Status updated successfully')).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Paused');

  await palette(page, '>Resume discount');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Status updated successfully').last()).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Active');

  await palette(page, 'Discounts');
  await expect(page).toHaveURL(/\/offerlist\/discounts/);
  await searchList(page, name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Buy X items get Y items');
  await expect(row).toContainText('Active');

  // The rest of the status machine on the same screen: a walk from Active that takes every
  // transition of machines/records/offer.ts at least once (pause and resume were taken above).
  await page.goto(viewUrl);
  await expect(page.getByRole('heading', { name: `Discount: ${name}` })).toBeVisible();
  let status: number = OFFER_STATUS.active;
  for (const event of coveringWalk(OFFER_STATUS.active)) {
    const verb = event.split('.')[1]!;
    await palette(page, `>${verb[0]!.toUpperCase()}${verb.slice(1)} discount`);
    if (event === 'offer.restart') {
      // New dates, prefilled from today: Enter in the start date restarts it.
      await expect(page).toHaveURL(/\/restart-discount\/\d+$/);
      await expect(page.getByLabel('Start date')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(toast(page, 'Discount restarted successfully').first()).toBeVisible();
    } else {
      await expect(page.getByRole('dialog').getByText(/You want to/)).toBeVisible();
      await page.keyboard.press('Enter');
    }
    status = offerLifecycle.next(status, event)!;
    await expect(page.getByTestId('detail-status')).toHaveText(OFFER_STATUSES.find((s) => s.id === status)!.name);
  }
});

/** Events from `start` that take every transition of the offer machine: an untaken one where there is one, else the shortest way to one. */
function coveringWalk(start: number): string[] {
  const key = (from: number, event: string) => `${from}:${event}`;
  const untaken = new Set(OFFER_STATUSES.flatMap((s) => offerLifecycle.eventsFrom(s.id).map((e) => key(s.id, e))));
  const walk: string[] = [];
  let at = start;
  while (untaken.size > 0) {
    const here = offerLifecycle.eventsFrom(at).find((e) => untaken.has(key(at, e)));
    if (here) {
      untaken.delete(key(at, here));
      walk.push(here);
      at = offerLifecycle.next(at, here)!;
      continue;
    }
    // Breadth-first to the nearest status with an untaken transition.
    const queue: { status: number; path: string[] }[] = [{ status: at, path: [] }];
    const seen = new Set([at]);
    for (let item = queue.shift(); item; item = queue.shift()) {
      if (offerLifecycle.eventsFrom(item.status).some((e) => untaken.has(key(item!.status, e)))) {
        for (const e of item.path) { untaken.delete(key(at, e)); walk.push(e); at = offerLifecycle.next(at, e)!; }
        break;
      }
      for (const e of offerLifecycle.eventsFrom(item.status)) {
        const to = offerLifecycle.next(item.status, e)!;
        if (!seen.has(to)) { seen.add(to); queue.push({ status: to, path: [...item.path, e] }); }
      }
    }
  }
  return walk;
}
