/**
 * Issue 56 from the keyboard: "Block coil" asks which coil inside the palette (Backspace goes
 * back to the commands), runs on Enter with Undo in its toast, and Ctrl+Z undoes it.
 */
import { expect, test } from '@playwright/test';
import { runFromPalette, signIn } from './helpers.ts';

test('a command asks for its coil in the palette, runs, and Ctrl+Z undoes it', async ({ page }) => {
  await signIn(page, 'technician@demo.local');
  await page.goto('/vm?q=VM-00005');
  await page.getByRole('grid', { name: 'Vending machines' }).locator('tbody tr[data-index]').first().click();
  await expect(page.getByTestId('detail-code')).toHaveText('VM-00005');

  await runFromPalette(page, '>Block coil');
  const ask = page.getByRole('combobox', { name: 'Which coil?' });
  await expect(ask).toBeFocused();
  // Backspace on the empty step goes back to the commands, as typed; Enter asks again.
  await page.keyboard.press('Backspace');
  await expect(page.locator('[cmdk-input]')).toHaveValue('>Block coil');
  await page.keyboard.press('Enter');
  await expect(ask).toBeFocused();

  const first = page.locator('[cmdk-item][data-selected="true"] .truncate').first();
  const coil = (await first.textContent())!.replace('Coil ', '');
  await page.keyboard.type(coil);
  await expect(first).toHaveText(`Coil ${coil}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeHidden();

  const cell = page.getByRole('grid', { name: 'Planogram' }).getByRole('gridcell', { name: new RegExp(`^Coil ${coil},`) });
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: `Coil ${coil} blocked.` });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(cell).toHaveAccessibleName(/motor blocked$/);

  await page.keyboard.press('Control+z');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: `Coil ${coil} unblocked.` })).toBeVisible();
  await expect(cell).toHaveAccessibleName(/motor activated$/);
});
