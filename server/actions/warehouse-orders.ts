/**
 * /api/warehouse-management `list.warehouse_orders`: every kind of warehouse order in one list;
 * `get.warehouse_order` and `update.warehouse_order`: one order of any kind and the details the user enters on it.
 */
import { and, eq, getTableColumns, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as contract from '../../contract/actions/warehouse-orders.ts';
import { KIT_TRANSFER_LABEL, PACKAGE_TRANSFER_LABEL, REQUEST_ORDER_LABEL, TRANSFER_STATUS, orderStatusNamed, orderTypeLabel, type PlaceType } from '../../contract/statuses.ts';
import type { Infer } from 'superstruct';
import { ORDER_DETAILS_MESSAGES } from '../../contract/actions/order-details.ts';
import type { ActionContext, Caller } from '../context.ts';
import { callerOf } from '../context.ts';
import type { Db } from '../db/client.ts';
import { stores, users, warehouseOrders, warehouses } from '../db/schema/index.ts';
import { countAll, iso, searchAcross, searchLowered } from '../http/list.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { defineList } from '../kit/list.ts';
import { defineGet, defineMutation } from '../kit/mutation.ts';
import { defineRecord } from '../kit/record.ts';
import { detailsOf, detailsSet } from '../records/order-details.ts';
import { isKind, kindOf, warehouseOrderScope } from '../records/warehouse-order.ts';

const sourceWarehouse = alias(warehouses, 'source_warehouse');
const destinationWarehouse = alias(warehouses, 'destination_warehouse');
const sourceStore = alias(stores, 'source_store');
const destinationStore = alias(stores, 'destination_store');

const SORT_COLUMNS = {
  created_at: warehouseOrders.created_at,
  updated_at: warehouseOrders.updated_at,
  order_id: warehouseOrders.order_id,
  status: warehouseOrders.status,
  stock: warehouseOrders.stock,
};

// The list reads the order's own columns but not its search text, which is only matched.
const { search_text: _searchText, ...orderColumns } = getTableColumns(warehouseOrders);

const ref = (r: { id: number | null; name: string | null } | null) => (r?.id ? { id: r.id, name: r.name ?? '' } : null);

/**
 * A search matches an order's number, its supplier's name, the name of a warehouse or
 * store at either end, or its status's name. The names are looked up in their own small tables first, so the
 * orders are filtered on their own indexed columns (search_text through trigrams), with no
 * join per order and nothing joined for the count.
 */
async function searchOrders(search: string | undefined, ctx: ActionContext): Promise<SQL | undefined> {
  if (!search?.trim()) return undefined;
  const db: Db = ctx.db;
  const companyId = callerOf(ctx).company_id;
  const named = async (table: typeof warehouses | typeof stores) =>
    (await db.select({ id: table.id }).from(table).where(and(eq(table.company_id, companyId), searchAcross(search, [table.name])))).map((r) => r.id);
  const [warehouseIds, storeIds] = await Promise.all([named(warehouses), named(stores)]);
  // A search that names a status ("In Transit", or the spec's "Intransit") lists the orders in it.
  const status = orderStatusNamed(search);
  return or(
    status === null ? undefined : eq(warehouseOrders.status, status),
    searchLowered(search, warehouseOrders.search_text),
    warehouseIds.length ? or(inArray(warehouseOrders.source_warehouse_id, warehouseIds), inArray(warehouseOrders.destination_warehouse_id, warehouseIds)) : undefined,
    storeIds.length ? or(inArray(warehouseOrders.source_store_id, storeIds), inArray(warehouseOrders.destination_store_id, storeIds)) : undefined,
  );
}

function selectOrders(db: Db) {
  return db
    .select({
      order: orderColumns,
      source_warehouse: { id: sourceWarehouse.id, name: sourceWarehouse.name },
      destination_warehouse: { id: destinationWarehouse.id, name: destinationWarehouse.name },
      source_store: { id: sourceStore.id, name: sourceStore.name },
      destination_store: { id: destinationStore.id, name: destinationStore.name },
      creator: sql<string | null>`nullif(trim(${users.first_name} || ' ' || ${users.last_name}), '')`,
    })
    .from(warehouseOrders)
    .leftJoin(sourceWarehouse, eq(sourceWarehouse.id, warehouseOrders.source_warehouse_id))
    .leftJoin(destinationWarehouse, eq(destinationWarehouse.id, warehouseOrders.destination_warehouse_id))
    .leftJoin(sourceStore, eq(sourceStore.id, warehouseOrders.source_store_id))
    .leftJoin(destinationStore, eq(destinationStore.id, warehouseOrders.destination_store_id))
    .leftJoin(users, eq(users.id, warehouseOrders.created_by));
}
type Selected = Awaited<ReturnType<ReturnType<typeof selectOrders>['where']>>[number];

function toRow(r: Selected): Infer<typeof contract.WarehouseOrderRow> {
  const o = r.order;
  const source = o.source_type === 'store' ? r.source_store : r.source_warehouse;
  const destination =
    o.destination_type === 'warehouse' ? ref(r.destination_warehouse)
      : o.destination_type === 'store' ? ref(r.destination_store)
        : o.destination_type === 'supplier' ? { id: o.destination_supplier_id ?? 0, name: o.destination_name ?? 'Supplier' }
          : null;
  return {
    id: o.id,
    order_id: o.order_id,
    kind: kindOf(o.source_type, o.destination_type, o.order_type),
    type_label: o.order_type === 'request' ? REQUEST_ORDER_LABEL : o.order_type === 'kit' ? KIT_TRANSFER_LABEL : o.order_type === 'package' ? PACKAGE_TRANSFER_LABEL : orderTypeLabel(o.source_type as PlaceType, o.destination_type as PlaceType),
    source_type: o.source_type,
    destination_type: o.destination_type,
    source: ref(source),
    destination,
    status: o.status,
    stock: o.stock,
    created_by: r.creator,
    created_at: iso(o.created_at)!,
    updated_at: iso(o.updated_at)!,
    ...detailsOf(o),
  };
}

async function readOrder(db: Db, caller: Caller, id: number): Promise<Infer<typeof contract.WarehouseOrder>> {
  const [r] = await selectOrders(db).where(and(eq(warehouseOrders.id, id), warehouseOrderScope(caller)));
  if (!r) throw notFound('Warehouse order');
  return { ...toRow(r), total_cost: r.order.total_cost, comments: r.order.comments, version: r.order.version };
}

/** An order of any kind, for what every kind shares: its details. Each kind's steps go through its own record. */
export const warehouseOrderRecord = defineRecord({
  entity: 'warehouse_order',
  table: warehouseOrders,
  noun: 'Warehouse order',
  title: (order) => `Order ${order.order_id}`,
  scope: warehouseOrderScope,
  read: readOrder,
});

export const warehouseOrderHandlers = [
  defineList(contract.listWarehouseOrders, {
    scope: warehouseOrderScope,
    query: (db, where) => selectOrders(db).where(where),
    count: (db, where) => db.select({ n: countAll }).from(warehouseOrders).where(where),
    filters: {
      kind: (kinds) => or(...kinds.map(isKind)),
      status: (statuses) => inArray(warehouseOrders.status, statuses),
      warehouse_id: (ids) => or(inArray(warehouseOrders.source_warehouse_id, ids), inArray(warehouseOrders.destination_warehouse_id, ids)),
      from: (from) => gte(warehouseOrders.created_at, new Date(from)),
      to: (to) => lte(warehouseOrders.created_at, new Date(to)),
    },
    search: searchOrders,
    sort: SORT_COLUMNS,
    tiebreak: warehouseOrders.id,
    rows: (page) => page.map(toRow),
  }),

  defineGet(contract.getWarehouseOrder, warehouseOrderRecord),

  defineMutation(contract.updateWarehouseOrder, warehouseOrderRecord, {
    apply: async ({ input, row, now }) => {
      // A cancelled order's units went back; what it says about payment and invoices is its history.
      if (row.status === TRANSFER_STATUS.cancelled) throw new ApiError(409, ORDER_DETAILS_MESSAGES.cancelled);
      return { set: detailsSet(input, now, row) };
    },
  }),
];
