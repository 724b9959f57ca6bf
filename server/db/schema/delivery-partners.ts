/** Delivery partners (domain.md): one row each, soft-deleted so the audit can still name them. */
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './core.ts';

export const deliveryPartners = pgTable('delivery_partners', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  name: text('name').notNull().default(''),
  contact_person_name: text('contact_person_name').notNull().default(''),
  mobile_number: text('mobile_number').notNull().default(''),
  email_id: text('email_id').notNull().default(''),
  /** Inactive partners stay on their orders but are not offered in selects (domain.md §9). */
  active: boolean('active').notNull().default(true),
  version: integer('version').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('delivery_partners_company_created_idx').on(t.company_id, t.created_at)]);
