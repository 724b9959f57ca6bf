/**
 * Links (issue 40), from the keyboard: a planner links three machines and a warehouse to a
 * refill partner (search, ArrowDown, Enter ticks, Enter on Link), gives the partner the Essential
 * preset, and then sees the partner offered in a refill plan for one of those machines and not
 * for another.
 */
import { expect, test, type Page } from '@playwright/test';
import { runFromPalette as palette, signIn, tickToLink as tick } from './helpers.ts';

const PARTNER = 'Gurpreet Singh';
const LINKED = ['VM-00026', 'VM-00027', 'VM-00028'];
const OTHER = 'VM-00030';
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function partnerId(page: Page) {
  const r = await page.request.post('/api/refill-management', { data: { action: 'list.refill_partners', search: PARTNER } });
  return ((await r.json()).data as { id: number; name: string }[]).find((p) => p.name === PARTNER)!.id;
}

async function offered(page: Page, code: string) {
  await page.keyboard.press('Control+k');
  await page.keyboard.type(code);
  await expect(page.locator('[cmdk-item][data-selected="true"]').first()).toContainText(code);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/vm\/\d+$/);
  await palette(page, '>Add refill plan');
  await expect(page).toHaveURL(/\/add-refill-plan\?vmId=\d+$/);
  const select = page.getByLabel('Refill partner');
  await expect(select).toBeVisible();
  await expect(select.locator('option').nth(1)).toBeAttached();
  return (await select.locator('option').allTextContents()).includes(PARTNER);
}

test('a planner links three machines and a warehouse to a refill partner, gives them Essential, and sees them offered only for those machines', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  const id = await partnerId(page);

  await page.goto(`/link-vm/${id}`);
  for (const code of LINKED) await tick(page, 'Vending Machines to link', code);
  await expect(page.getByRole('status').filter({ hasText: '3 selected' })).toBeVisible();
  await page.getByRole('button', { name: 'Link', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Vending Machine Linked Successfully')).toBeVisible();
  for (const code of LINKED) await expect(page.getByRole('table', { name: 'Linked Vending Machines' }).or(page.getByRole('grid', { name: 'Linked Vending Machines' }))).toContainText(code);

  await page.goto(`/link-warehouse/${id}`);
  await tick(page, 'Warehouses to link', 'Pune Hinjewadi Warehouse');
  await page.getByRole('button', { name: 'Link', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Warehouse Linked Successfully')).toBeVisible();

  await page.goto(`/link-refiller-permission/${id}`);
  const preset = page.getByLabel('Preset');
  await preset.focus();
  await preset.selectOption('Essential');
  await expect(page.getByLabel('2. Add/delete products in the plan')).toBeChecked();
  await expect(page.getByLabel('4. Block/unblock motors')).not.toBeChecked();
  await page.getByLabel('4. Block/unblock motors').focus();
  await page.keyboard.press('Space');
  await expect(preset).toHaveValue('Custom');
  await page.keyboard.press('Space');
  await expect(preset).toHaveValue('Essential');
  await page.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'App permissions saved successfully')).toBeVisible();

  expect(await offered(page, LINKED[0]!)).toBe(true);
  expect(await offered(page, OTHER)).toBe(false);
});
