/**
 * VM templates (domain.md §3 "VM template"): a machine's shape, coil labels, containers and
 * screen timeouts, and who it is for. Soft-deleted so the audit can still name them.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './core.ts';

export const vmTemplates = pgTable('vm_templates', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  name: text('name').notNull(),
  rows: integer('rows').notNull(),
  columns: integer('columns').notNull(),
  /** NUMERIC (11, 12 …) | ALPHANUMERIC (A1, A2 …) */
  label_type: text('label_type').notNull().default('NUMERIC'),
  /** Timeouts in seconds. */
  screen_inactivity_timeout: integer('screen_inactivity_timeout').notNull().default(0),
  cart_reset_timeout: integer('cart_reset_timeout').notNull().default(0),
  payment_timeout: integer('payment_timeout').notNull().default(0),
  post_dispense_timeout: integer('post_dispense_timeout').notNull().default(0),
  unlock_time: integer('unlock_time').notNull().default(0),
  dispense_later_timeout: integer('dispense_later_timeout').notNull().default(0),
  dispense_cancellation_timeout: integer('dispense_cancellation_timeout').notNull().default(0),
  containers: integer('containers').notNull().default(1),
  /** COMPANY | ZONE | RETAILER (domain.md §9 "Scope"). */
  entity_type: text('entity_type').notNull().default('COMPANY'),
  /** The zone or retailer (no foreign key: it names one of two tables); null for the company. */
  entity_id: integer('entity_id'),
  version: integer('version').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('vm_templates_company_created_idx').on(t.company_id, t.created_at)]);
