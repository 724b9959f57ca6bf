/** Retailers (domain.md): one row each, soft-deleted so the audit can still name them. */
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './core.ts';

export const retailers = pgTable('retailers', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  name: text('name').notNull().default(''),
  contact_person_name: text('contact_person_name').notNull().default(''),
  email: text('email').notNull().default(''),
  mobile_number: text('mobile_number').notNull().default(''),
  address_line_1: text('address_line_1').notNull().default(''),
  address_line_2: text('address_line_2').notNull().default(''),
  country: text('country').notNull().default(''),
  state: text('state').notNull().default(''),
  city: text('city').notNull().default(''),
  pincode: text('pincode').notNull().default(''),
  is_active: boolean('is_active').notNull().default(true),
  version: integer('version').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('retailers_company_created_idx').on(t.company_id, t.created_at)]);
