/**
 * Inventory through the API: the company inventory adds up to the ledger's places, a warehouse's
 * and a store's inventory, the store's runout and max quantity with their checks and audit, the
 * bulk stock upload (refused rows, conservation against the ledger, nothing half-applied), the
 * low-inventory notification raised once and re-armed, and who may call what.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them */
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_MESSAGES } from '../../contract/actions/inventory.ts';
import { CATALOGUE } from '../../contract/catalogue.ts';
import { sampleStockFile } from '../../contract/stock-file.ts';
import { auditLog, notifications, products, stockMovements, stores, vmSlots, vendingMachines, warehouseStock, warehouses } from '../../server/db/schema/index.ts';
import { machineTotalsViolations, stockLedgerViolations } from '../../server/stock/check.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let admin: string;
let franchise: string;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  franchise = await api.login('franchise@demo.local');
});
afterAll(() => api.close());

/** Each action at its own service area (console.md §7: inventory and warehouse stock have theirs). */
const call = (action: string, fields: Record<string, unknown> = {}, token = admin) => api.post(CATALOGUE.find((s) => s.name === action)!.area, { action, ...fields }, token);
/** A store the franchise admin runs (the store inventory is theirs, not the company admin's). */
async function franchiseStore() {
  const id = (await call('list.inventory', { limit: 1 }, franchise)).body.places.stores[0].id as number;
  const [s] = await db().select().from(stores).where(eq(stores.id, id));
  return s!;
}
const db = () => api.services.db;
/** A bulk stock file of these rows, one a line after the header (line 2 on). */
const csvOf = (rows: { sku: string; quantity: string }[]) => ['sku,quantity', ...rows.map((r) => `${r.sku},${r.quantity}`)].join('\n');

async function demoWarehouse() {
  const [w] = await db().select().from(warehouses).where(eq(warehouses.name, 'Bengaluru Central Warehouse'));
  return w!;
}
async function shelf(warehouseId: number, productId: number) {
  const [r] = await db().select().from(warehouseStock).where(and(eq(warehouseStock.warehouse_id, warehouseId), eq(warehouseStock.product_id, productId)));
  return r;
}

describe('list.inventory', () => {
  it('sums every place per product the way the ledger and the slots do', async () => {
    const w = await demoWarehouse();
    const r = await call('list.inventory', { limit: 2000, in_stock_only: true });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.total).toBeGreaterThan(0);
    const company = w.company_id;
    const [wh] = await db().select({ s: sql<number>`coalesce(sum(${warehouseStock.stock}),0)::int`, t: sql<number>`coalesce(sum(${warehouseStock.in_transit}),0)::int` })
      .from(warehouseStock).innerJoin(warehouses, eq(warehouses.id, warehouseStock.warehouse_id)).where(eq(warehouses.company_id, company));
    const [vm] = await db().select({ s: sql<number>`coalesce(sum(${vmSlots.quantity}),0)::int` }).from(vmSlots)
      .innerJoin(vendingMachines, eq(vendingMachines.id, vmSlots.vending_machine_id))
      .where(and(eq(vendingMachines.company_id, company), sql`${vendingMachines.deleted_at} is null`, sql`${vmSlots.product_id} is not null`));
    const [st] = await db().select({ s: sql<number>`coalesce(sum(case when ${stockMovements.to_kind} = 'store' then ${stockMovements.quantity} else 0 end) - sum(case when ${stockMovements.from_kind} = 'store' then ${stockMovements.quantity} else 0 end),0)::int` })
      .from(stockMovements).where(eq(stockMovements.company_id, company));
    const rows = r.body.data as any[];
    const sum = (k: string) => rows.reduce((a, x) => a + x[k], 0);
    expect(sum('warehouses')).toBe(wh!.s);
    expect(sum('in_transit')).toBe(wh!.t);
    expect(sum('machines')).toBe(vm!.s);
    expect(sum('stores')).toBe(st!.s);
    for (const x of rows) expect(x.total).toBe(x.warehouses + x.in_transit + x.stores + x.machines);
    expect(r.body.places.warehouses.length).toBeGreaterThan(1);
    expect(r.body.places.stores.length).toBeGreaterThan(0);
  });

  it('narrows the numbers to the places picked and the rows to the item filters', async () => {
    const w = await demoWarehouse();
    const all = await call('list.inventory', { warehouse_id: [w.id], in_stock_only: true, limit: 2000, sortBy: 'warehouses', sortDir: 'DESC' });
    expect(all.status).toBe(200);
    const top = all.body.data[0];
    expect(top.stores).toBe(0);
    expect(top.warehouses).toBe((await shelf(w.id, top.product_id))!.stock);
    const [p] = await db().select().from(products).where(eq(products.id, top.product_id));
    const byCategory = await call('list.inventory', { category_id: [p!.category_id], limit: 2000 });
    expect((byCategory.body.data as any[]).every((x) => x.category === top.category)).toBe(true);
    const bySearch = await call('list.inventory', { search: p!.sku });
    expect(bySearch.body.data.map((x: any) => x.sku)).toContain(p!.sku);
  });

  it("gives a page sorted by the product's columns the figures of the sums over every product", async () => {
    // Such a page sums its own products alone (server/actions/inventory.ts, productsFirst); a sort
    // by a figure sums them all. Both must agree, for every caller's reach and place filter.
    const w = await demoWarehouse();
    for (const [token, fields] of [[admin, {}], [admin, { warehouse_id: [w.id] }], [franchise, {}]] as const) {
      const everything = await call('list.inventory', { ...fields, limit: 2000, sortBy: 'total', sortDir: 'DESC' }, token);
      expect(everything.status).toBe(200);
      const byId = new Map((everything.body.data as any[]).map((r) => [r.product_id, r]));
      expect(byId.size).toBe(everything.body.total);
      expect((everything.body.data as any[]).some((r) => r.machines > 0 && r.warehouses > 0)).toBe(true);
      for (const page of [{ offset: 0 }, { offset: 20, sortBy: 'sku', sortDir: 'DESC' }, { offset: everything.body.total - 7, sortBy: 'brand' }]) {
        const r = await call('list.inventory', { ...fields, limit: 20, ...page }, token);
        expect(r.status).toBe(200);
        expect(r.body.total).toBe(everything.body.total);
        expect(r.body.data.length).toBe(Math.min(20, everything.body.total - page.offset));
        for (const row of r.body.data as any[]) expect(row).toEqual(byId.get(row.product_id));
      }
    }
  });

  it("shows a franchise admin only their franchise's places", async () => {
    const mine = await call('list.inventory', { limit: 1 }, franchise);
    expect(mine.status).toBe(200);
    const theirs = await db().select().from(warehouses).where(sql`${warehouses.franchise_id} is not null`);
    const ids = mine.body.places.warehouses.map((x: any) => x.id);
    const [own] = await db().select().from(warehouses).where(eq(warehouses.name, 'Delhi Okhla Warehouse'));
    expect(ids).toEqual([own!.id]);
    expect(theirs.length).toBeGreaterThan(1);
    // Another franchise's warehouse picked as a filter counts nothing.
    const other = theirs.find((x) => x.id !== own!.id)!;
    const picked = await call('list.inventory', { warehouse_id: [other.id], in_stock_only: true }, franchise);
    expect(picked.body.total).toBe(0);
  });
});

describe("the machines' stock totals", () => {
  it('follow every slot change, machine move, deletion and restore, so the machines column stays the slots\' sum', async () => {
    const machinesUnits = async () => ((await call('list.inventory', { limit: 2000 })).body.data as any[]).reduce((a, x) => a + x.machines, 0);
    const before = await machinesUnits();
    const [slot] = await db().select().from(vmSlots).where(sql`${vmSlots.product_id} is not null`).limit(1);
    const [machine] = await db().select().from(vendingMachines).where(eq(vendingMachines.id, slot!.vending_machine_id));
    const [other] = await db().select().from(warehouses).where(sql`${warehouses.id} <> ${machine!.warehouse_id ?? 0}`).limit(1);
    await db().update(vmSlots).set({ quantity: sql`${vmSlots.quantity} + 7` }).where(eq(vmSlots.id, slot!.id));
    expect(await machinesUnits()).toBe(before + 7);
    await db().update(vendingMachines).set({ warehouse_id: other!.id }).where(eq(vendingMachines.id, machine!.id));
    const moved = await call('list.inventory', { limit: 2000, warehouse_id: [other!.id] });
    expect((moved.body.data as any[]).find((r) => r.product_id === slot!.product_id)?.machines).toBeGreaterThanOrEqual(slot!.quantity + 7);
    await db().update(vendingMachines).set({ deleted_at: new Date() }).where(eq(vendingMachines.id, machine!.id));
    expect(await machinesUnits()).toBeLessThan(before + 7);
    await db().update(vendingMachines).set({ deleted_at: null, warehouse_id: machine!.warehouse_id }).where(eq(vendingMachines.id, machine!.id));
    await db().update(vmSlots).set({ quantity: slot!.quantity }).where(eq(vmSlots.id, slot!.id));
    expect(await machinesUnits()).toBe(before);
    expect(await machineTotalsViolations(db())).toEqual([]);
  });
});

describe('list.warehouse_inventory and list.store_inventory', () => {
  it("list a warehouse's shelves and 404 one out of reach", async () => {
    const w = await demoWarehouse();
    const r = await call('list.warehouse_inventory', { warehouse_id: w.id, in_stock_only: true, limit: 5 });
    expect(r.status).toBe(200);
    expect(r.body.warehouse.name).toBe(w.name);
    for (const x of r.body.data) expect(x.stock).toBe((await shelf(w.id, x.product_id))!.stock);
    expect((await call('list.warehouse_inventory', { warehouse_id: w.id }, franchise)).status).toBe(404);
  });

  it("list a store's units from the ledger with its limits", async () => {
    const s = await franchiseStore();
    const r = await call('list.store_inventory', { store_id: s.id, limit: 2000 }, franchise);
    expect(r.status).toBe(200);
    expect(r.body.store.name).toBe(s.name);
    expect((r.body.data as any[]).some((x) => x.runout_quantity !== null)).toBe(true);
    expect((await call('list.store_inventory', { store_id: 2_000_000 }, franchise)).status).toBe(404);
  });
});

describe('the store inventory, hidden from company admin and operator (console.md §6)', () => {
  it('refuses them with 403 and changes nothing, while those who run stores read and set it', async () => {
    const s = await franchiseStore();
    const operator = await api.login('operator@demo.local');
    const limits = { store_id: s.id, product_id: 1, runout_quantity: 1, max_quantity: 2 };
    const audited = async () => (await db().select().from(auditLog).where(eq(auditLog.action, 'update.store_stock_limits'))).length;
    const before = await audited();
    for (const token of [admin, operator]) {
      const list = await call('list.store_inventory', { store_id: s.id }, token);
      expect(list.status).toBe(403);
      expect(list.body.message).toBe("A store's inventory is not shown to your role.");
      expect((await call('update.store_stock_limits', limits, token)).status).toBe(403);
    }
    expect(await audited()).toBe(before);
    expect((await call('list.store_inventory', { store_id: s.id }, await api.login('store@demo.local'))).status).not.toBe(403);
    expect((await call('list.store_inventory', { store_id: s.id }, franchise)).status).toBe(200);
  });
});

describe('update.store_stock_limits', () => {
  it('saves whole numbers with max ≥ runout ≥ 0, audited; refuses the rest with a clear message', async () => {
    const s = await franchiseStore();
    const [p] = await db().select().from(products).where(eq(products.company_id, s.company_id)).orderBy(products.id).limit(1);
    const base = { store_id: s.id, product_id: p!.id };
    const bad = async (fields: Record<string, unknown>, message: string) => {
      const r = await call('update.store_stock_limits', { ...base, ...fields }, franchise);
      expect(r.status, JSON.stringify(fields)).toBe(400);
      expect(JSON.stringify(r.body)).toContain(message);
    };
    await bad({ runout_quantity: 5, max_quantity: 3 }, INVENTORY_MESSAGES.maxBelowRunout);
    await bad({ runout_quantity: -1, max_quantity: 3 }, INVENTORY_MESSAGES.wholeNumber);
    await bad({ runout_quantity: 1.5, max_quantity: 3 }, INVENTORY_MESSAGES.wholeNumber);
    const ok = await call('update.store_stock_limits', { ...base, runout_quantity: 4, max_quantity: 20 }, franchise);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ runout_quantity: 4, max_quantity: 20 });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'update.store_stock_limits')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry!.entity).toBe('store_stock_limit');
    const listed = await call('list.store_inventory', { store_id: s.id, search: p!.sku }, franchise);
    expect(listed.body.data[0]).toMatchObject({ runout_quantity: 4, max_quantity: 20 });
  });

  it('is for holders of PERM_UPDATE_STORE_RUNOUT_AND_MAX_QTY only', async () => {
    const warehouseManager = await api.login('warehouse@demo.local');
    const [s] = await db().select().from(stores).orderBy(stores.id).limit(1);
    const r = await call('update.store_stock_limits', { store_id: s!.id, product_id: 1, runout_quantity: 1, max_quantity: 2 }, warehouseManager);
    expect(r.status).toBe(403);
  });
});

describe('upload.warehouse_stock', () => {
  it('sets the shelves of the valid rows through the ledger and reports the refused ones', async () => {
    const w = await demoWarehouse();
    const held = await db().select({ id: products.id, sku: products.sku, stock: warehouseStock.stock }).from(warehouseStock)
      .innerJoin(products, eq(products.id, warehouseStock.product_id)).where(eq(warehouseStock.warehouse_id, w.id)).orderBy(products.id).limit(4);
    const [a, b, c, d] = held;
    const rows = [
      { line: 2, sku: a!.sku, quantity: String(a!.stock + 7) },
      { line: 3, sku: b!.sku, quantity: '0' },
      { line: 4, sku: c!.sku, quantity: String(c!.stock) },
      { line: 5, sku: 'NO-SUCH-SKU', quantity: '4' },
      { line: 6, sku: d!.sku, quantity: '-3' },
      { line: 7, sku: d!.sku, quantity: 'ten' },
      { line: 8, sku: 'SKU-99999', quantity: '2.5' },
      { line: 9, sku: '', quantity: '1' },
    ];
    const before = (await db().select({ n: sql<number>`count(*)::int` }).from(stockMovements))[0]!.n;
    const r = await call('upload.warehouse_stock', { warehouse_id: w.id, csv: csvOf(rows) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const report = r.body.data;
    expect(report).toMatchObject({ rows: 8, changed: b!.stock > 0 ? 2 : 1, unchanged: b!.stock > 0 ? 1 : 2, units_in: 7, units_out: b!.stock });
    const reasons = Object.fromEntries((report.refused as any[]).map((x) => [x.line, x.reason]));
    expect(reasons[5]).toBe(INVENTORY_MESSAGES.unknownSku);
    expect(reasons[6]).toBe(INVENTORY_MESSAGES.duplicate([6, 7]));
    expect(reasons[7]).toBe(INVENTORY_MESSAGES.duplicate([6, 7]));
    expect(reasons[9]).toBe(INVENTORY_MESSAGES.missingSku);
    expect(Object.keys(reasons)).toHaveLength(5);
    expect((await shelf(w.id, a!.id))!.stock).toBe(a!.stock + 7);
    expect((await shelf(w.id, b!.id))!.stock).toBe(0);
    expect((await shelf(w.id, d!.id))!.stock).toBe(d!.stock);
    const moved = await db().select().from(stockMovements).where(eq(stockMovements.reason, 'bulk_upload'));
    expect(moved.length).toBe((await db().select({ n: sql<number>`count(*)::int` }).from(stockMovements))[0]!.n - before);
    expect(await stockLedgerViolations(db())).toEqual([]);
  });

  it('checks quantities one by one: negative and non-numeric', async () => {
    const w = await demoWarehouse();
    const [p] = await db().select().from(products).where(eq(products.company_id, w.company_id)).orderBy(products.id).limit(2);
    const r = await call('upload.warehouse_stock', { warehouse_id: w.id, csv: csvOf([{ sku: p!.sku, quantity: '-3' }]) });
    expect(r.body.data.refused[0].reason).toBe(INVENTORY_MESSAGES.negative);
    const r2 = await call('upload.warehouse_stock', { warehouse_id: w.id, csv: csvOf([{ sku: p!.sku, quantity: 'abc' }]) });
    expect(r2.body.data.refused[0].reason).toBe(INVENTORY_MESSAGES.notNumeric);
  });

  it('applies 10,000 rows in one transaction, conserving the ledger', async () => {
    const w = await demoWarehouse();
    const list = await db().select({ sku: products.sku, id: products.id }).from(products).where(eq(products.company_id, w.company_id)).orderBy(products.id);
    const rows = Array.from({ length: 10_000 }, (_, i) => i < list.length
      ? { line: i + 2, sku: list[i]!.sku, quantity: String((i * 7) % 50) }
      : { line: i + 2, sku: `UNKNOWN-${i}`, quantity: '1' });
    const r = await call('upload.warehouse_stock', { warehouse_id: w.id, csv: csvOf(rows) });
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
    expect(r.body.data.refused).toHaveLength(10_000 - list.length);
    for (const [i, p] of list.slice(0, 20).entries()) expect((await shelf(w.id, p.id))?.stock ?? 0).toBe((i * 7) % 50);
    expect(await stockLedgerViolations(db())).toEqual([]);
  });

  it('refuses more than 10,000 rows, another franchise, and roles without PERM_UPDATE_INVENTORY', async () => {
    const w = await demoWarehouse();
    const many = await call('upload.warehouse_stock', { warehouse_id: w.id, csv: csvOf(Array.from({ length: 10_001 }, () => ({ sku: 'X', quantity: '1' }))) });
    expect(many.status).toBe(400);
    expect(JSON.stringify(many.body)).toContain(INVENTORY_MESSAGES.tooManyRows);
    const header = await call('upload.warehouse_stock', { warehouse_id: w.id, csv: 'code,qty\nSKU-00001,1' });
    expect(JSON.stringify(header.body)).toContain(INVENTORY_MESSAGES.badHeader);
    expect((await call('upload.warehouse_stock', { warehouse_id: w.id, csv: 'sku,quantity\n' })).status).toBe(400);
    const row = sampleStockFile([{ sku: 'SKU-00001', quantity: 1 }]);
    expect((await call('upload.warehouse_stock', { warehouse_id: w.id, csv: row }, franchise)).status).toBe(404);
    const store = await api.login('store@demo.local');
    expect((await call('upload.warehouse_stock', { warehouse_id: w.id, csv: row }, store)).status).toBe(403);
  });
});

describe('LOW_INVENTORY_WAREHOUSE', () => {
  it('is raised once when a shelf falls below its reorder level and re-armed when it is back', async () => {
    const w = await demoWarehouse();
    const [p] = await db().select().from(products).where(eq(products.company_id, w.company_id)).orderBy(desc(products.id)).limit(1);
    const upload = (quantity: number) => call('upload.warehouse_stock', { warehouse_id: w.id, csv: sampleStockFile([{ sku: p!.sku, quantity }]) });
    const raised = async () => (await db().select().from(notifications)
      .where(and(eq(notifications.type, 'LOW_INVENTORY_WAREHOUSE'), sql`(${notifications.payload}->'Product'->>'id')::int = ${p!.id}`, sql`(${notifications.payload}->>'warehouse_id')::int = ${w.id}`))).length;
    expect((await upload(50)).status).toBe(200);
    expect((await call('update.warehouse_reorder_level', { warehouse_id: w.id, product_id: p!.id, reorder_level: 20 })).status).toBe(200);
    const start = await raised();
    await upload(30);
    expect(await raised()).toBe(start);
    await upload(10);
    expect(await raised()).toBe(start + 1);
    await upload(5);
    await upload(8);
    expect(await raised()).toBe(start + 1);
    await upload(25);
    await upload(3);
    expect(await raised()).toBe(start + 2);
    expect(await stockLedgerViolations(db())).toEqual([]);
  });
});
