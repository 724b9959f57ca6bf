/** Delivery persons (domain.md): one row each, soft-deleted so the audit can still name them. */
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './core.ts';
import { deliveryPartners } from './delivery-partners.ts';

export const deliveryPersons = pgTable('delivery_persons', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  name: text('name').notNull().default(''),
  mobile_number: text('mobile_number').notNull().default(''),
  /** The partner company the person works for. */
  delivery_partner_id: integer('delivery_partner_id').notNull().references(() => deliveryPartners.id),
  active: boolean('active').notNull().default(true),
  version: integer('version').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [
  index('delivery_persons_company_created_idx').on(t.company_id, t.created_at),
  index('delivery_persons_partner_idx').on(t.delivery_partner_id),
]);
