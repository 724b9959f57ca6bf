/**
 * Coarser analytics roll-ups for the large business (issue 43, "Speed at scale").
 *
 * At 100,000 machines and 5,000 products the per day × machine × product roll-up is as long
 * as the order lines themselves (a machine sells a product about once a year), so a month of
 * it is 100,000 rows. These keep what the screens group by, kept current in the order
 * writer's transaction with the others (server/analytics/rollups.ts):
 *
 * - `sales_company_daily`: per company × franchise × UTC day × payment mode — the dashboard's
 *   figures and series, and the finance report per day, company or franchise.
 * - `sales_area_daily`: per company × franchise × day × one report dimension's value
 *   (franchise, state, city, zone: the machine's at the time of sale) × one item dimension's
 *   value (none, category, brand, unit: the product's at the time of sale) — sales analytics
 *   without a machine or product dimension.
 * - `machine_fill`: per machine, the units and capacity of its slots that hold a product,
 *   kept by triggers on vm_slots (like machine_stock_totals) — the dashboard's low-stock count.
 */
import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, primaryKey, date, text } from 'drizzle-orm/pg-core';
import { lineSums, orderSums } from './analytics.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' }).notNull().default(0);

export const salesCompanyDaily = pgTable('sales_company_daily', {
  company_id: integer('company_id').notNull(),
  franchise_id: integer('franchise_id').notNull().default(0),
  day: date('day', { mode: 'string' }).notNull(),
  payment_mode: text('payment_mode').notNull(),
  ...orderSums(),
  /** Taxes inside the paid lines' net (from the lines, as sales_daily). */
  gst: money('gst'),
  cess: money('cess'),
}, (t) => [primaryKey({ name: 'sales_company_daily_pk', columns: [t.company_id, t.day, t.franchise_id, t.payment_mode] })]);

export const salesAreaDaily = pgTable('sales_area_daily', {
  company_id: integer('company_id').notNull(),
  franchise_id: integer('franchise_id').notNull().default(0),
  /** franchise | state | city | zone, and its key as get.sales_analytics answers it. */
  dimension: text('dimension').notNull(),
  dim_key: text('dim_key').notNull(),
  /** '' (none) | category | brand | unit, and its key ('' for none). */
  item_dimension: text('item_dimension').notNull(),
  item_key: text('item_key').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  ...lineSums(),
}, (t) => [
  primaryKey({ name: 'sales_area_daily_pk', columns: [t.company_id, t.dimension, t.item_dimension, t.day, t.franchise_id, t.dim_key, t.item_key] }),
]);

export const machineFill = pgTable('machine_fill', {
  vending_machine_id: integer('vending_machine_id').primaryKey(),
  units: integer('units').notNull().default(0),
  capacity: integer('capacity').notNull().default(0),
}, (t) => [
  // The dashboard counts the low ones (under 41 % full): only those are in this index.
  index('machine_fill_low_idx').on(t.vending_machine_id).where(sql`${t.units} * 100 < 41 * greatest(${t.capacity}, 1)`),
]);
