/**
 * Negative items and external sales (domain.md §2 "Negative items", "External sales", §3
 * "Negative item", "Links"; console.md §2 "Ext. Sale Management"), under PERM_CUSTOMER_PLATFORM.
 *
 * - A negative item: name, start and end, status (1 Active, 0 Inactive), source (domain.md §9
 *   source types), linked products and machines. While it is active and within its dates its
 *   products are not sold on its machines through the customer platform (contract/negative-items.ts).
 * - A platform (a retail-tech partner selling through our machines, or our own Internal one):
 *   its linked machines and its restricted products (products it may not sell).
 * - Third-party sales: orders sold through a platform.
 *
 * Link tables carry company_id and is_default so the link kit (server/actions/links.ts) reads
 * and writes them like the other link screens.
 */
import { boolean, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { companies, franchises } from './core.ts';
import { vendingMachines } from './machines.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const negativeItems = pgTable('negative_items', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  name: text('name').notNull().default(''),
  /** domain.md §9 source types: Internal, or the retail-tech partner. */
  source: text('source').notNull().default('Internal'),
  start_date: timestamp('start_date', { withTimezone: true }).notNull(),
  end_date: timestamp('end_date', { withTimezone: true }).notNull(),
  /** 1 Active, 0 Inactive (the switch); whether it blocks also depends on the dates. */
  status: integer('status').notNull().default(1),
  version: integer('version').notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('negative_items_company_created_idx').on(t.company_id, t.created_at)]);

export const negativeItemProducts = pgTable('negative_item_products', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  negative_item_id: integer('negative_item_id').notNull().references(() => negativeItems.id),
  product_id: integer('product_id').notNull().references(() => products.id),
  is_default: boolean('is_default').notNull().default(false),
  created_at: createdAt(),
}, (t) => [
  uniqueIndex('negative_item_products_pair').on(t.negative_item_id, t.product_id),
  index('negative_item_products_product').on(t.product_id),
]);

export const negativeItemMachines = pgTable('negative_item_machines', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  negative_item_id: integer('negative_item_id').notNull().references(() => negativeItems.id),
  vending_machine_id: integer('vending_machine_id').notNull().references(() => vendingMachines.id),
  is_default: boolean('is_default').notNull().default(false),
  created_at: createdAt(),
}, (t) => [
  uniqueIndex('negative_item_machines_pair').on(t.negative_item_id, t.vending_machine_id),
  index('negative_item_machines_machine').on(t.vending_machine_id),
]);

export const platforms = pgTable('platforms', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  name: text('name').notNull().default(''),
  /** domain.md §9 source types: Internal, or the retail-tech partner. */
  source_type: text('source_type').notNull().default('Internal'),
  version: integer('version').notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('platforms_company_created_idx').on(t.company_id, t.created_at)]);

export const platformMachines = pgTable('platform_machines', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  platform_id: integer('platform_id').notNull().references(() => platforms.id),
  vending_machine_id: integer('vending_machine_id').notNull().references(() => vendingMachines.id),
  is_default: boolean('is_default').notNull().default(false),
  created_at: createdAt(),
}, (t) => [
  uniqueIndex('platform_machines_pair').on(t.platform_id, t.vending_machine_id),
  index('platform_machines_machine').on(t.vending_machine_id),
]);

export const platformRestrictedProducts = pgTable('platform_restricted_products', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  platform_id: integer('platform_id').notNull().references(() => platforms.id),
  product_id: integer('product_id').notNull().references(() => products.id),
  is_default: boolean('is_default').notNull().default(false),
  created_at: createdAt(),
}, (t) => [
  uniqueIndex('platform_restricted_products_pair').on(t.platform_id, t.product_id),
  index('platform_restricted_products_product').on(t.product_id),
]);

/** An order sold through a platform (its own order reference), with the machine that vended it. */
export const thirdPartySales = pgTable('third_party_sales', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  franchise_id: integer('franchise_id').references(() => franchises.id),
  platform_id: integer('platform_id').notNull().references(() => platforms.id),
  vending_machine_id: integer('vending_machine_id').notNull().references(() => vendingMachines.id),
  /** The platform's order reference. */
  external_order_id: text('external_order_id').notNull(),
  items: integer('items').notNull(),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  /** 1 Completed, 2 Cancelled, 0 Processing (contract/negative-items.ts THIRD_PARTY_SALE_STATUSES). */
  status: integer('status').notNull().default(1),
  /** The vend order the sale made (null for sales recorded before orders carried them). */
  order_id: integer('order_id'),
  created_at: createdAt(),
}, (t) => [
  uniqueIndex('third_party_sales_ref').on(t.platform_id, t.external_order_id),
  index('third_party_sales_company_created_idx').on(t.company_id, t.created_at, t.id),
]);
