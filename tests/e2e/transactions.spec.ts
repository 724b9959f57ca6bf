/**
 * Transactions (issue 42) from the keyboard: an admin opens the demo's failed vend whose auto
 * refund the gateway refused, initiates a refund from the palette (Pending), checks it at the
 * gateway (Refund Success with its UTR). Then /pg-module's "Payments without an order" view lists
 * the demo's orphan payments (it stayed on Loading in session 50: the reconciliation searched every
 * order per payment; it now reads the links the payment's writer keeps).
 */
import { expect, test, type Page } from '@playwright/test';
import { runFromPalette, searchList, signIn } from './helpers.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('an admin refunds a failed vend without the mouse', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  // Failed vends with no refund generated: the demo's refused auto refund.
  await page.goto('/orders?vend=3&refund=-1');
  const rows = page.getByRole('grid', { name: 'Orders' }).locator('tbody tr[data-index]');
  await expect(rows.first()).toBeVisible();
  const orderId = (await rows.first().locator('td').first().innerText()).trim();
  await searchList(page, orderId);
  // The search has been applied (it is debounced): Enter must meet the searched list, not the one before.
  await expect(page).toHaveURL(new RegExp(`q=${orderId}`));
  await expect(rows).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  const refunds = page.getByRole('table', { name: 'Refunds' });
  await expect(refunds.getByText('Failure')).toBeVisible();

  await runFromPalette(page, '>Initiate refund');
  const amount = page.getByRole('dialog').getByLabel('Refund amount (₹)');
  await expect(amount).toBeFocused();
  await expect(amount).not.toHaveValue('');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Refund initiated successfully')).toBeVisible();
  await expect(refunds.getByText('Pending')).toBeVisible();
  await expect(page.getByTestId('detail-refund-status')).toHaveText('Pending');

  await runFromPalette(page, '>Check refund status');
  await expect(toast(page, 'Refund completed successfully')).toBeVisible();
  await expect(refunds.getByText('Refund Success')).toBeVisible();
  await expect(refunds.getByText(/^UTR\d{14}$/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Order lines' }).getByText(/^UTR\d{14}$/)).toBeVisible();

  await page.goto('/pg-module?view=no_order');
  const payments = page.getByRole('grid', { name: 'Payments' });
  await expect(payments.getByText('pay_demo_orphan_1')).toBeVisible();
  await expect(payments.getByText('pay_demo_orphan_3')).toBeVisible();
  await expect(payments.getByText('Matched')).toHaveCount(0);
});

test("a partner's direct sale from the vehicle is recorded from the keyboard and lands in the open cash collection", async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await runFromPalette(page, 'Go to Direct sale');
  await expect(page).toHaveURL(/\/direct-sale$/);
  const pick = async (label: RegExp, text: string) => {
    const select = page.getByRole('combobox', { name: label });
    await expect(select.locator('option', { hasText: text }).first()).toBeAttached();
    await select.focus();
    await page.keyboard.type(text);
    await expect(select.locator('option:checked')).toContainText(text);
  };
  await pick(/^Cash collection/, 'CC-2001');
  await pick(/^Vehicle/, 'Ramesh');
  // The vehicle's shelves: the first product it holds.
  const product = page.getByRole('combobox', { name: /^Product 1/ });
  await expect(product.locator('option', { hasText: 'in the vehicle' }).first()).toBeAttached();
  await product.focus();
  await page.keyboard.press('ArrowDown');
  await expect(product.locator('option:checked')).toContainText('in the vehicle');
  await page.getByRole('textbox', { name: /^Quantity 1/ }).focus();
  await page.keyboard.type('1');
  await page.getByRole('button', { name: 'Record direct sale' }).focus();
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Direct sale recorded successfully').first()).toBeVisible();
  await expect(page).toHaveURL(/\/view-cash-order\/\d+$/);
  await expect(page.getByText('CC-2001').first()).toBeVisible();
});
