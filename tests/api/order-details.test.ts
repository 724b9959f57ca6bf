/**
 * Warehouse order details (domain.md §3 "Orders": payment mode, total cost, start and end time,
 * schedule time, order expiry, invoice no and date) through the API: the seed's orders in every
 * state, create (request order, shipping order with the shipping-create parameters) → get → list,
 * edits that keep, change and clear fields, and refusals that name the field and change nothing.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_DETAILS_MESSAGES } from '../../contract/actions/order-details.ts';
import { SHIPPING_MESSAGES } from '../../contract/actions/shipping.ts';
import { products, warehouseOrders, warehouseStock, warehouses } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';
import { OTHER_COMPANY_ADMIN, addOutsiders } from './tenancy-fixtures.ts';

const WH = 'warehouse-management';
const SHIPPING = 'shipping-management';
let api: TestApi;
let admin: string;
let technician: string;
let outsider: string;
const post = (body: Record<string, unknown>, token = admin, area = WH) => api.post(area, body, token);

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  technician = await api.login('technician@demo.local');
  await addOutsiders(api.services.db);
  outsider = await api.login(OTHER_COMPANY_ADMIN);
});
afterAll(() => api.close());

/** A company warehouse holding at least 10 of two products, another warehouse, and a store. */
async function places() {
  const list = (await api.services.db.select().from(warehouses)).filter((w) => w.franchise_id === null);
  for (const w of list) {
    const held = (await api.services.db.select().from(warehouseStock).where(eq(warehouseStock.warehouse_id, w.id))).filter((r) => r.stock >= 10).slice(0, 2);
    if (held.length === 2) {
      const store = (await post({ action: 'list.stores', limit: 1 }, admin, 'franchise-management')).body.data[0].id as number;
      return { source: w.id, other: list.find((x) => x.id !== w.id)!.id, store, a: held[0]!.product_id, b: held[1]!.product_id };
    }
  }
  throw new Error('no warehouse holds two products');
}
const mrpOf = async (ids: number[]) => new Map((await api.services.db.select().from(products).where(inArray(products.id, ids))).map((p) => [p.id, Number(p.mrp)]));
const orderCount = async () => (await api.services.db.select({ id: warehouseOrders.id }).from(warehouseOrders)).length;
const hourFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const today = () => new Date().toISOString().slice(0, 10);

const DETAILS = {
  payment_mode: 'UPI',
  start_time: '2026-01-05T09:00:00.000Z',
  end_time: '2026-01-05T17:30:00.000Z',
  schedule_time: '2026-01-05T08:00:00.000Z',
  order_expiry: '2026-01-12T08:00:00.000Z',
  invoice_no: 'INV-2026-001',
  invoice_date: '2026-01-05',
};

describe('warehouse order details', () => {
  it('the seed gives every state its details, with no end or invoice after now and the total cost of the lines', async () => {
    const list = await post({ action: 'list.warehouse_orders', limit: 500 });
    expect(list.status).toBe(200);
    const rows = list.body.data as { id: number; status: number; payment_mode: string | null; start_time: string | null; end_time: string | null; invoice_date: string | null; schedule_time: string | null }[];
    const now = Date.now();
    const finished = [2, 3, 4, 6];
    for (const status of [1, 2, 3, 4, 5, 6]) expect(rows.some((r) => r.status === status && r.payment_mode && r.schedule_time), `status ${status}`).toBe(true);
    for (const r of rows) {
      if (r.end_time) {
        expect(Date.parse(r.end_time)).toBeLessThanOrEqual(now);
        expect(Date.parse(r.end_time)).toBeGreaterThan(Date.parse(r.start_time!));
      }
      if (r.invoice_date) expect(r.invoice_date <= today()).toBe(true);
    }
    expect(rows.filter((r) => finished.includes(r.status)).every((r) => r.end_time)).toBe(true);
    expect(rows.filter((r) => r.status === 1).every((r) => r.end_time === null && r.invoice_date === null)).toBe(true);
    // The list, which every signed-in user reads, carries no amount.
    expect(list.body.data[0]).not.toHaveProperty('total_cost');
    const got = await post({ action: 'get.warehouse_order', id: rows[0]!.id });
    expect(got.body.data.total_cost).toBeGreaterThan(0);
  });

  it('a request order is created with its details, read back by get and list, its total cost Σ units × MRP', async () => {
    const { source, other, a, b } = await places();
    const created = await post({
      action: 'create.request_order', requester_warehouse_id: other, source_warehouse_id: source,
      lines: [{ product_id: a, quantity: 3 }, { product_id: b, quantity: 2 }], ...DETAILS,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const mrp = await mrpOf([a, b]);
    const got = await post({ action: 'get.warehouse_order', id: created.body.data.id });
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({ ...DETAILS, kind: 'request_order', total_cost: Number((3 * mrp.get(a)! + 2 * mrp.get(b)!).toFixed(2)) });
    const listed = await post({ action: 'list.warehouse_orders', search: created.body.data.order_id });
    expect(listed.body.data[0]).toMatchObject(DETAILS);
  });

  it('a shipping order takes sources, destination_types, destinations and order_type, and its details', async () => {
    const { source, store, a } = await places();
    const created = await post({
      action: 'create.shipping', sources: [source], destination_types: ['store'], destinations: [store], order_type: 'shipping_order',
      lines: [{ product_id: a, quantity: 2 }], payment_mode: 'CASH', schedule_time: hourFromNow(24), order_expiry: hourFromNow(48),
    }, admin, SHIPPING);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ source: { id: source }, destination: { id: store }, status: 'ORDER_CREATED' });
    const got = (await post({ action: 'get.warehouse_order', id: created.body.data.id })).body.data;
    expect(got).toMatchObject({ kind: 'shipping_order', payment_mode: 'CASH', start_time: null, end_time: null, invoice_no: null, total_cost: 2 * (await mrpOf([a])).get(a)! });
  });

  it('refuses bad shipping-create parameters and bad details with the field named, writing nothing', async () => {
    const { source, other, store, a } = await places();
    const before = await orderCount();
    const base = { action: 'create.shipping', sources: [source], destination_types: ['store'], destinations: [store], order_type: 'shipping_order', lines: [{ product_id: a, quantity: 1 }] };
    const refused = async (fields: Record<string, unknown>, area = SHIPPING) => {
      const r = await post({ ...base, ...fields }, admin, area);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      return r.body.errors as { path: string; message: string }[];
    };
    expect(await refused({ sources: [source, other] })).toContainEqual({ path: 'sources', message: SHIPPING_MESSAGES.oneSource });
    expect(await refused({ sources: [] })).toContainEqual({ path: 'sources', message: SHIPPING_MESSAGES.oneSource });
    expect(await refused({ destinations: [store, store], destination_types: ['store', 'store'] })).toContainEqual({ path: 'destinations', message: SHIPPING_MESSAGES.oneDestination });
    expect(await refused({ destination_types: [] })).toContainEqual({ path: 'destination_types', message: SHIPPING_MESSAGES.destinationTypes });
    expect((await refused({ destination_types: ['warehouse'] }))[0]!.path).toBe('destination_types.0');
    expect((await refused({ order_type: 'material_transfer' }))[0]!.path).toBe('order_type');
    expect((await refused({ source_warehouse_id: source }))[0]!.path).toBe('source_warehouse_id');
    expect(await refused({ start_time: DETAILS.end_time, end_time: DETAILS.start_time })).toEqual([{ path: 'end_time', message: ORDER_DETAILS_MESSAGES.endBeforeStart }]);
    expect(await refused({ end_time: DETAILS.end_time })).toEqual([{ path: 'start_time', message: ORDER_DETAILS_MESSAGES.endWithoutStart }]);
    expect(await refused({ schedule_time: DETAILS.order_expiry, order_expiry: DETAILS.schedule_time })).toEqual([{ path: 'order_expiry', message: ORDER_DETAILS_MESSAGES.expiryBeforeSchedule }]);
    const tomorrowPlus = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect(await refused({ invoice_no: 'INV-9', invoice_date: tomorrowPlus })).toEqual([{ path: 'invoice_date', message: ORDER_DETAILS_MESSAGES.invoiceDateFuture }]);
    expect(await refused({ invoice_date: '2026-01-05' })).toEqual([{ path: 'invoice_no', message: ORDER_DETAILS_MESSAGES.invoiceDateWithoutNumber }]);
    expect((await refused({ invoice_no: 'INV-9', invoice_date: '2025-02-30' }))[0]).toMatchObject({ path: 'invoice_date', message: ORDER_DETAILS_MESSAGES.invoiceDate });
    expect((await refused({ payment_mode: 'BARTER' }))[0]!.path).toBe('payment_mode');
    expect((await refused({ invoice_no: 'x'.repeat(51) }))[0]!.path).toBe('invoice_no');
    expect(await orderCount()).toBe(before);
  });

  it('an edit changes the fields it sends, keeps the others, clears with null, and refuses stale, cancelled and foreign orders', async () => {
    const { source, other, a } = await places();
    const created = (await post({
      action: 'create.request_order', requester_warehouse_id: other, source_warehouse_id: source, lines: [{ product_id: a, quantity: 1 }], ...DETAILS,
    })).body.data as { id: number; version: number };
    const edit = (fields: Record<string, unknown>, token = admin) => post({ action: 'update.warehouse_order', id: created.id, ...fields }, token);
    const changed = await edit({ version: created.version, payment_mode: 'CARD', invoice_no: '  INV-2026-002 ', end_time: null });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ ...DETAILS, payment_mode: 'CARD', invoice_no: 'INV-2026-002', end_time: null, version: created.version + 1 });
    // Checked with the stored values: an expiry before the stored schedule is refused.
    const early = await edit({ version: created.version + 1, order_expiry: '2026-01-05T07:00:00.000Z' });
    expect(early.body.errors).toEqual([{ path: 'order_expiry', message: ORDER_DETAILS_MESSAGES.expiryBeforeSchedule }]);
    expect((await edit({ version: created.version, payment_mode: 'CASH' })).status).toBe(409);
    expect((await edit({ version: created.version + 1, payment_mode: 'CASH' }, technician)).status).toBe(403);
    expect((await edit({ version: created.version + 1, payment_mode: 'CASH' }, outsider)).status).toBe(404);
    expect((await post({ action: 'get.warehouse_order', id: created.id }, outsider)).status).toBe(404);
    expect((await post({ action: 'get.warehouse_order', id: created.id })).body.data).toMatchObject({ payment_mode: 'CARD', order_expiry: DETAILS.order_expiry });
    const rejected = await post({ action: 'reject.request_order', id: created.id, version: created.version + 1 });
    expect(rejected.status).toBe(200);
    const cancelled = await edit({ version: rejected.body.data.version, payment_mode: 'CASH' });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe(ORDER_DETAILS_MESSAGES.cancelled);
  });
});
