import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from './env.ts';

export const DEMO_PASSWORD = 'Demo@1234';

/** Signs in through the real /login form and waits for the signed-in frame. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /sign out|profile/i }).first()).toBeVisible();
}

/**
 * Runs a palette entry by typing its exact title (commands after '>'): Enter waits until the
 * entry the palette has selected is that one, not a longer title it also starts
 * ("Add supplier" and "Add supplier return") shown for an earlier keystroke.
 */
export async function runFromPalette(page: Page, text: string) {
  await page.keyboard.press('Control+k');
  await expect(page.locator('[cmdk-input]')).toBeFocused();
  await page.keyboard.type(text);
  await expect(page.locator('[cmdk-item][data-selected="true"] .truncate').first()).toHaveText(text.replace(/^>/, ''));
  await page.keyboard.press('Enter');
}

/**
 * Presses Tab from a map until the field after it has the focus: the map itself, then its zoom
 * buttons and attribution link, take a Tab each (arrows pan the map, + and - zoom it).
 */
export async function tabPastMap(page: Page, next: Locator) {
  for (let presses = 0; presses < 6; presses++) {
    await page.keyboard.press('Tab');
    if (await next.evaluate((el) => el === document.activeElement)) return;
  }
  await expect(next).toBeFocused();
}

/** The newest mail dropped for this address under DATA_DIR/mail. */
export function latestMailTo(address: string): string | null {
  const dir = join(E2E_DATA_DIR, 'mail');
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return null;
  }
  for (const file of files.reverse()) {
    const text = readFileSync(join(dir, file), 'utf8');
    if (text.includes(`To: ${address}\r\n`)) return text;
  }
  return null;
}

/**
 * Searches the open list from the keyboard: "/" once the list's search box is on screen (a "/"
 * pressed while the screen still loads finds no table to bind it), then the text.
 */
export async function searchList(page: Page, text: string) {
  const box = page.getByRole('searchbox').first();
  await expect(box).toBeVisible();
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await page.keyboard.type(text);
}

/** On a link screen (the link kit): searches the table to link from and ticks its only row from the keyboard. */
export async function tickToLink(page: Page, table: string, text: string) {
  const search = page.getByRole('searchbox', { name: `Search ${table.toLowerCase()}` });
  await search.focus();
  await search.fill('');
  await page.keyboard.type(text);
  const grid = page.getByRole('table', { name: table }).or(page.getByRole('grid', { name: table }));
  // The search has answered when the only row left is the one searched for.
  await expect(grid.getByRole('row').filter({ has: page.getByRole('checkbox') })).toHaveCount(1);
  await expect(grid.getByRole('row').filter({ has: page.getByRole('checkbox') })).toContainText(text);
  await page.keyboard.press('ArrowDown');
  await expect(grid.getByRole('row', { selected: true })).toContainText(text);
  await page.keyboard.press('Enter');
  await expect(grid.getByRole('row', { selected: true }).getByRole('checkbox')).toBeChecked();
}
