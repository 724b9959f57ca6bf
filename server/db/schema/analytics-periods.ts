/**
 * Period roll-ups: the daily roll-ups summed per calendar month, calendar year and all time
 * (issue 43, "Speed at scale", for the Month, Year and All periods).
 *
 * At 100,000 machines a machine sells about once a month, so ranking machines over a year
 * from the day × machine roll-ups sums a million rows. These hold one row per machine (or
 * product) and period, so the same question reads at most one row per machine, and the
 * busiest come straight off an index. They are company-wide (no franchise in the key): a
 * franchise user's questions, a franchise's machines only, read the daily roll-ups.
 *
 * `period` is month | year | all and `start` its first day (all: 1970-01-01). They are kept
 * current in the order writer's transaction with the daily ones (server/analytics/period-rollups.ts).
 */
import { date, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { lineSums, orderSums } from './analytics.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' }).notNull().default(0);


/** Per company × period × machine: its lines (sales analytics by vending machine, units vended). */
export const salesMachinePeriod = pgTable('sales_machine_period', {
  company_id: integer('company_id').notNull(),
  period: text('period').notNull(),
  start: date('start', { mode: 'string' }).notNull(),
  vending_machine_id: integer('vending_machine_id').notNull(),
  ...lineSums(),
}, (t) => [
  primaryKey({ name: 'sales_machine_period_pk', columns: [t.company_id, t.period, t.start, t.vending_machine_id] }),
  // A report by vending machine ranked by net (the default) reads its top machines straight off this.
  index('sales_machine_period_net_idx').on(t.company_id, t.period, t.start, t.net.desc().nullsLast()),
]);

/** Per company × period × product: its lines (the dashboard's top and bottom products). */
export const salesProductPeriod = pgTable('sales_product_period', {
  company_id: integer('company_id').notNull(),
  period: text('period').notNull(),
  start: date('start', { mode: 'string' }).notNull(),
  product_id: integer('product_id').notNull(),
  ...lineSums(),
}, (t) => [primaryKey({ name: 'sales_product_period_pk', columns: [t.company_id, t.period, t.start, t.product_id] })]);

/** Per company × period × machine: its orders (machine analytics, the dashboard's top and bottom machines). */
export const salesMachineOrdersPeriod = pgTable('sales_machine_orders_period', {
  company_id: integer('company_id').notNull(),
  period: text('period').notNull(),
  start: date('start', { mode: 'string' }).notNull(),
  vending_machine_id: integer('vending_machine_id').notNull(),
  ...orderSums(),
  /** amount − refund_amount, kept so the busiest (and quietest) machines come off the index below. */
  net: money('net'),
}, (t) => [
  primaryKey({ name: 'sales_machine_orders_period_pk', columns: [t.company_id, t.period, t.start, t.vending_machine_id] }),
  index('sales_machine_orders_period_net_idx').on(t.company_id, t.period, t.start, t.net),
]);
