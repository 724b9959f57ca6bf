/**
 * Machine configuration (issue 38): an admin adds a machine from the palette (served by a
 * warehouse, a VM template and one of its planograms), lands on /vm/{id} with the planogram's
 * slots, and opens "Edit machine" from the palette with the form filled from the machine.
 */
import { expect, test, type Page } from '@playwright/test';
import { runFromPalette as palette, signIn } from './helpers.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('an admin adds a vending machine from the palette and opens it for editing', async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org|\{z\}/, (route) => route.abort('internetdisconnected'));
  await signIn(page, 'admin@demo.local');
  await palette(page, '>Add vending machine');
  await expect(page).toHaveURL(/\/add-vm$/);
  const name = `Palette VM ${Date.now() % 100_000}`;
  await expect(page.getByLabel('Machine name')).toBeFocused();
  await page.keyboard.type(name);
  await page.getByLabel('Machine code').fill(`PAL-${Date.now() % 1_000_000}`);
  await page.getByRole('textbox', { name: 'Location', exact: true }).fill('Reception, Tower A');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('Warehouse').selectOption({ label: 'Bengaluru Central Warehouse' });
  await page.getByLabel('VM template').selectOption({ label: 'Standard snack machine 6 × 8' });
  await page.getByLabel('Planogram template').selectOption({ label: 'Office snacks' });
  await page.getByRole('button', { name: 'Add vending machine' }).click();
  await expect(toast(page, 'Vending machine created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/vm\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await palette(page, '>Edit machine');
  await expect(page).toHaveURL(/\/edit-vm\/\d+$/);
  await expect(page.getByLabel('Machine name')).toHaveValue(name);
  await expect(page.getByLabel('Planogram template').locator('option:checked')).toHaveText('Office snacks');
});
