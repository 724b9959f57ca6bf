/** /vm/{id} (issue 38): the planogram grid from the keyboard, blocking a coil with B, and the machine's events. */
import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';

test('a technician moves through the planogram with arrows, blocks a coil with B and sees it in the events', async ({ page }) => {
  await signIn(page, 'technician@demo.local');
  await page.goto('/vm?q=VM-00003');
  await page.getByRole('grid', { name: 'Vending machines' }).locator('tbody tr[data-index]').first().click();
  await expect(page.getByTestId('detail-code')).toHaveText('VM-00003');

  const grid = page.getByRole('grid', { name: 'Planogram' });
  const cells = grid.getByRole('gridcell');
  await cells.first().click();
  await expect(cells.first()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const second = grid.locator('[data-cell="1:2"]');
  await expect(second).toBeFocused();
  await expect(second).toHaveAccessibleName(/^Coil \S+, .+, quantity \d+, capacity \d+(, expired since \w{3} \d{2} \d{4})?, motor (activated|blocked)$/);
  const label = (await second.locator('.sr-only').textContent())!;
  const coil = label.split(',')[0]!.replace('Coil ', '');
  const wasActive = label.endsWith('motor activated');

  await page.keyboard.press('b');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${wasActive ? 'Block' : 'Unblock'} coil ${coil}?`);
  await dialog.getByRole('button', { name: wasActive ? 'Yes, block it' : 'Yes, unblock it' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: `Coil ${coil} ${wasActive ? 'blocked' : 'unblocked'}.` })).toBeVisible();
  await expect(second).toHaveAccessibleName(new RegExp(`motor ${wasActive ? 'blocked' : 'activated'}$`));

  const events = page.getByRole('grid', { name: 'Machine events' });
  await expect(events.locator('tbody tr[data-index]').first()).toContainText(wasActive ? 'Coil blocked' : 'Coil unblocked');
  await expect(events.locator('tbody tr[data-index]').first()).toContainText(coil);
});
