/** import.products: rows checked with the form's rules; check, all-or-nothing, only the valid rows; roles. */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';

const PM = 'product-management';
let api: TestApi;
let admin: string;
let names: { category: string; brand: string; unit: string; packaging: string };

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  const options = (await api.post(PM, { action: 'get.product_filter_options' }, admin)).body.data;
  names = { category: options.categories[0].name, brand: options.brands[0].name, unit: options.units[0].name, packaging: options.packagings[0].name };
});
afterAll(() => api.close());

const row = (sku: string, over: Record<string, string> = {}) => ({
  sku, name: `Imported ${sku}`, ...names, mrp: '25', hsn: '2202', gst: '12', cess: '0', net_quantity: '250 ml', status: 'Active', description: '', ...over,
});
const run = (mode: string, rows: unknown[], token = admin) => api.post(PM, { action: 'import.products', mode, rows }, token);
const stored = (skus: string[]) => api.services.db.select().from(products).where(inArray(products.sku, skus));

describe('import.products', () => {
  it('imports valid rows together, each audited, names matched case aside', async () => {
    const rows = [row('IMP-A1'), row('IMP-A2', { category: names.category.toUpperCase(), status: 'inactive', gst: '5' })];
    const checked = await run('check', rows);
    expect(checked.status).toBe(200);
    expect(checked.body.data).toEqual({ total: 2, valid: 2, imported: 0, refused: [] });
    expect(await stored(['IMP-A1', 'IMP-A2'])).toHaveLength(0);

    const r = await run('all', rows);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ total: 2, valid: 2, imported: 2, refused: [] });
    const saved = await stored(['IMP-A1', 'IMP-A2']);
    expect(saved.map((p) => [p.sku, p.status, p.gst, p.net_weight]).sort()).toEqual([['IMP-A1', 1, 12, '250 ml'], ['IMP-A2', 2, 5, '250 ml']]);
    const audits = await api.services.db.select().from(auditLog).where(and(eq(auditLog.action, 'import.products'), inArray(auditLog.entity_id, saved.map((p) => p.id))));
    expect(audits).toHaveLength(2);
  });

  it('reports every refused row with its line and reasons, and imports nothing in "all" mode', async () => {
    await run('all', [row('IMP-TAKEN')]);
    const rows = [
      row('IMP-B1'),
      row('IMP-B2', { mrp: 'abc', hsn: '1' }),
      row('IMP-B3', { category: 'Nonexistent' }),
      row('imp-b1'),
      row('IMP-TAKEN'),
      row('', { status: 'Maybe', name: '' }),
    ];
    const checked = await run('check', rows);
    expect(checked.body.data.valid).toBe(1);
    expect(checked.body.data.refused).toEqual([
      { line: 3, sku: 'IMP-B2', errors: [{ field: 'mrp', message: 'Enter an amount like 120 or 120.50' }, { field: 'hsn', message: 'Enter an HSN code of 4, 6 or 8 digits' }] },
      { line: 4, sku: 'IMP-B3', errors: [{ field: 'category', message: 'No category named "Nonexistent". Use one of the category names of the catalogue.' }] },
      { line: 5, sku: 'imp-b1', errors: [{ field: 'sku', message: 'SKU imp-b1 is repeated in the file (first on row 2).' }] },
      { line: 6, sku: 'IMP-TAKEN', errors: [{ field: 'sku', message: 'SKU IMP-TAKEN is already used by another product. Choose another SKU.' }] },
      { line: 7, sku: '', errors: [{ field: 'sku', message: 'Value required' }, { field: 'name', message: 'Value required' }, { field: 'status', message: 'Enter Active or Inactive' }] },
    ]);

    const all = await run('all', rows);
    expect(all.status).toBe(400);
    expect(all.body.message).toBe('5 rows were refused, so nothing was imported. Fix the file, or import only the valid rows.');
    expect(all.body.errors).toContainEqual({ path: 'rows.line_4.category', message: expect.stringContaining('Nonexistent') });
    expect(await stored(['IMP-B1', 'IMP-B2', 'IMP-B3'])).toHaveLength(0);

    const valid = await run('valid_only', rows);
    expect(valid.status).toBe(200);
    expect(valid.body.data).toMatchObject({ total: 6, valid: 1, imported: 1 });
    expect(valid.body.data.refused).toHaveLength(5);
    expect((await stored(['IMP-B1', 'IMP-B2', 'IMP-B3'])).map((p) => p.sku)).toEqual(['IMP-B1']);
  });

  it('keeps the line numbers the client sends (blank lines skipped)', async () => {
    const r = await run('check', [{ ...row('IMP-C1'), line: 2 }, { ...row('IMP-C2', { mrp: '' }), line: 9 }]);
    expect(r.body.data.refused).toEqual([{ line: 9, sku: 'IMP-C2', errors: [{ field: 'mrp', message: 'Value required' }] }]);
  });

  it('refuses an empty file, too many rows, an unknown mode (400) and roles without PERM_ADD_PRODUCT_CATALOG (403)', async () => {
    expect((await run('all', [])).status).toBe(400);
    expect((await run('all', Array.from({ length: 2001 }, (_, i) => ({ sku: `X${i}` })))).status).toBe(400);
    expect((await run('sometimes', [row('IMP-D1')])).status).toBe(400);
    for (const email of ['technician@demo.local', 'warehouse@demo.local']) {
      const r = await run('check', [row('IMP-D1')], await api.login(email));
      expect(r.status, email).toBe(403);
    }
  });
});
