/**
 * A refill plan's detail (domain.md §5 "Refill plan", "Remarks"; console.md §2 "Refill Plan"):
 * one line per slot of the machine's planogram, the plan's remarks, and the return order its
 * execution generates for the units taken out of the slots (a changed product's old units,
 * expired units). The plan's head is refill_plans (warehouse.ts).
 *
 * Stock: a line's loaded units move from the serving warehouse's shelves (or the store) into
 * the machine's slots, and removed units from the slots onto the return order, all through
 * server/stock in the plan's execution transaction; receiving the return order moves them to
 * the warehouse's shelves, expired ones to the discarded bin.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { companies, stores, users, warehouses } from './core.ts';
import { vendingMachines, vmSlots } from './machines.ts';
import { refillPlans } from './warehouse.ts';

export const refillPlanLines = pgTable('refill_plan_lines', {
  id: serial('id').primaryKey(),
  refill_plan_id: integer('refill_plan_id').notNull().references(() => refillPlans.id, { onDelete: 'cascade' }),
  /** The slot refilled; null once a planogram change replaced the machine's slots (executed plans only: open ones block the change). */
  vm_slot_id: integer('vm_slot_id').references(() => vmSlots.id, { onDelete: 'set null' }),
  coil: text('coil').notNull(),
  /** The product the slot is to hold after the refill. */
  product_id: integer('product_id').notNull().references(() => products.id),
  /** What the slot held when the plan was made. */
  current_product_id: integer('current_product_id').references(() => products.id),
  current_quantity: integer('current_quantity').notNull().default(0),
  quantity_to_add: integer('quantity_to_add').notNull().default(0),
  runout_quantity: integer('runout_quantity').notNull().default(0),
  expiry_date: date('expiry_date', { mode: 'string' }),
  /** The slot's current units are past their expiry: taken out into the return order. */
  expired: boolean('expired').notNull().default(false),
  /** Set on execution: what the partner actually loaded, and what came out of the slot. */
  loaded_quantity: integer('loaded_quantity'),
  removed_quantity: integer('removed_quantity'),
  /**
   * The slot's units right after the execution (null for plans executed before it was kept): what
   * the partner left in the coil, from which a later fill audit's DEX vends count down
   * (server/dex/fill-check.ts); a fill audit's booked difference corrects it.
   */
  after_quantity: integer('after_quantity'),
}, (t) => [
  uniqueIndex('refill_plan_lines_plan_coil_key').on(t.refill_plan_id, t.coil),
  check('refill_plan_lines_quantities', sql`${t.quantity_to_add} >= 0 and ${t.current_quantity} >= 0 and ${t.runout_quantity} >= 0`),
  check('refill_plan_lines_loaded', sql`${t.loaded_quantity} is null or (${t.loaded_quantity} >= 0 and ${t.loaded_quantity} <= ${t.quantity_to_add})`),
]);

export const refillPlanRemarks = pgTable('refill_plan_remarks', {
  id: serial('id').primaryKey(),
  refill_plan_id: integer('refill_plan_id').notNull().references(() => refillPlans.id, { onDelete: 'cascade' }),
  remark: text('remark').notNull(),
  created_by: integer('created_by').references(() => users.id),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('refill_plan_remarks_plan_idx').on(t.refill_plan_id),
  check('refill_plan_remarks_length', sql`char_length(${t.remark}) between 1 and 250`),
]);

/** The refill return order (/return-order-view): RETURN_ORDER_STATUSES 1 Pending, 4 Dispatched, 3 Executed. */
export const refillReturnOrders = pgTable('refill_return_orders', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  return_order_id: text('return_order_id').notNull(),
  refill_plan_id: integer('refill_plan_id').notNull().references(() => refillPlans.id),
  vending_machine_id: integer('vending_machine_id').notNull().references(() => vendingMachines.id),
  /** Where it is received: the machine's serving warehouse, or its store. */
  warehouse_id: integer('warehouse_id').references(() => warehouses.id),
  store_id: integer('store_id').references(() => stores.id),
  status: integer('status').notNull().default(1),
  /** Set when it is dispatched from the machine toward the warehouse (or store): Dispatched (4); the units stay on the return order. */
  dispatched_by: integer('dispatched_by').references(() => users.id),
  dispatched_at: timestamp('dispatched_at', { withTimezone: true }),
  received_by: integer('received_by').references(() => users.id),
  received_at: timestamp('received_at', { withTimezone: true }),
  version: integer('version').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('refill_return_orders_plan_key').on(t.refill_plan_id),
  uniqueIndex('refill_return_orders_order_id_key').on(t.company_id, t.return_order_id),
]);

export const refillReturnOrderLines = pgTable('refill_return_order_lines', {
  id: serial('id').primaryKey(),
  return_order_id: integer('return_order_id').notNull().references(() => refillReturnOrders.id, { onDelete: 'cascade' }),
  coil: text('coil').notNull(),
  product_id: integer('product_id').notNull().references(() => products.id),
  quantity: integer('quantity').notNull(),
  /** Expired units go to the discarded bin when received; the others back to the shelves. */
  expired: boolean('expired').notNull().default(false),
  /** 'expired' | 'product_change' */
  reason: text('reason').notNull(),
}, (t) => [
  index('refill_return_order_lines_order_idx').on(t.return_order_id),
  check('refill_return_order_lines_quantity_positive', sql`${t.quantity} > 0`),
]);
