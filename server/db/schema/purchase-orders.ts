/**
 * Purchase orders and purchase returns (domain.md §3 "Purchase order", "Purchase return").
 * An order buys products of a supplier's terms into one warehouse; its lines keep what was
 * agreed (quantity, price, taxes) and what has come (received) and gone back (returned).
 * The checks hold the rules the lifecycle's steps keep: received never exceeds purchased,
 * returned never exceeds received.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { companies, users, warehouses } from './core.ts';
import { suppliers } from './suppliers.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' }).notNull().default(0);
const at = (name: string) => timestamp(name, { withTimezone: true });

export const purchaseOrders = pgTable('purchase_orders', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  supplier_id: integer('supplier_id').notNull().references(() => suppliers.id),
  warehouse_id: integer('warehouse_id').notNull().references(() => warehouses.id),
  /** A code of PURCHASE_ORDER_STATUSES; the lifecycle (machines/records/purchaseOrder.ts) moves it. */
  status: text('status').notNull().default('DRAFT'),
  /** A PURCHASE_TAX_TYPES id. */
  tax_type: text('tax_type').notNull(),
  /** The total with taxes and the units in all, kept with the lines (machines/records/purchaseTotals.ts). */
  amount: money('amount').notNull().default(0),
  total_quantity: integer('total_quantity').notNull().default(0),
  invoice_number: text('invoice_number'),
  invoice_date: text('invoice_date'),
  /** The object store key of the generated invoice PDF. */
  invoice_key: text('invoice_key'),
  created_by: integer('created_by').references(() => users.id),
  /** Set when the warehouse asks for approval (warehouses.po_approval_required) and it was given. */
  approved_by: integer('approved_by').references(() => users.id),
  approved_at: at('approved_at'),
  version: integer('version').notNull().default(0),
  created_at: at('created_at').notNull().defaultNow(),
  updated_at: at('updated_at').notNull().defaultNow(),
  deleted_at: at('deleted_at'),
}, (t) => [
  index('purchase_orders_company_created_idx').on(t.company_id, t.created_at),
  index('purchase_orders_supplier_idx').on(t.supplier_id),
  index('purchase_orders_warehouse_idx').on(t.warehouse_id),
]);

export const purchaseOrderLines = pgTable('purchase_order_lines', {
  id: serial('id').primaryKey(),
  purchase_order_id: integer('purchase_order_id').notNull().references(() => purchaseOrders.id),
  product_id: integer('product_id').notNull().references(() => products.id),
  purchased_quantity: integer('purchased_quantity').notNull(),
  purchased_price: money('purchased_price').notNull(),
  gst: percent('gst'),
  cess: percent('cess'),
  /** What the warehouse held of it when the order was written ("old stock"). */
  old_stock: integer('old_stock').notNull().default(0),
  received_quantity: integer('received_quantity').notNull().default(0),
  returned_quantity: integer('returned_quantity').notNull().default(0),
}, (t) => [
  uniqueIndex('purchase_order_lines_order_product_key').on(t.purchase_order_id, t.product_id),
  check('purchase_order_lines_quantity_positive', sql`${t.purchased_quantity} > 0`),
  check('purchase_order_lines_received_bounds', sql`${t.received_quantity} between 0 and ${t.purchased_quantity}`),
  check('purchase_order_lines_returned_bounds', sql`${t.returned_quantity} between 0 and ${t.received_quantity}`),
]);

/** Each status an order entered, when and by whom (the view's status history). */
export const purchaseOrderHistory = pgTable('purchase_order_history', {
  id: serial('id').primaryKey(),
  purchase_order_id: integer('purchase_order_id').notNull().references(() => purchaseOrders.id),
  status: text('status').notNull(),
  user_id: integer('user_id').references(() => users.id),
  at: at('at').notNull(),
}, (t) => [index('purchase_order_history_order_idx').on(t.purchase_order_id, t.at)]);

export const purchaseReturns = pgTable('purchase_returns', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  purchase_order_id: integer('purchase_order_id').notNull().references(() => purchaseOrders.id),
  /** The order's, kept here so a return's scope and ledger place need no join. */
  supplier_id: integer('supplier_id').notNull().references(() => suppliers.id),
  warehouse_id: integer('warehouse_id').notNull().references(() => warehouses.id),
  /** A code of PURCHASE_RETURN_STATUSES. */
  status: text('status').notNull().default('CREATED'),
  amount: money('amount').notNull().default(0),
  total_quantity: integer('total_quantity').notNull().default(0),
  created_by: integer('created_by').references(() => users.id),
  version: integer('version').notNull().default(0),
  created_at: at('created_at').notNull().defaultNow(),
  updated_at: at('updated_at').notNull().defaultNow(),
  deleted_at: at('deleted_at'),
}, (t) => [
  index('purchase_returns_company_created_idx').on(t.company_id, t.created_at),
  index('purchase_returns_order_idx').on(t.purchase_order_id),
]);

export const purchaseReturnLines = pgTable('purchase_return_lines', {
  id: serial('id').primaryKey(),
  purchase_return_id: integer('purchase_return_id').notNull().references(() => purchaseReturns.id),
  product_id: integer('product_id').notNull().references(() => products.id),
  quantity: integer('quantity').notNull(),
  reason: text('reason').notNull().default(''),
}, (t) => [
  uniqueIndex('purchase_return_lines_return_product_key').on(t.purchase_return_id, t.product_id),
  check('purchase_return_lines_quantity_positive', sql`${t.quantity} > 0`),
]);
