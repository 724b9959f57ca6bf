/**
 * The zone area's journey, from the keyboard alone and with no map tiles reachable (this machine
 * has no internet; tile requests are also refused here): an admin adds a zone by typing its
 * boundary's coordinates, saves it, and sees it on /zone/{id} with the polygon drawn (an SVG path
 * on the map) beside the demo's plain background.
 */
import { expect, test, type Page } from '@playwright/test';
import { runFromPalette as palette, signIn } from './helpers.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('an admin adds a zone by typing its coordinates and sees it drawn, with no tiles reachable', async ({ page }) => {
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
});
