/**
 * DEX audits from the keyboard alone (issue 54): the palette's "Import DEX audits" opens the
 * dialog with its file picker focused; four files go in at once (an audit of a serial no machine
 * answers to, the same audit under another name, a file that is not DEX, one whose G85 is wrong);
 * the summary counts them and names the refused line, and the wrong G85 goes in as unverified.
 * The unmatched audit, opened from the list, is downloaded as read and assigned to a machine from
 * the palette; the machine's view then lists it under "Audits". Files dropped on the dialog (a
 * DataTransfer dispatched as a file manager's drag would) import the same way.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { writeDex } from '../../server/dex/write.ts';
import { runFromPalette as palette, searchList, signIn } from './helpers.ts';

async function tabTo(page: Page, target: Locator, most = 40) {
  for (let presses = 0; presses < most && !(await target.evaluate((el) => el === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

function writeFiles(serial: string) {
  const dir = mkdtempSync(join(tmpdir(), 'dex-e2e-'));
  const readAt = new Date('2026-11-20T09:30:00Z');
  const audit = writeDex({ serial, model: 'E2E 500', readAt, selections: [{ selection: '11', price: 20, vends: 7, value: 140 }, { selection: '12', price: 15, vends: 3, value: 45 }] });
  const files = {
    audit: [`${serial}.dex`, audit],
    again: [`${serial}-again.dex`, audit],
    notDex: ['notes.txt', 'route notes\nnothing to see\n'],
    wrong: [`${serial}-crc.dex`, writeDex({ serial: `${serial}-C`, readAt, selections: [{ selection: '1', price: 10, vends: 1, value: 10 }], checksum: 'wrong' })],
  } as const;
  for (const [name, text] of Object.values(files)) writeFileSync(join(dir, name), text);
  return Object.values(files).map(([name]) => join(dir, name));
}

test('an admin imports DEX files from the keyboard, sees what they came to, and assigns the unmatched audit to a machine', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  const serial = `E2E-DEX-${Date.now() % 1_000_000}`;
  const machines = await page.request.post('/api/vending-machine-management', { data: { action: 'list.active_vending_machines', limit: 1, sortBy: 'name', sortDir: 'ASC' } });
  const machine = ((await machines.json()) as { data: { id: number; name: string; code: string }[] }).data[0]!;

  await palette(page, '>Import DEX audits');
  await expect(page).toHaveURL(/\/dex-audits\?import=1$/);
  const dialog = page.getByRole('dialog', { name: 'Import DEX audits' });
  const picker = dialog.getByLabel('Choose DEX files');
  await tabTo(page, picker);
  // The browser's own file chooser is the one step Playwright cannot type into.
  await picker.setInputFiles(writeFiles(serial));

  const summary = dialog.getByTestId('dex-import-summary');
  await expect(summary).toHaveText(/^1 audit imported, 1 duplicate, 1 unmatched machine, \d+ warnings?, 2 files refused\.$/);
  await expect(dialog.getByRole('row').filter({ hasText: 'notes.txt' })).toContainText('Refused: Line 1: This file is not a DEX audit');
  await expect(dialog.getByRole('row').filter({ hasText: `${serial}-again.dex` })).toContainText('duplicate, already imported');
  const anyway = dialog.getByRole('button', { name: `Import ${serial}-crc.dex anyway as unverified` });
  await expect(dialog.getByRole('row').filter({ hasText: `${serial}-crc.dex` })).toContainText('does not match its content');
  await tabTo(page, anyway);
  await page.keyboard.press('Enter');
  await expect(summary).toHaveText(/^2 audits imported, 1 duplicate, 2 unmatched machines, \d+ warnings?, 1 file refused\.$/);
  await tabTo(page, dialog.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dex-audits$/);

  // The list has them; the unmatched audit opens from it.
  await searchList(page, `${serial}.dex`);
  const row = page.getByRole('row').filter({ hasText: serial });
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Unmatched');
  await expect(row).toContainText('Upload');
  await page.keyboard.press('ArrowDown');
  await expect(row).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dex-audit\/\d+$/);
  await expect(page.getByRole('heading', { name: `DEX audit ${serial}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Selections' }).getByRole('row')).toHaveCount(3);
  await expect(page.getByText('Not assigned to a machine yet')).toBeVisible();

  // The file as read, byte for byte.
  const saving = page.waitForEvent('download');
  await palette(page, '>Download DEX file');
  const download = await saving;
  expect(download.suggestedFilename()).toBe(`${serial}.dex`);
  expect(readFileSync((await download.path())!, 'utf8')).toContain(`ID1*${serial}*E2E 500`);

  await palette(page, '>Assign to machine');
  const assign = page.getByRole('dialog');
  await expect(assign.getByLabel('Find machine')).toBeFocused();
  await page.keyboard.type(machine.code);
  const select = assign.getByLabel('Vending machine');
  await expect(select.locator('option', { hasText: machine.code })).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(select).toBeFocused();
  await page.keyboard.type(machine.name);
  await expect(select).toHaveValue(String(machine.id));
  await tabTo(page, assign.getByRole('button', { name: 'Assign to machine' }));
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Audit assigned to the machine' })).toBeVisible();
  const machineLink = page.getByRole('link', { name: machine.name });
  await expect(machineLink).toBeVisible();
  // Its interval: none for the machine's first audit, else against the one before (the demo's history may hold one).
  await expect(page.getByText('Not assigned to a machine yet')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Since the previous audit' })).toBeVisible();

  // The machine's view lists its audits.
  await tabTo(page, machineLink, 200);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/vm/${machine.id}$`));
  await tabTo(page, page.getByRole('link', { name: 'Audits', exact: true }), 200);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/dex-audits\\?vending_machine_id=${machine.id}$`));
  await expect(page.getByRole('row').filter({ hasText: serial })).toContainText(machine.name);
});

test('DEX files dropped on the import dialog import at once and show their summary', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  const serial = `E2E-DROP-${Date.now() % 1_000_000}`;
  const readAt = new Date('2026-11-21T08:15:00Z');
  const files = [
    { name: `${serial}-a.dex`, text: writeDex({ serial: `${serial}-A`, readAt, selections: [{ selection: '11', price: 20, vends: 4, value: 80 }] }) },
    { name: `${serial}-b.dex`, text: writeDex({ serial: `${serial}-B`, readAt, selections: [{ selection: '12', price: 15, vends: 2, value: 30 }], checksum: 'absent' }) },
  ];
  await page.goto('/dex-audits?import=1');
  const dialog = page.getByRole('dialog', { name: 'Import DEX audits' });
  const zone = dialog.getByText('Drop DEX files here', { exact: false });
  // What a file manager's drag hands the page: a DataTransfer holding the files.
  const transfer = await page.evaluateHandle((list) => {
    const data = new DataTransfer();
    for (const f of list) data.items.add(new File([f.text], f.name, { type: 'text/plain' }));
    return data;
  }, files);
  for (const type of ['dragenter', 'dragover', 'drop']) await zone.dispatchEvent(type, { dataTransfer: transfer });

  await expect(dialog.getByTestId('dex-import-summary')).toHaveText(/^2 audits imported, 0 duplicates, 2 unmatched machines, \d+ warnings?, 0 files refused\.$/);
  await expect(dialog.getByRole('row').filter({ hasText: `${serial}-b.dex` })).toBeVisible();
});
