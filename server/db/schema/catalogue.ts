/** The product catalogue: categories, brands, units, packagings and products. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './core.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

function lookupTable(name: string) {
  return pgTable(name, {
    id: serial('id').primaryKey(),
    company_id: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    is_default: boolean('is_default').notNull().default(false),
    version: integer('version').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  }, (t) => [uniqueIndex(`${name}_company_name_key`).on(t.company_id, sql`lower(${t.name})`)]);
}

export const productCategories = lookupTable('product_categories');
export const brands = lookupTable('brands');
export const productUnits = lookupTable('product_units');
export const packagings = lookupTable('packagings');

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  sku: text('sku').notNull(),
  name: text('name').notNull(),
  hsn: text('hsn').notNull().default(''),
  category_id: integer('category_id').notNull().references(() => productCategories.id),
  brand_id: integer('brand_id').notNull().references(() => brands.id),
  unit_id: integer('unit_id').notNull().references(() => productUnits.id),
  packaging_id: integer('packaging_id').notNull().references(() => packagings.id),
  mrp: numeric('mrp', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  gst: numeric('gst', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  cess: numeric('cess', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  net_weight: text('net_weight').notNull().default(''),
  description: text('description').notNull().default(''),
  /** 1 Active, 2 Inactive */
  status: integer('status').notNull().default(1),
  image_key: text('image_key'),
  version: integer('version').notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
}, (t) => [
  uniqueIndex('products_company_sku_key').on(t.company_id, t.sku), index('products_name_idx').on(t.company_id, t.name),
  // The palette's record search finds a product by part of its SKU or name (ILIKE '%…%').
  index('products_sku_trgm_idx').using('gin', t.sku.op('gin_trgm_ops')), index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
]);
