/** Notifications (console.md §3): one row per event, pushed live as it is written. */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from './core.ts';

export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  /** Null: for everyone in the company who may see notifications. */
  user_id: integer('user_id').references(() => users.id),
  /** One of NOTIFICATION_TYPES. */
  type: text('type').notNull(),
  /** The type's fields (console.md §3 "Notification"): VendingMachine, Product, refill_id, … */
  payload: jsonb('payload').notNull().default({}),
  read_at: timestamp('read_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('notifications_company_created_idx').on(t.company_id, t.created_at)]);
