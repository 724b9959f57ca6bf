/**
 * /api/warehouse-management: warehouses (list, get, create, update on the record pipeline) and a
 * warehouse's stock, scoped to the caller.
 */
import { and, eq, gt, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import * as contract from '../../contract/actions/warehouses.ts';
import type { Infer } from 'superstruct';
import { callerOf, type Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { franchises, productCategories, products, purchaseOrders, refillPartners, refillPlans, vendingMachines, warehouseOrders, warehouseStock, warehouses, zones } from '../db/schema/index.ts';
import { ORDER_STATUS_CLOSED, PURCHASE_ORDER_STATUS, REFILL_PLAN_STATUS } from '../../contract/statuses.ts';
import type { StorageType } from '../../contract/constants.ts';
import { conflict, invalidField, notFound } from '../http/errors.ts';
import { countAll, iso } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineDelete, defineGet, defineMutation } from '../kit/mutation.ts';
import { defineRecord } from '../kit/record.ts';
import { assertZoneOfCompany } from '../records/zone.ts';
import { visibleWarehouse, warehouseScope } from '../records/warehouse.ts';

/** A warehouse's stock figures over its warehouse_stock rows (grouped by warehouse). */
const stockFigures = () => ({
  product_count: sql<number>`(count(*) filter (where ${warehouseStock.stock} > 0 or ${warehouseStock.in_transit} > 0))::int`,
  stock: sql<number>`coalesce(sum(${warehouseStock.stock}), 0)::int`,
  in_transit: sql<number>`coalesce(sum(${warehouseStock.in_transit}), 0)::int`,
});

/** Stock totals per warehouse. */
function stockTotals(db: Db | Tx) {
  const figures = stockFigures();
  return db
    .select({
      warehouse_id: warehouseStock.warehouse_id,
      product_count: figures.product_count.as('product_count'),
      stock: figures.stock.as('stock_total'),
      in_transit: figures.in_transit.as('in_transit_total'),
    })
    .from(warehouseStock)
    .groupBy(warehouseStock.warehouse_id)
    .as('totals');
}

const openOrders = sql<number>`(select count(*)::int from ${warehouseOrders} where ${warehouseOrders.status} = 1 and (${warehouseOrders.source_warehouse_id} = ${warehouses.id} or ${warehouseOrders.destination_warehouse_id} = ${warehouses.id}))`;

/** Stock totals of a page's warehouses, read once for the page. */
async function totalsOf(db: Db, ids: number[]) {
  const rows = ids.length
    ? await db.select({ warehouse_id: warehouseStock.warehouse_id, ...stockFigures() })
      .from(warehouseStock).where(inArray(warehouseStock.warehouse_id, ids)).groupBy(warehouseStock.warehouse_id)
    : [];
  return new Map(rows.map((r) => [r.warehouse_id, r]));
}

/**
 * Warehouses with their zone, franchise and partner. With `withTotals` each row carries its stock
 * totals from an aggregate over all of warehouse_stock; the list joins it only to sort by stock,
 * and otherwise reads the totals of its page alone (totalsOf): at 2,000 warehouses the aggregate
 * over their 500,000 stock rows took 140 ms of every page and of every warehouse filter's choices.
 */
function selectWarehouses(db: Db, withTotals = true) {
  const totals = stockTotals(db);
  const figure = (column: SQL) => (withTotals ? sql<number | null>`coalesce(${column}, 0)` : sql<number | null>`null`);
  const query = db
    .select({
      warehouse: warehouses,
      zone: { id: zones.id, name: zones.name },
      franchise: { id: franchises.id, name: franchises.name },
      partner: { id: refillPartners.id, name: refillPartners.name },
      product_count: figure(sql`${totals.product_count}`),
      stock: figure(sql`${totals.stock}`),
      in_transit: figure(sql`${totals.in_transit}`),
      open_orders: openOrders,
    })
    .from(warehouses)
    .leftJoin(zones, eq(zones.id, warehouses.zone_id))
    .leftJoin(franchises, eq(franchises.id, warehouses.franchise_id))
    .leftJoin(refillPartners, eq(refillPartners.id, warehouses.refill_partner_id));
  return { query: withTotals ? query.leftJoin(totals, eq(totals.warehouse_id, warehouses.id)) : query };
}

const ref = (r: { id: number | null; name: string | null } | null) => (r?.id ? { id: r.id, name: r.name ?? '' } : null);

/** One warehouse as get.warehouse answers (and a save reads back), or 404 outside the caller's reach. */
async function readWarehouse(db: Db, caller: Caller, id: number): Promise<Infer<typeof contract.Warehouse>> {
  const [r] = await selectWarehouses(db).query.where(and(eq(warehouses.id, id), warehouseScope(caller)));
  if (!r) throw notFound('Warehouse');
  const w = r.warehouse;
  return {
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
    location_tracking: w.location_tracking,
    storage_type: w.storage_type as StorageType,
    registration_number: w.registration_number,
    refill_partner: ref(r.partner),
    zone: ref(r.zone),
    franchise: ref(r.franchise),
    product_count: Number(r.product_count),
    stock: Number(r.stock),
    in_transit: Number(r.in_transit),
    open_orders: Number(r.open_orders),
    created_at: iso(w.created_at)!,
    updated_at: iso(w.updated_at)!,
    version: w.version,
  };
}

export const warehouseRecord = defineRecord({
  entity: 'warehouse',
  table: warehouses,
  noun: 'Warehouse',
  title: (w) => `Warehouse ${w.name}`,
  scope: warehouseScope,
  read: readWarehouse,
});

type Details = Omit<(typeof contract.updateWarehouse)['request']['TYPE'], 'id' | 'version'>;

/** The columns a save writes from the request: text trimmed, the zone one of the company's, the position both or neither. */
async function columnsOf(tx: Tx, caller: Caller, input: Details) {
  if ((input.latitude === null) !== (input.longitude === null)) {
    throw invalidField(input.latitude === null ? 'latitude' : 'longitude', contract.WAREHOUSE_MESSAGES.locationPair);
  }
  if (input.zone_id !== null) await assertZoneOfCompany(tx, caller, input.zone_id);
  const registration = input.registration_number?.trim().toUpperCase().replace(/\s+/g, ' ');
  if (input.storage_type === 'Vehicle' && !registration) throw invalidField('registration_number', contract.WAREHOUSE_MESSAGES.registrationRequired);
  return {
    ...(input.storage_type === undefined ? {} : { storage_type: input.storage_type, registration_number: input.storage_type === 'Vehicle' ? registration! : '' }),
    name: input.name.trim(),
    address_line_1: input.address_line_1.trim(),
    address_line_2: input.address_line_2.trim(),
    country: input.country.trim(),
    state: input.state.trim(),
    city: input.city.trim(),
    pincode: input.pincode.trim(),
    latitude: input.latitude,
    longitude: input.longitude,
    location_tracking: input.location_tracking,
    is_visible: input.is_visible,
    po_approval_required: input.po_approval_required,
    zone_id: input.zone_id,
  };
}

/**
 * The franchise a save may give the warehouse: franchise staff always their own (asking for
 * another is 400); company staff a franchise of their company, or none.
 */
async function franchiseFor(tx: Tx, caller: Caller, requested: number | null | undefined): Promise<number | null> {
  if (caller.franchise_id !== null) {
    // Left out means theirs; none (null) or another franchise is not theirs to give.
    if (requested !== undefined && requested !== caller.franchise_id) throw invalidField('franchise_id', contract.WAREHOUSE_MESSAGES.ownFranchiseOnly);
    return caller.franchise_id;
  }
  if (requested === undefined || requested === null) return null;
  const [found] = await tx.select({ id: franchises.id }).from(franchises).where(and(eq(franchises.id, requested), eq(franchises.company_id, caller.company_id)));
  if (!found) throw invalidField('franchise_id', contract.WAREHOUSE_MESSAGES.unknownFranchise);
  return found.id;
}

export const warehouseHandlers = [
  defineList(contract.listWarehouses, {
    scope: warehouseScope,
    query: (db, where, input) => selectWarehouses(db, input.sortBy === 'stock').query.where(where),
    count: (db, where) => db.select({ n: countAll }).from(warehouses).where(where),
    filters: { storage_type: (types) => inArray(warehouses.storage_type, types) },
    search: [warehouses.name, warehouses.city, warehouses.state, warehouses.registration_number],
    // Sorting by stock reads the totals the page's query joins under this name.
    sort: { name: warehouses.name, city: warehouses.city, stock: sql`coalesce("totals"."stock_total", 0)`, open_orders: openOrders, updated_at: warehouses.updated_at },
    tiebreak: warehouses.id,
    rows: async (page, ctx) => {
      const totals = page.some((r) => r.stock === null) ? await totalsOf(ctx.db, page.map((r) => r.warehouse.id)) : null;
      const figures = (r: (typeof page)[number]) => totals ? totals.get(r.warehouse.id) ?? { product_count: 0, stock: 0, in_transit: 0 } : r;
      return page.map((r) => ({
        id: r.warehouse.id,
        name: r.warehouse.name,
        city: r.warehouse.city,
        state: r.warehouse.state,
        zone: ref(r.zone),
        franchise: ref(r.franchise),
        is_visible: r.warehouse.is_visible,
        storage_type: r.warehouse.storage_type as StorageType,
        registration_number: r.warehouse.registration_number,
        product_count: Number(figures(r).product_count),
        stock: Number(figures(r).stock),
        in_transit: Number(figures(r).in_transit),
        open_orders: Number(r.open_orders),
        updated_at: iso(r.warehouse.updated_at)!,
        version: r.warehouse.version,
      }));
    },
  }),

  defineGet(contract.getWarehouse, warehouseRecord),

  defineCreate(contract.createWarehouse, warehouseRecord, {
    values: async ({ tx, input, caller }) => ({
      company_id: caller.company_id,
      ...(await columnsOf(tx, caller, input)),
      franchise_id: await franchiseFor(tx, caller, input.franchise_id),
    }),
  }),

  defineMutation(contract.updateWarehouse, warehouseRecord, {
    apply: async ({ tx, input, caller, row }) => ({
      set: {
        ...(await columnsOf(tx, caller, input)),
        franchise_id: input.franchise_id === undefined ? row.franchise_id : await franchiseFor(tx, caller, input.franchise_id),
      },
    }),
  }),

  defineDelete(contract.deleteWarehouse, warehouseRecord, {
    apply: async ({ tx, row, now }) => {
      const holds = await whatWarehouseHolds(tx, row.id);
      if (holds.length) throw conflict(contract.WAREHOUSE_MESSAGES.inUse(holds));
      return { set: { deleted_at: now } };
    },
  }),

  defineList(contract.listWarehouseStock, {
    // The stock of one warehouse: 404 when the caller may not see it.
    check: async (input, ctx) => void (await visibleWarehouse(ctx.db, callerOf(ctx), input.warehouse_id)),
    scope: () => undefined,
    query: (db, where) => db
      .select({ row: warehouseStock, sku: products.sku, name: products.name, mrp: products.mrp, category: productCategories.name })
      .from(warehouseStock)
      .innerJoin(products, eq(products.id, warehouseStock.product_id))
      .innerJoin(productCategories, eq(productCategories.id, products.category_id))
      .where(where),
    count: (db, where) => db.select({ n: countAll }).from(warehouseStock).innerJoin(products, eq(products.id, warehouseStock.product_id)).where(where),
    filters: {
      warehouse_id: (id) => eq(warehouseStock.warehouse_id, id),
      in_stock_only: (only) => (only ? or(gt(warehouseStock.stock, 0), gt(warehouseStock.in_transit, 0)) : undefined),
    },
    search: [products.sku, products.name],
    sort: {
      sku: products.sku, name: products.name, category: productCategories.name, stock: warehouseStock.stock,
      in_transit: warehouseStock.in_transit, reorder_level: warehouseStock.reorder_level, updated_at: warehouseStock.updated_at,
    },
    tiebreak: warehouseStock.product_id,
    rows: (page) => page.map((r) => ({
      product_id: r.row.product_id,
      sku: r.sku,
      name: r.name,
      category: r.category,
      mrp: Number(r.mrp),
      stock: r.row.stock,
      in_transit: r.row.in_transit,
      reorder_level: r.row.reorder_level,
      updated_at: iso(r.row.updated_at)!,
    })),
  }),
];

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * What keeps a warehouse from being deleted, counted over the whole company (a delete ends
 * what others reach too): stock and transit on its shelves, orders that still move stock in or
 * out, refill plans that still draw on it, and machines it serves.
 */
async function whatWarehouseHolds(tx: Tx, id: number): Promise<string[]> {
  const n = sql<number>`count(*)::int`;
  const [[shelf], [orders], [purchases], [plans], [machines]] = await Promise.all([
    tx.select({ units: sql<number>`coalesce(sum(${warehouseStock.stock} + ${warehouseStock.in_transit}), 0)::int` }).from(warehouseStock).where(eq(warehouseStock.warehouse_id, id)),
    tx.select({ n }).from(warehouseOrders).where(and(
      or(eq(warehouseOrders.source_warehouse_id, id), eq(warehouseOrders.destination_warehouse_id, id)),
      notInArray(warehouseOrders.status, [...ORDER_STATUS_CLOSED]),
    )),
    tx.select({ n }).from(purchaseOrders).where(and(
      eq(purchaseOrders.warehouse_id, id),
      notInArray(purchaseOrders.status, [PURCHASE_ORDER_STATUS.received, PURCHASE_ORDER_STATUS.executed, PURCHASE_ORDER_STATUS.cancelled]),
    )),
    tx.select({ n }).from(refillPlans).where(and(eq(refillPlans.warehouse_id, id), inArray(refillPlans.status, [REFILL_PLAN_STATUS.created, REFILL_PLAN_STATUS.inTransit]))),
    tx.select({ n }).from(vendingMachines).where(and(eq(vendingMachines.warehouse_id, id), isNull(vendingMachines.deleted_at))),
  ]);
  return [
    shelf?.units ? `${plural(shelf.units, 'unit')} in stock or in transit` : '',
    orders?.n ? plural(orders.n, 'open order') : '',
    purchases?.n ? plural(purchases.n, 'open purchase order') : '',
    plans?.n ? plural(plans.n, 'open refill plan') : '',
    machines?.n ? plural(machines.n, 'machine') + ' assigned' : '',
  ].filter(Boolean);
}
