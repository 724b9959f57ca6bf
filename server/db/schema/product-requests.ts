/**
 * Product requests (console.md §2 "Product Catalog": a product the catalogue lacks, asked for a
 * machine or a store) and product feedback (what customers and partners said about a product,
 * with a 1–5 star rating). Requests are soft-deleted so the audit can still name them.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { companies, stores, users } from './core.ts';
import { vendingMachines } from './machines.ts';

export const productRequests = pgTable('product_requests', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  product_name: text('product_name').notNull(),
  brand_name: text('brand_name').notNull().default(''),
  description: text('description').notNull().default(''),
  /** One of REQUESTER_TYPES (domain.md §9), as the spec writes it. */
  requester_type: text('requester_type').notNull(),
  requester_name: text('requester_name').notNull().default(''),
  requester_mobile: text('requester_mobile').notNull().default(''),
  /** One of REQUEST_URGENCIES (domain.md §9). */
  urgency: text('urgency').notNull(),
  /** One of PREFERABLE_TIMES (domain.md §9). */
  preferable_time: text('preferable_time').notNull(),
  /** The machine or the store the product is wanted at: exactly one of the two. */
  vending_machine_id: integer('vending_machine_id').references(() => vendingMachines.id),
  store_id: integer('store_id').references(() => stores.id),
  /** One of PRODUCT_REQUEST_STATUSES; moved only by the lifecycle (machines/records/productRequest.ts). */
  status: text('status').notNull().default('REQUESTED'),
  /** Why it was declined, or what the catalogue team said when it moved the status. */
  status_remark: text('status_remark').notNull().default(''),
  /** The catalogue product that answered the request, once added. */
  product_id: integer('product_id').references(() => products.id),
  requested_by: integer('requested_by').references(() => users.id),
  version: integer('version').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [
  index('product_requests_company_created_idx').on(t.company_id, t.created_at),
  check('product_requests_one_place', sql`(${t.vending_machine_id} is null) <> (${t.store_id} is null)`),
]);

export const productFeedback = pgTable('product_feedback', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  product_id: integer('product_id').notNull().references(() => products.id),
  /** One of FEEDBACK_SOURCES (domain.md §9). */
  source: text('source').notNull(),
  /** Stars, 1 to 5 (domain.md §9 "star rating scale 5"). */
  rating: integer('rating').notNull(),
  message: text('message').notNull().default(''),
  customer_name: text('customer_name').notNull().default(''),
  /** The machine it was given at, when known. */
  vending_machine_id: integer('vending_machine_id').references(() => vendingMachines.id),
  /** The order it is about, when it came from a sale (Consumer App); issue 42, customer feedback. */
  order_id: integer('order_id'),
  /** When the feedback was given. */
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('product_feedback_product_idx').on(t.company_id, t.product_id, t.created_at),
  // As vm_feedback_recent_idx: the customer feedback list's order, its key included.
  index('product_feedback_recent_idx').on(t.company_id, t.created_at, sql`('product-' || ${t.id})`),
  check('product_feedback_rating', sql`${t.rating} between 1 and 5`),
]);
