/**
 * The rest of issue 39 (refills): the orders a plan of kind Tally or Cash stands for
 * (domain.md §4 "refill kinds": Refill, Return, Tally, Cash, TopUp). A Tally plan is a
 * warehouse count taken on the refill run (its tally order, /view-tally-order/{id}); a Cash
 * plan is the cash the partner collected from the machine (its cash collection,
 * /view-cash-order/{id}), at a collection step (COLLECTION_STEPS: collected 1, counted 2,
 * received 3, skip counting 4). A TopUp or Refill plan's overview is the plan itself
 * (/view-topup/{vmId}?refillPlanId=). One row per plan that has such an order.
 */
import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { tallyInventories } from './tally.ts';
import { cashCollections, refillPlans } from './warehouse.ts';

export const refillPlanOrders = pgTable('refill_plan_orders', {
  refill_plan_id: integer('refill_plan_id').primaryKey().references(() => refillPlans.id, { onDelete: 'cascade' }),
  tally_id: integer('tally_id').references(() => tallyInventories.id),
  cash_collection_id: integer('cash_collection_id').references(() => cashCollections.id),
  /** COLLECTION_STEPS id while the collection is not received (a received collection reads as 3). */
  collection_step: integer('collection_step'),
}, (t) => [
  index('refill_plan_orders_tally_idx').on(t.tally_id),
  index('refill_plan_orders_cash_idx').on(t.cash_collection_id),
]);

