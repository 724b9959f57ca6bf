/**
 * A machine's board gets its device key, from the keyboard alone (issue 53 "Identity"): an
 * admin onboards a board into a machine from the palette, opens it, issues its key from the
 * palette and sees the key once; a scripted device then speaks /device/v1 with that key and is
 * let in; after "Revoke device key" its next request is refused.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { runFromPalette as palette, searchList, signIn } from './helpers.ts';

const VM = '/api/vending-machine-management';
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A demo machine without a board, through the API as the signed-in page. */
async function machineWithoutBoard(page: Page) {
  const ask = async (body: object) => (await (await page.request.post(VM, { data: body })).json()).data as { id: number; name: string; code: string; vending_machine?: { id: number } }[];
  const linked = new Set((await ask({ action: 'list.hardware_boards', link: ['linked'], limit: 2000 })).map((b) => b.vending_machine!.id));
  const machine = (await ask({ action: 'list.active_vending_machines', limit: 2000, sortBy: 'code', sortDir: 'DESC' })).find((m) => !linked.has(m.id));
  if (!machine) throw new Error('every demo machine has a board');
  return machine;
}

/** One `door` event from the scripted device: no cookies, only its key. */
async function deviceSends(request: APIRequestContext, key: string) {
  const id = randomUUID();
  const response = await request.post('/device/v1/events', {
    headers: { authorization: `Bearer ${key}` },
    data: { events: [{ id, at: new Date().toISOString(), kind: 'door', open: true }] },
  });
  return { id, status: response.status(), body: await response.json() };
}

test('an admin onboards a board, issues its device key once, and revokes it, without the mouse', async ({ page, request }) => {
  await signIn(page, 'admin@demo.local');
  const machine = await machineWithoutBoard(page);
  const serial = `E2E-KEY-${Date.now() % 1_000_000}`;

  await palette(page, '>Onboard board');
  await expect(page).toHaveURL(/\/hardware-boards\?onboard=1$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Serial number')).toBeFocused();
  await page.keyboard.type(serial);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Board type')).toBeFocused();
  await page.keyboard.type('With display');
  await page.keyboard.press('Tab');
  await page.keyboard.type('v4.2.0');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Find machine')).toBeFocused();
  await page.keyboard.type(machine.code);
  const picker = dialog.getByLabel('Vending machine');
  await expect(picker.locator('option', { hasText: machine.code })).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(picker).toBeFocused();
  await page.keyboard.type(machine.name);
  await expect(picker).toHaveValue(String(machine.id));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Onboard board' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Hardware board onboarded successfully')).toBeVisible();

  // Open the new board from the list: search, arrow into the table, Enter.
  await searchList(page, serial);
  const row = page.getByRole('row').filter({ hasText: serial });
  // The search has answered (header and one row) before the arrows move in the table.
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page).toHaveURL(new RegExp(`q=${serial}`));
  await expect(row).toContainText('No device key');
  await page.keyboard.press('ArrowDown');
  await expect(row).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/board=\d+/);
  const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: `Board ${serial}` }) });
  await expect(panel.getByTestId('detail-device-key')).toHaveText('No device key');

  await palette(page, '>Issue device key');
  const shown = page.getByRole('dialog');
  await expect(shown.getByRole('alert')).toContainText('it will not be shown again');
  const key = await shown.getByLabel('Device key').inputValue();
  expect(key).toMatch(/^vdk_/);
  await expect(shown.getByRole('button', { name: 'Copy' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(shown.getByRole('button', { name: 'Done' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(shown).toBeHidden();
  // Only the prefix is left on the screen.
  await expect(panel.getByTestId('detail-device-key')).toHaveText(`${key.slice(0, 12)}…`);
  await expect(row).toContainText(`${key.slice(0, 12)}…`);
  expect(await page.content()).not.toContain(key);

  // The scripted device is let in with its key: an answer for its event, not a 401.
  const sent = await deviceSends(request, key);
  expect(sent.status).toBe(200);
  expect(sent.body.results).toEqual([expect.objectContaining({ id: sent.id })]);

  await palette(page, '>Revoke device key');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Revoke', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Device key revoked')).toBeVisible();
  await expect(panel.getByTestId('detail-device-key')).toHaveText('No device key');
  const refused = await deviceSends(request, key);
  expect(refused.status).toBe(401);
});
