/**
 * A tally from the keyboard alone: on a warehouse's view an admin starts "New tally for this
 * warehouse" from the palette, types the counts of the first three products (↓ between lines:
 * one above the shelves, one below, one equal), saves the draft with Enter, submits it from the
 * palette and sees the result buckets with their counts.
 */
import { expect, test, type Page } from '@playwright/test';
import { runFromPalette as palette, signIn } from './helpers.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

type Product = { product_id: number; stock: number; held: boolean; active: boolean };

/** A warehouse whose first three held products are active, the second with a unit or more. */
async function countable(page: Page) {
  const post = async (data: object) => (await (await page.request.post('/api/warehouse-management', { data })).json()).data;
  for (const w of await post({ action: 'list.warehouses', limit: 20 })) {
    const held = ((await post({ action: 'list.tally_products', warehouse_id: w.id })) as Product[]).filter((p) => p.held);
    if (held.length >= 3 && held.slice(0, 3).every((p) => p.active) && held[1]!.stock >= 1) return { id: w.id as number, held };
  }
  throw new Error('no warehouse holds three active products');
}

test('an admin counts a warehouse from its view, submits the tally and sees the buckets, without the mouse', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  const { id, held: [a, b, c] } = await countable(page);
  await page.goto(`/warehouse/${id}`);
  await expect(page.getByRole('link', { name: 'Tallies' })).toBeVisible();

  await palette(page, '>New tally for this warehouse');
  await expect(page).toHaveURL(new RegExp(`/add-tally-inventory/${id}$`));
  const first = page.getByRole('textbox', { name: /^Counted / }).first();
  await first.focus();
  await page.keyboard.type(String(a!.stock + 2));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type(String(b!.stock - 1));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type(String(c!.stock));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Tally Inventory Created Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/tally-inventory\/\d+$/);
  await expect(page.getByTestId('detail-status')).toHaveText('Draft');
  await expect(page.getByTestId('detail-products-counted')).toHaveText('3');

  await palette(page, '>Submit tally');
  await expect(page.getByRole('dialog').getByText(/You want to submit this tally/)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Tally inventory submitted successfully')).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Submitted');
  for (const bucket of ['Increased: 1', 'Decreased: 1', 'Failed: 0', 'No change: 1']) await expect(page.getByLabel(bucket)).toBeVisible();
});
