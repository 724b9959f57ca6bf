/**
 * The rest of issue 39 (refills): the orders a plan of kind Tally or Cash stands for
 * (domain.md §4 "refill kinds": Refill, Return, Tally, Cash, TopUp). A Tally plan is a
 * warehouse count taken on the refill run (its tally order, /view-tally-order/{id}); a Cash
 * plan is the cash the partner collected from the machine (its cash collection,
 * /view-cash-order/{id}), at a collection step (COLLECTION_STEPS: collected 1, counted 2,
 * received 3, skip counting 4). A TopUp or Refill plan's overview is the plan itself
 * (/view-topup/{vmId}?refillPlanId=). One row per plan that has such an order.
 */
import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { tallyInventories } from './tally.ts';
import { cashCollections, refillPartners, refillPlans, warehouseOrders } from './warehouse.ts';

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

/**
 * Kit and package transfers (/kit-transfer/{id}, /package-transfer/{id}): material transfers
 * (warehouse_orders with order_type 'kit' or 'package', same lifecycle and stock moves) from a
 * warehouse to a vehicle or another warehouse. A kit carries the products of one or more refill
 * plans of one refill partner, picked together; a package a hand-chosen set of products.
 */
export const kitTransfers = pgTable('kit_transfers', {
  warehouse_order_id: integer('warehouse_order_id').primaryKey().references(() => warehouseOrders.id, { onDelete: 'cascade' }),
  refill_partner_id: integer('refill_partner_id').references(() => refillPartners.id),
});

export const kitTransferPlans = pgTable('kit_transfer_plans', {
  warehouse_order_id: integer('warehouse_order_id').notNull().references(() => warehouseOrders.id, { onDelete: 'cascade' }),
  refill_plan_id: integer('refill_plan_id').notNull().references(() => refillPlans.id, { onDelete: 'cascade' }),
}, (t) => [
  primaryKey({ columns: [t.warehouse_order_id, t.refill_plan_id] }),
  index('kit_transfer_plans_plan_idx').on(t.refill_plan_id),
]);
