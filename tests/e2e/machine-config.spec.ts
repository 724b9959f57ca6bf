/**
 * Machine configuration (issue 38), from the keyboard alone: an admin adds a machine from the
 * palette (served by a warehouse, a VM template and one of its planograms, each chosen by
 * typing), lands on /vm/{id} with the planogram's slots, and opens "Edit machine" from the
 * palette with the form filled from the machine.
 */
import { expect, test, type Page } from '@playwright/test';
import { runFromPalette as palette, signIn, tabPastMap } from './helpers.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('an admin adds a vending machine from the palette and opens it for editing', async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org|\{z\}/, (route) => route.abort('internetdisconnected'));
  await signIn(page, 'admin@demo.local');
  await palette(page, '>Add vending machine');
  await expect(page).toHaveURL(/\/add-vm$/);
  const name = `Palette VM ${Date.now() % 100_000}`;
  await expect(page.getByLabel('Machine name')).toBeFocused();
  await page.keyboard.type(name);
  const next = async (label: string, text: string) => {
    await page.keyboard.press('Tab');
    const field = page.getByRole('textbox', { name: label, exact: true }).or(page.getByRole('combobox', { name: label, exact: true }));
    await expect(field).toBeFocused();
    await page.keyboard.type(text);
  };
  await next('Machine code', `PAL-${Date.now() % 1_000_000}`);
  await next('Location', 'Reception, Tower A');
  await next('City', 'Bengaluru');
  await page.keyboard.press('Tab');
  await tabPastMap(page, page.getByLabel('Latitude'));
  await page.keyboard.type('12.9716');
  await next('Longitude', '77.5946');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Use my location' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Served by')).toBeFocused();
  await next('Warehouse', 'Bengaluru Central');
  await expect(page.getByLabel('Warehouse').locator('option:checked')).toHaveText('Bengaluru Central Warehouse');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Franchise')).toBeFocused();
  await next('VM template', 'Standard snack');
  await expect(page.getByLabel('VM template').locator('option:checked')).toHaveText('Standard snack machine 6 × 8');
  await next('Planogram template', 'Office snacks');
  await expect(page.getByLabel('Planogram template').locator('option:checked')).toHaveText('Office snacks');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Vending machine created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/vm\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await palette(page, '>Edit machine');
  await expect(page).toHaveURL(/\/edit-vm\/\d+$/);
  await expect(page.getByLabel('Machine name')).toHaveValue(name);
  await expect(page.getByLabel('Planogram template').locator('option:checked')).toHaveText('Office snacks');
});
