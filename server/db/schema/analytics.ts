/**
 * Analytics roll-ups and saved sales-analytics templates (issue 43).
 *
 * The analytics screens never scan orders: they read these roll-ups, which whoever writes
 * orders keeps current in the same transaction (server/analytics/rollups.ts,
 * `addToSalesRollups`), and which the seeds rebuild in one statement after a bulk load.
 *
 * - `sales_daily`: one row per UTC day × machine × product (× the order's franchise):
 *   quantities, money (paid orders only) and line vend counts by status.
 * - `sales_orders_daily`: one row per UTC day × machine × payment mode: order counts by
 *   vend status, paid amounts, refunds — the dashboard and the finance report.
 */
import { date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from './core.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' }).notNull().default(0);
const count = (name: string) => integer(name).notNull().default(0);

/** The line sums every line roll-up keeps (sales_daily, sales_area_daily, the period roll-ups). */
export const lineSums = () => ({
  lines: count('lines'),
  /** Units asked for and units vended (all orders). */
  quantity: count('quantity'),
  units_vended: count('units_vended'),
  /** Paid orders only: MRP × quantity, the discount, the refund, net = gross − discount − refund, taxes inside net. */
  gross: money('gross'),
  discount: money('discount'),
  refund: money('refund'),
  net: money('net'),
  gst: money('gst'),
  cess: money('cess'),
  /** Lines with a refund (in progress or done). */
  refunds: count('refunds'),
  /** Lines by vend status: 1 success, 2 partial, 3..8 failed, 0 processing. */
  vends_success: count('vends_success'),
  vends_partial: count('vends_partial'),
  vends_failed: count('vends_failed'),
  vends_pending: count('vends_pending'),
});

/** The order sums every order roll-up keeps (sales_orders_daily, sales_company_daily, sales_machine_orders_period). */
export const orderSums = () => ({
  orders: count('orders'),
  /** Orders by vend status: 1 success, 2 partial, 3..8 failed, 0 processing. */
  vend_success: count('vend_success'),
  vend_partial: count('vend_partial'),
  vend_failed: count('vend_failed'),
  vend_pending: count('vend_pending'),
  /** Paid orders (payment status 1) and what they were charged, their discount and refunds. */
  paid_orders: count('paid_orders'),
  amount: money('amount'),
  discount: money('discount'),
  refund_amount: money('refund_amount'),
  /** Orders with a refund: all, and those still in progress. */
  refunds: count('refunds'),
  refunds_pending: count('refunds_pending'),
});

export const salesDaily = pgTable('sales_daily', {
  company_id: integer('company_id').notNull(),
  /** The order's franchise at the time of sale, 0 for none. */
  franchise_id: integer('franchise_id').notNull().default(0),
  day: date('day', { mode: 'string' }).notNull(),
  vending_machine_id: integer('vending_machine_id').notNull(),
  /** 0 when the line names no product. */
  product_id: integer('product_id').notNull(),
  ...lineSums(),
}, (t) => [
  primaryKey({ columns: [t.company_id, t.day, t.vending_machine_id, t.product_id, t.franchise_id] }),
  index('sales_daily_machine_day_idx').on(t.vending_machine_id, t.day),
  index('sales_daily_franchise_day_idx').on(t.franchise_id, t.day),
]);

export const salesOrdersDaily = pgTable('sales_orders_daily', {
  company_id: integer('company_id').notNull(),
  franchise_id: integer('franchise_id').notNull().default(0),
  day: date('day', { mode: 'string' }).notNull(),
  vending_machine_id: integer('vending_machine_id').notNull(),
  payment_mode: text('payment_mode').notNull(),
  ...orderSums(),
}, (t) => [
  primaryKey({ columns: [t.company_id, t.day, t.vending_machine_id, t.payment_mode, t.franchise_id] }),
  index('sales_orders_daily_machine_day_idx').on(t.vending_machine_id, t.day),
  index('sales_orders_daily_franchise_day_idx').on(t.franchise_id, t.day),
]);

/** A saved /sales-analytics choice, reopened by /sales-analytics?templateId=… */
export const salesAnalyticsTemplates = pgTable('sales_analytics_templates', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  franchise_id: integer('franchise_id'),
  name: text('name').notNull(),
  /** The choice as the contract's SalesAnalyticsQuery (dimensions, period, ranking, measures). */
  query: jsonb('query').notNull(),
  created_by: integer('created_by').references(() => users.id),
  version: integer('version').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('sales_analytics_templates_company_idx').on(t.company_id, t.name)]);
