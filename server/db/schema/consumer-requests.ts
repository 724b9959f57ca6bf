/**
 * Consumers' requested products (issue 42, console.md §2 "Transactions": requested products):
 * what consumers asked a machine to stock through the consumer app — the product name asked for,
 * the machine, how many asks, the first and the last. Asks for the same name at the same machine
 * add up on one row (the app writes them; the console reads them). A row may be turned into a
 * catalogue product request (product_requests), which it then links; its status is that request's
 * (Open while it has none), so the catalogue's lifecycle stays the only one.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './core.ts';
import { vendingMachines } from './machines.ts';
import { productRequests } from './product-requests.ts';

export const consumerProductRequests = pgTable('consumer_product_requests', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  vending_machine_id: integer('vending_machine_id').notNull().references(() => vendingMachines.id),
  /** The product as consumers named it. */
  product_name: text('product_name').notNull(),
  /** How many times consumers asked for it at this machine. */
  ask_count: integer('ask_count').notNull().default(1),
  first_asked_at: timestamp('first_asked_at', { withTimezone: true }).notNull(),
  last_asked_at: timestamp('last_asked_at', { withTimezone: true }).notNull(),
  /** The catalogue product request made from it ("Add as product request"). */
  product_request_id: integer('product_request_id').references(() => productRequests.id),
  version: integer('version').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('consumer_product_requests_company_last_idx').on(t.company_id, t.last_asked_at),
  uniqueIndex('consumer_product_requests_machine_name_idx').on(t.vending_machine_id, sql`lower(${t.product_name})`),
  /** A product request is made from one ask at most (the product request screen links back to it). */
  uniqueIndex('consumer_product_requests_request_idx').on(t.product_request_id),
  check('consumer_product_requests_asks', sql`${t.ask_count} >= 1 and ${t.first_asked_at} <= ${t.last_asked_at}`),
]);
