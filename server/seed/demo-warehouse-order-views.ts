/**
 * Demo request orders in every state and discarded-bin orders with their reasons, written
 * through the console's own actions so the ledger shows each move: Created requests wait for
 * their source, In Transit ones hold their units in the source's transit, Executed ones moved
 * them to the requester, Cancelled ones were rejected. The bin orders seeded with the other
 * warehouse orders get a reason per line (they were written before reasons were kept); "Discard
 * stock" adds a few Executed ones.
 */
import { eq, inArray } from 'drizzle-orm';
import { discardStock } from '../../contract/actions/bin-orders.ts';
import { createRequestOrder, dispatchRequestOrder, executeRequestOrder, rejectRequestOrder } from '../../contract/actions/request-orders.ts';
import { DISCARD_REASONS } from '../../contract/actions/bin-orders.ts';
import { callerByEmail, runAs } from '../actions/run-as.ts';
import { warehouseOrderItems, warehouseOrders, warehouseStock } from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';

const DAY = 86_400_000;
type End = 'created' | 'inTransit' | 'executed' | 'rejected';
const ENDS: End[] = ['created', 'executed', 'inTransit', 'created', 'rejected', 'executed', 'created', 'inTransit', 'executed', 'rejected'];
const COMMENTS = ['Weekend demand at the mall machines', 'Festival stock-up', 'Running low on beverages', 'New machines opening nearby'];

export async function seedWarehouseOrderViews({ db, core }: SeedContext) {
  const admin = await callerByEmail(db, 'admin@demo.local');
  const shelves = async (warehouseId: number) => (await db.select().from(warehouseStock).where(eq(warehouseStock.warehouse_id, warehouseId)))
    .filter((r) => r.stock >= 20).sort((a, b) => a.product_id - b.product_id);
  const ids = core.warehouseIds;
  for (const [i, end] of ENDS.entries()) {
    const source = ids[i % ids.length]!;
    const requester = ids[(i + 1) % ids.length]!;
    if (source === requester) continue;
    const held = (await shelves(source)).slice(i % 3, (i % 3) + 1 + (i % 2) + 1);
    if (!held.length) continue;
    const when = new Date(Date.now() - (ENDS.length - i) * 2 * DAY);
    const lines = held.map((r, n) => ({ product_id: r.product_id, quantity: 2 + ((i + n) % 5) }));
    let order = (await runAs({ db }, admin, createRequestOrder, { requester_warehouse_id: requester, source_warehouse_id: source, lines, comments: COMMENTS[i % COMMENTS.length] }, when)).data;
    const later = new Date(when.getTime() + DAY / 3);
    if (end === 'inTransit' || (end === 'executed' && i % 2 === 0)) order = (await runAs({ db }, admin, dispatchRequestOrder, { id: order.id, version: order.version }, later)).data;
    if (end === 'executed') await runAs({ db }, admin, executeRequestOrder, { id: order.id, version: order.version }, new Date(later.getTime() + DAY / 3));
    if (end === 'rejected') await runAs({ db }, admin, rejectRequestOrder, { id: order.id, version: order.version }, later);
  }

  // Reasons for the bin orders written before reasons were kept.
  const bins = await db.select({ id: warehouseOrders.id }).from(warehouseOrders).where(eq(warehouseOrders.destination_type, 'bin'));
  const items = bins.length ? await db.select({ id: warehouseOrderItems.id }).from(warehouseOrderItems).where(inArray(warehouseOrderItems.order_id, bins.map((b) => b.id))) : [];
  for (const [n, item] of items.entries()) {
    await db.update(warehouseOrderItems).set({ reason: DISCARD_REASONS[n % DISCARD_REASONS.length] }).where(eq(warehouseOrderItems.id, item.id));
  }

  for (let i = 0; i < 3; i++) {
    const warehouseId = ids[(i * 2) % ids.length]!;
    const held = (await shelves(warehouseId)).slice(3 + i, 5 + i);
    if (!held.length) continue;
    await runAs({ db }, admin, discardStock, {
      warehouse_id: warehouseId,
      lines: held.map((r, n) => ({ product_id: r.product_id, quantity: 1 + n, reason: DISCARD_REASONS[(i + n) % DISCARD_REASONS.length]! })),
      comments: 'Found during the weekly shelf check',
    }, new Date(Date.now() - (3 - i) * DAY));
  }
}
