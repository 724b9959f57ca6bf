/**
 * The top bar: a notification pushed by the server appears as a toast and in the bell,
 * the bell's 5 latest and the link to all, marking read, the feedback form with its
 * screenshot rules and thank-you screen, the short name, and a 401 signing out.
 */
import { deflateSync } from 'node:zlib';
import { expect, request, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers.ts';
import { E2E_BASE_URL } from './env.ts';

const bellButton = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const bell = (page: Page) => page.getByRole('region', { name: 'Latest notifications' });

/** A technician somewhere else changes a machine's status through the API. */
async function technicianChangesStatus(): Promise<{ id: number; name: string; status: number }> {
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  const login = await api.post('/api/user-management', { data: { action: 'login', email: 'technician@demo.local', password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const list = await api.post('/api/vending-machine-management', { headers, data: { action: 'list.active_vending_machines', status: [1], limit: 1 } });
  const [machine] = ((await list.json()) as { data: { id: number; name: string; version: number }[] }).data;
  const changed = await api.post('/api/vending-machine-management', {
    headers,
    data: { action: 'update.vending_machine_status', id: machine.id, status: 2, version: machine.version },
  });
  expect(changed.status()).toBe(200);
  await api.dispose();
  return { id: machine.id, name: machine.name, status: 2 };
}

test('a notification pushed by the server appears as a toast and at the top of the bell', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await expect(bellButton(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  const unreadBefore = Number(/, (\d+) unread$/.exec((await bellButton(page).getAttribute('aria-label')) ?? '')?.[1]);
  // The live feed is connected once the bell has its list.
  await page.waitForTimeout(1000);

  const machine = await technicianChangesStatus();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'VM status' });
  await expect(toast).toContainText(`${machine.name} is under maintenance`);
  await expect(bellButton(page)).toHaveAccessibleName(`Notifications, ${unreadBefore + 1} unread`);
  // The toast leaves the top bar free: a click on the bell reaches the bell.
  const [toastBox, bellBox] = [await toast.boundingBox(), await bellButton(page).boundingBox()];
  expect(toastBox!.y).toBeGreaterThan(bellBox!.y + bellBox!.height);

  await bellButton(page).click();
  const items = bell(page).getByTestId('bell-item');
  await expect(items).toHaveCount(5);
  await expect(items.first()).toContainText(`${machine.name} is under maintenance`);
  await expect(items.first()).toContainText('(unread)');
  // The toast goes after 5 s (console.md §9).
  await expect(toast).toBeHidden({ timeout: 8000 });

  await items.first().getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`/vm/${machine.id}$`));
  await expect(bellButton(page)).toHaveAccessibleName(`Notifications, ${unreadBefore} unread`);
});

test('the bell links to all notifications, which can be filtered and marked read', async ({ page }) => {
  await signIn(page, 'partner@demo.local');
  await page.keyboard.press('Alt+n');
  await expect(bell(page)).toBeVisible();
  await bell(page).getByRole('link', { name: 'View all notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications');
  const rows = page.getByRole('grid', { name: 'Notifications' }).locator('tbody tr[data-index]');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText(/Total Data : \d+/)).toBeVisible();

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bellButton(page)).toHaveAccessibleName('Notifications');
  await expect(rows.first()).not.toContainText('(unread)');
});

test('feedback: message required, a screenshot over 2 MB refused and cleared, then the thank-you screen', async ({ page }) => {
  await signIn(page, 'operator@demo.local');
  await page.getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Send feedback' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Value required')).toBeVisible();

  await dialog.getByLabel('Message').fill('x'.repeat(501));
  await expect(dialog.getByText('Enter at most 500 characters')).toBeVisible();
  await dialog.getByLabel('Message').fill('The refill list should remember my last filter.');

  const file = dialog.locator('input[type="file"]');
  await file.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 10, 1) });
  await expect(dialog.getByText('Size must not be greater than 2 MB')).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveCount(0);

  await file.setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: pngScreenshot() });
  await expect(dialog.getByRole('img', { name: /preview/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('feedback-thanks')).toHaveText(
    'Thank you for contacting us. Your query has been received by the product team, we will contact you soon for the same.',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the profile menu shows the name cut to 11 + 6 characters; signing out from it ends the session', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await expect(page.getByTestId('profile-name')).toHaveText('Aishwaryala Venkat');
  await page.getByRole('button', { name: /Profile menu/ }).click();
  // The demo company has franchises, so no config app details (docs/decisions.md).
  await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Get Config App Login Details' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a 401 from the server (the session revoked elsewhere) signs the user out', async ({ page }) => {
  await signIn(page, 'operator@demo.local');
  const revoked = await page.request.post('/api/user-management', { data: { action: 'logout' } });
  expect(revoked.status()).toBe(200);
  await page.keyboard.press('Alt+r');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.evaluate(() => localStorage.length)).resolves.toBe(0);
});

test("the action history shows who changed a machine's status, and opens the machine", async ({ page }) => {
  const machine = await technicianChangesStatus();
  await signIn(page, 'admin@demo.local');
  await page.keyboard.press('Control+k');
  await page.locator('[cmdk-input]').fill('>action history');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/action-history$/);
  const rows = page.getByRole('grid', { name: 'Action history' }).locator('tbody tr[data-index]');
  const change = rows.filter({ hasText: `Vending machine #${machine.id}` }).first();
  await expect(change).toContainText('update.vending_machine_status');
  await expect(change).toContainText('Vikram Singh');
  await expect(change).toContainText('status: 1 → 2');
  await change.click();
  await expect(page).toHaveURL(new RegExp(`/vm/${machine.id}$`));
});

/** A valid 40×30 PNG (solid indigo), built here so the picker can decode and compress it. */
function pngScreenshot(width = 40, height = 30): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [79, 70, 229]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}
