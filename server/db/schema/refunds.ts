/**
 * Refunds of vend orders (issue 42): each a record with the lifecycle machines/records/refund.ts
 * (status 0 Pending, 1 Refund Success, 2 Failure), for one order line, made by hand from the
 * order's view (MANUAL) or by the device for a failed vend (AUTO). The order's refund_amount and
 * refund_status and the line's refund_status and utr_id follow these rows (server/records/refund.ts).
 */
import { index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, franchises, users } from './core.ts';

export const refunds = pgTable('refunds', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  /** The order's franchise (null for company machines), for franchise scoping. */
  franchise_id: integer('franchise_id').references(() => franchises.id),
  order_id: integer('order_id').notNull(),
  order_line_id: integer('order_line_id').notNull(),
  /** MANUAL | AUTO */
  kind: text('kind').notNull(),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  /** 0 Pending (in progress), 1 Refund Success, 2 Failure. */
  status: integer('status').notNull().default(0),
  /** The gateway's bank reference, once the refund succeeded. */
  utr_id: text('utr_id'),
  reason: text('reason').notNull().default(''),
  created_by: integer('created_by').references(() => users.id),
  version: integer('version').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('refunds_order_idx').on(t.order_id),
  index('refunds_company_created_idx').on(t.company_id, t.created_at),
]);
