/**
 * A supplier return from the keyboard alone: an admin opens "Add supplier return" from the
 * palette, picks the warehouse and the supplier by typing their names, sends two units of the
 * first product back, and executes the return from the palette; the overview shows it Executed.
 */
import { expect, test, type Page } from '@playwright/test';
import { runFromPalette as palette, signIn } from './helpers.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();


/** A warehouse and a supplier whose products it holds, 2 or more of the first. */
async function returnablePair(page: Page) {
  const post = async (area: string, data: object) => (await (await page.request.post(`/api/${area}`, { data })).json()).data;
  const warehouses = await post('warehouse-management', { action: 'list.warehouses', limit: 20 });
  const suppliers = await post('procurement-management', { action: 'list.suppliers', limit: 20 });
  for (const w of warehouses) {
    for (const s of suppliers) {
      const lines = await post('procurement-management', { action: 'list.supplier_returnables', warehouse_id: w.id, supplier_id: s.id });
      if (lines.length && lines[0].available >= 2) return { warehouse: w.name as string, supplier: s.company_name as string };
    }
  }
  throw new Error('no warehouse holds a supplier’s products');
}

test('an admin sends two units back to a supplier and executes the return without the mouse', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  const pair = await returnablePair(page);
  await palette(page, '>Add supplier return');
  await expect(page).toHaveURL(/\/add-supplier-return$/);

  const warehouse = page.getByRole('combobox', { name: /^Warehouse/ });
  await expect(warehouse.locator('option', { hasText: pair.warehouse })).toHaveCount(1);
  await warehouse.focus();
  await page.keyboard.type(pair.warehouse);
  await expect(warehouse.locator('option:checked')).toHaveText(pair.warehouse);
  const supplier = page.getByRole('combobox', { name: /^Supplier/ });
  await expect(supplier.locator('option', { hasText: pair.supplier })).toHaveCount(1);
  await supplier.focus();
  await page.keyboard.type(pair.supplier);
  await expect(supplier.locator('option:checked')).toHaveText(pair.supplier);

  const quantity = page.getByRole('textbox', { name: /^Return quantity/ }).first();
  await quantity.focus();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Supplier return created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/supplier-return-overview\/\d+$/);
  await expect(page.getByTestId('detail-status')).toHaveText('Created');
  await expect(page.getByTestId('detail-total-quantity')).toHaveText('2');

  await palette(page, '>Execute supplier return');
  await expect(page.getByRole('dialog').getByText(/You want to hand these products over/)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Supplier return executed successfully')).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Executed');
});
