/**
 * /products, /product/{id}, /add-product, /edit-product/{id}: filter the catalogue, open a
 * product; add one with an image, find it, edit it and export the list from the keyboard;
 * import a CSV file with a refused row; roles without the catalogue are kept out.
 */
import { expect, test, type Page } from '@playwright/test';
import { runFromPalette, searchList, signIn } from './helpers.ts';

const productRows = (page: Page) => page.getByRole('grid', { name: 'Products' }).locator('tbody tr[data-index]');

test('the catalogue filters by category, keeps it on reload, and opens a product', async ({ page }) => {
  await signIn(page, 'warehouse@demo.local');
  await page.goto('/products');
  await expect(productRows(page)).toHaveCount(10);
  await expect(page.getByTestId('pager-total')).toHaveText('Total Data : 300');

  await page.getByRole('region', { name: 'Filters' }).getByRole('button', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Beverages' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Apply Filter' }).click();
  await expect(page.getByText('Category: Beverages')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Category: Beverages')).toBeVisible();
  await expect(productRows(page).first()).toBeVisible();
  for (const category of await productRows(page).locator('td:nth-child(3)').allInnerTexts()) expect(category).toBe('Beverages');

  const name = (await productRows(page).first().locator('td:nth-child(2)').innerText()).trim();
  await productRows(page).first().click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('detail-category')).toHaveText('Beverages');
  await expect(page.getByTestId('detail-mrp')).toHaveText(/^₹/);
  await expect(page.getByTestId('detail-in-machines')).toHaveText(/units in \d+ machines/);
});

test('a technician, without the catalogue permission, is told the products screen is not allowed', async ({ page }) => {
  await signIn(page, 'technician@demo.local');
  await page.goto('/products');
  await expect(page.getByRole('alert')).toContainText('Not allowed');
  await expect(page.getByRole('alert')).toContainText('PERM_VIEW_PRODUCT_CATALOG');
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Commands ('>') wait for their exact title to be the selected entry; searches for the first result. */
async function palette(page: Page, text: string) {
  if (text.startsWith('>')) return runFromPalette(page, text);
  await page.keyboard.press('Control+k');
  await expect(page.locator('[cmdk-input]')).toBeFocused();
  await page.keyboard.type(text);
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
}

test('an admin adds a product with an image, finds it with the palette, edits its category and exports the list, from the keyboard', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await palette(page, '>Add product');
  await expect(page).toHaveURL(/\/add-product$/);
  await expect(page.getByText('Fields marked * are required.')).toBeVisible();
  const sku = `KB-${Date.now() % 1_000_000}`;
  const name = `Keyboard Lassi ${sku}`;

  // SKU has the focus; Enter on an otherwise empty form names what is missing.
  await expect(page.getByLabel('SKU')).toBeFocused();
  await page.keyboard.type(sku);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Name')).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Category').locator('option', { hasText: /^Beverages$/ })).toHaveCount(1);
  await page.keyboard.type('Beverages');
  await expect(page.getByLabel('Category').locator('option:checked')).toHaveText('Beverages');
  for (const list of ['Brand', 'Unit', 'Packaging']) {
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(list)).toBeFocused();
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Tab');
  await page.keyboard.type('200 ml');
  await page.keyboard.press('Tab'); // Status: Active already
  await page.keyboard.press('Tab');
  await page.keyboard.type('35.50');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0403');
  await page.keyboard.press('Tab');
  await page.keyboard.type('5');
  await page.keyboard.press('Tab'); // Cess: 0 already
  await page.keyboard.press('Tab');
  await page.keyboard.type('Sweet lassi, chilled.');

  // The image: Tab to the picker, Space opens the file chooser.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Product image')).toBeFocused();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles('tests/fixtures/product-64x48.jpg');
  await expect(page.getByRole('img', { name: 'Product image preview' })).toBeVisible();
  // Enter in a field submits the page (domain.md §5).
  await page.getByLabel('HSN').focus();
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Product created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('img', { name })).toBeVisible();
  await expect(page.getByTestId('detail-category')).toHaveText('Beverages');

  // Elsewhere, then found again with the palette's product search.
  await page.keyboard.press('Alt+p');
  await expect(page).toHaveURL(/\/products$/);
  await palette(page, `$${sku}`);
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // Edit its category.
  await palette(page, '>Edit product');
  await expect(page).toHaveURL(/\/edit-product\/\d+$/);
  await page.getByLabel('Category').focus();
  // The categories load after the form; wait for more than the placeholder and the current one.
  await expect.poll(() => page.getByLabel('Category').locator('option').count()).toBeGreaterThan(2);
  const other = (await page.getByLabel('Category').locator('option').allInnerTexts()).find((c) => c !== 'Beverages' && c !== 'Select category')!;
  await page.keyboard.type(other);
  await expect(page.getByLabel('Category').locator('option:checked')).toHaveText(other);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Product updated successfully')).toBeVisible();
  await expect(page.getByTestId('detail-category')).toHaveText(other);
  await expect(page.getByRole('img', { name })).toBeVisible();

  // The list, searched, exported.
  await page.keyboard.press('Alt+p');
  await searchList(page, sku);
  await expect(productRows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Export CSV' }).focus();
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toBe('products.csv');
  const csv = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString('utf8')).toContain(`${sku},${name},${other}`);
});

test('a warehouse manager, who may only view the catalogue, is offered no Add product and no import', async ({ page }) => {
  await signIn(page, 'warehouse@demo.local');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('>Add product');
  await expect(page.getByRole('option', { name: /^Add product(?! request)/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/products');
  await expect(productRows(page)).toHaveCount(10);
  await expect(page.getByRole('link', { name: 'Add product' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);
});

test('an admin imports a CSV file: the refused row is reported, and only the valid rows are imported', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await page.goto('/products');
  await expect(productRows(page)).toHaveCount(10);
  await palette(page, '>Import products from CSV');
  const dialog = page.getByRole('dialog', { name: 'Import products' });
  await expect(dialog.getByRole('button', { name: 'Download sample file' })).toBeVisible();
  const sample = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download sample file' }).click();
  expect((await sample).suggestedFilename()).toBe('products-sample.csv');

  const stamp = Date.now() % 1_000_000;
  const csv = [
    'sku,name,category,brand,unit,packaging,mrp,hsn,gst,cess,net_quantity,status,description',
    `IMP-${stamp}-1,Imported Cola ${stamp},Beverages,${await firstOption(page, 'brands')},ml,${await firstOption(page, 'packagings')},40,2202,12,0,300 ml,Active,`,
    `IMP-${stamp}-2,Imported Broken ${stamp},Nowhere,X,ml,Can,abc,2202,12,0,300 ml,Active,`,
  ].join('\n');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByText('Choose CSV file').click();
  await (await chooser).setFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByTestId('import-summary')).toHaveText('2 rows read: 1 ready to import, 1 refused.');
  const refused = dialog.getByRole('table', { name: 'Refused rows' }).locator('tbody tr');
  await expect(refused).toHaveCount(1);
  await expect(refused.first()).toContainText('category: No category named "Nowhere"');
  await expect(refused.first()).toContainText('mrp: Enter an amount like 120 or 120.50');
  await dialog.getByRole('button', { name: 'Import only the 1 valid rows' }).click();
  await expect(toast(page, '1 product imported successfully')).toBeVisible();
  await searchList(page, `IMP-${stamp}`);
  await expect(productRows(page)).toHaveCount(1);
  await expect(productRows(page).first()).toContainText(`Imported Cola ${stamp}`);
});

/** The name of the company's first brand or packaging, from the Add product form's own source. */
async function firstOption(page: Page, list: 'brands' | 'packagings'): Promise<string> {
  const answer = await page.evaluate(async () => {
    const r = await fetch('/api/product-management', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'get.product_filter_options' }), credentials: 'same-origin' });
    return r.json();
  });
  return answer.data[list][0].name;
}

test('a technician is not offered Add product in the palette, and /add-product is not allowed', async ({ page }) => {
  await signIn(page, 'technician@demo.local');
  await page.keyboard.press('Control+k');
  await expect(page.locator('[cmdk-input]')).toBeFocused();
  await page.keyboard.type('>Add product');
  await expect(page.getByRole('option', { name: /^Add product(?! request)/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/add-product');
  await expect(page.getByRole('alert')).toContainText('PERM_ADD_PRODUCT_CATALOG');
});
