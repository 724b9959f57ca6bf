/**
 * Machine feedback (issue 38, /vm-feedback/{id}) from the keyboard: an admin opens a machine,
 * follows its Feedback link, reads the summary and the table, and the heading leads back.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';

async function palette(page: Page, text: string) {
  await page.keyboard.press('Control+k');
  await expect(page.locator('[cmdk-input]')).toBeFocused();
  await page.keyboard.type(text);
  await expect(page.getByRole('option', { name: new RegExp(`^${text}`) }).first()).toBeVisible();
  await page.keyboard.press('Enter');
}

test("an admin reads a machine's feedback without the mouse", async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await palette(page, 'Go to Vending Machines');
  await expect(page).toHaveURL(/\/vm$/);
  await expect(page.getByRole('grid', { name: 'Vending machines' }).locator('tbody tr[data-index]').first()).toBeVisible();
  await page.keyboard.press('/');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/vm\/\d+$/);
  const machineId = /\/vm\/(\d+)$/.exec(page.url())![1]!;
  await page.getByRole('link', { name: 'Feedback', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/vm-feedback/${machineId}$`));
  const heading = page.getByRole('heading', { name: /^Feedback:/ });
  await expect(heading).toBeVisible();
  await expect(page.getByTestId('feedback-average')).toContainText(/ratings?/);
  await expect(page.getByRole('table', { name: 'Ratings by star' }).locator('tr')).toHaveCount(5);
  await expect(page.getByRole('table', { name: 'Feedback by source' })).toContainText('Refill Partner App');
  await expect(page.getByRole('grid', { name: 'Machine feedback' })).toBeVisible();
  await heading.getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/vm/${machineId}$`));
});
