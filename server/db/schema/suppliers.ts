/** Suppliers (domain.md): one row each, soft-deleted so the audit can still name them. */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './core.ts';

export const suppliers = pgTable('suppliers', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  company_name: text('company_name').notNull().default(''),
  contact_person_name: text('contact_person_name').notNull().default(''),
  email_id: text('email_id').notNull().default(''),
  mobile_number: text('mobile_number').notNull().default(''),
  country: text('country').notNull().default(''),
  state: text('state').notNull().default(''),
  city: text('city').notNull().default(''),
  billing_address: text('billing_address').notNull().default(''),
  shipping_address: text('shipping_address').notNull().default(''),
  bank_name: text('bank_name').notNull().default(''),
  ifsc_code: text('ifsc_code').notNull().default(''),
  account_number: text('account_number').notNull().default(''),
  version: integer('version').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('suppliers_company_created_idx').on(t.company_id, t.created_at)]);
