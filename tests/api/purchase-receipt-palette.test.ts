/**
 * The palette's "Partially receive purchase order" (issue 56): the steps it asks for an opened
 * order, and the receipt its answers make, sent as manage.purchase_order: the order becomes
 * Partially Received with the units on the warehouse's shelves through the ledger; answers that
 * complete it make it Received; an order waiting for approval offers nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayReceivePart, receiptInput, receiptSteps, type ReceivableOrder } from '../../commands/records/purchase-receipt.ts';
import { warehouseStock } from '../../server/db/schema/index.ts';
import { stockLedgerViolations } from '../../server/stock/check.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'procurement-management';
let api: TestApi;
let admin: string;
const post = (body: Record<string, unknown>) => api.post(AREA, body, admin);

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

type Order = ReceivableOrder & { status: string; warehouse: { id: number }; approval_required: boolean; approved_at: string | null };
const receivable = (o: Order) => ({ ...o, awaitingApproval: o.approval_required && !o.approved_at && o.status === 'CREATED' });
const shelf = async (warehouseId: number, productId: number) =>
  (await api.services.db.select().from(warehouseStock).where(and(eq(warehouseStock.warehouse_id, warehouseId), eq(warehouseStock.product_id, productId))))[0]?.stock ?? 0;

async function ordersIn(status: string): Promise<Order[]> {
  const list = (await post({ action: 'list.purchase_orders', status: [status], limit: 100 })).body.data as { id: number }[];
  return Promise.all(list.map(async (o) => (await post({ action: 'get.purchase_order', id: o.id })).body.data as Order));
}

describe('Partially receive purchase order, from the palette', () => {
  it('asks the units of each outstanding line and receives what was answered onto the shelves', async () => {
    const order = (await ordersIn('SHIPPED')).map(receivable).find((o) => mayReceivePart(o.status, o.awaitingApproval) && o.lines.length >= 2)!;
    const steps = receiptSteps(order);
    expect(steps.map((s) => s.id)).toEqual(order.lines.map((l) => String(l.product_id)));
    const [first] = order.lines;
    expect(steps[0]).toMatchObject({ kind: 'number', min: 0, max: first!.purchased_quantity, initial: String(first!.purchased_quantity) });
    expect(steps[0]!.prompt).toBe(`Units of ${first!.sku} received (${first!.purchased_quantity} outstanding)?`);
    const warehouseId = (order as Order).warehouse.id;
    const before = await shelf(warehouseId, first!.product_id);

    const answers = Object.fromEntries(order.lines.map((l, i) => [String(l.product_id), i === 0 ? '2' : '0']));
    const r = await post({ action: 'manage.purchase_order', ...receiptInput(order, answers) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.status).toBe('PARTIALLY_RECEIVED');
    expect(r.body.data.lines.map((l: { received_quantity: number }) => l.received_quantity)).toEqual(order.lines.map((_, i) => (i === 0 ? 2 : 0)));
    expect(await shelf(warehouseId, first!.product_id)).toBe(before + 2);
    expect(await stockLedgerViolations(api.services.db)).toEqual([]);

    // Asked again, the steps start at what is still outstanding; answering all of it completes the order.
    const again = receivable(r.body.data as Order);
    expect(receiptSteps(again)[0]!.max).toBe(first!.purchased_quantity - 2);
    const rest = Object.fromEntries(receiptSteps(again).map((s) => [s.id, String(s.max)]));
    const done = await post({ action: 'manage.purchase_order', ...receiptInput(again, rest) });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.status).toBe('RECEIVED');
    expect(mayReceivePart(done.body.data.status, false)).toBe(false);
  });

  it('offers nothing on an order waiting for approval, and the server refuses the same receipt', async () => {
    const waiting = (await ordersIn('CREATED')).map(receivable).find((o) => o.awaitingApproval)!;
    expect(mayReceivePart(waiting.status, true)).toBe(false);
    expect(mayReceivePart(waiting.status, false), 'the same order, approved').toBe(true);
    const answers = Object.fromEntries(receiptSteps(waiting).map((s) => [s.id, '1']));
    const r = await post({ action: 'manage.purchase_order', ...receiptInput(waiting, answers) });
    expect(r.status).toBe(409);
    expect((await post({ action: 'get.purchase_order', id: waiting.id })).body.data.status).toBe('CREATED');
  });
});
