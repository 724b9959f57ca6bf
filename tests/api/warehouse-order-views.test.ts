/**
 * The warehouse order overviews of issue 39 through the API: request orders (create, execute
 * from the shelves or from transit, mark in transit, reject), discarded-bin orders ("Discard
 * stock", execute or cancel a Created one) and direct sale orders. Every step checks the roles,
 * the scope, that bad input changes nothing, the audit, and the stock ledger against the places.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN_ORDER_STATUS, REQUEST_ORDER_STATUS, STORE_RETURN_STATUS } from '../../contract/statuses.ts';
import { auditLog, stockMovements, warehouseStock } from '../../server/db/schema/index.ts';
import { stockLedgerViolations } from '../../server/stock/check.ts';
import { stockViolations } from '../model/invariants.ts';
import { startApi, type TestApi } from './harness.ts';
import { OTHER_COMPANY_ADMIN, addOutsiders } from './tenancy-fixtures.ts';

const AREA = 'warehouse-management';
let api: TestApi;
let admin: string;
let technician: string;
let outsider: string;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  technician = await api.login('technician@demo.local');
  await addOutsiders(api.services.db);
  outsider = await api.login(OTHER_COMPANY_ADMIN);
});
afterAll(() => api.close());

const balance = async (warehouseId: number, productId: number) => {
  const [row] = await api.services.db.select().from(warehouseStock).where(and(eq(warehouseStock.warehouse_id, warehouseId), eq(warehouseStock.product_id, productId)));
  return { shelf: row?.stock ?? 0, transit: row?.in_transit ?? 0 };
};
const movesOf = async (id: number) => (await api.services.db.select().from(stockMovements)
  .where(and(eq(stockMovements.record_kind, 'warehouse_order'), eq(stockMovements.record_id, id)))).map((m) => [m.reason, m.quantity]);
const auditsOf = async (id: number) => (await api.services.db.select().from(auditLog)
  .where(and(eq(auditLog.entity, 'warehouse_order'), eq(auditLog.entity_id, id)))).map((r) => r.action);

/** Two warehouses and two products the first holds at least 10 of. */
async function pair() {
  const warehouses = (await post({ action: 'list.warehouses', limit: 20 })).body.data as { id: number }[];
  for (const w of warehouses) {
    const stock = await api.services.db.select().from(warehouseStock).where(eq(warehouseStock.warehouse_id, w.id));
    const held = stock.filter((r) => r.stock >= 10).slice(0, 2);
    const other = warehouses.find((x) => x.id !== w.id);
    if (held.length === 2 && other) return { source: w.id, requester: other.id, a: held[0]!.product_id, b: held[1]!.product_id };
  }
  throw new Error('no warehouse holds two products');
}

describe('request orders', () => {
  it('the demo has request orders in every state, listed in /warehouse-orders as Request Order and not as material transfers', async () => {
    const list = await post({ action: 'list.warehouse_orders', kind: ['request_order'], limit: 50 });
    expect(list.status).toBe(200);
    const statuses = new Set((list.body.data as { status: number }[]).map((o) => o.status));
    for (const status of Object.values(REQUEST_ORDER_STATUS)) expect(statuses.has(status), String(status)).toBe(true);
    expect(list.body.data[0]).toMatchObject({ kind: 'request_order', type_label: 'Request Order' });
    expect(await stockViolations(api.services.db)).toEqual([]);
    expect(list.body.data[0].order_id).toMatch(/^RQ-\d{6}$/);
    const transfers = await post({ action: 'list.warehouse_orders', kind: ['material_transfer'], limit: 200 });
    expect((transfers.body.data as { order_id: string }[]).some((o) => o.order_id.startsWith('RQ-'))).toBe(false);
    // The material transfer's own read does not answer for a request order.
    expect((await post({ action: 'get.material_transfer', id: list.body.data[0].id })).status).toBe(404);
    const got = await post({ action: 'get.request_order', id: list.body.data[0].id });
    expect(got.status).toBe(200);
    expect(got.body.data.lines.length).toBeGreaterThan(0);
  });

  it('executing a Created request moves its units from the source\'s shelves to the requester\'s, audited and booked', async () => {
    const { source, requester, a, b } = await pair();
    const before = { sa: await balance(source, a), ra: await balance(requester, a), sb: await balance(source, b) };
    const created = await post({ action: 'create.request_order', requester_warehouse_id: requester, source_warehouse_id: source, lines: [{ product_id: a, quantity: 3 }, { product_id: b, quantity: 2 }], comments: 'Weekend' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ status: REQUEST_ORDER_STATUS.created, stock: 5, comments: 'Weekend' });
    expect(await balance(source, a)).toEqual(before.sa);
    const id = created.body.data.id;

    expect((await post({ action: 'execute.request_order', id, version: 0 }, technician)).status).toBe(403);
    expect((await post({ action: 'execute.request_order', id, version: 0 }, outsider)).status).toBe(404);
    expect((await post({ action: 'execute.request_order', id, version: 7 })).status).toBe(409);
    expect(await balance(source, a)).toEqual(before.sa);

    const executed = await post({ action: 'execute.request_order', id, version: 0 });
    expect(executed.status, JSON.stringify(executed.body)).toBe(200);
    expect(executed.body.data.status).toBe(REQUEST_ORDER_STATUS.executed);
    expect(await balance(source, a)).toEqual({ ...before.sa, shelf: before.sa.shelf - 3 });
    expect(await balance(requester, a)).toEqual({ ...before.ra, shelf: before.ra.shelf + 3 });
    expect(await balance(source, b)).toEqual({ ...before.sb, shelf: before.sb.shelf - 2 });
    expect(await movesOf(id)).toEqual([['request_order.execute', 3], ['request_order.execute', 2]]);
    expect(await auditsOf(id)).toEqual(['create.request_order', 'execute.request_order']);

    for (const action of ['execute.request_order', 'dispatch.request_order', 'reject.request_order']) {
      expect((await post({ action, id, version: executed.body.data.version })).status, action).toBe(409);
    }
    expect(await stockLedgerViolations(api.services.db)).toEqual([]);
  });

  it('marked in transit the units leave the source\'s shelves; executed they arrive; a rejected request moves nothing', async () => {
    const { source, requester, a } = await pair();
    const before = { s: await balance(source, a), r: await balance(requester, a) };
    const order = (await post({ action: 'create.request_order', requester_warehouse_id: requester, source_warehouse_id: source, lines: [{ product_id: a, quantity: 4 }] })).body.data;
    const sent = await post({ action: 'dispatch.request_order', id: order.id, version: order.version });
    expect(sent.body.data.status).toBe(REQUEST_ORDER_STATUS.inTransit);
    expect(await balance(source, a)).toEqual({ shelf: before.s.shelf - 4, transit: before.s.transit + 4 });
    expect((await post({ action: 'reject.request_order', id: order.id, version: sent.body.data.version })).status).toBe(409);
    const done = await post({ action: 'execute.request_order', id: order.id, version: sent.body.data.version });
    expect(done.body.data.status).toBe(REQUEST_ORDER_STATUS.executed);
    expect(await balance(source, a)).toEqual({ shelf: before.s.shelf - 4, transit: before.s.transit });
    expect(await balance(requester, a)).toEqual({ ...before.r, shelf: before.r.shelf + 4 });
    expect(await movesOf(order.id)).toEqual([['request_order.dispatch', 4], ['request_order.execute', 4]]);

    const other = (await post({ action: 'create.request_order', requester_warehouse_id: requester, source_warehouse_id: source, lines: [{ product_id: a, quantity: 1 }] })).body.data;
    const rejected = await post({ action: 'reject.request_order', id: other.id, version: other.version });
    expect(rejected.body.data.status).toBe(REQUEST_ORDER_STATUS.cancelled);
    expect(await movesOf(other.id)).toEqual([]);
    expect(await auditsOf(other.id)).toEqual(['create.request_order', 'reject.request_order']);
    expect(await stockLedgerViolations(api.services.db)).toEqual([]);
    // Transit holds exactly the In Transit requests' units (and the other open orders'); a rejected one received nothing.
    expect(await stockViolations(api.services.db)).toEqual([]);
  });

  it('bad input changes nothing: the same warehouse, a product twice or unknown, no lines, a source without the units', async () => {
    const { source, requester, a } = await pair();
    const count = async () => (await post({ action: 'list.warehouse_orders', kind: ['request_order'], limit: 1 })).body.total;
    const n = await count();
    const bad = [
      { requester_warehouse_id: source, source_warehouse_id: source, lines: [{ product_id: a, quantity: 1 }] },
      { requester_warehouse_id: requester, source_warehouse_id: source, lines: [{ product_id: a, quantity: 1 }, { product_id: a, quantity: 2 }] },
      { requester_warehouse_id: requester, source_warehouse_id: source, lines: [{ product_id: 999_999, quantity: 1 }] },
      { requester_warehouse_id: requester, source_warehouse_id: source, lines: [] },
      { requester_warehouse_id: requester, source_warehouse_id: source, lines: [{ product_id: a, quantity: 0 }] },
      { requester_warehouse_id: 999_999, source_warehouse_id: source, lines: [{ product_id: a, quantity: 1 }] },
    ];
    for (const body of bad) expect((await post({ action: 'create.request_order', ...body })).status, JSON.stringify(body)).toBe(400);
    expect((await post({ action: 'create.request_order', requester_warehouse_id: requester, source_warehouse_id: source, lines: [{ product_id: a, quantity: 1 }] }, technician)).status).toBe(403);
    expect(await count()).toBe(n);

    const before = await balance(source, a);
    const greedy = (await post({ action: 'create.request_order', requester_warehouse_id: requester, source_warehouse_id: source, lines: [{ product_id: a, quantity: before.shelf + 1 }] })).body.data;
    const refused = await post({ action: 'execute.request_order', id: greedy.id, version: greedy.version });
    expect(refused.status).toBe(409);
    expect((await post({ action: 'get.request_order', id: greedy.id })).body.data).toMatchObject({ status: REQUEST_ORDER_STATUS.created, version: greedy.version });
    expect(await balance(source, a)).toEqual(before);
    expect(await movesOf(greedy.id)).toEqual([]);
    expect(await stockLedgerViolations(api.services.db)).toEqual([]);
  });
});

describe('discarded bin orders', () => {
  it('the demo\'s bin orders carry reasons; Discard stock moves shelf → bin at once with each line\'s reason', async () => {
    const list = await post({ action: 'list.warehouse_orders', kind: ['bin_discarded'], limit: 50 });
    const first = await post({ action: 'get.bin_order', id: list.body.data[0].id });
    expect(first.status).toBe(200);
    expect(first.body.data.lines.every((l: { reason: string | null }) => l.reason)).toBe(true);

    const { source, a, b } = await pair();
    const before = { a: await balance(source, a), b: await balance(source, b) };
    const made = await post({ action: 'discard.warehouse_stock', warehouse_id: source, lines: [{ product_id: a, quantity: 2, reason: 'Expired' }, { product_id: b, quantity: 1, reason: ' Damaged ' }] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ status: BIN_ORDER_STATUS.executed, stock: 3 });
    expect(made.body.data.order_id).toMatch(/^BIN-\d{6}$/);
    expect(made.body.data.lines.map((l: { reason: string }) => l.reason).sort()).toEqual(['Damaged', 'Expired']);
    expect(await balance(source, a)).toEqual({ ...before.a, shelf: before.a.shelf - 2 });
    expect(await movesOf(made.body.data.id)).toEqual([['bin.discard', 2], ['bin.discard', 1]]);
    expect(await auditsOf(made.body.data.id)).toEqual(['discard.warehouse_stock']);
    expect((await post({ action: 'manage.bin_order', id: made.body.data.id, version: made.body.data.version, new_status: BIN_ORDER_STATUS.cancelled })).status).toBe(409);
    expect(await stockLedgerViolations(api.services.db)).toEqual([]);
  });

  it('bad input changes nothing: more than the shelves, no reason, a product twice, the wrong role', async () => {
    const { source, a } = await pair();
    const before = await balance(source, a);
    const bad = [
      [{ product_id: a, quantity: before.shelf + 1, reason: 'Expired' }],
      [{ product_id: a, quantity: 1, reason: '   ' }],
      [{ product_id: a, quantity: 1, reason: '' }],
      [{ product_id: a, quantity: 1, reason: 'Expired' }, { product_id: a, quantity: 1, reason: 'Expired' }],
    ];
    for (const lines of bad) expect((await post({ action: 'discard.warehouse_stock', warehouse_id: source, lines })).status, JSON.stringify(lines)).toBe(400);
    expect((await post({ action: 'discard.warehouse_stock', warehouse_id: source, lines: [{ product_id: a, quantity: 1, reason: 'Expired' }] }, technician)).status).toBe(403);
    expect((await post({ action: 'discard.warehouse_stock', warehouse_id: source, lines: [{ product_id: a, quantity: 1, reason: 'Expired' }] }, outsider)).status).toBe(400);
    expect(await balance(source, a)).toEqual(before);
  });

  it('a Created bin order is executed into the bin or cancelled back onto the shelves', async () => {
    const list = await post({ action: 'list.warehouse_orders', kind: ['bin_discarded'], status: [BIN_ORDER_STATUS.created], limit: 5 });
    expect(list.body.data.length).toBeGreaterThanOrEqual(1);
    for (const [n, row] of (list.body.data as { id: number }[]).slice(0, 2).entries()) {
      const order = (await post({ action: 'get.bin_order', id: row.id })).body.data;
      const line = order.lines[0];
      const before = await balance(order.warehouse.id, line.product_id);
      const target = n === 0 ? BIN_ORDER_STATUS.executed : BIN_ORDER_STATUS.cancelled;
      const done = await post({ action: 'manage.bin_order', id: order.id, version: order.version, new_status: target });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.data.status).toBe(target);
      const after = await balance(order.warehouse.id, line.product_id);
      expect(after.transit).toBe(before.transit - line.quantity);
      expect(after.shelf).toBe(before.shelf + (target === BIN_ORDER_STATUS.cancelled ? line.quantity : 0));
    }
    expect(await stockLedgerViolations(api.services.db)).toEqual([]);
  });
});

describe('store returns', () => {
  it('receiving a Created store return puts its units on the warehouse\'s shelves; a final one takes no step', async () => {
    const list = await post({ action: 'list.warehouse_orders', kind: ['store_return'], status: [STORE_RETURN_STATUS.created], limit: 5 });
    expect(list.body.data.length).toBeGreaterThanOrEqual(2);
    const [first, second] = list.body.data as { id: number }[];
    const order = (await post({ action: 'get.store_return', id: first!.id })).body.data;
    const line = order.lines[0];
    const before = await balance(order.warehouse.id, line.product_id);
    expect((await post({ action: 'manage.store_return', id: order.id, version: order.version, new_status: STORE_RETURN_STATUS.received }, technician)).status).toBe(403);
    expect((await post({ action: 'manage.store_return', id: order.id, version: order.version, new_status: STORE_RETURN_STATUS.received }, outsider)).status).toBe(404);
    expect((await post({ action: 'manage.store_return', id: order.id, version: order.version + 1, new_status: STORE_RETURN_STATUS.received })).status).toBe(409);
    expect((await post({ action: 'manage.store_return', id: order.id, version: order.version, new_status: 6 })).status).toBe(400);
    expect(await balance(order.warehouse.id, line.product_id)).toEqual(before);

    const received = await post({ action: 'manage.store_return', id: order.id, version: order.version, new_status: STORE_RETURN_STATUS.received });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.data.status).toBe(STORE_RETURN_STATUS.received);
    expect(received.body.data.lines[0].received).toBe(line.quantity);
    const units = order.lines.filter((l: { product_id: number }) => l.product_id === line.product_id).reduce((sum: number, l: { quantity: number }) => sum + l.quantity, 0);
    expect(await balance(order.warehouse.id, line.product_id)).toEqual({ ...before, shelf: before.shelf + units });
    expect((await movesOf(order.id)).every(([reason]) => reason === 'store_return.receive')).toBe(true);
    // A return written from a store (issue 41's seed) also has its create audited.
    expect((await auditsOf(order.id)).filter((a) => a !== 'create.store_return')).toEqual(['manage.store_return']);
    expect((await post({ action: 'manage.store_return', id: order.id, version: received.body.data.version, new_status: STORE_RETURN_STATUS.cancelled })).status).toBe(409);

    const other = (await post({ action: 'get.store_return', id: second!.id })).body.data;
    const cancelled = await post({ action: 'manage.store_return', id: other.id, version: other.version, new_status: STORE_RETURN_STATUS.cancelled });
    expect(cancelled.body.data.status).toBe(STORE_RETURN_STATUS.cancelled);
    expect(await movesOf(other.id)).toEqual([]);
    expect(await stockLedgerViolations(api.services.db)).toEqual([]);
  });
});

describe('sale orders', () => {
  it('a direct sale opens with its cash collection; outsiders get 404', async () => {
    const collections = (await api.post('refill-management', { action: 'list.cash_in_hand_orders', limit: 30 }, admin)).body.data as { id: number }[];
    let saleId = 0;
    for (const c of collections) {
      const full = (await api.post('refill-management', { action: 'get.cash_in_hand_order', id: c.id }, admin)).body.data;
      if (full.SaleOrders.length) { saleId = full.SaleOrders[0].id; break; }
    }
    expect(saleId).toBeGreaterThan(0);
    const sale = await post({ action: 'get.sale_order', id: saleId });
    expect(sale.status).toBe(200);
    expect(sale.body.data.net_amount).toBeCloseTo(sale.body.data.amount - sale.body.data.refund_amount, 2);
    expect((await post({ action: 'get.sale_order', id: saleId }, outsider)).status).toBe(404);
    expect((await post({ action: 'get.sale_order', id: 999_999 })).status).toBe(404);
  });
});
