/**
 * Refill plans (issue 39), from the keyboard alone: Alt+R opens the refill list; the palette
 * jumps to a demo machine, "Add refill plan" opens the plan for it, a quantity is typed into a
 * slot and the plan created from the palette; "Execute refill plan" executes it directly, the
 * REFILL_EXECUTE notification toasts, and the machine's slot shows the loaded units.
 */
import { expect, test, type Page } from '@playwright/test';
import { runFromPalette as palette, signIn } from './helpers.ts';

const MACHINE = { code: 'VM-00026', name: 'Bandra Kurla Complex College 05' };
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function openMachine(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(page.locator('[cmdk-input]')).toBeFocused();
  await page.keyboard.type(MACHINE.code);
  await expect(page.locator('[cmdk-item][data-selected="true"]').first()).toContainText(MACHINE.name);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/vm\/\d+$/);
  await expect(page.getByTestId('detail-code')).toHaveText(MACHINE.code);
}

/** Presses Tab until the element with this accessible label (aria-label or text) has the focus. */
async function tabTo(page: Page, name: string, most = 12) {
  for (let presses = 0; presses < most; presses++) {
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
    if (focused === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}`);
}

test('a planner creates a refill plan for a machine, executes it, and sees the slot and the REFILL_EXECUTE toast', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await page.keyboard.press('Alt+r');
  await expect(page).toHaveURL(/\/refills$/);

  await openMachine(page);
  const cell = page.getByRole('grid', { name: 'Planogram' }).getByRole('gridcell').first();
  const before = (await cell.locator('.sr-only').textContent())!;
  const coil = before.split(',')[0]!.replace('Coil ', '');
  const quantity = Number(/quantity (\d+)/.exec(before)![1]);

  await palette(page, '>Add refill plan');
  await expect(page).toHaveURL(/\/add-refill-plan\?vmId=\d+$/);
  await expect(page.getByRole('heading', { name: `Add refill plan: ${MACHINE.name}` })).toBeVisible();
  await expect(page.getByLabel(`Quantity to add, coil ${coil}`)).toBeFocused();
  await page.keyboard.type('2');
  // domain.md §5: expired units come out by default, and new units there need a runout quantity and expiry.
  const expired = await page.getByRole('checkbox', { name: `Expired, coil ${coil}` }).isChecked();
  if (expired) {
    await expect(page.getByText('Enter the runout quantity of the new units')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(`Runout quantity, coil ${coil}`)).toBeFocused();
    await page.keyboard.type('1');
    await page.getByLabel(`Expiry, coil ${coil}`).fill('2027-12-31');
    await expect(page.getByText('Enter the expiry of the new units')).toHaveCount(0);
  }
  await palette(page, '>Create refill plan');
  await expect(toast(page, 'Refill plan created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/view-refill-plan\?vmId=\d+&refillPlanId=\d+$/);
  const heading = page.getByRole('heading', { name: /^Refill plan RP-\d+$/ });
  await expect(heading).toBeVisible();
  const planId = (await heading.textContent())!.replace('Refill plan ', '');

  await palette(page, '>Execute refill plan');
  const loaded = page.getByLabel(new RegExp(`^Loaded, coil ${coil} `));
  await expect(loaded).toBeFocused();
  await expect(loaded).toHaveValue('2');
  await tabTo(page, 'Confirm execution');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Refill Plan direct executed successfully')).toBeVisible();
  await expect(toast(page, `Refill ${planId} on ${MACHINE.name} was executed`)).toBeVisible();

  await openMachine(page);
  await expect(page.getByRole('grid', { name: 'Planogram' }).getByRole('gridcell').first()).toHaveAccessibleName(new RegExp(`^Coil ${coil}, .+, quantity ${expired ? 2 : quantity + 2}, `));
});
