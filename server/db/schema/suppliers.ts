/** Suppliers (domain.md): one row each, soft-deleted so the audit can still name them. */
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
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

/** domain.md §3 "Supplier product terms": what a supplier sells a product of the catalogue at. */
export const supplierProductTerms = pgTable('supplier_product_terms', {
  id: serial('id').primaryKey(),
  supplier_id: integer('supplier_id').notNull().references(() => suppliers.id),
  product_id: integer('product_id').notNull().references(() => products.id),
  selling_price: numeric('selling_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  /** The least a purchase order may buy of it (domain.md §5 shows it per line). */
  min_quantity: integer('min_quantity').notNull().default(1),
  price_per_quantity: numeric('price_per_quantity', { precision: 12, scale: 2, mode: 'number' }).notNull(),
}, (t) => [
  uniqueIndex('supplier_product_terms_supplier_product_key').on(t.supplier_id, t.product_id),
  index('supplier_product_terms_product_idx').on(t.product_id),
  check('supplier_product_terms_min_quantity_positive', sql`${t.min_quantity} > 0`),
]);
