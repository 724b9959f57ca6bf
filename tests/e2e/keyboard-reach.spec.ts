/**
 * Issue 34 "Keyboard", end to end: a sample of the routes a store manager may open, taken from
 * the route table and the palette's own route commands, each opened with Ctrl+K, its command's
 * title and Enter; then a record screen reached by the palette's search and its screen command
 * run from the palette. tests/unit/palette-routes.test.ts checks every route for every role.
 */
import { expect, test, type Page } from '@playwright/test';
import { isCommandAllowed } from '../../commands/registry.ts';
import { routeCommands } from '../../src/app/palette/route-commands.ts';
import { ROUTES } from '../../src/app/routes/index.ts';
import { signIn } from './helpers.ts';
import { currentUser } from './route-samples.ts';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });

/** Ctrl+K, the text, then Enter once the first choice is the one expected. */
async function runFromPalette(page: Page, text: string, expected: string) {
  await page.keyboard.press('Control+k');
  await page.locator('[cmdk-input]').fill(text);
  await expect(palette(page).getByRole('option', { selected: true })).toContainText(expected);
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
}

/** Up to `count` items spread over the list: first, last and evenly between. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]!);
}

test("a store manager opens a sample of the role's screens from the palette alone", async ({ page }) => {
  await signIn(page, 'store@demo.local');
  const user = await currentUser(page.request);
  const commands = routeCommands(ROUTES, user.roleCode).filter((c) => isCommandAllowed(c, { permissions: user.permissions }));
  expect(commands.length).toBeGreaterThan(4);
  for (const command of spread(commands, 4)) {
    await runFromPalette(page, `>${command.title}`, command.title);
    await expect(page, command.title).toHaveURL(new RegExp(`${command.href!}$`));
  }
});

test("the admin finds a user with @ and runs the user screen's Edit from the palette", async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await runFromPalette(page, '@meena', 'Meena Joshi');
  await expect(page).toHaveURL(/\/user\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').pop();
  await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();

  await runFromPalette(page, '>edit user', 'Edit user');
  await expect(page).toHaveURL(new RegExp(`/edit-user/${id}$`));
});

test("the palette offers no Delete user on the caller's own record, as the screen offers no Delete", async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await runFromPalette(page, '@aishwarya', 'Aishwaryalakshmi');
  await expect(page).toHaveURL(/\/user\/\d+$/);
  await expect(page.getByRole('heading', { name: /Aishwaryalakshmi/ })).toBeVisible();
  // The admin's own record: the screen offers no Delete, so neither does the palette.
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await page.locator('[cmdk-input]').fill('>delete user');
  await expect(palette(page).getByRole('option', { name: /Delete user/ })).toHaveCount(0);
});
