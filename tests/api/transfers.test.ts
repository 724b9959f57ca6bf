/**
 * Material transfers through the API: reading, receiving, partial receipts with and without
 * a remainder order, cancelling, the 409s of the lifecycle and of a stale version, the 400s
 * of bad quantities, permissions and franchise scoping. The stock invariants are checked
 * after every change.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, warehouseStock } from '../../server/db/schema/index.ts';
import { stockViolations, unitsPerProduct } from '../model/invariants.ts';
import { startApi, type TestApi } from './harness.ts';

const WM = 'warehouse-management';
let api: TestApi;
let admin: string;
let baseline: Map<number, number>;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  baseline = await unitsPerProduct(api.services.db);
});
afterAll(() => api.close());

async function createdTransfers(token = admin) {
  const r = await api.post(WM, { action: 'list.warehouse_orders', kind: ['material_transfer'], status: [1], limit: 100, sortBy: 'order_id', sortDir: 'ASC' }, token);
  expect(r.status).toBe(200);
  return r.body.data as { id: number; order_id: string }[];
}

/** A Created transfer nobody has used yet in this file. */
const used = new Set<number>();
async function freshTransfer() {
  const next = (await createdTransfers()).find((t) => !used.has(t.id));
  if (!next) throw new Error('no Created transfer left in the seed');
  used.add(next.id);
  return (await api.post(WM, { action: 'get.material_transfer', id: next.id }, admin)).body.data;
}

async function stockOf(warehouseId: number, productId: number) {
  const [row] = await api.services.db
    .select()
    .from(warehouseStock)
    .where(and(eq(warehouseStock.warehouse_id, warehouseId), eq(warehouseStock.product_id, productId)));
  return row ?? { stock: 0, in_transit: 0 };
}

async function expectInvariants() {
  expect(await stockViolations(api.services.db, baseline)).toEqual([]);
}

describe('reading', () => {
  it('the seed adds up before anything happens', expectInvariants);

  it('get.material_transfer answers with the fields of console.md §3', async () => {
    const t = await freshTransfer();
    expect(t.order_id).toMatch(/^MT-\d{6}$/);
    expect(t.state).toBe(1);
    expect(t.source_warehouse.name).toMatch(/Warehouse/);
    expect(t.destination_warehouse.name).toMatch(/Warehouse/);
    expect(t.User).toEqual({ first_name: 'Aishwaryalakshmi', last_name: 'Venkataraman' });
    expect(t.ShippingDetails.length).toBeGreaterThan(0);
    const detail = t.ShippingDetails[0];
    expect(detail.Product.sku).toMatch(/^SKU-/);
    expect(detail.Product.ProductCategory.name).toBeTruthy();
    expect(['Active', 'Inactive']).toContain(detail.Product.ProductStatus.name);
    expect(detail.received_stock).toBeNull();
    expect(t.stock).toBe(t.ShippingDetails.reduce((sum: number, d: { stock: number }) => sum + d.stock, 0));
    const destination = await stockOf(t.destination_warehouse.id, detail.product_id);
    expect(detail.warehouse_existing_stock).toBe(destination.stock);
  });

  it('an unknown id or an order of another kind is a 404', async () => {
    expect((await api.post(WM, { action: 'get.material_transfer', id: 999999 }, admin)).status).toBe(404);
    const shipping = await api.post(WM, { action: 'list.warehouse_orders', kind: ['shipping_order'], limit: 1 }, admin);
    const r = await api.post(WM, { action: 'get.material_transfer', id: shipping.body.data[0].id }, admin);
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Material transfer not found.');
  });
});

describe('receiving all', () => {
  it('moves every unit from the source in transit to the destination shelves, once', async () => {
    const t = await freshTransfer();
    const before = await Promise.all(t.ShippingDetails.map(async (d: { product_id: number }) => ({
      source: await stockOf(t.source_warehouse.id, d.product_id),
      destination: await stockOf(t.destination_warehouse.id, d.product_id),
    })));
    const receipts = and(eq(auditLog.entity, 'warehouse_order'), eq(auditLog.entity_id, t.id), eq(auditLog.action, 'manage.material_transfer'));
    const [{ audits }] = await api.services.db.select({ audits: sql<number>`count(*)::int` }).from(auditLog).where(receipts);
    const r = await api.post(WM, { action: 'manage.material_transfer', id: t.id, new_status: 3, version: t.version }, admin);
    expect(r.status).toBe(200);
    expect(r.body.data.state).toBe(3);
    expect(r.body.data.version).toBe(t.version + 1);
    for (const [i, d] of r.body.data.ShippingDetails.entries()) {
      expect(d.received_stock).toBe(d.stock);
      expect(d.remainder_stock).toBe(0);
      expect(d.warehouse_existing_stock).toBe(before[i].destination.stock);
      expect((await stockOf(t.source_warehouse.id, d.product_id)).in_transit).toBe(before[i].source.in_transit - d.stock);
      expect((await stockOf(t.destination_warehouse.id, d.product_id)).stock).toBe(before[i].destination.stock + d.stock);
    }
    const [{ after }] = await api.services.db.select({ after: sql<number>`count(*)::int` }).from(auditLog).where(receipts);
    expect(after).toBe(audits + 1);
    await expectInvariants();

    const again = await api.post(WM, { action: 'manage.material_transfer', id: t.id, new_status: 3, version: t.version + 1 }, admin);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Transfer order ${t.order_id} is Received; it cannot be received now.`);
    await expectInvariants();
  });

  it('a stale version is a 409 and changes nothing', async () => {
    const t = await freshTransfer();
    const r = await api.post(WM, { action: 'manage.material_transfer', id: t.id, new_status: 3, version: t.version + 1 }, admin);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(`Transfer order ${t.order_id} was changed by someone else. Reload it and try again.`);
    const now = (await api.post(WM, { action: 'get.material_transfer', id: t.id }, admin)).body.data;
    expect(now.state).toBe(1);
    expect(now.version).toBe(t.version);
    await expectInvariants();
  });
});

describe('cancelling', () => {
  it('returns every unit to the source shelves', async () => {
    const t = await freshTransfer();
    const d = t.ShippingDetails[0];
    const before = await stockOf(t.source_warehouse.id, d.product_id);
    const r = await api.post(WM, { action: 'manage.material_transfer', id: t.id, new_status: 2, version: t.version }, admin);
    expect(r.status).toBe(200);
    expect(r.body.data.state).toBe(2);
    const after = await stockOf(t.source_warehouse.id, d.product_id);
    expect(after.stock).toBe(before.stock + d.stock);
    expect(after.in_transit).toBe(before.in_transit - d.stock);
    expect(r.body.data.ShippingDetails.every((x: { received_stock: number }) => x.received_stock === 0)).toBe(true);
    await expectInvariants();
    const late = await api.post(WM, { action: 'manage.material_transfer', id: t.id, new_status: 4, items: [{ product_id: d.product_id, received_stock: 0 }], version: 1 }, admin);
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('is Cancelled');
  });
});

describe('in transit, then executed (domain.md §7)', () => {
  it('marking it In Transit moves nothing; executing it brings every unit to the destination; on the road it cannot be cancelled', async () => {
    const t = await freshTransfer();
    const d = t.ShippingDetails[0];
    const before = { source: await stockOf(t.source_warehouse.id, d.product_id), destination: await stockOf(t.destination_warehouse.id, d.product_id) };
    const sent = await api.post(WM, { action: 'manage.material_transfer', id: t.id, new_status: 5, version: t.version }, admin);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.state).toBe(5);
    expect(await stockOf(t.source_warehouse.id, d.product_id)).toMatchObject({ stock: before.source.stock, in_transit: before.source.in_transit });
    expect((await stockOf(t.destination_warehouse.id, d.product_id)).stock).toBe(before.destination.stock);
    await expectInvariants();

    const cancel = await api.post(WM, { action: 'manage.material_transfer', id: t.id, new_status: 2, version: t.version + 1 }, admin);
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(`Transfer order ${t.order_id} is In Transit; it cannot be cancelled now.`);
    const listed = await api.post(WM, { action: 'manage.material_transfer', id: t.id, new_status: 6, items: [{ product_id: d.product_id, received_stock: 1 }], version: t.version + 1 }, admin);
    expect(listed.status).toBe(400);

    const done = await api.post(WM, { action: 'manage.material_transfer', id: t.id, new_status: 6, version: t.version + 1 }, admin);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.state).toBe(6);
    expect(done.body.data.ShippingDetails[0].received_stock).toBe(d.stock);
    expect((await stockOf(t.source_warehouse.id, d.product_id)).in_transit).toBe(before.source.in_transit - d.stock);
    expect((await stockOf(t.destination_warehouse.id, d.product_id)).stock).toBe(before.destination.stock + d.stock);
    await expectInvariants();
  });
});

describe('partial receipts', () => {
  it('with a new order for the remainder: received + carried = sent, the rest stays in transit', async () => {
    const t = await freshTransfer();
    const [first, ...others] = t.ShippingDetails;
    const received = Math.floor(first.stock / 2);
    const r = await api.post(WM, {
      action: 'manage.material_transfer', id: t.id, new_status: 4, version: t.version,
      items: [{ product_id: first.product_id, received_stock: received }], create_partial_transfer_order: true,
    }, admin);
    expect(r.status).toBe(200);
    expect(r.body.data.state).toBe(4);
    const remainder = r.body.data.remainder_order;
    expect(remainder.order_id).toMatch(/^MT-/);
    const child = (await api.post(WM, { action: 'get.material_transfer', id: remainder.id }, admin)).body.data;
    expect(child.state).toBe(1);
    expect(child.parent_order).toEqual({ id: t.id, order_id: t.order_id });
    expect(child.source_warehouse).toEqual(t.source_warehouse);
    expect(child.destination_warehouse).toEqual(t.destination_warehouse);
    const carried = new Map(child.ShippingDetails.map((d: { product_id: number; stock: number }) => [d.product_id, d.stock]));
    expect(carried.get(first.product_id) ?? 0).toBe(first.stock - received);
    for (const other of others) expect(carried.get(other.product_id)).toBe(other.stock);
    await expectInvariants();
  });

  it('without one: the rest goes back to the source shelves', async () => {
    const t = await freshTransfer();
    const first = t.ShippingDetails[0];
    const source = await stockOf(t.source_warehouse.id, first.product_id);
    const r = await api.post(WM, {
      action: 'manage.material_transfer', id: t.id, new_status: 4, version: t.version,
      items: [{ product_id: first.product_id, received_stock: first.stock - 1 }],
    }, admin);
    expect(r.status).toBe(200);
    expect(r.body.data.remainder_order).toBeNull();
    expect((await stockOf(t.source_warehouse.id, first.product_id)).stock).toBe(source.stock + 1);
    await expectInvariants();
  });

  it('refuses quantities the screen refuses, naming the item field, and changes nothing', async () => {
    const t = await freshTransfer();
    const d = t.ShippingDetails[0];
    const post = (fields: object) => api.post(WM, { action: 'manage.material_transfer', id: t.id, new_status: 4, version: t.version, ...fields }, admin);

    const tooMany = await post({ items: [{ product_id: d.product_id, received_stock: d.stock + 1 }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual([{ path: 'items.0.received_stock', message: `Enter number smaller than or equal to ${d.stock}` }]);

    const negative = await post({ items: [{ product_id: d.product_id, received_stock: -1 }] });
    expect(negative.status).toBe(400);
    expect(negative.body.errors[0].path).toBe('items.0.received_stock');

    const none = await post({ items: [] });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([{ path: 'items', message: 'Tick at least one item to receive' }]);

    const notOnOrder = await post({ items: [{ product_id: 2_000_000, received_stock: 0 }] });
    expect(notOnOrder.status).toBe(400);
    expect(notOnOrder.body.errors[0]).toEqual({ path: 'items.0.product_id', message: 'This product is not on the transfer order.' });

    const twice = await post({ items: [{ product_id: d.product_id, received_stock: 0 }, { product_id: d.product_id, received_stock: 0 }] });
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0].path).toBe('items.1.product_id');

    const itemsOnReceive = await api.post(WM, { action: 'manage.material_transfer', id: t.id, new_status: 3, version: t.version, items: [{ product_id: d.product_id, received_stock: 1 }] }, admin);
    expect(itemsOnReceive.status).toBe(400);
    expect(itemsOnReceive.body.errors[0].path).toBe('items');

    const badStatus = await api.post(WM, { action: 'manage.material_transfer', id: t.id, new_status: 1, version: t.version }, admin);
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.errors[0].path).toBe('new_status');

    const now = (await api.post(WM, { action: 'get.material_transfer', id: t.id }, admin)).body.data;
    expect(now.state).toBe(1);
    expect(now.version).toBe(t.version);
    await expectInvariants();
  });
});

describe('who may do what', () => {
  it('the operator may read transfers but not receive them (403 naming the permission)', async () => {
    const operator = await api.login('operator@demo.local');
    const t = await freshTransfer();
    expect((await api.post(WM, { action: 'get.material_transfer', id: t.id }, operator)).status).toBe(200);
    const r = await api.post(WM, { action: 'manage.material_transfer', id: t.id, new_status: 3, version: t.version }, operator);
    expect(r.status).toBe(403);
    expect(r.body.message).toContain('PERM_UPDATE_INVENTORY');
  });

  it('the warehouse manager receives a transfer', async () => {
    const manager = await api.login('warehouse@demo.local');
    const t = await freshTransfer();
    const r = await api.post(WM, { action: 'manage.material_transfer', id: t.id, new_status: 3, version: t.version }, manager);
    expect(r.status).toBe(200);
    await expectInvariants();
  });

  it("a franchise admin sees only transfers touching the franchise's warehouse", async () => {
    const franchise = await api.login('franchise@demo.local');
    const own = await api.post(WM, { action: 'list.warehouses' }, franchise);
    expect(own.body.data.map((w: { name: string }) => w.name)).toEqual(['Delhi Okhla Warehouse']);
    const delhi = own.body.data[0].id;
    const visible = await api.post(WM, { action: 'list.warehouse_orders', kind: ['material_transfer'], limit: 200 }, franchise);
    expect(visible.body.total).toBeGreaterThan(0);
    const all = await api.post(WM, { action: 'list.warehouse_orders', kind: ['material_transfer'], limit: 200 }, admin);
    const foreign = all.body.data.find((o: { source: { id: number }; destination: { id: number } }) => o.source.id !== delhi && o.destination.id !== delhi);
    expect(visible.body.data.every((o: { source: { id: number }; destination: { id: number } }) => o.source.id === delhi || o.destination.id === delhi)).toBe(true);
    expect((await api.post(WM, { action: 'get.material_transfer', id: foreign.id }, franchise)).status).toBe(404);
    expect((await api.post(WM, { action: 'manage.material_transfer', id: foreign.id, new_status: 3, version: 0 }, franchise)).status).toBe(404);
  });
});
