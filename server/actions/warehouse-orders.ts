/**
 * /api/warehouse-management `list.warehouse_orders`, and the stock moves every warehouse
 * order shares: creating a transfer (stock → in transit at the source) and locking the
 * stock rows an order touches, always in (warehouse, product) order so two transactions
 * never wait on each other in a cycle.
 */
import { and, eq, getTableColumns, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as contract from '../../contract/actions/warehouse-orders.ts';
import { ORDER_KINDS, type OrderKind } from '../../contract/actions/warehouse-orders.ts';
import { orderTypeLabel, type PlaceType } from '../../contract/statuses.ts';
import { callerOf, handle } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { stores, users, warehouseOrderItems, warehouseOrders, warehouseStock, warehouses } from '../db/schema/index.ts';
import { conflict } from '../http/errors.ts';
import { allOf, countAll, countOf, iso, listPage, searchAcross, searchLowered, sortOrder } from '../http/list.ts';
import { orderScope } from './warehouses.ts';

/** Order number prefixes per kind: MT-000042. */
export const ORDER_PREFIX: Record<OrderKind, string> = {
  material_transfer: 'MT',
  shipping_order: 'SO',
  supplier_return: 'SR',
  bin_discarded: 'BIN',
  store_return: 'STR',
  store_transfer: 'ST',
};

export function kindOf(source: string, destination: string): OrderKind {
  const entry = Object.entries(ORDER_KINDS).find(([, k]) => k.source === source && k.destination === destination);
  if (!entry) throw new Error(`no order kind from ${source} to ${destination}`);
  return entry[0] as OrderKind;
}

export const orderNumber = (kind: OrderKind, id: number) => `${ORDER_PREFIX[kind]}-${String(id).padStart(6, '0')}`;

export interface StockKey {
  warehouseId: number;
  productId: number;
}

/** Makes sure a stock row exists for each key (0 / 0), outside the moving transaction. */
export async function ensureStockRows(db: Db | Tx, keys: StockKey[]) {
  if (!keys.length) return;
  await db
    .insert(warehouseStock)
    .values(keys.map((k) => ({ warehouse_id: k.warehouseId, product_id: k.productId })))
    .onConflictDoNothing();
}

export type StockRow = typeof warehouseStock.$inferSelect;
export const stockKey = (warehouseId: number, productId: number) => `${warehouseId}:${productId}`;

/**
 * Locks the stock rows of these warehouses and products (SELECT … FOR UPDATE, in key
 * order) and returns them by `stockKey`.
 */
export async function lockStock(tx: Tx, warehouseIds: number[], productIds: number[]): Promise<Map<string, StockRow>> {
  if (!warehouseIds.length || !productIds.length) return new Map();
  const rows = await tx
    .select()
    .from(warehouseStock)
    .where(and(inArray(warehouseStock.warehouse_id, warehouseIds), inArray(warehouseStock.product_id, productIds)))
    .orderBy(warehouseStock.warehouse_id, warehouseStock.product_id)
    .for('update');
  return new Map(rows.map((r) => [stockKey(r.warehouse_id, r.product_id), r]));
}

export async function writeStock(tx: Tx, row: StockRow, now: Date) {
  await tx
    .update(warehouseStock)
    .set({ stock: row.stock, in_transit: row.in_transit, updated_at: now })
    .where(and(eq(warehouseStock.warehouse_id, row.warehouse_id), eq(warehouseStock.product_id, row.product_id)));
}

/** The next order id, taken first so the order number can be written with the row. */
export async function nextOrderId(db: Db | Tx): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('warehouse_orders', 'id'))::int as id`);
  const rows = (result as unknown as { rows?: { id: number }[] }).rows ?? (result as unknown as { id: number }[]);
  return Number(rows[0].id);
}

export interface NewTransfer {
  companyId: number;
  sourceWarehouseId: number;
  destinationWarehouseId: number;
  items: { productId: number; stock: number }[];
  createdBy: number | null;
  parentOrderId?: number | null;
  /**
   * True: take the units off the source's shelves into transit (a new transfer).
   * False: they are in transit already (a partial receipt's remainder order).
   */
  takeFromSource: boolean;
  now: Date;
}

/** Creates a Created warehouse → warehouse transfer inside the caller's transaction. */
export async function createTransfer(tx: Tx, transfer: NewTransfer): Promise<{ id: number; order_id: string }> {
  const items = transfer.items.filter((i) => i.stock > 0);
  if (!items.length) throw new Error('a transfer needs at least one unit');
  if (transfer.takeFromSource) {
    const productIds = items.map((i) => i.productId);
    await ensureStockRows(tx, productIds.map((productId) => ({ warehouseId: transfer.sourceWarehouseId, productId })));
    const locked = await lockStock(tx, [transfer.sourceWarehouseId], productIds);
    for (const item of items) {
      const row = locked.get(stockKey(transfer.sourceWarehouseId, item.productId))!;
      if (row.stock < item.stock) throw conflict(`Not enough stock of product ${item.productId}: ${row.stock} on the shelves.`);
      await writeStock(tx, { ...row, stock: row.stock - item.stock, in_transit: row.in_transit + item.stock }, transfer.now);
    }
  }
  const id = await nextOrderId(tx);
  const order_id = orderNumber('material_transfer', id);
  await tx
    .insert(warehouseOrders)
    .values({
      id,
      company_id: transfer.companyId,
      order_id,
      source_type: 'warehouse',
      source_warehouse_id: transfer.sourceWarehouseId,
      destination_type: 'warehouse',
      destination_warehouse_id: transfer.destinationWarehouseId,
      status: 1,
      stock: items.reduce((sum, i) => sum + i.stock, 0),
      created_by: transfer.createdBy,
      parent_order_id: transfer.parentOrderId ?? null,
      created_at: transfer.now,
      updated_at: transfer.now,
    });
  await tx.insert(warehouseOrderItems).values(items.map((i) => ({ order_id: id, product_id: i.productId, stock: i.stock })));
  return { id, order_id };
}

const sourceWarehouse = alias(warehouses, 'source_warehouse');
const destinationWarehouse = alias(warehouses, 'destination_warehouse');
const sourceStore = alias(stores, 'source_store');
const destinationStore = alias(stores, 'destination_store');

const kindCondition = (kind: OrderKind): SQL =>
  and(eq(warehouseOrders.source_type, ORDER_KINDS[kind].source), eq(warehouseOrders.destination_type, ORDER_KINDS[kind].destination))!;

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
 * A search matches an order's number, its supplier's name, or the name of a warehouse or
 * store at either end. The names are looked up in their own small tables first, so the
 * orders are filtered on their own indexed columns (search_text through trigrams), with no
 * join per order and nothing joined for the count.
 */
async function searchOrders(db: Db, companyId: number, search: string | undefined): Promise<SQL | undefined> {
  if (!search?.trim()) return undefined;
  const named = async (table: typeof warehouses | typeof stores) =>
    (await db.select({ id: table.id }).from(table).where(and(eq(table.company_id, companyId), searchAcross(search, [table.name])))).map((r) => r.id);
  const [warehouseIds, storeIds] = await Promise.all([named(warehouses), named(stores)]);
  return or(
    searchLowered(search, warehouseOrders.search_text),
    warehouseIds.length ? or(inArray(warehouseOrders.source_warehouse_id, warehouseIds), inArray(warehouseOrders.destination_warehouse_id, warehouseIds)) : undefined,
    storeIds.length ? or(inArray(warehouseOrders.source_store_id, storeIds), inArray(warehouseOrders.destination_store_id, storeIds)) : undefined,
  );
}

export const warehouseOrderHandlers = [
  handle(contract.listWarehouseOrders, async (input, ctx) => {
    const caller = callerOf(ctx);
    const where = allOf(
      orderScope(caller),
      await searchOrders(ctx.db, caller.company_id, input.search),
      input.kind?.length ? or(...input.kind.map(kindCondition)) : undefined,
      input.status?.length ? inArray(warehouseOrders.status, input.status) : undefined,
      input.warehouse_id?.length
        ? or(inArray(warehouseOrders.source_warehouse_id, input.warehouse_id), inArray(warehouseOrders.destination_warehouse_id, input.warehouse_id))
        : undefined,
      input.from ? gte(warehouseOrders.created_at, new Date(input.from)) : undefined,
      input.to ? lte(warehouseOrders.created_at, new Date(input.to)) : undefined,
    );
    const page = await listPage(
      input,
      (range) =>
        ctx.db
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
          .leftJoin(users, eq(users.id, warehouseOrders.created_by))
          .where(where)
          .orderBy(...sortOrder(SORT_COLUMNS, range, warehouseOrders.id))
          .limit(range.limit)
          .offset(range.offset),
      () => countOf(ctx.db.select({ n: countAll }).from(warehouseOrders).where(where)),
    );
    return {
      total: page.total,
      data: page.data.map((r) => {
        const o = r.order;
        const source = o.source_type === 'store' ? r.source_store : r.source_warehouse;
        const destination =
          o.destination_type === 'warehouse' ? ref(r.destination_warehouse)
            : o.destination_type === 'store' ? ref(r.destination_store)
              : o.destination_type === 'supplier' ? { id: 0, name: o.destination_name ?? 'Supplier' }
                : null;
        return {
          id: o.id,
          order_id: o.order_id,
          kind: kindOf(o.source_type, o.destination_type),
          type_label: orderTypeLabel(o.source_type as PlaceType, o.destination_type as PlaceType),
          source_type: o.source_type,
          destination_type: o.destination_type,
          source: ref(source),
          destination,
          status: o.status,
          stock: o.stock,
          created_by: r.creator,
          created_at: iso(o.created_at)!,
          updated_at: iso(o.updated_at)!,
        };
      }),
    };
  }),
];
