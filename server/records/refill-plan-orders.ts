/**
 * The orders a Tally or Cash refill plan stands for (server/db/schema/refill-finish.ts), read
 * with the plan: its tally order (a count of a warehouse) and its cash collection with the
 * collection step (a received collection is at Received, 3, whatever was recorded before).
 */
import { eq } from 'drizzle-orm';
import { COLLECTION_STEPS } from '../../contract/statuses.ts';
import type { Db, Tx } from '../db/client.ts';
import { cashCollections, refillPlanOrders, tallyInventories, warehouses } from '../db/schema/index.ts';

const RECEIVED = COLLECTION_STEPS[2].id;
const COLLECTED = COLLECTION_STEPS[0].id;

export async function planOrdersOf(db: Db | Tx, planId: number) {
  const [row] = await db
    .select({
      tally: { id: tallyInventories.id, warehouse: warehouses.name },
      cash: { id: cashCollections.id, order_id: cashCollections.order_id, state: cashCollections.state },
      step: refillPlanOrders.collection_step,
    })
    .from(refillPlanOrders)
    .leftJoin(tallyInventories, eq(tallyInventories.id, refillPlanOrders.tally_id))
    .leftJoin(warehouses, eq(warehouses.id, tallyInventories.warehouse_id))
    .leftJoin(cashCollections, eq(cashCollections.id, refillPlanOrders.cash_collection_id))
    .where(eq(refillPlanOrders.refill_plan_id, planId));
  return {
    tally_order: row?.tally?.id ? { id: row.tally.id, warehouse: row.tally.warehouse ?? '' } : null,
    cash_collection: row?.cash?.id
      ? { id: row.cash.id, order_id: row.cash.order_id, step: row.cash.state === 'RECEIVED' ? RECEIVED : (row.step ?? COLLECTED) }
      : null,
  };
}
