/**
 * Advertisements (issue 43), from the keyboard: an admin adds an ad from the palette — name,
 * screen type, a real WebM video (a 3 KB clip recorded by Chromium, tests/e2e/fixtures/ad.webm)
 * uploaded with a progress bar, two machines ticked with Enter — sees the video play on its view,
 * pauses it from the palette, and finds it in the list filtered by status in the address.
 * A file that only claims to be a video is refused before any upload.
 */
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { runFromPalette, signIn } from './helpers.ts';

const VIDEO = fileURLToPath(new URL('./fixtures/ad.webm', import.meta.url));
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Presses `key` until `target` has the focus (a few presses at most). */
async function pressUntilFocused(page: Page, key: string, target: Locator, most = 30) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test('an admin uploads a video ad for two machines, sees it play and pauses it without the mouse', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await runFromPalette(page, '>Add advertisement');
  await expect(page).toHaveURL(/\/add-advertisement$/);
  const name = `Keyboard chai ${Date.now() % 100_000}`;

  await expect(page.getByLabel('Name')).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Screen type')).toBeFocused();
  await page.keyboard.type('Idle');
  await expect(page.getByLabel('Screen type')).toHaveValue('Idle');
  await page.keyboard.press('Tab');
  const file = page.locator('#ad-video');
  await expect(file).toBeFocused();

  // A text file named like a video is refused from its first bytes, before any upload.
  await file.setInputFiles({ name: 'fake.webm', mimeType: 'video/webm', buffer: Buffer.from('not a video at all') });
  await expect(page.getByText('The uploaded file is not an MP4 or WebM video.')).toBeVisible();
  await file.setInputFiles(VIDEO);
  await expect(page.getByText('The uploaded file is not an MP4 or WebM video.')).toBeHidden();

  // The machine table: Tab to its search, then ArrowDown and Enter tick the active row.
  const rows = page.getByRole('grid', { name: 'Machines' }).locator('tbody tr[data-index]');
  await expect(rows.nth(1)).toBeVisible();
  await pressUntilFocused(page, 'Tab', page.getByRole('searchbox').first());
  const names: string[] = [];
  for (let i = 0; i < 2; i++) {
    await page.keyboard.press('ArrowDown');
    await expect(rows.nth(i)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(rows.nth(i).getByRole('checkbox')).toBeChecked();
    names.push((await rows.nth(i).locator('td').nth(1).innerText()).trim());
  }
  await expect(page.getByRole('status').filter({ hasText: '2 machines selected' })).toContainText(names[0]!);

  await pressUntilFocused(page, 'Tab', page.getByRole('button', { name: 'Add advertisement' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Advertisement created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/advertisement\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Active');
  await expect(page.getByTestId('detail-video-type')).toHaveText('WebM');
  await expect(page.getByRole('table', { name: 'Linked machines' })).toContainText(names[1]!);

  // The video the browser uploaded plays from the object store.
  const video = page.getByLabel(`${name} video`);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.videoWidth > 0)).toBe(true);
  await video.evaluate((v: HTMLVideoElement) => v.play());
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);

  await runFromPalette(page, '>Pause advertisement');
  await expect(page.getByRole('dialog')).toContainText(`You want to pause ${name}.`);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Status updated successfully')).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Paused');

  // The list, filtered by status in the address, finds it.
  await page.goto('/advertisements?status=2');
  await expect(page.getByRole('grid', { name: 'Advertisements' })).toContainText(name);
  await expect(page.getByRole('grid', { name: 'Advertisements' })).not.toContainText('Diwali sweets');
});
