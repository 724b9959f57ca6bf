/**
 * Open any record (issue 56): Ctrl+K, type a purchase order's number, Enter opens it.
 */
import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';

test('Ctrl+K, a purchase order number and Enter open that purchase order', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  const r = await page.request.post('/api/procurement-management', { data: { action: 'list.purchase_orders', limit: 50 } });
  expect(r.status()).toBe(200);
  const order = ((await r.json()) as { data: { id: number; reference: string }[] }).data.find((o) => o.reference.startsWith('PO-'));
  expect(order).toBeDefined();

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  // Keys typed before the palette's input has the focus would go elsewhere.
  await expect(page.locator('[cmdk-input]')).toBeFocused();
  await page.keyboard.type(order!.reference);
  await expect(palette.getByRole('group', { name: 'Purchase orders' }).getByRole('option').first()).toContainText(order!.reference);
  await expect(palette.getByRole('option').first()).toContainText(order!.reference);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/purchase-order/${order!.id}$`));
  await expect(page.getByText(`Purchase order ${order!.reference}`).first()).toBeVisible();
});
