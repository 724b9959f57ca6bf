/**
 * Negative items (issue 42), from the keyboard: an admin creates a negative item, links a product
 * and a machine to it on the link and edit-link screens ("Negative Item Linked Successfully", "Edit
 * Negative Item Linked Successfully"), and sees both in
 * its links view; the demo's active item is in the list.
 */
import { expect, test, type Page } from '@playwright/test';
import { runFromPalette as palette, signIn, tickToLink as tick } from './helpers.ts';

const MACHINE = 'VM-00030';
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function link(page: Page, message = 'Negative Item Linked Successfully') {
  await page.getByRole('button', { name: 'Link', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, message)).toBeVisible();
}

test('an admin creates a negative item, links a product and a machine, and sees them in its links view', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  const products = await page.request.post('/api/product-management', { data: { action: 'list.products', limit: 1, sortBy: 'name', sortDir: 'ASC' } });
  const product = ((await products.json()).data as { name: string }[])[0]!.name;

  await palette(page, '>Add negative item');
  await expect(page).toHaveURL(/\/add-negative-item$/);
  const name = `Keyboard block ${Date.now() % 100_000}`;
  await expect(page.getByLabel('Name')).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Negative item created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/negative-item\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const id = Number(/\/negative-item\/(\d+)$/.exec(page.url())![1]);

  await palette(page, '>Link products to negative item');
  await expect(page).toHaveURL(new RegExp(`/link-item/${id}$`));
  await tick(page, 'Products to link', product);
  await link(page);
  await expect(page.getByRole('table', { name: 'Linked Products' }).or(page.getByRole('grid', { name: 'Linked Products' }))).toContainText(product);

  // The edit path edits too (domain.md §8 "Edit ... Linked Successfully"), not only removes.
  await page.goto(`/edit-vm-negative-item/${id}`);
  await tick(page, 'Vending Machines to link', MACHINE);
  await link(page, 'Edit Negative Item Linked Successfully');

  await page.goto(`/negative-item/${id}`);
  await page.getByRole('link', { name: 'View links' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/view-negative-item/${id}$`));
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  const table = (label: string) => page.getByRole('table', { name: label }).or(page.getByRole('grid', { name: label }));
  await expect(table('Products of the negative item')).toContainText(product);
  await expect(table('Vending machines of the negative item')).toContainText(MACHINE);

  await palette(page, 'Go to Negative items');
  await expect(page).toHaveURL(/\/negative-items$/);
  await expect(page.getByText('Sugary drinks near schools')).toBeVisible();
});
