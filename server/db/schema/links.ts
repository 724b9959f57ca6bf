/**
 * Links (domain.md §3 "Links", §6 "Link grants"): a warehouse manager's warehouses with the
 * five per-warehouse flags, a refill partner's warehouses and vehicles (warehouse rows of
 * storage type Vehicle) with their three flags, a refill partner's machines, and the partner's
 * app permissions and notification kinds. Both screens of a pair (warehouse → managers and
 * manager → warehouses; warehouse → partners and partner → warehouses) read one table.
 * Rows flagged is_default are shown but never edited or removed.
 */
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users, warehouses } from './core.ts';
import { vendingMachines } from './machines.ts';
import { refillPartners } from './warehouse.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const warehouseManagerLinks = pgTable('warehouse_manager_links', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  user_id: integer('user_id').notNull().references(() => users.id),
  warehouse_id: integer('warehouse_id').notNull().references(() => warehouses.id),
  view: boolean('view').notNull().default(true),
  request_order: boolean('request_order').notNull().default(true),
  modify: boolean('modify').notNull().default(true),
  transfer_order: boolean('transfer_order').notNull().default(true),
  purchase_order: boolean('purchase_order').notNull().default(true),
  is_default: boolean('is_default').notNull().default(false),
  created_at: createdAt(),
}, (t) => [
  uniqueIndex('warehouse_manager_links_pair').on(t.user_id, t.warehouse_id),
  index('warehouse_manager_links_warehouse').on(t.warehouse_id),
]);

export const refillPartnerWarehouseLinks = pgTable('refill_partner_warehouse_links', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  refill_partner_id: integer('refill_partner_id').notNull().references(() => refillPartners.id),
  /** A warehouse, or a vehicle (a warehouse row of storage type Vehicle). */
  warehouse_id: integer('warehouse_id').notNull().references(() => warehouses.id),
  view: boolean('view').notNull().default(true),
  request_order: boolean('request_order').notNull().default(true),
  transfer_order: boolean('transfer_order').notNull().default(true),
  is_default: boolean('is_default').notNull().default(false),
  created_at: createdAt(),
}, (t) => [
  uniqueIndex('refill_partner_warehouse_links_pair').on(t.refill_partner_id, t.warehouse_id),
  index('refill_partner_warehouse_links_warehouse').on(t.warehouse_id),
]);

export const refillPartnerMachineLinks = pgTable('refill_partner_machine_links', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  refill_partner_id: integer('refill_partner_id').notNull().references(() => refillPartners.id),
  vending_machine_id: integer('vending_machine_id').notNull().references(() => vendingMachines.id),
  is_default: boolean('is_default').notNull().default(false),
  created_at: createdAt(),
}, (t) => [
  uniqueIndex('refill_partner_machine_links_pair').on(t.refill_partner_id, t.vending_machine_id),
  index('refill_partner_machine_links_machine').on(t.vending_machine_id),
]);

/** The partner's app permissions (ids 1–17, contract/refill-partner-app.ts) and the notification kinds they receive. */
export const refillPartnerAppSettings = pgTable('refill_partner_app_settings', {
  refill_partner_id: integer('refill_partner_id').primaryKey().references(() => refillPartners.id),
  company_id: integer('company_id').notNull().references(() => companies.id),
  permission_ids: integer('permission_ids').array().notNull().default([]),
  notification_types: text('notification_types').array().notNull().default([]),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
