/**
 * Tally inventory's races on a real PostgreSQL server: six clients submitting and cancelling the
 * same Draft at once (one wins, the rest 409), and a submission racing supplier returns that take
 * units of the counted product off the same shelf. Whatever the order, the submission measures
 * the count against the shelves at its moment: the returns committed before it are in its old
 * stock, those after it come off the counted quantity, and the ledger balances.
 *
 * Runs in the "postgres" project (DATABASE_URL set): `npm run test:postgres`.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { warehouseStock } from '../../server/db/schema/index.ts';
import { stockLedgerViolations } from '../../server/stock/check.ts';
import { demoServerFor } from './demo-server.ts';

const demo = demoServerFor('tally');
let token: string;
beforeAll(async () => { token = await demo.login('admin@demo.local'); });
const post = (area: string, body: object) => demo.post(area, body, token);
const wm = (body: object) => post('warehouse-management', body);

const shelf = async (warehouseId: number, productId: number) => {
  const [row] = await demo.database.db.select().from(warehouseStock).where(and(eq(warehouseStock.warehouse_id, warehouseId), eq(warehouseStock.product_id, productId)));
  return row?.stock ?? 0;
};

describe('tally inventory on PostgreSQL', () => {
  it('six clients submitting and cancelling one Draft: one wins', async () => {
    const warehouseId = (await wm({ action: 'list.warehouses', limit: 1 })).body.data[0].id as number;
    const [p] = ((await wm({ action: 'list.tally_products', warehouse_id: warehouseId })).body.data as { product_id: number; stock: number; held: boolean; active: boolean }[])
      .filter((x) => x.held && x.active);
    const tally = (await wm({ action: 'create.tally_inventory', warehouse_id: warehouseId, lines: [{ product_id: p!.product_id, counted: p!.stock + 3 }] })).body.data;
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) =>
      wm({ action: i % 2 ? 'cancel.tally_inventory' : 'submit.tally_inventory', id: tally.id, version: tally.version })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const won = answers.find((a) => a.status === 200)!.body.data;
    expect(await shelf(warehouseId, p!.product_id)).toBe(won.status === 'SUBMITTED' ? p!.stock + 3 : p!.stock);
    expect(await stockLedgerViolations(demo.database.db)).toEqual([]);
  });

  it('a submission racing supplier returns of the counted product measures against the shelves at its moment', async () => {
    const open = (await post('procurement-management', { action: 'list.supplier_returns', status: [1], limit: 1 })).body.data[0];
    const warehouseId = open.warehouse.id as number;
    const line = ((await post('procurement-management', { action: 'list.supplier_returnables', warehouse_id: warehouseId, supplier_id: open.supplier.id })).body.data as { product_id: number; available: number }[])
      .find((l) => l.available >= 4)!;
    const before = await shelf(warehouseId, line.product_id);
    const counted = before + 5;
    const tally = (await wm({ action: 'create.tally_inventory', warehouse_id: warehouseId, lines: [{ product_id: line.product_id, counted }] })).body.data;
    const [submitted, ...returns] = await Promise.all([
      wm({ action: 'submit.tally_inventory', id: tally.id, version: tally.version }),
      ...Array.from({ length: 3 }, () => post('procurement-management', { action: 'create.supplier_return', warehouse_id: warehouseId, supplier_id: open.supplier.id, lines: [{ product_id: line.product_id, quantity: 1 }] })),
    ]);
    expect(submitted!.status, JSON.stringify(submitted!.body)).toBe(200);
    expect(returns.map((r) => r.status)).toEqual([201, 201, 201]);
    const old = submitted!.body.data.lines_detail[0].old_stock as number;
    const beforeSubmission = before - old;
    expect(beforeSubmission).toBeGreaterThanOrEqual(0);
    expect(beforeSubmission).toBeLessThanOrEqual(3);
    expect(await shelf(warehouseId, line.product_id)).toBe(counted - (3 - beforeSubmission));
    expect(await stockLedgerViolations(demo.database.db)).toEqual([]);
  });
});
