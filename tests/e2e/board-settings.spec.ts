/**
 * The board settings templates' journey, from the keyboard alone: an admin adds a template from
 * the palette, puts 3G second in the network priority with Alt+ArrowUp, saves, and sees that
 * order on the template; then edits it with the visible "Move up" button and sees the new order.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { runFromPalette as palette, signIn } from './helpers.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Presses Tab until the element has the focus (a form's controls, in their order). */
async function tabTo(page: Page, target: Locator, most = 25) {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const handle = (page: Page, network: string) => page.getByRole('button', { name: new RegExp(`^${network.replace('/', '\\/')}, priority`) });
const viewOrder = (page: Page) => page.getByRole('list', { name: 'Network priority' }).locator('li');

test('an admin adds a board settings template and orders its networks without the mouse', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await palette(page, '>Add board settings template');
  await expect(page).toHaveURL(/\/add-vm-setting$/);
  const name = `Keyboard kiosk ${Date.now() % 100_000}`;

  await expect(page.getByLabel('Template name')).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Sanden Vendo SDV-48');
  await page.keyboard.press('Tab');
  await page.keyboard.type('VC-Carrier 3.2');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Board type')).toBeFocused();
  await page.keyboard.type('Without');
  await expect(page.getByLabel('Board type')).toHaveValue('2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Best');
  await expect(page.getByLabel('Expiry display')).toHaveValue('3');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Show at');
  await expect(page.getByLabel('Non-available product display')).toHaveValue('2');

  // The priority starts in the catalogue's order; 3G goes up twice with Alt+ArrowUp, keeping the focus.
  const editor = page.getByRole('list', { name: 'Network priority' });
  await expect(editor.locator('li')).toHaveText([/Ethernet/, /Wi-Fi/, /4G\/LTE/, /3G/]);
  await tabTo(page, handle(page, '3G'));
  await page.keyboard.press('Alt+ArrowUp');
  await expect(handle(page, '3G')).toBeFocused();
  await expect(handle(page, '3G')).toHaveAccessibleName(/priority 3 of 4/);
  await page.keyboard.press('Alt+ArrowUp');
  await expect(editor.locator('li')).toHaveText([/Ethernet/, /3G/, /Wi-Fi/, /4G\/LTE/]);
  await expect(handle(page, '3G')).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Add board settings template' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'VM board template created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/setting-vm\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(viewOrder(page)).toHaveText(['Ethernet', '3G', 'Wi-Fi', '4G/LTE']);

  // Edit from the palette: 4G/LTE up one place with its visible button, then save.
  await palette(page, '>Edit board settings template');
  await expect(page).toHaveURL(/\/edit-vm-setting\/\d+$/);
  await expect(page.getByLabel('Template name')).toBeFocused();
  const moveUp = page.getByRole('button', { name: 'Move up: 4G/LTE' });
  await tabTo(page, moveUp);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Network priority' }).locator('li')).toHaveText([/Ethernet/, /3G/, /4G\/LTE/, /Wi-Fi/]);
  await expect(moveUp).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Save changes' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'network board settings template updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/setting-vm\/\d+$/);
  await expect(viewOrder(page)).toHaveText(['Ethernet', '3G', '4G/LTE', 'Wi-Fi']);
});
