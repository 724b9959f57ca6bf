/**
 * Supplier returns (warehouse → supplier orders) through the API: the demo's returns in every
 * state, writing one from a warehouse's stock of the supplier's products (its units go into
 * transit), changing it (only the difference moves), executing it (the units leave for the
 * supplier) or cancelling it (back on the shelves), and the lifecycle refusing anything else.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPLIER_RETURN_STATUS } from '../../contract/statuses.ts';
import { auditLog, stockMovements, warehouseStock } from '../../server/db/schema/index.ts';
import { stockLedgerViolations } from '../../server/stock/check.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'procurement-management';
let api: TestApi;
let admin: string;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

const balance = async (warehouseId: number, productId: number) => {
  const [row] = await api.services.db.select().from(warehouseStock).where(and(eq(warehouseStock.warehouse_id, warehouseId), eq(warehouseStock.product_id, productId)));
  return { shelf: row?.stock ?? 0, transit: row?.in_transit ?? 0 };
};

/** A warehouse and supplier with at least two of the supplier's products, 5 or more on the shelves. */
async function returnable() {
  const suppliers = (await post({ action: 'list.suppliers', limit: 20 })).body.data as { id: number }[];
  const warehouses = (await api.post('warehouse-management', { action: 'list.warehouses', limit: 20 }, admin)).body.data as { id: number }[];
  for (const w of warehouses) {
    for (const s of suppliers) {
      const r = await post({ action: 'list.supplier_returnables', warehouse_id: w.id, supplier_id: s.id });
      const lines = (r.body.data as { product_id: number; available: number }[]).filter((l) => l.available >= 5);
      if (lines.length >= 2) return { warehouseId: w.id, supplierId: s.id, lines };
    }
  }
  throw new Error('no warehouse holds two of a supplier’s products');
}

describe('supplier returns', () => {
  it('the demo has supplier returns in every state, each in /warehouse-orders as a Supplier Return', async () => {
    for (const status of Object.values(SUPPLIER_RETURN_STATUS)) {
      expect((await post({ action: 'list.supplier_returns', status: [status] })).body.total, String(status)).toBeGreaterThan(0);
    }
    const orders = await api.post('warehouse-management', { action: 'list.warehouse_orders', kind: ['supplier_return'], limit: 5 }, admin);
    const first = (await post({ action: 'get.supplier_return', id: orders.body.data[0].id })).body.data;
    expect(orders.body.data[0].destination).toEqual(first.supplier);
    expect(first.order_id).toMatch(/^SR-\d{6}$/);
  });

  it('writing one puts its units in transit; editing moves only the difference; executing hands them to the supplier', async () => {
    const { warehouseId, supplierId, lines: [a, b] } = await returnable();
    const before = { a: await balance(warehouseId, a!.product_id), b: await balance(warehouseId, b!.product_id) };
    const created = await post({ action: 'create.supplier_return', warehouse_id: warehouseId, supplier_id: supplierId, lines: [{ product_id: a!.product_id, quantity: 3 }, { product_id: b!.product_id, quantity: 2 }], comments: 'Near expiry' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ status: SUPPLIER_RETURN_STATUS.created, stock: 5, comments: 'Near expiry' });
    expect(await balance(warehouseId, a!.product_id)).toEqual({ shelf: before.a.shelf - 3, transit: before.a.transit + 3 });

    const edited = await post({ action: 'update.supplier_return', id: created.body.data.id, version: created.body.data.version, lines: [{ product_id: a!.product_id, quantity: 1 }] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.stock).toBe(1);
    expect(await balance(warehouseId, a!.product_id)).toEqual({ shelf: before.a.shelf - 1, transit: before.a.transit + 1 });
    expect(await balance(warehouseId, b!.product_id)).toEqual(before.b);

    const executed = await post({ action: 'manage.supplier_return', id: created.body.data.id, version: edited.body.data.version, new_status: SUPPLIER_RETURN_STATUS.executed });
    expect(executed.body.data.status).toBe(SUPPLIER_RETURN_STATUS.executed);
    expect(await balance(warehouseId, a!.product_id)).toEqual({ shelf: before.a.shelf - 1, transit: before.a.transit });
    const moves = await api.services.db.select().from(stockMovements).where(and(eq(stockMovements.record_kind, 'warehouse_order'), eq(stockMovements.record_id, created.body.data.id)));
    expect(moves.map((m) => [m.reason, m.quantity])).toEqual([['supplier_return.dispatch', 3], ['supplier_return.dispatch', 2], ['supplier_return.change', 2], ['supplier_return.change', 2], ['supplier_return.execute', 1]]);
    const audits = await api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'warehouse_order'), eq(auditLog.entity_id, created.body.data.id))).orderBy(auditLog.id);
    expect(audits.map((r) => r.action)).toEqual(['create.supplier_return', 'update.supplier_return', 'manage.supplier_return']);

    const again = await post({ action: 'manage.supplier_return', id: created.body.data.id, version: executed.body.data.version, new_status: SUPPLIER_RETURN_STATUS.cancelled });
    expect(again.status).toBe(409);
    expect(await stockLedgerViolations(api.services.db)).toEqual([]);
  });

  it('cancelling puts the units back on the shelves', async () => {
    const { warehouseId, supplierId, lines: [a] } = await returnable();
    const before = await balance(warehouseId, a!.product_id);
    const created = (await post({ action: 'create.supplier_return', warehouse_id: warehouseId, supplier_id: supplierId, lines: [{ product_id: a!.product_id, quantity: 2 }] })).body.data;
    const cancelled = await post({ action: 'manage.supplier_return', id: created.id, version: created.version, new_status: SUPPLIER_RETURN_STATUS.cancelled });
    expect(cancelled.body.data.status).toBe(SUPPLIER_RETURN_STATUS.cancelled);
    expect(await balance(warehouseId, a!.product_id)).toEqual(before);
  });

  it('refuses more than the shelves hold, a product twice or one the supplier does not sell, and changes nothing', async () => {
    const { warehouseId, supplierId, lines: [a] } = await returnable();
    const before = await balance(warehouseId, a!.product_id);
    const tooMany = await post({ action: 'create.supplier_return', warehouse_id: warehouseId, supplier_id: supplierId, lines: [{ product_id: a!.product_id, quantity: a!.available + 1 }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual([{ path: 'lines.0.quantity', message: `Enter number smaller than or equal to ${a!.available}` }]);
    const twice = await post({ action: 'create.supplier_return', warehouse_id: warehouseId, supplier_id: supplierId, lines: [{ product_id: a!.product_id, quantity: 1 }, { product_id: a!.product_id, quantity: 1 }] });
    expect(twice.body.errors).toEqual([{ path: 'lines.1.product_id', message: 'This product is listed twice.' }]);
    const zero = await post({ action: 'create.supplier_return', warehouse_id: warehouseId, supplier_id: supplierId, lines: [{ product_id: a!.product_id, quantity: 0 }] });
    expect(zero.body.errors[0]).toMatchObject({ path: 'lines.0.quantity', message: 'Quantity must be greater than 0' });
    const empty = await post({ action: 'create.supplier_return', warehouse_id: warehouseId, supplier_id: supplierId, lines: [] });
    expect(empty.status).toBe(400);
    const noSupplier = await post({ action: 'create.supplier_return', warehouse_id: warehouseId, supplier_id: 999_999, lines: [{ product_id: a!.product_id, quantity: 1 }] });
    expect(noSupplier.body.errors).toEqual([{ path: 'supplier_id', message: 'Please select a Supplier' }]);
    expect(await balance(warehouseId, a!.product_id)).toEqual(before);
  });

  it('a technician may not see supplier returns nor write them', async () => {
    const technician = await api.login('technician@demo.local');
    expect((await post({ action: 'list.supplier_returns' }, technician)).status).toBe(403);
    expect((await post({ action: 'create.supplier_return', warehouse_id: 1, supplier_id: 1, lines: [{ product_id: 1, quantity: 1 }] }, technician)).status).toBe(403);
  });
});
