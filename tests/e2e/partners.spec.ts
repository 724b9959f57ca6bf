/**
 * The refill partners' journey (issue 40, the people), from the keyboard alone: an admin adds a
 * refill partner from the palette, sets the app PIN (shown only as set, with the date), adds a
 * vehicle, deactivates the partner ("Status updated successfully") and finds them among the
 * inactive partners; the seeded vehicles show on the first partner's screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { runFromPalette as palette, searchList, signIn } from './helpers.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('an admin adds a refill partner, sets a PIN, adds a vehicle and deactivates them without the mouse', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await palette(page, '>Add refill partner');
  await expect(page).toHaveURL(/\/add-refill-partner$/);
  const name = `Keyboard Partner ${Date.now() % 100_000}`;

  await expect(page.getByLabel('Name')).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('9876512345');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Refill partner created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/refill-partner\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('detail-app-pin')).toHaveText('Not set');

  // The PIN, typed twice; a mismatch is named first.
  await palette(page, '>Set refill partner PIN');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('New PIN')).toBeFocused();
  await page.keyboard.type('2468');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2469');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('PINs do not match')).toBeVisible();
  await dialog.getByLabel('Confirm PIN').focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('2468');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'PIN set successfully')).toBeVisible();
  await expect(page.getByTestId('detail-app-pin')).toHaveText('Set');
  await expect(page.getByText('2468')).toHaveCount(0);

  // A vehicle: a name and its registration number.
  await palette(page, '>Add vehicle');
  await expect(page.getByRole('dialog').getByLabel('Vehicle name')).toBeFocused();
  await page.keyboard.type('Keyboard van');
  await page.keyboard.press('Tab');
  await page.keyboard.type(`KA 09 KB ${Date.now() % 10_000}`);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Vehicle added successfully')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Vehicles' }).getByText('Keyboard van')).toBeVisible();

  // Deactivate, confirmed.
  await palette(page, '>Deactivate refill partner');
  await expect(page.getByRole('button', { name: 'Yes, deactivate' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Status updated successfully')).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Inactive');

  // The list, searched from the keyboard, shows them inactive.
  await palette(page, 'Go to Refill partners');
  await expect(page).toHaveURL(/\/refill-partners/);
  await searchList(page, name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Inactive');
  await expect(row).toContainText('1');
});

test("the first partner's seeded vehicles show on their screen", async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await palette(page, 'Go to Refill partners');
  await searchList(page, 'Ramesh Kumar');
  await page.getByRole('link', { name: 'Ramesh Kumar' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Ramesh Kumar' })).toBeVisible();
  const vehicles = page.getByRole('table', { name: 'Vehicles' });
  await expect(vehicles.getByText('Ramesh van')).toBeVisible();
  await expect(vehicles.getByText('KA 01 AB 1234')).toBeVisible();
});
