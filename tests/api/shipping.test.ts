/**
 * Shipping orders through the API: every step by its actor (machines/records/shippingOrder.ts),
 * stock conserved after each — the ledger agrees with the places and no unit vanishes, including
 * a short receipt whose difference lands in the discarded bin with its reason — bad input refused
 * with nothing changed, cancel after dispatch refused, and the store's order proposed from its
 * runout and max quantities.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING_STATUS as S } from '../../contract/statuses.ts';
import { auditLog, deliveryPartners, deliveryPersons, stockMovements, warehouseOrderItems, warehouseStock, warehouses } from '../../server/db/schema/index.ts';
import { callerByEmail } from '../../server/actions/run-as.ts';
import { stockLedgerViolations } from '../../server/stock/check.ts';
import { stockViolations } from '../model/invariants.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'shipping-management';
let api: TestApi;
let admin: string;
let warehouseUser: string;
let storeManager: string;
let technician: string;
let storeId: number;
let otherStoreId: number;
let partner: number;
let person: number;
let inactivePartner: number;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  warehouseUser = await api.login('warehouse@demo.local');
  storeManager = await api.login('store@demo.local');
  technician = await api.login('technician@demo.local');
  storeId = (await callerByEmail(api.services.db, 'store@demo.local')).store_id!;
  const stores = (await api.post('franchise-management', { action: 'list.stores', limit: 20 }, admin)).body.data as { id: number }[];
  otherStoreId = stores.find((s) => s.id !== storeId)!.id;
  const partners = await api.services.db.select().from(deliveryPartners).orderBy(deliveryPartners.id);
  partner = partners.find((p) => p.active)!.id;
  inactivePartner = partners.find((p) => !p.active)!.id;
  person = (await api.services.db.select().from(deliveryPersons).where(and(eq(deliveryPersons.delivery_partner_id, partner), eq(deliveryPersons.active, true))))[0]!.id;
});
afterAll(() => api.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await api.services.db.execute(query);
  return (result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[]);
}

/** Where a product's units are: every warehouse's shelves and transit, the stores and the bin (from the ledger). */
async function places(productId: number) {
  const [w] = await rows<{ shelf: number; transit: number }>(sql`select coalesce(sum(stock), 0)::int as shelf, coalesce(sum(in_transit), 0)::int as transit from warehouse_stock where product_id = ${productId}`);
  const net = async (kind: string, id?: number) => {
    const [r] = await rows<{ n: number }>(sql`select (coalesce(sum(case when to_kind = ${kind} ${id ? sql`and to_id = ${id}` : sql``} then quantity else 0 end), 0)
      - coalesce(sum(case when from_kind = ${kind} ${id ? sql`and from_id = ${id}` : sql``} then quantity else 0 end), 0))::int as n
      from stock_movements where product_id = ${productId}`);
    return Number(r!.n);
  };
  const stores = await net('store');
  const bin = await net('bin');
  return { shelf: Number(w!.shelf), transit: Number(w!.transit), store: await net('store', storeId), total: Number(w!.shelf) + Number(w!.transit) + stores + bin, bin };
}

async function conserved() {
  expect(await stockLedgerViolations(api.services.db)).toEqual([]);
  expect(await stockViolations(api.services.db)).toEqual([]);
}

/** A company warehouse holding at least 10 of two products. */
async function source() {
  const list = await api.services.db.select().from(warehouses);
  for (const w of list.filter((x) => x.franchise_id === null)) {
    const held = (await api.services.db.select().from(warehouseStock).where(eq(warehouseStock.warehouse_id, w.id))).filter((r) => r.stock >= 10).slice(0, 2);
    if (held.length === 2) return { warehouse: w.id, a: held[0]!.product_id, b: held[1]!.product_id };
  }
  throw new Error('no warehouse holds two products');
}

const movesOf = async (id: number) => (await api.services.db.select().from(stockMovements)
  .where(and(eq(stockMovements.record_kind, 'warehouse_order'), eq(stockMovements.record_id, id)))).map((m) => [m.reason, m.from_kind, m.to_kind, m.quantity]);

async function create(fields: Record<string, unknown> = {}, token = admin) {
  const { warehouse, a, b } = await source();
  const r = await post({
    action: 'create.shipping', sources: [warehouse], destination_types: ['store'], destinations: [storeId], order_type: 'shipping_order',
    delivery_partner_id: partner, delivery_person_id: person, lines: [{ product_id: a, quantity: 5 }, { product_id: b, quantity: 3 }], ...fields,
  }, token);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return { order: r.body.data as { id: number; version: number; status: string }, warehouse, a, b };
}

const step = (id: number, version: number, name: string, token = admin, extra: Record<string, unknown> = {}) =>
  post({ action: 'step.shipping', id, version, step: name, ...extra }, token);

describe('shipping orders', () => {
  it('the demo has shipping orders in every status, with partners and persons, listed and filtered', async () => {
    const list = await post({ action: 'list.shippings', limit: 100 });
    expect(list.status).toBe(200);
    const statuses = new Set((list.body.data as { status: string }[]).map((o) => o.status));
    for (const s of Object.values(S)) expect(statuses.has(s), s).toBe(true);
    const dispatched = await post({ action: 'list.shippings', status: [S.dispatched], limit: 100 });
    expect((dispatched.body.data as { status: string }[]).every((o) => o.status === S.dispatched)).toBe(true);
    expect((list.body.data as { delivery_partner: unknown }[]).some((o) => o.delivery_partner !== null)).toBe(true);
    // A store manager sees their own store's orders only.
    const mine = await post({ action: 'list.shippings', limit: 100 }, storeManager);
    expect(mine.status).toBe(200);
    expect((mine.body.data as { destination: { id: number } }[]).every((o) => o.destination.id === storeId)).toBe(true);
    await conserved();
  });

  it('walks the partner path: each step by its actor, stock conserved after every step, a short receipt puts the difference in the bin with its reason', async () => {
    const { order, warehouse, a, b } = await create();
    expect(order.status).toBe(S.orderCreated);
    const start = { a: await places(a), b: await places(b) };
    const shelfA = (await api.services.db.select().from(warehouseStock).where(and(eq(warehouseStock.warehouse_id, warehouse), eq(warehouseStock.product_id, a))))[0]!.stock;
    // The store manager takes none of the warehouse's steps.
    expect((await step(order.id, 0, 'progress', storeManager)).status).toBe(403);
    let r = await step(order.id, 0, 'progress', warehouseUser);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.status).toBe(S.inProgress);
    expect(await movesOf(order.id)).toEqual([]);
    r = await step(order.id, 1, 'dispatch', warehouseUser);
    expect(r.body.data.status).toBe(S.dispatched);
    expect(r.body.data.dispatched_at).not.toBeNull();
    const afterDispatch = await api.services.db.select().from(warehouseStock).where(and(eq(warehouseStock.warehouse_id, warehouse), eq(warehouseStock.product_id, a)));
    expect(afterDispatch[0]!.stock).toBe(shelfA - 5);
    expect((await places(a)).total).toBe(start.a.total);
    await conserved();
    // Cancel after dispatch is refused; receipt before the partner's word is refused; own-transport step refused for a partner's order.
    expect((await step(order.id, 2, 'cancel')).status).toBe(409);
    expect((await post({ action: 'receive.shipping', id: order.id, version: 2, lines: [{ product_id: a, received: 5 }, { product_id: b, received: 3 }] }, storeManager)).status).toBe(409);
    expect((await step(order.id, 2, 'transit')).status).toBe(409);
    r = await step(order.id, 2, 'deliver', warehouseUser);
    expect(r.body.data.status).toBe(S.deliveredDp);
    await conserved();
    // Only the destination store's manager receives.
    const receipt = { action: 'receive.shipping', id: order.id, version: 3, lines: [{ product_id: a, received: 3, reason: 'Damaged' }, { product_id: b, received: 3 }] };
    expect((await post(receipt, admin)).status).toBe(403);
    // A short line needs a reason; more than sent is refused; nothing changes.
    const bad = await post({ ...receipt, lines: [{ product_id: a, received: 3 }, { product_id: b, received: 4 }] }, storeManager);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['lines.0.reason', 'lines.1.received']);
    expect((await places(a)).transit).toBe((await places(a)).transit);
    expect(await movesOf(order.id)).toHaveLength(2);
    r = await post(receipt, storeManager);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ status: S.receivedSm, short: 2 });
    expect(r.body.data.lines.find((l: { product_id: number }) => l.product_id === a)).toMatchObject({ quantity: 5, received: 3, reason: 'Damaged' });
    const end = { a: await places(a), b: await places(b) };
    expect(end.a.total).toBe(start.a.total);
    expect(end.b.total).toBe(start.b.total);
    expect(end.a.store - start.a.store).toBe(3);
    expect(end.a.bin - start.a.bin).toBe(2);
    expect(end.b.store - start.b.store).toBe(3);
    expect((await movesOf(order.id)).sort()).toEqual([
      ['shipping.dispatch', 'shelf', 'transit', 3], ['shipping.dispatch', 'shelf', 'transit', 5],
      ['shipping.receive', 'transit', 'store', 3], ['shipping.receive', 'transit', 'store', 3], ['shipping.short', 'transit', 'bin', 2],
    ].sort());
    await conserved();
    const audits = await api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'warehouse_order'), eq(auditLog.entity_id, order.id))).orderBy(asc(auditLog.id));
    expect(audits.map((x) => x.action)).toEqual(['create.shipping', 'step.shipping', 'step.shipping', 'step.shipping', 'receive.shipping']);
    // The /warehouse-orders list shows it Partially Received.
    const wo = await api.post('warehouse-management', { action: 'list.warehouse_orders', kind: ['shipping_order'], limit: 500 }, admin);
    expect((wo.body.data as { id: number; status: number }[]).find((o) => o.id === order.id)?.status).toBe(4);
    const items = await api.services.db.select().from(warehouseOrderItems).where(eq(warehouseOrderItems.order_id, order.id));
    expect(items.every((i) => i.received_stock! + i.remainder_stock! === i.stock)).toBe(true);
  });

  it('walks the own-transport path (no partner): transit, then a full receipt is DELIVERED', async () => {
    const { order, a } = await create({ delivery_partner_id: null, delivery_person_id: null });
    const start = await places(a);
    await step(order.id, 0, 'progress');
    // The dispatcher may name the partner at dispatch; here none.
    expect((await step(order.id, 1, 'dispatch')).status).toBe(200);
    expect((await step(order.id, 2, 'deliver')).status).toBe(409);
    let r = await step(order.id, 2, 'transit');
    expect(r.body.data.status).toBe(S.inTransit);
    r = await post({ action: 'receive.shipping', id: order.id, version: 3, lines: r.body.data.lines.map((l: { product_id: number; quantity: number }) => ({ product_id: l.product_id, received: l.quantity })) }, storeManager);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ status: S.delivered, short: 0 });
    expect((await places(a)).total).toBe(start.total);
    expect((await places(a)).store - start.store).toBe(5);
    await conserved();
  });

  it('cancels before dispatch with nothing moved; a final order takes no step', async () => {
    const { order } = await create();
    await step(order.id, 0, 'progress');
    const r = await step(order.id, 1, 'cancel');
    expect(r.body.data.status).toBe(S.cancelled);
    expect(await movesOf(order.id)).toEqual([]);
    expect((await step(order.id, 2, 'progress')).status).toBe(409);
    await conserved();
  });

  it('refuses bad input naming the fields, with nothing written', async () => {
    const { warehouse, a } = await source();
    const count = async () => (await post({ action: 'list.shippings', limit: 1 })).body.total as number;
    const before = await count();
    const base = { action: 'create.shipping', sources: [warehouse], destination_types: ['store'], destinations: [storeId], order_type: 'shipping_order' };
    const tooMany = await post({ ...base, lines: [{ product_id: a, quantity: 10_000_000 }] });
    expect(tooMany.status).toBe(400);
    const beyond = await post({ ...base, lines: [{ product_id: a, quantity: 999_999 }] });
    expect(beyond.status).toBe(400);
    expect(beyond.body.errors[0].path).toBe('lines.0.quantity');
    expect((await post({ ...base, lines: [{ product_id: a, quantity: 1 }, { product_id: a, quantity: 1 }] })).body.errors[0].message).toBe('This product is listed twice.');
    expect((await post({ ...base, lines: [] })).status).toBe(400);
    expect((await post({ ...base, delivery_partner_id: inactivePartner, lines: [{ product_id: a, quantity: 1 }] })).body.errors[0]).toEqual({ path: 'delivery_partner_id', message: 'Please select an active delivery partner' });
    expect((await post({ ...base, delivery_person_id: person, lines: [{ product_id: a, quantity: 1 }] })).status).toBe(400);
    expect((await post({ ...base, destinations: [999_999], lines: [{ product_id: a, quantity: 1 }] })).body.errors[0].path).toBe('destinations.0');
    expect(await count()).toBe(before);
  });

  it('is refused to roles without the permission, and a store manager reaches only their store', async () => {
    expect((await post({ action: 'list.shippings' }, technician)).status).toBe(403);
    const { order } = await create({ destinations: [otherStoreId] });
    expect((await post({ action: 'get.shipping', id: order.id }, storeManager)).status).toBe(404);
    expect((await post({ action: 'create.shipping', sources: [1], destination_types: ['store'], destinations: [storeId], order_type: 'shipping_order', lines: [{ product_id: 1, quantity: 1 }] }, storeManager)).status).toBe(403);
  });

  it("proposes a store's order from its runout and max quantities", async () => {
    const { warehouse } = await source();
    const r = await post({ action: 'propose.store_order', store_id: storeId, warehouse_id: warehouse });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.has_limits).toBe(true);
    for (const l of r.body.data.lines as { store_stock: number; runout_quantity: number; max_quantity: number; proposed: number }[]) {
      expect(l.store_stock).toBeLessThanOrEqual(l.runout_quantity);
      expect(l.proposed).toBe(l.max_quantity - l.store_stock);
    }
    expect(r.body.data.lines.length).toBeGreaterThan(0);
  });
});
