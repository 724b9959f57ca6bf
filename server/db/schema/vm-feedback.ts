/**
 * Machine feedback (console.md §2 "/vm-feedback/{id}"): what consumers and partners said about a
 * vending machine — its source (domain.md §9 "Feedback sources"), a 1–5 star rating, the message,
 * who gave it and the order it concerns, when known. Feedback arrives from the apps and customer
 * care; the console only reads it. Who may read it follows the machine (its franchise).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './core.ts';
import { vendingMachines } from './machines.ts';

export const vmFeedback = pgTable('vm_feedback', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  vending_machine_id: integer('vending_machine_id').notNull().references(() => vendingMachines.id),
  /** One of FEEDBACK_SOURCES (domain.md §9). */
  source: text('source').notNull(),
  /** Stars, 1 to 5 (domain.md §9 "star rating scale 5"). */
  rating: integer('rating').notNull(),
  message: text('message').notNull().default(''),
  customer_name: text('customer_name').notNull().default(''),
  /** The order it is about, when it is about one. */
  order_id: integer('order_id'),
  /** When the feedback was given. */
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('vm_feedback_machine_idx').on(t.company_id, t.vending_machine_id, t.created_at),
  // The customer feedback list's order, its key included (server/actions/customer-feedback.ts):
  // each side of its union read newest first, with no sort and no parallel workers.
  index('vm_feedback_recent_idx').on(t.company_id, t.created_at, sql`('vm-' || ${t.id})`),
  check('vm_feedback_rating', sql`${t.rating} between 1 and 5`),
]);
