/**
 * Advertisements (domain.md §3 "Advertisement": name, video type, status, linked VMs; §9 screen
 * types): one row each, soft-deleted so the audit can still name them. The video lives in the
 * object store under `video_key`; its type is the stored object's (checked by its first bytes).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './core.ts';
import { vendingMachines } from './machines.ts';

export const advertisements = pgTable('advertisements', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  name: text('name').notNull().default(''),
  screen_type: text('screen_type').notNull(),
  /** Null only for ads seeded before any video was uploaded; create requires one. */
  video_key: text('video_key'),
  video_type: text('video_type'),
  video_size: integer('video_size'),
  /** OFFER_STATUSES (domain.md §4 "Advertisement or offer status"), moved by machines/records/advertisement.ts. */
  status: integer('status').notNull().default(1),
  version: integer('version').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [
  index('advertisements_company_created_idx').on(t.company_id, t.created_at),
  check('advertisements_status_known', sql`${t.status} between 1 and 4`),
]);

/** The machines an advertisement plays on. */
export const advertisementMachines = pgTable('advertisement_machines', {
  advertisement_id: integer('advertisement_id').notNull().references(() => advertisements.id),
  vending_machine_id: integer('vending_machine_id').notNull().references(() => vendingMachines.id),
}, (t) => [
  primaryKey({ columns: [t.advertisement_id, t.vending_machine_id] }),
  index('advertisement_machines_machine_idx').on(t.vending_machine_id),
]);
