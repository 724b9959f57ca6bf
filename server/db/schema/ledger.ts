/**
 * The two ledgers (DESIGN.md "Data and scale"): one row for every movement of stock and of
 * cash, written by server/stock/ in the same transaction as the quantities it changes.
 * A place's stock is therefore always the sum of what moved into it less what moved out
 * (server/stock/check.ts proves it), and every unit or rupee can be traced to the order
 * and the person that moved it.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { companies, users } from './core.ts';

/**
 * Places are `kind` + `id`: `shelf` (a warehouse's shelves, id = warehouse), `transit` (units
 * that left a warehouse on an open order, id = the warehouse they left), `store`, `supplier`,
 * `machine`, and `bin` and `outside` (no id) for units discarded or coming from before the books.
 */
export const stockMovements = pgTable('stock_movements', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  product_id: integer('product_id').notNull().references(() => products.id),
  from_kind: text('from_kind').notNull(),
  from_id: integer('from_id'),
  to_kind: text('to_kind').notNull(),
  to_id: integer('to_id'),
  quantity: integer('quantity').notNull(),
  /** Why the units moved, e.g. `opening`, `transfer.dispatch`, `transfer.receive`, `transfer.return`. */
  reason: text('reason').notNull(),
  /** The record the movement belongs to (an entity kind of contract/entities.ts and its id). */
  record_kind: text('record_kind'),
  record_id: integer('record_id'),
  user_id: integer('user_id').references(() => users.id),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('stock_movements_quantity_positive', sql`${t.quantity} > 0`),
  index('stock_movements_from_idx').on(t.from_kind, t.from_id, t.product_id),
  index('stock_movements_to_idx').on(t.to_kind, t.to_id, t.product_id),
  index('stock_movements_record_idx').on(t.record_kind, t.record_id),
]);

/** Cash in paise between places: `refill_partner` (cash in hand), `warehouse`, `outside`. */
export const cashMovements = pgTable('cash_movements', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  from_kind: text('from_kind').notNull(),
  from_id: integer('from_id'),
  to_kind: text('to_kind').notNull(),
  to_id: integer('to_id'),
  /** Whole paise, so sums are exact. */
  amount_paise: bigint('amount_paise', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  record_kind: text('record_kind'),
  record_id: integer('record_id'),
  user_id: integer('user_id').references(() => users.id),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('cash_movements_amount_not_negative', sql`${t.amount_paise} >= 0`),
  index('cash_movements_record_idx').on(t.record_kind, t.record_id),
  index('cash_movements_to_idx').on(t.to_kind, t.to_id),
]);
