/**
 * Warehouse stock, warehouse orders of every kind (domain.md §2–3), cash collections,
 * refill partners and refill plans.
 *
 * Stock invariants (DESIGN.md "Data and scale"), enforced by the actions and checked by
 * the model-based tests after every step:
 * - `stock` and `in_transit` never go negative (CHECK constraints back this up);
 * - a warehouse's `in_transit` for a product equals the units of its open (Created)
 *   orders that have not arrived yet (a request order's once it is In Transit: a Created
 *   request has not left its source's shelves);
 * - for a closed transfer, every item's `stock` = `received_stock` + `remainder_stock`.
 */
import { sql } from 'drizzle-orm';
import {
  boolean, check, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { companies, stores, users, warehouses } from './core.ts';
import { vendingMachines } from './machines.ts';
import { suppliers } from './suppliers.ts';
import { deliveryPartners } from './delivery-partners.ts';
import { deliveryPersons } from './delivery-persons.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const warehouseStock = pgTable('warehouse_stock', {
  warehouse_id: integer('warehouse_id').notNull().references(() => warehouses.id),
  product_id: integer('product_id').notNull().references(() => products.id),
  /** Units on the shelves. */
  stock: integer('stock').notNull().default(0),
  /** Units that left this warehouse on an open order and have not arrived anywhere yet. */
  in_transit: integer('in_transit').notNull().default(0),
  /** Below this many units on the shelves (with what is on order) the product is due for buying ("Suggest purchase order"); 0 = no level set. */
  reorder_level: integer('reorder_level').notNull().default(0),
  /**
   * LOW_INVENTORY_WAREHOUSE was raised for this row and the shelf has not been back at or above
   * the reorder level since: moveStock raises it once when the shelf falls below, and re-arms it here.
   */
  low_alerted: boolean('low_alerted').notNull().default(false),
  updated_at: updatedAt(),
}, (t) => [
  primaryKey({ columns: [t.warehouse_id, t.product_id] }),
  // The company inventory sums a page's products alone (server/actions/inventory.ts, productsFirst).
  index('warehouse_stock_product_idx').on(t.product_id),
  check('warehouse_stock_stock_not_negative', sql`${t.stock} >= 0`),
  check('warehouse_stock_in_transit_not_negative', sql`${t.in_transit} >= 0`),
  check('warehouse_stock_reorder_level_not_negative', sql`${t.reorder_level} >= 0`),
]);

/**
 * One row per warehouse order. The kind follows from the place types (console.md §4
 * "Order type labels"): warehouse→warehouse is a material transfer, warehouse→store a
 * shipping order, warehouse→supplier a supplier return, warehouse→bin BIN discarded,
 * store→warehouse a store return, store→store a material transfer between stores.
 */
export const warehouseOrders = pgTable('warehouse_orders', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  /** Shown order number, e.g. MT-000042. */
  order_id: text('order_id').notNull(),
  /** warehouse | store */
  source_type: text('source_type').notNull(),
  source_warehouse_id: integer('source_warehouse_id').references(() => warehouses.id),
  source_store_id: integer('source_store_id').references(() => stores.id),
  /** warehouse | store | supplier | bin */
  destination_type: text('destination_type').notNull(),
  destination_warehouse_id: integer('destination_warehouse_id').references(() => warehouses.id),
  destination_store_id: integer('destination_store_id').references(() => stores.id),
  /** A supplier return's supplier. */
  destination_supplier_id: integer('destination_supplier_id').references(() => suppliers.id),
  /** The supplier's name for supplier returns, kept with the order so the orders' search reads it. */
  destination_name: text('destination_name'),
  /** ORDER_STATUSES id (contract/statuses.ts). */
  status: integer('status').notNull().default(1),
  /** Total units on the order. */
  stock: integer('stock').notNull().default(0),
  /** 'request' for a request order (warehouse → warehouse, asked for by the destination); null for the kinds the place types name. */
  order_type: text('order_type'),
  created_by: integer('created_by').references(() => users.id),
  /** The order whose remainder this one carries (a partial receipt's new transfer order). */
  parent_order_id: integer('parent_order_id'),
  comments: text('comments').notNull().default(''),
  /**
   * What the orders' search reads of the order itself: its number and the supplier's name,
   * lower-cased, one per line. One column a trigram index serves, where two ILIKEs (one over
   * a coalesce) read every order of the company.
   */
  search_text: text('search_text').generatedAlwaysAs(sql`lower(order_id || chr(10) || coalesce(destination_name, ''))`),
  received_by: integer('received_by').references(() => users.id),
  received_at: timestamp('received_at', { withTimezone: true }),
  /** A shipping order's (warehouse → store) SHIPPING_STATUSES code, its lifecycle (machines/records/shippingOrder.ts); null for the other kinds. */
  shipping_status: text('shipping_status'),
  delivery_partner_id: integer('delivery_partner_id').references(() => deliveryPartners.id),
  delivery_person_id: integer('delivery_person_id').references(() => deliveryPersons.id),
  dispatched_at: timestamp('dispatched_at', { withTimezone: true }),
  delivered_at: timestamp('delivered_at', { withTimezone: true }),
  // domain.md §3 "Orders": what the user enters about the order (contract/actions/order-details.ts) …
  /** PAYMENT_MODES code, or null when none was given. */
  payment_mode: text('payment_mode'),
  start_time: timestamp('start_time', { withTimezone: true }),
  end_time: timestamp('end_time', { withTimezone: true }),
  schedule_time: timestamp('schedule_time', { withTimezone: true }),
  order_expiry: timestamp('order_expiry', { withTimezone: true }),
  invoice_no: text('invoice_no'),
  /** YYYY-MM-DD, like a purchase order's. */
  invoice_date: text('invoice_date'),
  /** … and what follows from its lines: Σ units × the product's MRP when the lines were written (server/records/order-details.ts). */
  // No precision: units × MRP over 200 lines may pass numeric(12, 2)'s bound, and an order must not fail on it.
  total_cost: numeric('total_cost', { mode: 'number' }).notNull().default(0),
  version: integer('version').notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
}, (t) => [
  index('warehouse_orders_shipping_idx').on(t.company_id, t.shipping_status),
  uniqueIndex('warehouse_orders_order_id_key').on(t.company_id, t.order_id),
  index('warehouse_orders_company_created_idx').on(t.company_id, t.created_at),
  index('warehouse_orders_source_wh_idx').on(t.source_warehouse_id, t.status),
  index('warehouse_orders_destination_wh_idx').on(t.destination_warehouse_id),
  // A search naming a store finds its orders at either end without reading the others.
  index('warehouse_orders_source_store_idx').on(t.source_store_id),
  index('warehouse_orders_destination_store_idx').on(t.destination_store_id),
  index('warehouse_orders_destination_supplier_idx').on(t.destination_supplier_id),
  index('warehouse_orders_search_trgm_idx').using('gin', t.search_text.op('gin_trgm_ops')),
  // A transfer's page asks for the remainder order that names it as parent.
  index('warehouse_orders_parent_idx').on(t.parent_order_id),
  check('warehouse_orders_stock_not_negative', sql`${t.stock} >= 0`),
]);

/** ShippingDetails (console.md §3): one product line of a warehouse order. */
export const warehouseOrderItems = pgTable('warehouse_order_items', {
  id: serial('id').primaryKey(),
  order_id: integer('order_id').notNull().references(() => warehouseOrders.id),
  product_id: integer('product_id').notNull().references(() => products.id),
  /** Units sent. */
  stock: integer('stock').notNull(),
  /** The destination's stock of this product just before the receipt added to it. */
  warehouse_existing_stock: integer('warehouse_existing_stock'),
  received_stock: integer('received_stock'),
  /** Units not received: back to the source, or carried by the remainder order. */
  remainder_stock: integer('remainder_stock'),
  /** Why the units went to the discarded bin (BIN Discarded orders). */
  reason: text('reason'),
}, (t) => [
  uniqueIndex('warehouse_order_items_order_product_key').on(t.order_id, t.product_id),
  check('warehouse_order_items_stock_positive', sql`${t.stock} > 0`),
  check('warehouse_order_items_received_in_range', sql`${t.received_stock} IS NULL OR (${t.received_stock} >= 0 AND ${t.received_stock} <= ${t.stock})`),
]);

export const refillPartners = pgTable('refill_partners', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  name: text('name').notNull(),
  mobile_number: text('mobile_number').notNull().default(''),
  email: text('email').notNull().default(''),
  /** 1 Active, 2 Inactive */
  status: integer('status').notNull().default(1),
  /** The refill app's PIN, hashed like a password (server/auth/passwords.ts); never answered. Null: no PIN set. */
  pin_hash: text('pin_hash'),
  /** When the PIN was last set or changed (what PERM_VIEW_PASSWORD shows, with whether one is set). */
  pin_changed_at: timestamp('pin_changed_at', { withTimezone: true }),
  version: integer('version').notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
}, (t) => [index('refill_partners_company_name_idx').on(t.company_id, t.name)]);

/** Cash collected by a refill partner from machines and direct sales, brought to a warehouse. */
export const cashCollections = pgTable('cash_collections', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  order_id: text('order_id').notNull(),
  refill_partner_id: integer('refill_partner_id').notNull().references(() => refillPartners.id),
  warehouse_id: integer('warehouse_id').notNull().references(() => warehouses.id),
  /** SUBMITTED | RECEIVED */
  state: text('state').notNull().default('SUBMITTED'),
  /** Total cash the partner declared: picked-up amounts plus direct sales net of refunds. */
  submitted_amount: money('submitted_amount').notNull(),
  /** What the machines and sales should have yielded: expected amounts plus net direct sales. */
  expected_amount: money('expected_amount').notNull(),
  received_amount: money('received_amount'),
  /** received − expected: positive is over, negative is short. */
  difference: money('difference'),
  received_by: integer('received_by').references(() => users.id),
  received_at: timestamp('received_at', { withTimezone: true }),
  collection_time: timestamp('collection_time', { withTimezone: true }),
  calculation_time: timestamp('calculation_time', { withTimezone: true }),
  end_date: timestamp('end_date', { withTimezone: true }),
  version: integer('version').notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
}, (t) => [
  uniqueIndex('cash_collections_order_id_key').on(t.company_id, t.order_id),
  index('cash_collections_company_created_idx').on(t.company_id, t.created_at),
  // The palette's record search finds a collection by part of its number.
  index('cash_collections_order_id_trgm_idx').using('gin', t.order_id.op('gin_trgm_ops')),
]);

/** CashCollectionOrders: the cash picked up from one machine. */
export const cashCollectionOrders = pgTable('cash_collection_orders', {
  id: serial('id').primaryKey(),
  cash_collection_id: integer('cash_collection_id').notNull().references(() => cashCollections.id),
  order_id: text('order_id').notNull(),
  vending_machine_id: integer('vending_machine_id').notNull().references(() => vendingMachines.id),
  expected_amount: money('expected_amount').notNull(),
  picked_up_amount: money('picked_up_amount').notNull(),
}, (t) => [index('cash_collection_orders_collection_idx').on(t.cash_collection_id)]);

/** SaleOrders: direct sales the partner took cash for. */
export const cashSaleOrders = pgTable('cash_sale_orders', {
  id: serial('id').primaryKey(),
  cash_collection_id: integer('cash_collection_id').notNull().references(() => cashCollections.id),
  order_id: text('order_id').notNull(),
  amount: money('amount').notNull(),
  refund_amount: money('refund_amount').notNull().default(0),
  created_at: createdAt(),
}, (t) => [index('cash_sale_orders_collection_idx').on(t.cash_collection_id)]);

/** Refill plans (domain.md §4: Created, In Transit, Executed; kinds Refill, Return, Tally, Cash, TopUp). */
export const refillPlans = pgTable('refill_plans', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  plan_id: text('plan_id').notNull(),
  vending_machine_id: integer('vending_machine_id').notNull().references(() => vendingMachines.id),
  refill_partner_id: integer('refill_partner_id').references(() => refillPartners.id),
  warehouse_id: integer('warehouse_id').references(() => warehouses.id),
  store_id: integer('store_id').references(() => stores.id),
  /** One of REFILL_KINDS. */
  kind: text('kind').notNull().default('Refill'),
  /** REFILL_STATUSES id: 1 Created, 2 In Transit, 3 Executed. */
  status: integer('status').notNull().default(1),
  total_quantity: integer('total_quantity').notNull().default(0),
  /** REFILL_EXECUTION_STATUSES id (refill-plans.ts holds the lines it sums up). */
  execution_status: integer('execution_status').notNull().default(1),
  vehicle: text('vehicle').notNull().default(''),
  created_by: integer('created_by').references(() => users.id),
  /** The refill partner who created the plan in the refill app (server/partner/); null when a user did. */
  created_by_partner_id: integer('created_by_partner_id').references(() => refillPartners.id),
  scheduled_at: timestamp('scheduled_at', { withTimezone: true }),
  executed_at: timestamp('executed_at', { withTimezone: true }),
  version: integer('version').notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
}, (t) => [
  index('refill_plans_company_created_idx').on(t.company_id, t.created_at),
  index('refill_plans_machine_idx').on(t.vending_machine_id),
  // The palette's record search (search.records) finds a plan by part of its number.
  index('refill_plans_plan_id_trgm_idx').using('gin', t.plan_id.op('gin_trgm_ops')),
]);

/**
 * A store's runout and max quantity per product (/store-inventory/{id},
 * PERM_UPDATE_STORE_RUNOUT_AND_MAX_QTY): at or below the runout the store is due for stock, and
 * it should hold at most the max. Settings, not stock: the store's units are the ledger's.
 */
export const storeStockLimits = pgTable('store_stock_limits', {
  store_id: integer('store_id').notNull().references(() => stores.id),
  product_id: integer('product_id').notNull().references(() => products.id),
  runout_quantity: integer('runout_quantity').notNull(),
  max_quantity: integer('max_quantity').notNull(),
  updated_by: integer('updated_by').references(() => users.id),
  updated_at: updatedAt(),
}, (t) => [
  primaryKey({ columns: [t.store_id, t.product_id] }),
  check('store_stock_limits_runout_not_negative', sql`${t.runout_quantity} >= 0`),
  check('store_stock_limits_max_not_below_runout', sql`${t.max_quantity} >= ${t.runout_quantity}`),
]);
