/** /vm/{id} (issue 38): the machine's report — a quick range chosen from the keyboard, the range in the URL, numbers per day. */
import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';

test('a company admin opens a machine\'s report and changes its range from the keyboard', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await page.goto('/vm?q=VM-00003');
  await page.getByRole('grid', { name: 'Vending machines' }).locator('tbody tr[data-index]').first().click();
  await expect(page.getByTestId('detail-code')).toHaveText('VM-00003');

  const report = page.getByRole('region', { name: 'Report', exact: true });
  const byDay = report.getByRole('table', { name: 'Report by day' });
  // The default range: the last 7 days and a total.
  await expect(byDay.locator('tbody tr')).toHaveCount(8);

  const quick = report.getByRole('group', { name: 'Quick ranges' });
  await quick.getByRole('button', { name: 'Last 7 days' }).focus();
  await page.keyboard.press('Tab');
  await expect(quick.getByRole('button', { name: 'Last 30 days' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(quick.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/report_from=\d{4}-\d{2}-\d{2}.*report_to=\d{4}-\d{2}-\d{2}/);
  await expect(byDay.locator('tbody tr')).toHaveCount(31);
  await expect(byDay.locator('tbody tr').last()).toContainText('Total');

  // The total is the sum of the days, and the seeded business sold something in a month.
  const orders = Number(await report.getByTestId('report-orders').textContent());
  const perDay = await byDay.locator('tbody tr td:nth-child(2)').allTextContents();
  const days = perDay.slice(0, -1).map(Number);
  expect(days.reduce((a, b) => a + b, 0)).toBe(orders);
  expect(Number(perDay.at(-1))).toBe(orders);
  await expect(report.getByTestId('report-revenue')).toHaveText(/^₹[\d,]+\.\d{2}$/);
  await expect(report.getByRole('table', { name: 'Report by product' }).locator('tbody tr').first()).toBeVisible();
});
