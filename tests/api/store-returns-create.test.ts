/**
 * Store returns written from a store (issue 41): create (lines checked against what the store
 * holds less what its open returns hold), receive in full or short (the missing units written
 * off to the bin with a reason), cancel. Every step checks roles, scope, that bad input changes
 * nothing, the audit, and the stock ledger against the places.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_RETURN_STATUS } from '../../contract/statuses.ts';
import { auditLog, stockMovements, warehouseOrders, warehouseStock } from '../../server/db/schema/index.ts';
import { stockViolations } from '../model/invariants.ts';
import { startApi, type TestApi } from './harness.ts';
import { OTHER_COMPANY_ADMIN, addOutsiders } from './tenancy-fixtures.ts';

const AREA = 'warehouse-management';
let api: TestApi;
let admin: string;
let storeManager: string;
let warehouseManager: string;
let technician: string;
let outsider: string;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  storeManager = await api.login('store@demo.local');
  warehouseManager = await api.login('warehouse@demo.local');
  technician = await api.login('technician@demo.local');
  await addOutsiders(api.services.db);
  outsider = await api.login(OTHER_COMPANY_ADMIN);
});
afterAll(() => api.close());

const shelf = async (warehouseId: number, productId: number) => {
  const [row] = await api.services.db.select().from(warehouseStock).where(and(eq(warehouseStock.warehouse_id, warehouseId), eq(warehouseStock.product_id, productId)));
  return row?.stock ?? 0;
};
const movesOf = async (id: number) => (await api.services.db.select().from(stockMovements)
  .where(and(eq(stockMovements.record_kind, 'warehouse_order'), eq(stockMovements.record_id, id)))).map((m) => [m.reason, m.to_kind, m.quantity]);
const auditsOf = async (id: number) => (await api.services.db.select().from(auditLog)
  .where(and(eq(auditLog.entity, 'warehouse_order'), eq(auditLog.entity_id, id)))).map((r) => r.action);
const orderCount = async () => (await api.services.db.select({ id: warehouseOrders.id }).from(warehouseOrders)).length;

type Options = { store: { id: number }; warehouses: { id: number; name: string }[]; products: { product_id: number; stock: number }[] };

/** The store manager's store, with what it may return and where. */
async function storeWithStock(token = storeManager): Promise<Options & { a: { product_id: number; stock: number }; b: { product_id: number; stock: number } }> {
  const stores = (await api.post('franchise-management', { action: 'list.stores', limit: 50 }, token)).body.data as { id: number }[];
  for (const s of stores) {
    const options = (await post({ action: 'get.store_return_options', store_id: s.id }, token)).body.data as Options | undefined;
    const held = options?.products.filter((p) => p.stock >= 4) ?? [];
    if (options && held.length >= 2 && options.warehouses.length) return { ...options, a: held[0]!, b: held[1]! };
  }
  throw new Error('no store holds two products');
}

describe('store returns from a store', () => {
  it('a store manager writes a return from their store; units stay on the store\'s books until received and are held by the open return', async () => {
    const { store, warehouses, a, b } = await storeWithStock();
    const warehouse = warehouses[0]!.id;
    const orders = await orderCount();
    const request = { action: 'create.store_return', store_id: store.id, warehouse_id: warehouse, lines: [{ product_id: a.product_id, quantity: 2 }, { product_id: b.product_id, quantity: 3 }], comments: 'Slow movers' };

    // Roles: a technician may not; an outsider cannot name the store.
    expect((await post(request, technician)).status).toBe(403);
    expect((await post(request, outsider)).status).toBe(400);
    // Bad input changes nothing.
    const tooMany = await post({ ...request, lines: [{ product_id: a.product_id, quantity: a.stock + 1 }] }, storeManager);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0]).toMatchObject({ path: 'lines.0.quantity', message: `Enter number smaller than or equal to ${a.stock}` });
    expect((await post({ ...request, lines: [{ product_id: a.product_id, quantity: 1 }, { product_id: a.product_id, quantity: 1 }] }, storeManager)).status).toBe(400);
    expect((await post({ ...request, lines: [] }, storeManager)).status).toBe(400);
    expect((await post({ ...request, lines: [{ product_id: a.product_id, quantity: 0 }] }, storeManager)).status).toBe(400);
    expect((await post({ ...request, warehouse_id: 999_999 }, storeManager)).body.errors[0]).toMatchObject({ path: 'warehouse_id', message: 'Please select a warehouse' });
    expect(await orderCount()).toBe(orders);

    const created = await post(request, storeManager);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ status: STORE_RETURN_STATUS.created, stock: 5, comments: 'Slow movers', store: { id: store.id }, warehouse: { id: warehouse } });
    expect(created.body.data.order_id).toMatch(/^STR-\d{6}$/);
    expect(await movesOf(created.body.data.id)).toEqual([]);
    expect(await auditsOf(created.body.data.id)).toEqual(['create.store_return']);
    // The open return holds its units: the store may now send 2 fewer of a.
    const after = (await post({ action: 'get.store_return_options', store_id: store.id }, storeManager)).body.data as Options;
    expect(after.products.find((p) => p.product_id === a.product_id)?.stock ?? 0).toBe(a.stock - 2);
    expect(await stockViolations(api.services.db)).toEqual([]);

    // The store manager may not receive it (the warehouse does).
    expect((await post({ action: 'manage.store_return', id: created.body.data.id, version: 0, new_status: STORE_RETURN_STATUS.received }, storeManager)).status).toBe(403);
  });

  it('the warehouse receives a return short: what arrived lands on the shelves, the rest is written off to the bin with its reason', async () => {
    const { store, warehouses, a, b } = await storeWithStock();
    const warehouse = warehouses[0]!.id;
    const created = (await post({ action: 'create.store_return', store_id: store.id, warehouse_id: warehouse, lines: [{ product_id: a.product_id, quantity: 3 }, { product_id: b.product_id, quantity: 2 }] }, storeManager)).body.data;
    const id = created.id;
    const before = { a: await shelf(warehouse, a.product_id), b: await shelf(warehouse, b.product_id) };
    const receive = (items: unknown, token = warehouseManager, version = 0) => post({ action: 'manage.store_return', id, version, new_status: STORE_RETURN_STATUS.received, items }, token);

    // Bad receipts change nothing.
    expect((await receive([{ product_id: a.product_id, received: 1 }, { product_id: b.product_id, received: 2 }])).body.errors[0]).toMatchObject({ path: 'items.0.reason' });
    expect((await receive([{ product_id: a.product_id, received: 4, reason: 'x' }, { product_id: b.product_id, received: 2 }])).status).toBe(400);
    expect((await receive([{ product_id: a.product_id, received: 3 }])).status).toBe(400);
    expect((await receive([{ product_id: a.product_id, received: 1, reason: 'Lost in transit' }, { product_id: b.product_id, received: 2 }], outsider)).status).toBe(404);
    expect((await receive([{ product_id: a.product_id, received: 1, reason: 'Lost in transit' }, { product_id: b.product_id, received: 2 }], warehouseManager, 1)).status).toBe(409);
    expect(await movesOf(id)).toEqual([]);
    expect(await shelf(warehouse, a.product_id)).toBe(before.a);

    const received = await receive([{ product_id: a.product_id, received: 1, reason: 'Damaged in transit' }, { product_id: b.product_id, received: 2 }]);
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.data.status).toBe(STORE_RETURN_STATUS.received);
    const lineA = received.body.data.lines.find((l: { product_id: number }) => l.product_id === a.product_id);
    expect(lineA).toMatchObject({ quantity: 3, received: 1, reason: 'Damaged in transit' });
    expect(await shelf(warehouse, a.product_id)).toBe(before.a + 1);
    expect(await shelf(warehouse, b.product_id)).toBe(before.b + 2);
    expect((await movesOf(id)).sort()).toEqual([['store_return.receive', 'shelf', 1], ['store_return.receive', 'shelf', 2], ['store_return.short', 'bin', 2]].sort());
    expect(await auditsOf(id)).toEqual(['create.store_return', 'manage.store_return']);
    expect(await stockViolations(api.services.db)).toEqual([]);
    // Final: no step.
    expect((await post({ action: 'manage.store_return', id, version: received.body.data.version, new_status: STORE_RETURN_STATUS.cancelled })).status).toBe(409);
  });

  it('receiving without quantities takes everything; cancelling frees the held units and moves nothing', async () => {
    const { store, warehouses, a } = await storeWithStock();
    const warehouse = warehouses[0]!.id;
    const full = (await post({ action: 'create.store_return', store_id: store.id, warehouse_id: warehouse, lines: [{ product_id: a.product_id, quantity: 1 }] })).body.data;
    const before = await shelf(warehouse, a.product_id);
    expect((await post({ action: 'manage.store_return', id: full.id, version: 0, new_status: STORE_RETURN_STATUS.received })).status).toBe(200);
    expect(await shelf(warehouse, a.product_id)).toBe(before + 1);

    const held = (await post({ action: 'get.store_return_options', store_id: store.id })).body.data as Options;
    const units = held.products.find((p) => p.product_id === a.product_id)!.stock;
    const open = (await post({ action: 'create.store_return', store_id: store.id, warehouse_id: warehouse, lines: [{ product_id: a.product_id, quantity: 1 }] })).body.data;
    const cancelled = await post({ action: 'manage.store_return', id: open.id, version: 0, new_status: STORE_RETURN_STATUS.cancelled });
    expect(cancelled.body.data.status).toBe(STORE_RETURN_STATUS.cancelled);
    expect(await movesOf(open.id)).toEqual([]);
    const freed = (await post({ action: 'get.store_return_options', store_id: store.id })).body.data as Options;
    expect(freed.products.find((p) => p.product_id === a.product_id)!.stock).toBe(units);
    expect(await stockViolations(api.services.db)).toEqual([]);
  });

  it('a store manager reaches only their own store: options and returns of another store are out of reach', async () => {
    const mine = await storeWithStock();
    const stores = (await api.post('franchise-management', { action: 'list.stores', limit: 50 }, admin)).body.data as { id: number }[];
    const other = stores.find((s) => s.id !== mine.store.id)!;
    expect((await post({ action: 'get.store_return_options', store_id: other.id }, storeManager)).status).toBe(404);
    expect((await post({ action: 'create.store_return', store_id: other.id, warehouse_id: mine.warehouses[0]!.id, lines: [{ product_id: mine.a.product_id, quantity: 1 }] }, storeManager)).status).toBe(400);
  });
});
