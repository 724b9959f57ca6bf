/**
 * The keyboard-first shell: Ctrl+K jump-to-machine, Alt+R / Alt+P, the palette's scopes,
 * keys and recents, Ctrl+Enter for a new tab, and what a technician (no product
 * catalogue) is not offered, anywhere, with the server refusing the call as well.
 */
import { expect, test, type Page } from '@playwright/test';
import { searchList, signIn } from './helpers.ts';

type IndexRow = [number, string, string, string, number];

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const paletteInput = (page: Page) => page.locator('[cmdk-input]');
const option = (page: Page, name: string | RegExp) => palette(page).getByRole('option', { name });

async function machineIndex(page: Page): Promise<IndexRow[]> {
  const r = await page.request.post('/api/vending-machine-management', { data: { action: 'list.vending_machine_index' } });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { data: IndexRow[] }).data;
}

/** A machine and a part of its name that no other machine's name, code or location contains. */
function uniquePart(rows: IndexRow[]): { row: IndexRow; part: string } {
  for (const row of rows) {
    const part = row[1].slice(0, -1); // e.g. "Koramangala Gym 0" of "Koramangala Gym 03"
    const lower = part.toLowerCase();
    const holders = rows.filter((r) => [r[1], r[2], r[3]].some((f) => f.toLowerCase().includes(lower)));
    if (holders.length === 1) return { row, part };
  }
  throw new Error('no machine with a unique name part');
}

test('a new user presses Ctrl+K, types part of a machine name, presses Enter and lands on /vm/{id}', async ({ page }) => {
  await signIn(page, 'operator@demo.local');
  const { row, part } = uniquePart(await machineIndex(page));

  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeVisible();
  await expect(paletteInput(page)).toBeFocused();
  await page.keyboard.type(part);
  await expect(option(page, new RegExp(`^${row[1]}`))).toBeVisible();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/vm/${row[0]}$`));
  await expect(palette(page)).toBeHidden();
  await expect(page.getByTestId('detail-name')).toHaveText(row[1]);

  // Next time the palette opens, that machine is listed first among the recent entries.
  await page.keyboard.press('Control+k');
  const recent = palette(page).getByRole('group', { name: 'Recent' });
  await expect(recent.getByRole('option').first()).toContainText(row[1]);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
});

test('the console loads the machine index on its own once quiet, so the first Ctrl+K finds machines without asking the server', async ({ page }) => {
  let asked = 0;
  await page.route('**/api/vending-machine-management', async (route) => {
    if (route.request().postDataJSON()?.action === 'list.vending_machine_index') asked += 1;
    await route.continue();
  });
  await signIn(page, 'operator@demo.local');
  const { row, part } = uniquePart(await machineIndex(page));
  await expect.poll(() => asked, { timeout: 15_000 }).toBe(1);

  await page.keyboard.press('Control+k');
  await page.keyboard.type(part);
  await expect(option(page, new RegExp(`^${row[1]}`))).toBeVisible();
  expect(asked).toBe(1);
});

test('a machine code or its location finds it too, and arrows choose among the results', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  const rows = await machineIndex(page);
  const target = rows[5];
  await page.keyboard.press('Control+k');
  await paletteInput(page).fill(target[2].toLowerCase());
  await expect(option(page, new RegExp(`^${target[1]}`))).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/vm/${target[0]}$`));

  const city = target[3].split(', ')[1];
  await page.keyboard.press('Control+k');
  await paletteInput(page).fill(city);
  const machines = palette(page).getByRole('group', { name: 'Machines' }).getByRole('option');
  await expect(machines.nth(1)).toBeVisible();
  const secondName = (await machines.nth(1).locator('span span').first().innerText()).trim();
  await page.keyboard.press('ArrowDown');
  // Commands matching the city may come first; move until the second machine is selected.
  for (let i = 0; i < 12 && (await machines.nth(1).getAttribute('aria-selected')) !== 'true'; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('detail-name')).toHaveText(secondName);
});

test('Alt+R opens the refill list and Alt+P the product catalogue, also from a text field', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await page.keyboard.press('Alt+r');
  await expect(page).toHaveURL(/\/refills$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refill Plans');
  await page.keyboard.press('Alt+p');
  await expect(page).toHaveURL(/\/products$/);
  // In a search field plain keys type; shortcuts with Alt or Ctrl still work.
  await searchList(page, 'r');
  await page.keyboard.press('Alt+r');
  await expect(page).toHaveURL(/\/refills$/);
  await page.keyboard.press('/');
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeVisible();
});

test('the palette lists every shortcut with "?", commands only with ">", and Ctrl+Enter opens a new tab', async ({ page, context }) => {
  await signIn(page, 'admin@demo.local');
  await page.keyboard.press('Control+k');
  await paletteInput(page).fill('?');
  const shortcuts = palette(page).getByRole('group', { name: 'Keyboard shortcuts' });
  await expect(shortcuts.getByRole('option', { name: /Open command palette/ })).toContainText('Ctrl+K');
  await expect(shortcuts.getByRole('option', { name: /Go to Refill Plans/ })).toContainText('Alt+R');
  await expect(shortcuts.getByRole('option', { name: /Go to Products/ })).toContainText('Alt+P');

  // Every command is more than the list's height: it scrolls, and the selection stays in view.
  await paletteInput(page).fill('>');
  const list = palette(page).getByRole('listbox');
  expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight + 100)).toBe(true);
  await page.keyboard.press('ArrowUp');
  const last = palette(page).getByRole('option').last();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await expect(last).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('ArrowDown');
  const first = palette(page).getByRole('option').first();
  await expect(first).toBeInViewport({ ratio: 1 });
  // Scrolled away by the wheel, the list shows new results from the top again, the first selected.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(palette(page).getByRole('option').nth(2)).toHaveAttribute('aria-selected', 'true');
  await list.hover();
  await page.mouse.wheel(0, 2000);
  await expect(first).not.toBeInViewport();
  await page.keyboard.type('go');
  await expect(first).toBeInViewport({ ratio: 1 });
  await expect(first).toHaveAttribute('aria-selected', 'true');

  await paletteInput(page).fill('>warehouses');
  await expect(palette(page).getByRole('group', { name: 'Machines' })).toHaveCount(0);
  await expect(option(page, /^Go to Warehouses/)).toBeVisible();
  const opened = context.waitForEvent('page');
  await page.keyboard.press('Control+Enter');
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/warehouses');
  await expect(palette(page)).toBeHidden();
  await tab.close();

  await page.keyboard.press('Control+k');
  await paletteInput(page).fill('>go to orders');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders$/);
});

test('@ searches users and # searches orders through their list actions', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await page.keyboard.press('Control+k');
  await paletteInput(page).fill('@meena');
  await expect(option(page, /Meena Joshi/)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/\d+$/);

  const orders = await page.request.post('/api/sales', { data: { action: 'list.orders', limit: 1 } });
  const orderId = ((await orders.json()) as { data: { order_id: string }[] }).data[0]?.order_id;
  expect(orderId).toBeTruthy();
  await page.keyboard.press('Control+k');
  await paletteInput(page).fill(`#${orderId}`);
  await expect(option(page, new RegExp(`Order ${orderId}`))).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order\/\d+$/);
});

test('a technician (no PERM_VIEW_PRODUCT_CATALOG) sees no Products anywhere, and the server refuses the call', async ({ page }) => {
  await signIn(page, 'technician@demo.local');
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar.getByRole('button', { name: 'Vending Machine' })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Product Catalog' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(sidebar.getByRole('link', { name: 'Products' })).toHaveCount(0);

  await page.keyboard.press('Control+k');
  await paletteInput(page).fill('>products');
  await expect(option(page, /Products/)).toHaveCount(0);
  await paletteInput(page).fill('?');
  await expect(option(page, /Go to Products/)).toHaveCount(0);
  await page.keyboard.press('Escape');

  const before = page.url();
  await page.keyboard.press('Alt+p');
  await page.waitForTimeout(300);
  expect(page.url()).toBe(before);

  const refused = await page.request.post('/api/product-management', { data: { action: 'list.products' } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toContain('PERM_VIEW_PRODUCT_CATALOG');

  await page.goto('/products');
  await expect(page.getByRole('alert')).toContainText('Not allowed');
  // The bell is for desk roles (docs/decisions.md); a technician has none.
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
});

test('the sidebar starts collapsed, expands, and opens a group as a dropdown of its entries', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  await sidebar.getByRole('button', { name: 'Warehouse Management' }).click();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
  await sidebar.getByRole('link', { name: 'Warehouses' }).click();
  await expect(page).toHaveURL(/\/warehouses$/);
  await expect(sidebar.getByRole('link', { name: 'Warehouses' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Warehouse Management');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
});
