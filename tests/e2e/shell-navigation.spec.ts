/**
 * Leaving a dirty form (console.md §4 "Unsaved changes") asks to stay or leave, keeps the
 * intended navigation, and covers every way out: links, hotkeys, the palette, the back
 * button. Also: the home path goes to /orders and an unknown or forbidden path says so.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';

const leaveDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Leave this page?' });

/** /orders, then (inside the app, so Back stays in it) /add-user with a half-typed name. */
async function dirtyAddUserForm(page: Page) {
  await page.goto('/orders');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible(); // the session is restored
  await page.keyboard.press('Control+k');
  await page.locator('[cmdk-input]').fill('>add user');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/add-user$/);
  await page.getByLabel('First name').fill('Half-typed');
}

test('a dirty form asks before a hotkey or the palette leaves; Stay keeps the work, Leave goes where asked', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await dirtyAddUserForm(page);

  await page.keyboard.press('Alt+p');
  await expect(leaveDialog(page)).toBeVisible();
  await expect(leaveDialog(page)).toContainText('You have unsaved changes.');
  await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
  await expect(leaveDialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/add-user$/);
  await expect(page.getByLabel('First name')).toHaveValue('Half-typed');

  await page.keyboard.press('Control+k');
  await page.locator('[cmdk-input]').fill('>go to warehouses');
  await page.keyboard.press('Enter');
  await expect(leaveDialog(page)).toBeVisible();
  await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/warehouses$/);
});

test('a dirty form asks before a sidebar link and before the back button', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await dirtyAddUserForm(page);

  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await sidebar.getByRole('button', { name: 'Transactions' }).click();
  await sidebar.getByRole('link', { name: 'Orders' }).click();
  await expect(leaveDialog(page)).toBeVisible();
  await page.keyboard.press('Escape'); // Escape means stay
  await expect(page).toHaveURL(/\/add-user$/);

  await page.goBack();
  await expect(leaveDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/add-user$/);
  await expect(page.getByLabel('First name')).toHaveValue('Half-typed');
  await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/orders$/);

  // A clean form lets the user go without a question.
  await page.goto('/add-user');
  await expect(page.getByLabel('First name')).toBeVisible();
  await page.keyboard.press('Alt+r');
  await expect(page).toHaveURL(/\/refills$/);
  await expect(leaveDialog(page)).toHaveCount(0);
});

test('home goes to /orders; unknown and forbidden paths say so clearly', async ({ page }) => {
  await signIn(page, 'store@demo.local');
  await page.goto('/');
  await expect(page).toHaveURL(/\/orders$/);
  await page.goto('/no-such-screen');
  await expect(page.getByRole('alert')).toContainText('Page not found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.goto('/users');
  await expect(page.getByRole('alert')).toContainText('Not allowed');
  await expect(page.getByRole('alert')).toContainText('Ask your admin');
  await page.getByRole('link', { name: 'Go to the home screen' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});
