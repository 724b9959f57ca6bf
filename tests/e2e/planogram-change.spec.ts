/**
 * Planogram change for many machines (issue 38), from the keyboard alone: an admin opens
 * /change-planogram-multiple-vm from the palette, finds three demo machines by their codes
 * (/ then type), ticks them with Enter, chooses "Office snacks" by typing in the drop down,
 * applies and confirms; sees the spec's success text and a result per machine, and opens one
 * of them, whose /vm/{id} grid now holds the planogram's products.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { runFromPalette, signIn } from './helpers.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const rows = (page: Page) => page.getByRole('grid', { name: 'Vending machines to change' }).locator('tbody tr[data-index]');

/** Presses `key` until `target` has the focus (a few presses at most). */
async function pressUntilFocused(page: Page, key: string, target: Locator, most = 20) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Codes of the machines with a Created or In Transit refill plan, read through the API. */
async function machinesWithOpenPlans(page: Page): Promise<Set<string>> {
  const answer = await page.request.post('/api/refill-management', { data: { action: 'list.refills', status: [1, 2], limit: 500 } });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { data: { VendingMachine: { code: string } }[] };
  return new Set(body.data.map((plan) => plan.VendingMachine.code));
}

test('an admin changes the planogram of three machines at once and sees it on one of them', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await runFromPalette(page, '>Go to Change Planogram for Multiple VMs');
  await expect(page).toHaveURL(/\/change-planogram-multiple-vm/);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Change Planogram for Multiple VMs' })).toBeVisible();

  // Nothing chosen yet: the spec's message.
  await pressUntilFocused(page, 'Tab', page.getByRole('button', { name: 'Change planogram' }), 40);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Please select a VM form the checkbox table' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select a Planogram from the drop down' })).toBeVisible();

  // Three machines, found by code and ticked with Enter; a machine with an open refill plan (the
  // seed's, or another journey's) would be refused, so the walk passes over those.
  const blocked = await machinesWithOpenPlans(page);
  await page.keyboard.press('/');
  await page.keyboard.type('VM-0015');
  await expect(page).toHaveURL(/q=VM-0015/);
  await expect(rows(page).first()).toContainText('VM-0015');
  await page.keyboard.press('ArrowDown');
  const names: string[] = [];
  for (let i = 0; names.length < 3; i++) {
    if (i > 0) await page.keyboard.press('ArrowDown');
    const row = rows(page).nth(i);
    await expect(row).toHaveAttribute('aria-selected', 'true');
    if (blocked.has((await row.locator('td').nth(2).innerText()).trim())) continue;
    await page.keyboard.press('Enter');
    await expect(row.getByRole('checkbox')).toBeChecked();
    names.push((await row.locator('td').nth(1).innerText()).trim());
  }
  await expect(page.getByRole('status').filter({ hasText: '3 machines selected' })).toBeVisible();

  // The planogram, chosen by typing; then apply and confirm.
  const planogram = page.getByRole('combobox', { name: 'Planogram' });
  await pressUntilFocused(page, 'Shift+Tab', planogram);
  await page.keyboard.type('Office snacks');
  await expect(planogram.locator('option:checked')).toHaveText(/^Office snacks — Standard snack machine 6 × 8/);
  await pressUntilFocused(page, 'Tab', page.getByRole('button', { name: 'Change planogram' }), 3);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Change the planogram of 3 Vending Machines to "Office snacks"?');
  await expect(dialog.getByRole('button', { name: 'Yes, change it' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Planogram changed for Vending Machine')).toBeVisible();
  const results = page.getByRole('region', { name: 'Results', exact: true });
  for (const name of names) {
    const row = results.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Changed');
    await expect(row).toContainText(/units? kept/);
  }
  // The table now shows the machines on the new planogram.
  await expect(rows(page).filter({ hasText: names[0]! }).first()).toContainText('Office snacks');

  // One machine's view: its grid holds the planogram's products.
  const link = results.getByRole('link', { name: names[0] });
  await pressUntilFocused(page, 'Tab', link, 40);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/vm\/\d+$/);
  await expect(page.getByRole('heading', { name: names[0] })).toBeVisible();
  const options = await (await page.request.post('/api/vending-machine-management', { data: { action: 'get.planogram_change_options' } })).json();
  const office = (options.data.planograms as { id: number; name: string }[]).find((p) => p.name === 'Office snacks')!;
  const template = await (await page.request.post('/api/template-management', { data: { action: 'get.planogram_template', id: office.id } })).json();
  const slots = template.data.slots as { coil: string; product_name: string }[];
  for (const slot of slots.slice(0, 3)) await expect(page.getByTestId(`slot-${slot.coil}`)).toContainText(slot.product_name);
});
