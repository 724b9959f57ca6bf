/** /orders, the home screen: paging, sorting and filtering on the server, filters kept in the URL across a reload. */
import { expect, test, type Page } from '@playwright/test';
import { searchList, signIn } from './helpers.ts';
import { wheelScroll } from './scroll-frames.ts';

const table = (page: Page) => page.getByRole('grid', { name: 'Orders' });
const bodyRows = (page: Page) => table(page).locator('tbody tr[data-index]');
const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));
const totalOf = async (page: Page) => Number((await page.getByTestId('pager-total').innerText()).replace(/\D/g, ''));

async function columnTexts(page: Page, header: string) {
  const headers = await table(page).locator('thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.trim().toLowerCase() === header.toLowerCase());
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return bodyRows(page).locator(`td:nth-child(${index + 1})`).allInnerTexts();
}

/** The Date column as times: "Nov 22 2026" over "(1:26 AM)". */
async function orderTimes(page: Page) {
  const times = (await columnTexts(page, 'Date')).map((text) => Date.parse(text.replace(/\s*\((.*)\)/, ' $1')));
  expect(times.every(Number.isFinite), 'dates read').toBe(true);
  return times;
}

test('the home screen is the orders list: page, sort and filter it, and a reload keeps the filter', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await page.goto('/');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(bodyRows(page)).toHaveCount(10);
  const total = await totalOf(page);
  expect(total).toBeGreaterThan(10_000);

  // Paging: page 2 shows the next ten, and says so.
  const firstOnPage1 = await bodyRows(page).first().locator('td').first().innerText();
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('pager-showing')).toHaveText('Showing 11 - 20');
  await expect(bodyRows(page).first().locator('td').first()).not.toHaveText(firstOnPage1);

  // The last page holds the oldest orders (the server reads it from the list's far end).
  const firstCell = bodyRows(page).first().locator('td').first();
  const firstOnPage2 = await firstCell.innerText();
  await page.getByRole('button', { name: 'Last page' }).click();
  const lastFirst = Math.floor((total - 1) / 10) * 10 + 1;
  await expect(page.getByTestId('pager-showing')).toHaveText(`Showing ${lastFirst} - ${total}`);
  await expect(firstCell).not.toHaveText(firstOnPage2);
  await expect(bodyRows(page)).toHaveCount(total - lastFirst + 1);
  const oldest = await orderTimes(page);
  expect(oldest).toEqual([...oldest].sort((a, b) => b - a));
  const firstOnLast = await firstCell.innerText();
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(page.getByTestId('pager-showing')).toHaveText(`Showing ${lastFirst - 10} - ${lastFirst - 1}`);
  await expect(firstCell).not.toHaveText(firstOnLast);
  expect(Math.min(...(await orderTimes(page)))).toBeGreaterThanOrEqual(Math.max(...oldest));
  await page.getByRole('button', { name: 'First page' }).click();
  await expect(page.getByTestId('pager-showing')).toHaveText('Showing 1 - 10');

  // Sorting by amount, cheapest first, back on page 1.
  await table(page).getByRole('button', { name: 'Amount' }).click();
  await expect(page).toHaveURL(/sort=amount&dir=ASC/);
  await expect(page.getByTestId('pager-showing')).toHaveText('Showing 1 - 10');
  const amounts = (await columnTexts(page, 'Amount')).map(rupees);
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

  // Filtering by vend status through the filter bar.
  await page.getByRole('region', { name: 'Filters' }).getByRole('button', { name: 'Vend Status' }).click();
  await page.getByRole('option', { name: 'Vend Failed' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Apply Filter' }).click();
  await expect(page).toHaveURL(/vend=3/);
  await expect(page.getByText('Vend Status: Vend Failed')).toBeVisible();
  await expect.poll(() => totalOf(page)).toBeLessThan(total);
  const failedTotal = await totalOf(page);
  expect(failedTotal).toBeGreaterThan(0);
  expect(new Set(await columnTexts(page, 'Vend Status'))).toEqual(new Set(['Vend Failed']));

  // A reload keeps the filter, the sort and the numbers.
  await page.reload();
  await expect(page.getByText('Vend Status: Vend Failed')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(10);
  expect(await totalOf(page)).toBe(failedTotal);
  expect(new Set(await columnTexts(page, 'Vend Status'))).toEqual(new Set(['Vend Failed']));
  const reloadedAmounts = (await columnTexts(page, 'Amount')).map(rupees);
  expect(reloadedAmounts).toEqual([...reloadedAmounts].sort((a, b) => a - b));

  // Removing the chip lifts the filter again.
  await page.getByRole('button', { name: 'Remove filter Vend Status: Vend Failed' }).click();
  await expect.poll(() => totalOf(page)).toBe(total);
});

test('an order opens with its lines, failure reasons and refund references', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await page.goto('/orders?vend=2&refund=1');
  await expect(bodyRows(page).first()).toBeVisible();
  const orderId = await bodyRows(page).first().locator('td').first().innerText();
  // The order id is a link: followed within the page (no reload), as the row click is.
  await page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));
  await bodyRows(page).first().getByRole('link', { name: orderId }).click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await page.goBack();
  await bodyRows(page).first().click();
  await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  await expect(page.getByTestId('detail-vend-status')).toHaveText('Partial Vend');
  const lines = page.getByRole('table', { name: 'Order lines' });
  for (const header of ['SKU', 'HSN', 'MRP', 'Coil', 'GST', 'Cess', 'Discount', 'Items Vend', 'Vend Status', 'Failure Reason', 'Refund Status', 'UTR ID']) {
    await expect(lines.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(lines.getByText(/^UTR\d+$/).first()).toBeVisible();
  await expect(lines.getByText('Refund Success').first()).toBeVisible();
});

test('the palette-style search finds one order by its order id', async ({ page }) => {
  await signIn(page, 'operator@demo.local');
  await page.goto('/orders?page=3');
  const orderId = await bodyRows(page).nth(4).locator('td').first().innerText();
  await searchList(page, orderId);
  await expect(page).toHaveURL(new RegExp(`q=${orderId}`));
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(page.getByTestId('pager-total')).toHaveText('Total Data : 1');
});

test("a machine's Orders link filters /orders to that machine, kept as a chip", async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await page.goto('/vm?q=VM-00021');
  await page.getByRole('grid', { name: 'Vending machines' }).locator('tbody tr[data-index]').first().click();
  const name = (await page.getByTestId('detail-name').innerText()).trim();
  await page.getByRole('main').getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\?machine=\d+$/);
  await expect(page.getByText(`Vending Machine: ${name} (VM-00021)`)).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();
  for (const machine of await columnTexts(page, 'Vending Machine')) expect(machine).toContain('VM-00021');
  expect(await totalOf(page)).toBeLessThan(1000);
});

test('columns keep their widths when the rows change, and every cell fits at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn(page, 'admin@demo.local');
  await page.goto('/orders');
  await expect(bodyRows(page)).toHaveCount(10);
  const headerWidths = () => table(page).locator('thead th').evaluateAll((ths) => ths.map((th) => Math.round(th.getBoundingClientRect().width)));
  const before = await headerWidths();

  // The longest statuses ("Dispense Cancelled", refunds "Refund Success") come in with the filter.
  await page.getByRole('region', { name: 'Filters' }).getByRole('button', { name: 'Vend Status' }).click();
  for (const status of ['Dispense Cancelled', 'Dispense Timeout', 'Partial Vend']) await page.getByRole('option', { name: status }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Apply Filter' }).click();
  await expect(page).toHaveURL(/vend=/);
  await expect(bodyRows(page).first()).toBeVisible();
  expect(new Set(await columnTexts(page, 'Vend Status'))).not.toContain('Vend Success');

  expect(await headerWidths()).toEqual(before);
  const overflowing = await bodyRows(page).locator('td').evaluateAll((cells) =>
    cells.filter((td) => td.scrollWidth > td.clientWidth + 1).map((td) => td.textContent),
  );
  expect(overflowing).toEqual([]);
  const scroller = table(page).locator('xpath=..');
  expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
});

test('the order list scrolls on the compositor thread, so a wheel never waits for a busy page', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn(page, 'admin@demo.local');
  await page.goto('/orders?size=25');
  await expect(page.getByTestId('pager-showing')).toHaveText('Showing 1 - 25');
  const scroller = table(page).locator('xpath=..');
  const box = (await scroller.boundingBox())!;
  const rowHeight = (await bodyRows(page).first().boundingBox())!.height;

  const { frames } = await wheelScroll(browser, page, { x: box.x + box.width / 2, y: box.y + box.height / 2, distance: 10 * rowHeight, speed: 3 * 60 * rowHeight });
  expect(await scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(9 * rowHeight);
  // Without an opaque scroller Chromium scrolls it on the main thread (SCROLL_MAIN_THREAD).
  expect(frames.frames).toBeGreaterThan(1);
  expect(Object.keys(frames.scrolledBy)).toEqual(['SCROLL_COMPOSITOR_THREAD']);
  // Rows are drawn ahead of the scroll: the page's last row is in before the list reaches it.
  await expect(table(page).locator('tbody tr[data-index="24"]')).toBeAttached();
});

test('a scroll hands the row elements that left the view to the rows coming in, shown in list order', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn(page, 'admin@demo.local');
  await page.goto('/orders?size=100');
  await expect(page.getByTestId('pager-showing')).toHaveText('Showing 1 - 100');
  // The same page as the screen asked for (newest first), straight from the API.
  const listed = await page.request.post('/api/sales', { data: { action: 'list.orders', limit: 100 } });
  const orderIds = ((await listed.json()) as { data: { order_id: string }[] }).data.map((o) => o.order_id);

  // A little way down, rows are drawn on both sides of the view, as they are further on.
  const scroller = table(page).locator('xpath=..');
  await scroller.evaluate((element) => (element.scrollTop = element.scrollHeight / 10));
  await expect(table(page).locator('tbody tr[data-index="30"]')).toBeAttached();
  // The link of the row at the top of the view has the focus when its row scrolls away.
  await table(page).locator('tbody tr[data-index="12"]').getByRole('link').focus();
  const drawn = await bodyRows(page).evaluateAll((rows) => rows.map((row) => ((row as HTMLElement).dataset.seen = 'yes')).length);
  await scroller.evaluate((element) => (element.scrollTop = element.scrollHeight / 2));
  await expect(table(page).locator('tbody tr[data-index="50"]')).toBeVisible();

  const rows = await bodyRows(page).evaluateAll((elements) =>
    elements
      .map((row) => ({
        index: Number(row.getAttribute('data-index')),
        rowIndex: Number(row.getAttribute('aria-rowindex')),
        reused: (row as HTMLElement).dataset.seen === 'yes',
        top: row.getBoundingClientRect().top,
        orderId: row.querySelector('td')!.textContent!.trim(),
      }))
      .sort((a, b) => a.top - b.top),
  );
  // Every element drawn before now shows one of these rows; a row partly in view may add one.
  expect(rows.filter((row) => row.reused)).toHaveLength(drawn);
  expect(rows.length).toBeLessThanOrEqual(drawn + 1);
  // On screen they stand in list order, one under the other, each showing its own order.
  expect(rows[0].index).toBeGreaterThan(35);
  rows.forEach((row, i) => {
    expect(row.index).toBe(rows[0].index + i);
    expect(row.rowIndex).toBe(row.index + 2);
    expect(row.orderId).toBe(orderIds[row.index]);
  });
  // The link's element now shows another order: the focus went back to the table, not to that order.
  await expect(table(page)).toBeFocused();
});
