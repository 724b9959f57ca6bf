/**
 * The Entity area's journey (issue 37), from the keyboard alone and with no map tiles reachable
 * (this machine has no internet; tile requests are also refused here): an admin adds a zone by
 * typing its boundary's coordinates and sees it drawn on /zone/{id}; adds a warehouse in it
 * (the zone chosen, its position typed inside the boundary); counts the new warehouse's stock
 * with a tally, submits it and sees the buckets; and finds the warehouse inside the zone.
 */
import { expect, test, type Page } from '@playwright/test';
import { runFromPalette as palette, signIn, tabPastMap } from './helpers.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('an admin draws a zone by typing, adds a warehouse in it and counts its stock, with no tiles reachable', async ({ page }) => {
  const tileRequests: string[] = [];
  await page.route(/tile\.openstreetmap\.org|\{z\}/, (route) => {
    tileRequests.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await signIn(page, 'admin@demo.local');
  await palette(page, '>Add zone');
  await expect(page).toHaveURL(/\/add-zone$/);
  const name = `Keyboard Zone ${Date.now() % 100_000}`;

  // The name has the focus; saving without a boundary says what is missing and focuses the field.
  await expect(page.getByLabel('Zone name')).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please select zone boundaries on map.')).toBeVisible();
  const coordinates = page.getByLabel('Zone boundary coordinates');
  await expect(coordinates).toBeFocused();

  // Typed points are drawn on the map as they are read.
  await page.keyboard.type('26.95, 75.70\n26.95, 75.90\n26.80, 75.90\n26.80, 75.70');
  await expect(page.getByText('Please select zone boundaries on map.')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Zone boundary map' }).locator('path.leaflet-interactive')).toHaveCount(1);

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add zone' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Zone created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/zone\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const map = page.getByRole('region', { name: `Map of ${name}` });
  await expect(map.locator('svg path.leaflet-interactive')).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Warehouses in this zone' })).toContainText('No Data Available');

  // The map is still there with every tile refused: shapes need none.
  expect(tileRequests.length).toBeGreaterThan(0);
  await expect(map).toBeVisible();

  // Editing opens the same points in the field.
  await palette(page, '>Edit zone');
  await expect(page).toHaveURL(/\/edit-zone\/\d+$/);
  await expect(page.getByLabel('Zone boundary coordinates')).toHaveValue('26.95, 75.7\n26.95, 75.9\n26.8, 75.9\n26.8, 75.7');
  const zoneUrl = page.url().replace('/edit-zone/', '/zone/');

  // A warehouse in the zone: its zone chosen by typing, its position typed inside the boundary.
  await palette(page, '>Add warehouse');
  await expect(page).toHaveURL(/\/add-warehouse$/);
  const warehouse = `Jaipur Keyboard Warehouse ${Date.now() % 100_000}`;
  await expect(page.getByLabel('Warehouse name')).toBeFocused();
  await page.keyboard.type(warehouse);
  await page.keyboard.press('Tab');
  // A warehouse, not a vehicle: the storage type keeps its default.
  await expect(page.getByLabel('Storage type')).toBeFocused();
  await expect(page.getByLabel('Storage type')).toHaveValue('Warehouse');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Zone')).toBeFocused();
  await page.keyboard.type(name);
  await expect(page.getByLabel('Zone').locator('option:checked')).toHaveText(name);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Franchise')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Address line 1')).toBeFocused();
  await page.keyboard.type('Plot 4, Sitapura Industrial Area');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Country')).toBeFocused();
  await expect(page.getByLabel('Country')).toHaveValue('India');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Rajasthan');
  await expect(page.getByLabel('State')).toHaveValue('Rajasthan');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Jaipur');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Pincode')).toBeFocused();
  await page.keyboard.type('302022');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: /Warehouse location map/ })).toBeFocused();
  await tabPastMap(page, page.getByLabel('Latitude'));
  await page.keyboard.type('26.85');
  await page.keyboard.press('Tab');
  await page.keyboard.type('75.8');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Warehouse created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/warehouse\/\d+$/);
  await expect(page.getByRole('heading', { name: warehouse })).toBeVisible();

  // Its first count: the new warehouse holds nothing, so two products are added to the count,
  // one found on the shelf and one not.
  await palette(page, '>New tally for this warehouse');
  await expect(page).toHaveURL(/\/add-tally-inventory\/\d+$/);
  const chooser = page.getByRole('combobox', { name: 'Add product' });
  await chooser.focus();
  for (const counted of ['6', '0']) {
    await expect(chooser).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add product' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: /^Counted / }).last()).toBeFocused();
    await page.keyboard.type(counted);
    if (counted === '6') await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Tally Inventory Created Successfully')).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Draft');
  await palette(page, '>Submit tally');
  await expect(page.getByRole('dialog').getByText(/You want to submit this tally/)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('detail-status')).toHaveText('Submitted');
  for (const bucket of ['Increased: 1', 'Decreased: 0', 'Failed: 0', 'No change: 1']) await expect(page.getByLabel(bucket)).toBeVisible();

  // The zone now holds the warehouse: inside its boundary and assigned to it.
  await page.goto(zoneUrl);
  await expect(page.getByRole('table', { name: 'Warehouses in this zone' })).toContainText(warehouse);
});
