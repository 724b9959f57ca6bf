/** /vm and a machine: opened with the keyboard alone, its slots, its live stock, and deleted machines. */
import { expect, test, type Page } from '@playwright/test';
import { searchList, signIn } from './helpers.ts';

const machineRows = (page: Page, label = 'Vending machines') => page.getByRole('grid', { name: label }).locator('tbody tr[data-index]');

test('a machine opens from /vm with the keyboard alone: /, type, arrows, Enter', async ({ page }) => {
  await signIn(page, 'operator@demo.local');
  await page.goto('/vm');
  await expect(machineRows(page)).toHaveCount(10);

  await searchList(page, 'Whitefield');
  await expect(page).toHaveURL(/q=Whitefield/);
  await expect(machineRows(page).first()).toContainText('Whitefield');
  const count = await machineRows(page).count();
  expect(count).toBeGreaterThan(1);
  const second = (await machineRows(page).nth(1).locator('td').first().innerText()).trim();

  await page.keyboard.press('ArrowDown'); // from the search into the table: first row
  await page.keyboard.press('ArrowDown'); // second row
  await expect(machineRows(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/vm\/\d+$/);
  await expect(page.getByRole('heading', { name: second })).toBeVisible();
  await expect(page.getByTestId('detail-name')).toHaveText(second);
});

test("a machine shows its 48 slots, and its live stock in the progress colours", async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await page.goto('/vm?q=VM-00007');
  await machineRows(page).first().click();
  await expect(page).toHaveURL(/\/vm\/\d+$/);
  await expect(page.getByTestId('detail-code')).toHaveText('VM-00007');
  await expect(page.locator('[data-testid^="slot-"]')).toHaveCount(48);
  await expect(page.getByTestId('slot-11')).toContainText(/\d+ \/ \d+/);

  await page.getByRole('link', { name: 'Live stock' }).click();
  await expect(page).toHaveURL(/\/vm-snapshot\/\d+$/);
  const bars = page.getByRole('progressbar', { name: /^Stock of coil/ });
  await expect(bars).toHaveCount(48);
  // Every bar's colour follows the spec's thresholds for its percentage.
  for (const bar of await bars.all()) {
    const percent = Number(await bar.getAttribute('aria-valuenow'));
    const expected = percent < 41 ? 'red' : percent <= 70 ? 'yellow' : 'green';
    await expect(bar).toHaveAttribute('data-colour', expected);
  }
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
});

test('filters on /vm survive a reload, and deleted machines open at /deletedVm/{id}', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await page.goto('/vm');
  await page.getByRole('region', { name: 'Filters' }).getByRole('button', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Apply Filter' }).click();
  await expect(page).toHaveURL(/status=3/);
  await page.reload();
  await expect(page.getByText('Status: Failed')).toBeVisible();
  await expect(machineRows(page).first()).toBeVisible();
  for (const status of await machineRows(page).locator('td:nth-child(3)').allInnerTexts()) expect(status).toBe('Failed');

  await page.getByRole('tab', { name: 'Deleted' }).click();
  await expect(page).toHaveURL(/view=deleted$/);
  const deleted = machineRows(page, 'Deleted vending machines');
  await expect(deleted).toHaveCount(3);
  await deleted.first().click();
  await expect(page).toHaveURL(/\/deletedVm\/\d+$/);
  await expect(page.getByText(/^Deleted on /)).toBeVisible();
  await expect(page.getByTestId('detail-deleted-on')).not.toHaveText('--');
});

test('a technician sets a machine to Failed from /vm/{id} after confirming; /vm reloads live for others, who get no such control', async ({ page, browser }) => {
  // An operator watches the list in a browser of their own.
  const operator = await (await browser.newContext()).newPage();
  await signIn(operator, 'operator@demo.local');
  await operator.goto('/vm?q=VM-00013');
  const watchedStatus = machineRows(operator).first().locator('td:nth-child(3)');
  await expect(watchedStatus).not.toHaveText('');

  await signIn(page, 'technician@demo.local');
  await page.goto('/vm?q=VM-00013');
  await machineRows(page).first().click();
  await expect(page.getByTestId('detail-code')).toHaveText('VM-00013');
  const control = page.getByRole('group', { name: 'Change status' });
  const current = (await page.getByTestId('detail-status').innerText()).trim();
  const target = current === 'Failed' ? 'Active' : 'Failed';
  await expect(watchedStatus).toHaveText(current);
  await expect(control.getByRole('button', { name: current, exact: true })).toHaveCount(0);

  await control.getByRole('button', { name: target, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('detail-status')).toHaveText(current);

  await control.getByRole('button', { name: target, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, change it!' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Status updated successfully' })).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText(target);

  // The VM_STATUS message reloads the operator's list without any action of theirs.
  await expect(watchedStatus).toHaveText(target);
  await machineRows(operator).first().click();
  await expect(operator.getByTestId('detail-status')).toHaveText(target);
  await expect(operator.getByRole('group', { name: 'Change status' })).toHaveCount(0);
});
