/**
 * Notifications (console.md §3): one row per event, pushed live as it is written, and
 * who has read which (a company-wide notification is read per user).
 * Notifications are partitioned by month of `created_at` (server/db/partitions.ts): their key
 * holds `created_at` too, so a read names its notification by id alone, without a foreign key
 * (reads are only ever read joined to their notification; docs/decisions.md).
 */
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, franchises, users } from './core.ts';

export const notifications = pgTable('notifications', {
  id: serial('id').notNull(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  /** Null: for everyone in the company who may see notifications. */
  user_id: integer('user_id').references(() => users.id),
  /** Set: only that franchise's users (and company-level users) see it. */
  franchise_id: integer('franchise_id').references(() => franchises.id),
  /** One of NOTIFICATION_TYPES. */
  type: text('type').notNull(),
  /** The type's fields (console.md §3 "Notification"): VendingMachine, Product, refill_id, … */
  payload: jsonb('payload').notNull().default({}),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.id, t.created_at] }), index('notifications_company_created_idx').on(t.company_id, t.created_at)]);

export const notificationReads = pgTable('notification_reads', {
  notification_id: integer('notification_id').notNull(),
  user_id: integer('user_id').notNull().references(() => users.id),
  read_at: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.notification_id, t.user_id] }), index('notification_reads_user_idx').on(t.user_id)]);
