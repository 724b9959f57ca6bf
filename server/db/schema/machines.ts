/** Vending machines and their slots (coils). */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, doublePrecision } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { companies, franchises, stores, warehouses, zones } from './core.ts';
import { boardSettingsTemplates } from './board-settings-templates.ts';
import { planogramTemplates } from './planogram-templates.ts';
import { retailers } from './retailers.ts';
import { vmTemplates } from './vm-templates.ts';

export const vendingMachines = pgTable('vending_machines', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  franchise_id: integer('franchise_id').references(() => franchises.id),
  warehouse_id: integer('warehouse_id').references(() => warehouses.id),
  store_id: integer('store_id').references(() => stores.id),
  zone_id: integer('zone_id').references(() => zones.id),
  /** The retailer running the machine, if any. */
  retailer_id: integer('retailer_id').references(() => retailers.id),
  name: text('name').notNull(),
  /** Human-facing code printed on the machine, e.g. VM-00042. */
  code: text('code').notNull(),
  location: text('location').notNull().default(''),
  city: text('city').notNull().default(''),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  /** 1 Active, 2 Inactive, 3 Failed */
  status: integer('status').notNull().default(1),
  rows: integer('rows').notNull().default(6),
  columns: integer('columns').notNull().default(8),
  hardware_board_name: text('hardware_board_name').notNull().default(''),
  /** The templates it was configured from (/add-vm, /edit-vm/{id}); null for machines made before them. */
  vm_template_id: integer('vm_template_id').references(() => vmTemplates.id),
  planogram_template_id: integer('planogram_template_id').references(() => planogramTemplates.id),
  board_settings_template_id: integer('board_settings_template_id').references(() => boardSettingsTemplates.id),
  /**
   * What the /vm search reads: name, code, location and city lower-cased, one per line (so
   * a term never matches across two of them). Reading one narrow column instead of four
   * ILIKEs made a 1–2 character search of 100,000 machines, which trigrams cannot serve,
   * 4–6 times faster.
   */
  search_text: text('search_text').generatedAlwaysAs(sql`lower(name || chr(10) || code || chr(10) || location || chr(10) || city)`),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
  version: integer('version').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('vending_machines_code_key').on(t.company_id, t.code),
  index('vending_machines_company_idx').on(t.company_id, t.status),
  // The /vm list's default order, over 100,000 machines.
  index('vending_machines_company_name_idx').on(t.company_id, t.name, t.id),
  // The /vm list's total counts live machines and the trash's lists deleted ones: without
  // these both read all 100,000 rows (34 and 24 ms on PGlite); with them 18 and 1 ms.
  index('vending_machines_live_idx').on(t.company_id, t.franchise_id, t.status).where(sql`${t.deleted_at} is null`),
  // The zones list counts each zone's live machines (server/records/zone.ts, zoneCounts): an index-only
  // scan instead of parallel workers reading all 100,000 rows (20 ms to 10 ms at the large business).
  index('vending_machines_zone_idx').on(t.zone_id, t.company_id, t.franchise_id).where(sql`${t.deleted_at} is null`),
  // A retailer's machines (its view counts them and lists a few).
  index('vending_machines_retailer_idx').on(t.retailer_id).where(sql`${t.retailer_id} is not null`),
  index('vending_machines_deleted_idx').on(t.company_id, t.franchise_id).where(sql`${t.deleted_at} is not null`),
  // The list's search ("contains" over name, code, location and city) through trigrams.
  index('vending_machines_search_trgm_idx').using('gin', t.search_text.op('gin_trgm_ops')),
]);

export const vmSlots = pgTable('vm_slots', {
  id: serial('id').primaryKey(),
  vending_machine_id: integer('vending_machine_id').notNull().references(() => vendingMachines.id),
  /** Coil number as printed on the tray, e.g. 11..68. */
  coil: text('coil').notNull(),
  row: integer('row').notNull(),
  column: integer('column').notNull(),
  product_id: integer('product_id').references(() => products.id),
  quantity: integer('quantity').notNull().default(0),
  item_layout_max: integer('item_layout_max').notNull().default(10),
  motor_activated: boolean('motor_activated').notNull().default(true),
  /** Best before of the units in the coil (null: not known); the simulator reports PRODUCT_EXPIRED once it passes. */
  expires_on: date('expires_on', { mode: 'string' }),
}, (t) => [
  uniqueIndex('vm_slots_vm_coil_key').on(t.vending_machine_id, t.coil),
  // A product's page counts the machines stocking it, over a million slots.
  index('vm_slots_product_idx').on(t.product_id),
]);

/**
 * Per product, the units in the slots of the live machines of one company, franchise, serving
 * warehouse and serving store (0 where a machine has none): what /inventory's "machines"
 * column sums. Kept by the database's own triggers on vm_slots and vending_machines
 * (migration 0017), so whatever writes a slot keeps it right; summing a million slots on
 * every request took a second at 100,000 machines.
 */
export const machineStockTotals = pgTable('machine_stock_totals', {
  company_id: integer('company_id').notNull(),
  franchise_id: integer('franchise_id').notNull(),
  warehouse_id: integer('warehouse_id').notNull(),
  store_id: integer('store_id').notNull(),
  product_id: integer('product_id').notNull(),
  units: integer('units').notNull(),
}, (t) => [
  uniqueIndex('machine_stock_totals_key').on(t.company_id, t.franchise_id, t.warehouse_id, t.store_id, t.product_id),
  // The company inventory sums a page's products alone (server/actions/inventory.ts, productsFirst).
  index('machine_stock_totals_product_idx').on(t.company_id, t.product_id),
]);
