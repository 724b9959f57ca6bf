/** /api/product-management (reading): the catalogue list, one product, and the list's filter choices. */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as contract from '../../contract/actions/products.ts';
import { callerOf, handle, type Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { brands, packagings, productCategories, productUnits, products, vendingMachines, vmSlots } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { countAll, iso } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineGet } from '../kit/mutation.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';
import { machineScope } from '../records/vending-machine.ts';

const category = alias(productCategories, 'category');
const brand = alias(brands, 'brand');
const unit = alias(productUnits, 'unit');
const packaging = alias(packagings, 'packaging');

const SORT_COLUMNS = {
  name: products.name,
  sku: products.sku,
  mrp: products.mrp,
  category: category.name,
  brand: brand.name,
  status: products.status,
  updated_at: products.updated_at,
};

const rowColumns = {
  product: products,
  category: { id: category.id, name: category.name },
  brand: { id: brand.id, name: brand.name },
  unit: { id: unit.id, name: unit.name },
  packaging: { id: packaging.id, name: packaging.name },
};

type Selected = {
  product: typeof products.$inferSelect;
  category: { id: number; name: string };
  brand: { id: number; name: string };
  unit: { id: number; name: string };
  packaging: { id: number; name: string };
};

function toRow({ product: p, category, brand, unit, packaging }: Selected) {
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    category,
    brand,
    unit,
    packaging,
    mrp: p.mrp,
    status: p.status,
    updated_at: iso(p.updated_at)!,
  };
}

/** A product row with its category, brand, unit and packaging names (the list and the product page). */
function selectProducts(db: Db) {
  return db
    .select(rowColumns)
    .from(products)
    .innerJoin(category, eq(category.id, products.category_id))
    .innerJoin(brand, eq(brand.id, products.brand_id))
    .innerJoin(unit, eq(unit.id, products.unit_id))
    .innerJoin(packaging, eq(packaging.id, products.packaging_id));
}

/** The catalogue is the company's: every user of the company sees all of it. */
const productScope = tenancy({ company: products.company_id });

/** One product with how much of it sits in the caller's machines. */
async function readProduct(db: Db, caller: Caller, id: number) {
  const [row] = await selectProducts(db).where(and(eq(products.id, id), productScope(caller)));
  if (!row) throw notFound('Product');
  const [stocking] = await db
    .select({
      machines: sql<number>`count(distinct ${vmSlots.vending_machine_id})::int`,
      units: sql<number>`coalesce(sum(${vmSlots.quantity}), 0)::int`,
    })
    .from(vmSlots)
    .innerJoin(vendingMachines, eq(vendingMachines.id, vmSlots.vending_machine_id))
    .where(and(eq(vmSlots.product_id, row.product.id), machineScope(caller), isNull(vendingMachines.deleted_at)));
  const p = row.product;
  return {
    ...toRow(row),
    hsn: p.hsn,
    gst: p.gst,
    cess: p.cess,
    net_weight: p.net_weight,
    image_url: p.image_key ? `/objects/${p.image_key}` : null,
    created_at: iso(p.created_at)!,
    version: p.version,
    machines_stocking: stocking?.machines ?? 0,
    units_in_machines: stocking?.units ?? 0,
  };
}

const productRecord = defineRecord({ entity: 'product', table: products, noun: 'Product', scope: productScope, read: readProduct });

export const productHandlers = [
  defineList(contract.listProducts, {
    scope: productScope,
    query: (db, where) => selectProducts(db).where(where),
    count: (db, where) => db.select({ n: countAll }).from(products).where(where),
    filters: {
      category_id: (ids) => inArray(products.category_id, ids),
      brand_id: (ids) => inArray(products.brand_id, ids),
      unit_id: (ids) => inArray(products.unit_id, ids),
      packaging_id: (ids) => inArray(products.packaging_id, ids),
      status: (statuses) => inArray(products.status, [...statuses]),
    },
    search: [products.sku, products.name, products.hsn],
    sort: SORT_COLUMNS,
    tiebreak: products.id,
    rows: (page) => page.map(toRow),
  }),

  defineGet(contract.getProduct, productRecord),

  handle(contract.getProductFilterOptions, async (_input, ctx) => {
    const companyId = callerOf(ctx).company_id;
    const namesOf = (table: typeof productCategories) =>
      ctx.db.select({ id: table.id, name: table.name }).from(table).where(eq(table.company_id, companyId)).orderBy(asc(table.name), asc(table.id));
    const [categories, brandRows, units, packagingRows] = await Promise.all([
      namesOf(productCategories), namesOf(brands), namesOf(productUnits), namesOf(packagings),
    ]);
    return { data: { categories, brands: brandRows, units, packagings: packagingRows } };
  }),
];
