/**
 * A machine gets connected, from the keyboard alone (issue 53): an admin onboards a board into a
 * machine from the palette, issues its device key and sees it once. A scripted device then speaks
 * /device/v1 with that key like a real board: it pulls its config and acknowledges it, and sells;
 * the sale appears live on /orders and on the machine's view. A coil blocked from the keyboard
 * makes the config pending until the device pulls and acknowledges it again. After "Revoke
 * device key" the device's next request is refused.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
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

const STAMP = String.raw`\w{3} \d{2} \d{4} \(\d{1,2}:\d{2} [AP]M\)`;

/** The scripted board: no cookies, only its key, as a machine in the field would call. */
function scriptedDevice(request: APIRequestContext, key: string) {
  const headers = { authorization: `Bearer ${key}` };
  const send = async (event: Record<string, unknown>) => {
    const id = randomUUID();
    const response = await request.post('/device/v1/events', { headers, data: { events: [{ id, at: new Date().toISOString(), ...event }] } });
    return { id, status: response.status(), body: await response.json() };
  };
  return {
    send,
    /** A one-unit sale of the coil, paid by UPI on the machine's own screen (Device App). */
    sell: async (coil: string, price: number) => {
      const sent = await send({ kind: 'vend', lines: [{ coil, quantity: 1, vended: 1 }], payment_mode: 'UPI', payment_status: 1, amount: price, channel: 3 });
      expect(sent.status).toBe(200);
      expect(sent.body.results[0]).toMatchObject({ status: 'accepted', result: { order_id: expect.any(String) } });
      return sent.body.results[0].result.order_id as string;
    },
    pullConfig: async () => {
      const response = await request.get('/device/v1/config', { headers });
      expect(response.status()).toBe(200);
      return (await response.json()) as { version: number; coils: { coil: string; price: number; blocked: boolean }[] };
    },
    ack: async (version: number) => expect((await request.post('/device/v1/config/ack', { headers, data: { version } })).status()).toBe(200),
  };
}

async function pressUntilFocused(page: Page, key: string, target: Locator, most = 60) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test('an admin connects a machine from the keyboard: a board, its key once, a device that sells live and applies config, then revoked', async ({ page, request }) => {
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

  const boardUrl = page.url();

  // The device connects: it pulls its config and acknowledges it.
  const device = scriptedDevice(request, key);
  let config = await device.pullConfig();
  await device.ack(config.version);
  const coil = config.coils.find((c) => !c.blocked)!;

  // On /orders, the device's sale appears without a reload.
  await palette(page, '>Go to Orders');
  await expect(page).toHaveURL(/\/orders$/);
  const orders = page.getByRole('grid').locator('tbody');
  await expect(orders.locator('tr').first()).toBeVisible();
  const sold = await device.sell(coil.coil, coil.price);
  await expect(orders).toContainText(sold);

  // On the machine's view: connected with its config applied, and the next sale appears in its events.
  await page.keyboard.press('Control+k');
  await expect(page.locator('[cmdk-input]')).toBeFocused();
  await page.keyboard.type(machine.code);
  await expect(page.locator('[cmdk-item][data-selected="true"]').first()).toContainText(machine.code);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('detail-code')).toHaveText(machine.code);
  const configLine = page.getByTestId('detail-config');
  await expect(configLine).toHaveText(new RegExp(`^Config v${config.version} applied ${STAMP}$`));
  const events = page.getByRole('grid', { name: 'Machine events' });
  await expect(events).toContainText(sold);
  const soldAgain = await device.sell(coil.coil, coil.price);
  await expect(events).toContainText(soldAgain);

  // A coil blocked from the keyboard: the config is pending until the device applies it.
  const grid = page.getByRole('grid', { name: 'Planogram' });
  await pressUntilFocused(page, 'Tab', grid.getByRole('gridcell').first());
  const label = (await grid.getByRole('gridcell').first().locator('.sr-only').textContent())!;
  const blocked = label.split(',')[0]!.replace('Coil ', '');
  const wasActive = label.endsWith('motor activated');
  await page.keyboard.press('b');
  const yes = page.getByRole('dialog').getByRole('button', { name: wasActive ? 'Yes, block it' : 'Yes, unblock it' });
  await pressUntilFocused(page, 'Tab', yes, 5);
  await page.keyboard.press('Enter');
  await expect(toast(page, `Coil ${blocked} ${wasActive ? 'blocked' : 'unblocked'}.`)).toBeVisible();
  await expect(configLine).toHaveText(new RegExp(`^v${config.version + 1} pending since ${STAMP}$`));
  config = await device.pullConfig();
  expect(config.coils.find((c) => c.coil === blocked)!.blocked).toBe(wasActive);
  await device.ack(config.version);
  await expect(configLine).toHaveText(new RegExp(`^Config v${config.version} applied ${STAMP}$`));

  // Revoked: the device's next request is refused.
  await page.goto(boardUrl);
  await expect(panel.getByTestId('detail-device-key')).toHaveText(`${key.slice(0, 12)}…`);
  await palette(page, '>Revoke device key');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Revoke', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Device key revoked')).toBeVisible();
  await expect(panel.getByTestId('detail-device-key')).toHaveText('No device key');
  expect((await device.send({ kind: 'door', open: true })).status).toBe(401);
});
