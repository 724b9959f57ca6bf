/** /api/warehouse-management: warehouses and a warehouse's stock, scoped to the caller. */
import { and, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import * as contract from '../../contract/actions/warehouses.ts';
import { callerOf, handle, type Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  franchises, productCategories, products, stores, warehouseOrders, warehouseStock, warehouses, zones,
} from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { allOf, countAll, countOf, iso, listPage, searchAcross, sortOrder } from '../http/list.ts';

type Scope = Pick<Caller, 'company_id' | 'franchise_id'>;

/** The warehouses a caller may see: their company's, and only their franchise's when they belong to one. */
export function warehouseScope(caller: Scope): SQL {
  const company = eq(warehouses.company_id, caller.company_id);
  return caller.franchise_id === null ? company : and(company, eq(warehouses.franchise_id, caller.franchise_id))!;
}

/**
 * The warehouse orders a caller may see: their company's; for franchise users, those with
 * either end at one of the franchise's warehouses or stores.
 */
export function orderScope(caller: Scope): SQL {
  const company = eq(warehouseOrders.company_id, caller.company_id);
  if (caller.franchise_id === null) return company;
  const franchiseWarehouses = sql`(select ${warehouses.id} from ${warehouses} where ${warehouses.franchise_id} = ${caller.franchise_id})`;
  const franchiseStores = sql`(select ${stores.id} from ${stores} where ${stores.franchise_id} = ${caller.franchise_id})`;
  return and(
    company,
    or(
      sql`${warehouseOrders.source_warehouse_id} in ${franchiseWarehouses}`,
      sql`${warehouseOrders.destination_warehouse_id} in ${franchiseWarehouses}`,
      sql`${warehouseOrders.source_store_id} in ${franchiseStores}`,
      sql`${warehouseOrders.destination_store_id} in ${franchiseStores}`,
    ),
  )!;
}

/** Stock totals per warehouse. */
function stockTotals(db: Db | Tx) {
  return db
    .select({
      warehouse_id: warehouseStock.warehouse_id,
      product_count: sql<number>`(count(*) filter (where ${warehouseStock.stock} > 0 or ${warehouseStock.in_transit} > 0))::int`.as('product_count'),
      stock: sql<number>`coalesce(sum(${warehouseStock.stock}), 0)::int`.as('stock_total'),
      in_transit: sql<number>`coalesce(sum(${warehouseStock.in_transit}), 0)::int`.as('in_transit_total'),
    })
    .from(warehouseStock)
    .groupBy(warehouseStock.warehouse_id)
    .as('totals');
}

const openOrders = sql<number>`(select count(*)::int from ${warehouseOrders} where ${warehouseOrders.status} = 1 and (${warehouseOrders.source_warehouse_id} = ${warehouses.id} or ${warehouseOrders.destination_warehouse_id} = ${warehouses.id}))`;

function selectWarehouses(db: Db) {
  const totals = stockTotals(db);
  return {
    totals,
    query: db
      .select({
        warehouse: warehouses,
        zone: { id: zones.id, name: zones.name },
        franchise: { id: franchises.id, name: franchises.name },
        product_count: sql<number>`coalesce(${totals.product_count}, 0)`,
        stock: sql<number>`coalesce(${totals.stock}, 0)`,
        in_transit: sql<number>`coalesce(${totals.in_transit}, 0)`,
        open_orders: openOrders,
      })
      .from(warehouses)
      .leftJoin(zones, eq(zones.id, warehouses.zone_id))
      .leftJoin(franchises, eq(franchises.id, warehouses.franchise_id))
      .leftJoin(totals, eq(totals.warehouse_id, warehouses.id)),
  };
}

const ref = (r: { id: number | null; name: string | null } | null) => (r?.id ? { id: r.id, name: r.name ?? '' } : null);

/** A warehouse the caller may see, or 404. */
export async function visibleWarehouse(db: Db | Tx, caller: Scope, id: number) {
  const [row] = await db.select().from(warehouses).where(and(eq(warehouses.id, id), warehouseScope(caller)));
  if (!row) throw notFound('Warehouse');
  return row;
}

export const warehouseHandlers = [
  handle(contract.listWarehouses, async (input, ctx) => {
    const caller = callerOf(ctx);
    const { query, totals } = selectWarehouses(ctx.db);
    const where = allOf(warehouseScope(caller), searchAcross(input.search, [warehouses.name, warehouses.city, warehouses.state]));
    const columns = { name: warehouses.name, city: warehouses.city, stock: sql`coalesce(${totals.stock}, 0)`, open_orders: openOrders, updated_at: warehouses.updated_at };
    const page = await listPage(
      input,
      (range) =>
        query.where(where).orderBy(...sortOrder(columns, range, warehouses.id)).limit(range.limit).offset(range.offset),
      () => countOf(ctx.db.select({ n: countAll }).from(warehouses).where(where)),
    );
    return {
      total: page.total,
      data: page.data.map((r) => ({
        id: r.warehouse.id,
        name: r.warehouse.name,
        city: r.warehouse.city,
        state: r.warehouse.state,
        zone: ref(r.zone),
        franchise: ref(r.franchise),
        is_visible: r.warehouse.is_visible,
        product_count: Number(r.product_count),
        stock: Number(r.stock),
        in_transit: Number(r.in_transit),
        open_orders: Number(r.open_orders),
        updated_at: iso(r.warehouse.updated_at)!,
      })),
    };
  }),

  handle(contract.getWarehouse, async (input, ctx) => {
    const caller = callerOf(ctx);
    const [r] = await selectWarehouses(ctx.db).query.where(and(eq(warehouses.id, input.id), warehouseScope(caller)));
    if (!r) throw notFound('Warehouse');
    const w = r.warehouse;
    return {
      data: {
        id: w.id,
        name: w.name,
        address_line_1: w.address_line_1,
        address_line_2: w.address_line_2,
        city: w.city,
        state: w.state,
        country: w.country,
        pincode: w.pincode,
        latitude: w.latitude,
        longitude: w.longitude,
        is_visible: w.is_visible,
        po_approval_required: w.po_approval_required,
        zone: ref(r.zone),
        franchise: ref(r.franchise),
        product_count: Number(r.product_count),
        stock: Number(r.stock),
        in_transit: Number(r.in_transit),
        open_orders: Number(r.open_orders),
        created_at: iso(w.created_at)!,
        updated_at: iso(w.updated_at)!,
      },
    };
  }),

  handle(contract.listWarehouseStock, async (input, ctx) => {
    const caller = callerOf(ctx);
    await visibleWarehouse(ctx.db, caller, input.warehouse_id);
    const where = allOf(
      eq(warehouseStock.warehouse_id, input.warehouse_id),
      input.in_stock_only ? or(gt(warehouseStock.stock, 0), gt(warehouseStock.in_transit, 0)) : undefined,
      searchAcross(input.search, [products.sku, products.name]),
    );
    const columns = {
      sku: products.sku, name: products.name, category: productCategories.name, stock: warehouseStock.stock,
      in_transit: warehouseStock.in_transit, updated_at: warehouseStock.updated_at,
    };
    const page = await listPage(
      input,
      (range) =>
        ctx.db
          .select({ row: warehouseStock, sku: products.sku, name: products.name, mrp: products.mrp, category: productCategories.name })
          .from(warehouseStock)
          .innerJoin(products, eq(products.id, warehouseStock.product_id))
          .innerJoin(productCategories, eq(productCategories.id, products.category_id))
          .where(where)
          .orderBy(...sortOrder(columns, range, warehouseStock.product_id))
          .limit(range.limit)
          .offset(range.offset),
      () => countOf(ctx.db.select({ n: countAll }).from(warehouseStock).innerJoin(products, eq(products.id, warehouseStock.product_id)).where(where)),
    );
    return {
      total: page.total,
      data: page.data.map((r) => ({
        product_id: r.row.product_id,
        sku: r.sku,
        name: r.name,
        category: r.category,
        mrp: Number(r.mrp),
        stock: r.row.stock,
        in_transit: r.row.in_transit,
        updated_at: iso(r.row.updated_at)!,
      })),
    };
  }),
];

/** Ids of the given warehouses the caller may see (for filters). */
export async function visibleWarehouseIds(db: Db | Tx, caller: Scope, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: warehouses.id }).from(warehouses).where(and(inArray(warehouses.id, ids), warehouseScope(caller)));
  return rows.map((r) => r.id);
}
