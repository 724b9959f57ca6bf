/**
 * The Entity area's franchise journey, from the keyboard alone: an admin opens the palette,
 * adds a dependent franchise with three locations in two states, and sees them on its view
 * regrouped by state into cities, with "No store required for this franchise"; the list finds
 * it by a city. A franchise admin sees only their own franchise.
 */
import { expect, test, type Page } from '@playwright/test';
import { runFromPalette as palette, searchList, signIn } from './helpers.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Fills location n (country India already chosen): its state from the list, then a city typed. */
async function fillLocation(page: Page, n: number, state: string, city: string) {
  const row = page.getByRole('group', { name: `Location ${n}` });
  await expect(row.getByLabel('State')).toBeFocused();
  await expect(row.getByLabel('State').locator('option', { hasText: new RegExp(`^${state}$`) })).toHaveCount(1);
  await page.keyboard.type(state);
  await expect(row.getByLabel('State')).toHaveValue(state);
  await page.keyboard.press('Tab');
  await expect(row.getByLabel('City')).toBeFocused();
  await page.keyboard.type(city);
}

test('an admin adds a franchise with its locations and sees them grouped by state, without the mouse', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await palette(page, '>Add franchise');
  await expect(page).toHaveURL(/\/add-franchise$/);
  const name = `Keyboard Franchise ${Date.now() % 100_000}`;

  await expect(page.getByLabel('Name')).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Type')).toBeFocused();
  await page.keyboard.type('Dependent');
  await expect(page.getByLabel('Type')).toHaveValue('DEPENDENT');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Active')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add location' })).toBeFocused();

  // The first row is there already, its country India: Tab to its country, then its state.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('group', { name: 'Location 1' }).getByLabel('Country')).toHaveValue('India');
  await page.keyboard.press('Tab');
  await fillLocation(page, 1, 'Karnataka', 'Mysuru');

  // Add location takes the focus to the new row's state.
  for (const [n, state, city] of [[2, 'Goa', 'Panaji'], [3, 'Karnataka', 'Bengaluru']] as const) {
    await page.getByRole('button', { name: 'Add location' }).focus();
    await page.keyboard.press('Enter');
    await fillLocation(page, n, state, city);
  }
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Remove location 3' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add franchise' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Franchise created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/franchise\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('detail-type')).toHaveText('Dependent');
  // Regrouped by state, states and cities in order.
  const locations = page.getByTestId('franchise-locations');
  await expect(locations.locator('dt')).toHaveText(['Goa', 'Karnataka']);
  await expect(page.getByTestId('state-Karnataka').locator('dd')).toHaveText('Bengaluru, Mysuru');
  await expect(page.getByTestId('state-Goa').locator('dd')).toHaveText('Panaji');
  await expect(page.getByTestId('no-store-required')).toHaveText('No store required for this franchise');

  // Edit is a palette command of the view; its form shows the locations saved.
  await palette(page, '>Edit franchise');
  await expect(page).toHaveURL(/\/edit-franchise\/\d+$/);
  await expect(page.getByRole('group', { name: 'Location 3' }).getByLabel('City')).toHaveValue('Mysuru');

  // The list finds it by a city it works in.
  await palette(page, 'Go to Franchises');
  await expect(page).toHaveURL(/\/franchises/);
  await searchList(page, 'Panaji');
  await expect(page).toHaveURL(/q=/);
  const rows = page.getByRole('grid', { name: 'Franchises' }).locator('tbody tr[data-index]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);
});

test('a franchise admin sees only their own franchise and is offered no add', async ({ page }) => {
  await signIn(page, 'franchise@demo.local');
  await palette(page, 'Go to Franchises');
  const rows = page.getByRole('grid', { name: 'Franchises' }).locator('tbody tr[data-index]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('North Star Franchise');
  await expect(page.getByRole('link', { name: 'Add franchise' })).toHaveCount(0);
});
