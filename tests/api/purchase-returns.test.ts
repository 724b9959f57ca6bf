/**
 * Purchase returns through the API: the demo's returns in every state, writing one against a
 * received order (never more than received and not yet returned, counting other open returns),
 * executing it (the units leave the warehouse for the supplier through the ledger and count as
 * returned on the order) or cancelling it, and the lifecycle refusing anything else with 409.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warehouseStock } from '../../server/db/schema/index.ts';
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

async function receivedOrder() {
  const r = await post({ action: 'list.purchase_orders', status: ['RECEIVED'], limit: 50 });
  for (const row of r.body.data) {
    const returnable = await post({ action: 'list.purchase_order_returnables', purchase_order_id: row.id });
    if (returnable.body.data.lines.every((l: { returnable: number }) => l.returnable >= 3)) return returnable.body.data;
  }
  throw new Error('no received demo order with 3 returnable units a line');
}

const shelf = async (warehouseId: number, productId: number) =>
  (await api.services.db.select().from(warehouseStock).where(and(eq(warehouseStock.warehouse_id, warehouseId), eq(warehouseStock.product_id, productId))))[0]?.stock ?? 0;

describe('purchase returns', () => {
  it('the demo has returns in every state', async () => {
    for (const status of ['CREATED', 'EXECUTED', 'CANCELLED']) {
      expect((await post({ action: 'list.purchase_returns', status: [status] })).body.total, status).toBeGreaterThan(0);
    }
  });

  it('takes back at most what was received and not yet returned, open returns counted', async () => {
    const { purchase_order, lines } = await receivedOrder();
    const [line] = lines;
    const tooMany = await post({ action: 'create.purchase_return', purchase_order_id: purchase_order.id, lines: [{ product_id: line.product_id, quantity: line.returnable + 1, reason: '' }] });
    expect(tooMany.body.errors).toEqual([{ path: 'lines.0.quantity', message: `Enter number smaller than or equal to ${line.returnable}` }]);
    const first = await post({ action: 'create.purchase_return', purchase_order_id: purchase_order.id, lines: [{ product_id: line.product_id, quantity: line.returnable - 1, reason: 'Damaged' }] });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({ status: 'CREATED', total_quantity: line.returnable - 1 });
    const second = await post({ action: 'create.purchase_return', purchase_order_id: purchase_order.id, lines: [{ product_id: line.product_id, quantity: 2, reason: '' }] });
    expect(second.body.errors).toEqual([{ path: 'lines.0.quantity', message: 'Enter number smaller than or equal to 1' }]);
    const cancelled = await post({ action: 'manage.purchase_return', id: first.body.data.id, version: first.body.data.version, new_status: 'CANCELLED' });
    expect(cancelled.body.data.status).toBe('CANCELLED');
    expect((await post({ action: 'manage.purchase_return', id: first.body.data.id, version: cancelled.body.data.version, new_status: 'EXECUTED' })).status).toBe(409);
  });

  it('executing sends the units from the warehouse to the supplier and counts them returned on the order', async () => {
    const { purchase_order, lines } = await receivedOrder();
    const [a, b] = lines;
    const before = [await shelf(purchase_order.warehouse.id, a.product_id), await shelf(purchase_order.warehouse.id, b.product_id)];
    const created = (await post({ action: 'create.purchase_return', purchase_order_id: purchase_order.id, lines: [{ product_id: a.product_id, quantity: 2, reason: 'Damaged' }, { product_id: b.product_id, quantity: 1, reason: '' }] })).body.data;
    const edited = await post({ action: 'update.purchase_return', id: created.id, version: created.version, lines: [{ product_id: a.product_id, quantity: 2, reason: 'Damaged' }] });
    expect(edited.body.data.total_quantity).toBe(2);
    const executed = await post({ action: 'manage.purchase_return', id: created.id, version: edited.body.data.version, new_status: 'EXECUTED' });
    expect(executed.status, JSON.stringify(executed.body)).toBe(200);
    expect(await shelf(purchase_order.warehouse.id, a.product_id)).toBe(before[0]! - 2);
    expect(await shelf(purchase_order.warehouse.id, b.product_id)).toBe(before[1]!);
    const order = (await post({ action: 'get.purchase_order', id: purchase_order.id })).body.data;
    expect(order.lines.find((l: { product_id: number }) => l.product_id === a.product_id).returned_quantity).toBeGreaterThanOrEqual(2);
    expect(order.returns.map((r: { id: number }) => r.id)).toContain(created.id);
    expect((await post({ action: 'update.purchase_return', id: created.id, version: executed.body.data.version, lines: [{ product_id: a.product_id, quantity: 1, reason: '' }] })).status).toBe(409);
    expect(await stockLedgerViolations(api.services.db)).toEqual([]);
  });

  it('an order that received nothing has nothing to return; a technician may not see returns', async () => {
    const created = (await post({ action: 'list.purchase_orders', status: ['CREATED'], limit: 1 })).body.data[0];
    const r = await post({ action: 'create.purchase_return', purchase_order_id: created.id, lines: [{ product_id: 1, quantity: 1, reason: '' }] });
    expect(r.body.errors[0].message).toContain('has received nothing to return');
    const technician = await api.login('technician@demo.local');
    expect((await post({ action: 'list.purchase_returns' }, technician)).status).toBe(403);
  });
});
