/**
 * Tally inventories (domain.md §3 "Tally inventory"): a physical count of one warehouse and its
 * lines. A line keeps the counted quantity; submission writes the old stock it measured against,
 * what it adjusted and the result bucket. The bucket counts sit on the head for the list.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { companies, users, warehouses } from './core.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const tallyInventories = pgTable('tally_inventories', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  warehouse_id: integer('warehouse_id').notNull().references(() => warehouses.id),
  /** A code of TALLY_STATUSES. */
  status: text('status').notNull().default('DRAFT'),
  comments: text('comments').notNull().default(''),
  increased: integer('increased').notNull().default(0),
  decreased: integer('decreased').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  no_change: integer('no_change').notNull().default(0),
  created_by: integer('created_by').references(() => users.id),
  submitted_at: at('submitted_at'),
  version: integer('version').notNull().default(0),
  created_at: at('created_at').notNull().defaultNow(),
  updated_at: at('updated_at').notNull().defaultNow(),
  deleted_at: at('deleted_at'),
}, (t) => [
  index('tally_inventories_company_created_idx').on(t.company_id, t.created_at),
  index('tally_inventories_warehouse_idx').on(t.warehouse_id, t.created_at),
]);

export const tallyInventoryLines = pgTable('tally_inventory_lines', {
  id: serial('id').primaryKey(),
  tally_id: integer('tally_id').notNull().references(() => tallyInventories.id),
  product_id: integer('product_id').notNull().references(() => products.id),
  /** The counted (actual) quantity: the new stock. */
  counted: integer('counted').notNull(),
  /** Set at submission: the shelves it was measured against, what moved, the bucket (TALLY_RESULTS). */
  old_stock: integer('old_stock'),
  adjusted: integer('adjusted'),
  result: text('result'),
  note: text('note').notNull().default(''),
}, (t) => [
  uniqueIndex('tally_inventory_lines_tally_product_key').on(t.tally_id, t.product_id),
  check('tally_inventory_lines_counted_not_negative', sql`${t.counted} >= 0`),
]);
