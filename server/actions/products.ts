/**
 * /api/product-management: the catalogue list, one product (with where it is stocked), the
 * list's filter choices, and adding and editing a product. The CSV import is product-import.ts.
 */
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as contract from '../../contract/actions/products.ts';
import { callerOf, handle, type Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { brands, packagings, productCategories, productUnits, products, vendingMachines, vmSlots, warehouseStock, warehouses } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { countAll, iso } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineGet, defineMutation } from '../kit/mutation.ts';
import { markConfigChanged, stocking } from '../device/config-version.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';
import { checkedProductImage, productColumns, refuseTakenSku } from '../records/product-writes.ts';
import { machineScope } from '../records/vending-machine.ts';
import { warehouseScope } from '../records/warehouse.ts';

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
export const productScope = tenancy({ company: products.company_id });

/** Where a product is stocked, as far as the caller sees: warehouses with units, machines with a slot holding it. */
const STOCKED_LIMIT = 200;

/** One product with where it is stocked among the caller's warehouses and machines. */
async function readProduct(db: Db, caller: Caller, id: number) {
  const [row] = await selectProducts(db).where(and(eq(products.id, id), productScope(caller)));
  if (!row) throw notFound('Product');
  const units = sql<number>`coalesce(sum(${vmSlots.quantity}), 0)::int`;
  const [machines, warehouseRows] = await Promise.all([
    db
      .select({ id: vendingMachines.id, name: vendingMachines.name, units })
      .from(vmSlots)
      .innerJoin(vendingMachines, eq(vendingMachines.id, vmSlots.vending_machine_id))
      .where(and(eq(vmSlots.product_id, row.product.id), machineScope(caller), isNull(vendingMachines.deleted_at)))
      .groupBy(vendingMachines.id, vendingMachines.name)
      .orderBy(desc(units), asc(vendingMachines.name)),
    db
      .select({ id: warehouses.id, name: warehouses.name, stock: warehouseStock.stock, in_transit: warehouseStock.in_transit })
      .from(warehouseStock)
      .innerJoin(warehouses, eq(warehouses.id, warehouseStock.warehouse_id))
      .where(and(eq(warehouseStock.product_id, row.product.id), warehouseScope(caller), or(gt(warehouseStock.stock, 0), gt(warehouseStock.in_transit, 0))))
      .orderBy(desc(warehouseStock.stock), asc(warehouses.name))
      .limit(STOCKED_LIMIT),
  ]);
  const p = row.product;
  return {
    ...toRow(row),
    hsn: p.hsn,
    gst: p.gst,
    cess: p.cess,
    net_weight: p.net_weight,
    description: p.description,
    image_url: p.image_key ? `/objects/${p.image_key}` : null,
    image_key: p.image_key,
    created_at: iso(p.created_at)!,
    version: p.version,
    machines_stocking: machines.length,
    units_in_machines: machines.reduce((sum, m) => sum + m.units, 0),
    warehouses: warehouseRows,
    machines: machines.slice(0, STOCKED_LIMIT),
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

  defineCreate(contract.createProduct, productRecord, {
    values: async ({ tx, input, caller, services }) => {
      const columns = await productColumns(tx, caller, input);
      await refuseTakenSku(tx, caller, columns.sku);
      const image_key = input.image_key ? await checkedProductImage(tx, caller, services.objects, input.image_key) : null;
      return { company_id: caller.company_id, ...columns, image_key };
    },
  }),

  defineMutation(contract.updateProduct, productRecord, {
    apply: async ({ tx, input, caller, row, services, now }) => {
      const columns = await productColumns(tx, caller, input);
      // The machines' planograms carry its SKU, name and price.
      if (columns.sku !== row.sku || columns.name !== row.name || columns.mrp !== row.mrp) await markConfigChanged(tx, stocking([row.id]), now);
      if (columns.sku.toLowerCase() !== row.sku.toLowerCase()) await refuseTakenSku(tx, caller, columns.sku, row.id);
      // Left out keeps the image; null removes it; a key other than the current one is checked.
      const image =
        input.image_key === undefined || input.image_key === row.image_key
          ? {}
          : { image_key: input.image_key === null ? null : await checkedProductImage(tx, caller, services.objects, input.image_key) };
      return { set: { ...columns, ...image } };
    },
  }),

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
