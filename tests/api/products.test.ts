/** /api/product-management (reading): list.products, get.product, get.product_filter_options. */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, users, vendingMachines, vmSlots } from '../../server/db/schema/index.ts';
import { BRANDS, UNUSED } from '../../server/seed/demo-catalogue.ts';
import { startApi, type TestApi } from './harness.ts';
import { createRivalCompany, RIVAL_ADMIN } from './machines-fixtures.ts';

const PM = 'product-management';
let api: TestApi;
let admin: string;
let companyId: number;
let rival: Awaited<ReturnType<typeof createRivalCompany>>;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  const [adminUser] = await api.services.db.select().from(users).where(eq(users.email, 'admin@demo.local'));
  companyId = adminUser.company_id;
  rival = await createRivalCompany(api.services.db);
});
afterAll(() => api.close());

const list = (body: Record<string, unknown>, token = admin) => api.post(PM, { action: 'list.products', ...body }, token);
const demoProducts = () => api.services.db.select().from(products).where(eq(products.company_id, companyId));

interface Row { id: number; sku: string; name: string; mrp: number; status: number; category: { id: number; name: string }; brand: { id: number; name: string } }

describe('list.products (/products)', () => {
  it('lists the catalogue by name with category, brand, unit, packaging, MRP and status', async () => {
    const r = await list({});
    expect(r.status).toBe(200);
    expect(r.body.total).toBe((await demoProducts()).length);
    expect(r.body.data).toHaveLength(10);
    const names = r.body.data.map((p: Row) => p.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(r.body.data[0]).toMatchObject({
      sku: expect.stringMatching(/^SKU-\d{5}$/), category: { name: expect.any(String) }, brand: { name: expect.any(String) },
      unit: { name: expect.any(String) }, packaging: { name: expect.any(String) }, mrp: expect.any(Number), status: expect.any(Number),
    });
  });

  it('sorts by MRP, sku and category name, pages without overlap, and refuses unknown keys', async () => {
    const byMrp = await list({ sortBy: 'mrp', sortDir: 'DESC', limit: 30 });
    const mrps = byMrp.body.data.map((p: Row) => p.mrp);
    expect(mrps).toEqual([...mrps].sort((a, b) => b - a));
    const byCategory = await list({ sortBy: 'category', sortDir: 'ASC', limit: 300 });
    const categories = byCategory.body.data.map((p: Row) => p.category.name);
    expect(categories).toEqual([...categories].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const ids: number[] = [];
    for (const offset of [0, 10, 20]) ids.push(...(await list({ sortBy: 'sku', sortDir: 'ASC', offset })).body.data.map((p: Row) => p.id));
    expect(ids).toEqual((await list({ sortBy: 'sku', sortDir: 'ASC', limit: 30 })).body.data.map((p: Row) => p.id));
    const bad = await list({ sortBy: 'cost_price' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('sortBy');
  });

  it('filters by category, brand and status, and searches sku and name', async () => {
    const all = await demoProducts();
    const categoryId = all[0].category_id;
    const byCategory = await list({ category_id: [categoryId], limit: 200 });
    expect(byCategory.body.total).toBe(all.filter((p) => p.category_id === categoryId).length);
    expect(byCategory.body.data.every((p: Row) => p.category.id === categoryId)).toBe(true);

    const brandId = all[0].brand_id;
    const inactive = await list({ brand_id: [brandId], status: [2], limit: 200 });
    expect(inactive.body.total).toBe(all.filter((p) => p.brand_id === brandId && p.status === 2).length);

    const bySku = await list({ search: 'sku-00007' });
    expect(bySku.body.total).toBe(1);
    expect(bySku.body.data[0].sku).toBe('SKU-00007');
    const word = all[3].name.split(' ')[1];
    const byName = await list({ search: word, limit: 300 });
    expect(byName.body.total).toBe(all.filter((p) => p.name.toLowerCase().includes(word.toLowerCase()) || p.hsn.includes(word)).length);
  });

  it('stays within the company, and answers 403 to a role without PERM_VIEW_PRODUCT_CATALOG', async () => {
    expect((await list({ search: 'RIVAL' })).body.total).toBe(0);
    const theirs = await list({}, await api.login(RIVAL_ADMIN));
    expect(theirs.body.data.map((p: Row) => p.sku)).toEqual(['RIVAL-001']);
    const technician = await list({}, await api.login('technician@demo.local'));
    expect(technician.status).toBe(403);
    expect(technician.body.message).toContain('PERM_VIEW_PRODUCT_CATALOG');
  });
});

describe('get.product (/product/{id})', () => {
  it('answers the product with tax details and how much of it sits in machines', async () => {
    const [slot] = await api.services.db
      .select({ product_id: vmSlots.product_id })
      .from(vmSlots)
      .innerJoin(vendingMachines, eq(vendingMachines.id, vmSlots.vending_machine_id))
      .where(and(eq(vendingMachines.company_id, companyId), isNull(vendingMachines.deleted_at), isNotNull(vmSlots.product_id)))
      .limit(1);
    const productId = slot.product_id!;
    const holding = await api.services.db
      .select({ machine: vmSlots.vending_machine_id, quantity: vmSlots.quantity })
      .from(vmSlots)
      .innerJoin(vendingMachines, eq(vendingMachines.id, vmSlots.vending_machine_id))
      .where(and(eq(vmSlots.product_id, productId), isNull(vendingMachines.deleted_at)));
    const r = await api.post(PM, { action: 'get.product', id: productId }, admin);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({
      id: productId, hsn: expect.any(String), gst: expect.any(Number), cess: expect.any(Number), net_weight: expect.any(String), image_url: null,
      machines_stocking: new Set(holding.map((h) => h.machine)).size,
      units_in_machines: holding.reduce((s, h) => s + h.quantity, 0),
    });
  });

  it("answers 404 for another company's product", async () => {
    expect((await api.post(PM, { action: 'get.product', id: rival.productId }, admin)).status).toBe(404);
  });
});

describe('get.product_filter_options', () => {
  it("lists the company's categories, brands, units and packagings by name", async () => {
    const r = await api.post(PM, { action: 'get.product_filter_options' }, admin);
    expect(r.status).toBe(200);
    expect(r.body.data.categories.map((c: { name: string }) => c.name)).toContain('Beverages');
    expect(r.body.data.brands.length).toBe(BRANDS.length + UNUSED.brands.length);
    expect(r.body.data.units.map((u: { name: string }) => u.name).sort()).toEqual(['L', 'g', 'kg', 'ml', 'pcs']);
    expect(r.body.data.packagings.length).toBe(6 + UNUSED.packagings.length);
    expect(r.body.data.categories.some((c: { name: string }) => c.name === 'Drinks')).toBe(false);
  });
});
