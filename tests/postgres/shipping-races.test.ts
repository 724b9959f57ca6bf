/**
 * Shipping orders' races on a real PostgreSQL server: dispatch and cancel of the same In Progress
 * order at once — one wins, the other is refused (409), and the units are where the winner says
 * (in transit after a dispatch, on the shelves after a cancel); then two receipts of one delivered
 * order at once — one wins. The ledger balances after each.
 *
 * Runs in the "postgres" project (DATABASE_URL set): `npm run test:postgres`.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { warehouseStock } from '../../server/db/schema/index.ts';
import { stockLedgerViolations } from '../../server/stock/check.ts';
import { demoServerFor } from './demo-server.ts';

const demo = demoServerFor('shipping');
let admin: string;
let manager: string;
beforeAll(async () => {
  admin = await demo.login('admin@demo.local');
  manager = await demo.login('store@demo.local');
});
const sm = (body: object, token = admin) => demo.post('shipping-management', body, token);

const balance = async (warehouseId: number, productId: number) => {
  const [row] = await demo.database.db.select().from(warehouseStock).where(and(eq(warehouseStock.warehouse_id, warehouseId), eq(warehouseStock.product_id, productId)));
  return { shelf: row?.stock ?? 0, transit: row?.in_transit ?? 0 };
};

/** A new In Progress order like a seeded one waiting for the store manager (their store, a line its source can fill). */
async function inProgress() {
  const seeded = (await sm({ action: 'get.shipping', id: (await sm({ action: 'list.shippings', status: ['DELIVERED_DP'], limit: 1 })).body.data[0].id })).body.data;
  const line = seeded.lines.find((l: { source_stock: number }) => l.source_stock >= 4);
  const created = (await sm({
    action: 'create.shipping', sources: [seeded.source.id], destination_types: ['store'], destinations: [seeded.destination.id], order_type: 'shipping_order',
    delivery_partner_id: seeded.delivery_partner.id, lines: [{ product_id: line.product_id, quantity: 4 }],
  })).body.data;
  const progressed = (await sm({ action: 'step.shipping', id: created.id, version: created.version, step: 'progress' })).body.data;
  return { order: progressed, warehouseId: seeded.source.id as number, productId: line.product_id as number };
}

describe('shipping orders on PostgreSQL', () => {
  it('dispatch and cancel of the same order at once: one wins, the units are where it says', async () => {
    const { order, warehouseId, productId } = await inProgress();
    const before = await balance(warehouseId, productId);
    const answers = await Promise.all(['dispatch', 'cancel', 'dispatch', 'cancel'].map((step) => sm({ action: 'step.shipping', id: order.id, version: order.version, step })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const won = answers.find((a) => a.status === 200)!.body.data;
    const after = await balance(warehouseId, productId);
    if (won.status === 'DISPATCHED') expect(after).toEqual({ shelf: before.shelf - 4, transit: before.transit + 4 });
    else expect(after).toEqual(before);
    expect(await stockLedgerViolations(demo.database.db)).toEqual([]);
  });

  it('two receipts of one delivered order at once: one wins', async () => {
    const { order, warehouseId, productId } = await inProgress();
    const dispatched = (await sm({ action: 'step.shipping', id: order.id, version: order.version, step: 'dispatch' })).body.data;
    const delivered = (await sm({ action: 'step.shipping', id: dispatched.id, version: dispatched.version, step: 'deliver' })).body.data;
    const before = await balance(warehouseId, productId);
    const answers = await Promise.all([4, 2].map((received) => sm({
      action: 'receive.shipping', id: delivered.id, version: delivered.version, lines: [{ product_id: productId, received, reason: received < 4 ? 'Lost' : undefined }],
    }, manager)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await balance(warehouseId, productId)).toEqual({ shelf: before.shelf, transit: before.transit - 4 });
    expect(await stockLedgerViolations(demo.database.db)).toEqual([]);
  });
});
