/**
 * "Suggest purchase order" through the API: the demo's reorder levels give every warehouse
 * something to suggest; a product put below its level is proposed, sized from its outflow and
 * rounded up to the supplier's minimum, with its reason; what is on open orders counts;
 * scope and permission hold; the reorder level is set with bounds and an audit row.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, roles, supplierProductTerms, users, warehouseStock, warehouses } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';

const PROCUREMENT = 'procurement-management';
const WAREHOUSE = 'warehouse-management';
let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

const suggest = (fields: Record<string, unknown>, token = admin) => api.post(PROCUREMENT, { action: 'suggest.purchase_order', ...fields }, token);
const setLevel = (fields: Record<string, unknown>, token = admin) => api.post('warehouse-inventory-management-services', { action: 'update.warehouse_reorder_level', ...fields }, token);

const row = async (warehouseId: number, productId: number) =>
  (await api.services.db.select().from(warehouseStock).where(and(eq(warehouseStock.warehouse_id, warehouseId), eq(warehouseStock.product_id, productId))))[0];

/** A company warehouse (no franchise, no approval) and a product it holds that a supplier sells with a minimum above 1. */
async function candidate() {
  const [w] = await api.services.db.select().from(warehouses)
    .where(and(eq(warehouses.po_approval_required, false))).orderBy(warehouses.id).limit(1);
  const held = await api.services.db.select().from(warehouseStock).where(eq(warehouseStock.warehouse_id, w!.id));
  const terms = await api.services.db.select().from(supplierProductTerms).orderBy(supplierProductTerms.id);
  const term = terms.find((t) => held.some((h) => h.product_id === t.product_id && h.stock > 0 && h.reorder_level === 0) && t.min_quantity > 1)!;
  return { warehouseId: w!.id, term, stock: held.find((h) => h.product_id === term.product_id)!.stock };
}

describe('the demo', () => {
  it('has products below their reorder level in every warehouse, each with a supplier proposal or named as unsourced', async () => {
    // Warehouses proper: a partner's vehicle is stocked from a warehouse, not bought for.
    const all = await api.services.db.select({ id: warehouses.id, company_id: warehouses.company_id }).from(warehouses).where(eq(warehouses.storage_type, 'Warehouse'));
    const demo = (await api.services.db.select().from(warehouses).where(eq(warehouses.name, 'Bengaluru Central Warehouse')))[0]!;
    for (const w of all.filter((x) => x.company_id === demo.company_id)) {
      const r = await suggest({ warehouse_id: w.id });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data.due, `warehouse ${w.id}`).toBeGreaterThan(0);
      expect(r.body.data.suppliers.length, `warehouse ${w.id}`).toBeGreaterThan(0);
      for (const proposal of r.body.data.suppliers) {
        for (const line of proposal.lines) {
          expect(line.quantity).toBeGreaterThanOrEqual(line.min_quantity);
          expect(line.on_hand + line.incoming).toBeLessThan(line.reorder_level);
          expect(line.reason).toMatch(/under its reorder level/);
        }
      }
    }
  });
});

describe('a product below its level', () => {
  it('is suggested for the supplier that sells it, rounded up to its minimum, with the reason', async () => {
    const { warehouseId, term, stock } = await candidate();
    // Just under the level: the need is small, so the supplier's minimum decides the quantity.
    const level = stock + 1;
    const set = await setLevel({ warehouse_id: warehouseId, product_id: term.product_id, reorder_level: level });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({ warehouse_id: warehouseId, product_id: term.product_id, reorder_level: level, stock });

    const r = await suggest({ warehouse_id: warehouseId, supplier_id: term.supplier_id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.suppliers).toHaveLength(1);
    const proposal = r.body.data.suppliers[0];
    expect(proposal.supplier.id).toBe(term.supplier_id);
    const line = proposal.lines.find((l: { product_id: number }) => l.product_id === term.product_id);
    expect(line).toBeDefined();
    expect(line.price).toBe(Number(term.selling_price));
    expect(line.min_quantity).toBe(term.min_quantity);
    expect(line.on_hand).toBe(stock);
    expect(line.reorder_level).toBe(level);
    expect(line.reason).toContain(`Holds ${stock}`);
    expect(line.reason).toContain(`under its reorder level of ${level}`);
    const perDay = line.outflow / r.body.data.outflow_days;
    const need = level + Math.ceil(perDay * r.body.data.cover_days) - stock - line.incoming;
    expect(line.quantity).toBe(Math.max(need, term.min_quantity));
    // The demo's product sells by the dozen or more and went out slowly: the minimum decides.
    expect(need).toBeLessThan(term.min_quantity);
    expect(line.quantity).toBe(term.min_quantity);
    expect(line.reason).toContain(`the supplier sells at least ${term.min_quantity}`);
    expect(proposal.amount).toBeCloseTo(proposal.lines.reduce((s: number, l: { quantity: number; price: number }) => s + l.quantity * l.price, 0), 2);

    // Saved as a draft order, the units count as on order once the order is Created: nothing is due any more.
    const order = await api.post(PROCUREMENT, {
      action: 'create.purchase_order', supplier_id: term.supplier_id, warehouse_id: warehouseId, tax_type: 'INTRA_STATE', status: 'CREATED',
      lines: [{ product_id: line.product_id, quantity: line.quantity, price: line.price }],
    }, admin);
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const again = await suggest({ warehouse_id: warehouseId, supplier_id: term.supplier_id });
    const still = again.body.data.suppliers.flatMap((p: { lines: { product_id: number }[] }) => p.lines).find((l: { product_id: number }) => l.product_id === term.product_id);
    expect(still).toBeUndefined();
  });

  it('is not suggested at level 0 (none set) or when the shelves hold enough', async () => {
    const { warehouseId, term, stock } = await candidate();
    expect((await setLevel({ warehouse_id: warehouseId, product_id: term.product_id, reorder_level: stock })).status).toBe(200);
    const r = await suggest({ warehouse_id: warehouseId, supplier_id: term.supplier_id });
    const lines = r.body.data.suppliers.flatMap((p: { lines: { product_id: number }[] }) => p.lines);
    expect(lines.some((l: { product_id: number }) => l.product_id === term.product_id)).toBe(false);
    expect((await setLevel({ warehouse_id: warehouseId, product_id: term.product_id, reorder_level: 0 })).status).toBe(200);
  });
});

describe('the reorder level', () => {
  it('is audited with the level before and after', async () => {
    const { warehouseId, term } = await candidate();
    const before = (await row(warehouseId, term.product_id))!.reorder_level;
    expect((await setLevel({ warehouse_id: warehouseId, product_id: term.product_id, reorder_level: before + 7 })).status).toBe(200);
    const [entry] = await api.services.db.select().from(auditLog).where(eq(auditLog.action, 'update.warehouse_reorder_level')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ entity: 'warehouse_stock', entity_id: warehouseId });
    expect(entry!.before).toMatchObject({ product_id: term.product_id, reorder_level: before });
    expect(entry!.after).toMatchObject({ product_id: term.product_id, reorder_level: before + 7 });
    expect((await setLevel({ warehouse_id: warehouseId, product_id: term.product_id, reorder_level: before })).status).toBe(200);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const { warehouseId, term } = await candidate();
    const before = await row(warehouseId, term.product_id);
    const audits = (await api.services.db.select().from(auditLog).where(eq(auditLog.action, 'update.warehouse_reorder_level'))).length;
    for (const reorder_level of [-1, 2.5, 100_001, 'ten', null]) {
      const r = await setLevel({ warehouse_id: warehouseId, product_id: term.product_id, reorder_level });
      expect(r.status, String(reorder_level)).toBe(400);
      expect(JSON.stringify(r.body)).toContain('reorder_level');
    }
    const r = await setLevel({ warehouse_id: warehouseId, product_id: term.product_id, reorder_level: -1 });
    expect(r.body.errors?.[0]?.message ?? JSON.stringify(r.body)).toContain('Enter a whole number from 0 to 100000');
    expect((await setLevel({ warehouse_id: 0, product_id: term.product_id, reorder_level: 5 })).status).toBe(400);
    expect((await setLevel({ warehouse_id: warehouseId, product_id: 2_000_000_000, reorder_level: 5 })).status).toBe(404);
    expect(await row(warehouseId, term.product_id)).toEqual(before);
    expect((await api.services.db.select().from(auditLog).where(eq(auditLog.action, 'update.warehouse_reorder_level'))).length).toBe(audits);
  });

  it('needs PERM_UPDATE_INVENTORY', async () => {
    const { warehouseId, term } = await candidate();
    const store = await api.login('store@demo.local');
    expect((await setLevel({ warehouse_id: warehouseId, product_id: term.product_id, reorder_level: 5 }, store)).status).toBe(403);
  });
});

describe('scope and permission', () => {
  it('answers 403 to a role without PERM_ADD_PURCHASE_ORDER and 400 to bad input', async () => {
    const { warehouseId } = await candidate();
    for (const email of ['franchise@demo.local', 'technician@demo.local', 'partner@demo.local']) {
      expect((await suggest({ warehouse_id: warehouseId }, await api.login(email))).status, email).toBe(403);
    }
    for (const bad of [{}, { warehouse_id: 'x' }, { warehouse_id: 0 }, { warehouse_id: warehouseId, supplier_id: -3 }]) {
      expect((await suggest(bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await suggest({ warehouse_id: 2_000_000_000 })).status).toBe(404);
    expect((await suggest({ warehouse_id: warehouseId, supplier_id: 2_000_000_000 })).status).toBe(404);
  });

  it('a warehouse manager may suggest; franchise staff only for their franchise\'s warehouses', async () => {
    const { warehouseId } = await candidate();
    expect((await suggest({ warehouse_id: warehouseId }, await api.login('warehouse@demo.local'))).status).toBe(200);
    // Give the franchise admin the permission: its own franchise's warehouse yes, a company warehouse no.
    const db = api.services.db;
    const [user] = await db.select().from(users).where(eq(users.email, 'franchise@demo.local'));
    const [role] = await db.select().from(roles).where(eq(roles.id, user!.role_id));
    await db.update(roles).set({ permissions: [...(role!.permissions as string[]), 'PERM_ADD_PURCHASE_ORDER'] }).where(eq(roles.id, role!.id));
    const franchise = await api.login('franchise@demo.local');
    const mine = (await api.post(WAREHOUSE, { action: 'list.warehouses' }, franchise)).body.data as { id: number }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.some((w) => w.id === warehouseId)).toBe(false);
    expect((await suggest({ warehouse_id: mine[0]!.id }, franchise)).status).toBe(200);
    expect((await suggest({ warehouse_id: warehouseId }, franchise)).status).toBe(404);
  });
});
