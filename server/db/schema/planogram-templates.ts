/**
 * Planogram templates: what each slot of a VM template's shape holds. The slots are a set,
 * replaced as a whole on each save; a slot without a product is not stored.
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { companies } from './core.ts';
import { vmTemplates } from './vm-templates.ts';

export const planogramTemplates = pgTable('planogram_templates', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  name: text('name').notNull(),
  vm_template_id: integer('vm_template_id').notNull().references(() => vmTemplates.id),
  version: integer('version').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [
  index('planogram_templates_company_created_idx').on(t.company_id, t.created_at),
  index('planogram_templates_vm_template_idx').on(t.vm_template_id),
]);

export const planogramTemplateSlots = pgTable('planogram_template_slots', {
  id: serial('id').primaryKey(),
  planogram_template_id: integer('planogram_template_id').notNull().references(() => planogramTemplates.id),
  row: integer('row').notNull(),
  column: integer('column').notNull(),
  /** As the tray prints it, from the VM template's label type (11..68, A1..F8). */
  coil: text('coil').notNull(),
  product_id: integer('product_id').notNull().references(() => products.id),
  /** Capacity, as vm_slots names it. */
  item_layout_max: integer('item_layout_max').notNull(),
  par_level: integer('par_level').notNull(),
}, (t) => [
  uniqueIndex('planogram_template_slots_cell_key').on(t.planogram_template_id, t.row, t.column),
  index('planogram_template_slots_product_idx').on(t.product_id),
]);
