/**
 * /api/warehouse-management store returns (store → warehouse) on the record pipeline: receiving
 * moves every unit from the store onto the warehouse's shelves through the stock ledger;
 * cancelling moves nothing.
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import * as contract from '../../contract/actions/store-returns.ts';
import { STORE_RETURN_STATUS, orderStatus } from '../../contract/statuses.ts';
import { storeReturnLifecycle, storeReturnLineProblems, storeReturnReceipt } from '../../machines/records/warehouseOrderViews.ts';
import { callerOf, handle, type Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { products, stockMovements, stores, users, warehouseOrderItems, warehouseOrders, warehouses } from '../db/schema/index.ts';
import { invalid, invalidField, notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineCreate, defineGet, defineTransition } from '../kit/mutation.ts';
import { defineRecord } from '../kit/record.ts';
import type { ScopeCaller } from '../kit/scope.ts';
import { visibleStore } from '../records/store.ts';
import { isKind, nextOrderId, orderNumber, warehouseOrderScope } from '../records/warehouse-order.ts';
import { writeOrderLines } from '../records/order-details.ts';
import type { StockMove } from '../stock/ledger.ts';
import { place } from '../stock/places.ts';

const storeReturnScope = (caller: ScopeCaller) => and(warehouseOrderScope(caller), isKind('store_return'));

async function readStoreReturn(db: Db, caller: Caller, id: number): Promise<Infer<typeof contract.StoreReturn>> {
  const [head] = await db
    .select({
      order: warehouseOrders,
      store: { id: stores.id, name: stores.name },
      warehouse: { id: warehouses.id, name: warehouses.name },
      creator: sql<string | null>`nullif(trim(${users.first_name} || ' ' || ${users.last_name}), '')`,
    })
    .from(warehouseOrders)
    .innerJoin(stores, eq(stores.id, warehouseOrders.source_store_id))
    .innerJoin(warehouses, eq(warehouses.id, warehouseOrders.destination_warehouse_id))
    .leftJoin(users, eq(users.id, warehouseOrders.created_by))
    .where(and(eq(warehouseOrders.id, id), storeReturnScope(caller)));
  if (!head) throw notFound('Store return');
  const lines = await db
    .select({ item: warehouseOrderItems, sku: products.sku, name: products.name })
    .from(warehouseOrderItems)
    .innerJoin(products, eq(products.id, warehouseOrderItems.product_id))
    .where(eq(warehouseOrderItems.order_id, id))
    .orderBy(asc(products.sku));
  const o = head.order;
  return {
    id: o.id,
    order_id: o.order_id,
    store: head.store,
    warehouse: head.warehouse,
    status: o.status as Infer<typeof contract.StoreReturn>['status'],
    stock: o.stock,
    comments: o.comments,
    created_by: head.creator,
    received_at: iso(o.received_at),
    created_at: iso(o.created_at)!,
    updated_at: iso(o.updated_at)!,
    version: o.version,
    lines: lines.map((l) => ({ product_id: l.item.product_id, sku: l.sku, name: l.name, quantity: l.item.stock, received: l.item.received_stock, reason: l.item.reason })),
  };
}

export const storeReturnRecord = defineRecord({
  entity: 'warehouse_order',
  table: warehouseOrders,
  noun: 'Store return',
  title: (order) => `Store return ${order.order_id}`,
  scope: storeReturnScope,
  read: readStoreReturn,
  lifecycle: { machine: storeReturnLifecycle, column: 'status', statusName: (status) => orderStatus(Number(status)).name },
});

export const storeReturnHandlers = [
  defineGet(contract.getStoreReturn, storeReturnRecord),

  handle(contract.getStoreReturnOptions, async (input, ctx) => ({ data: await storeReturnOptions(ctx.db, callerOf(ctx), input.store_id) })),

  defineCreate(contract.createStoreReturn, storeReturnRecord, {
    values: async ({ tx, input, caller, now }) => {
      const store = await visibleStore(tx, caller, input.store_id).catch(() => null);
      if (!store) throw invalidField('store_id', contract.STORE_RETURN_MESSAGES.chooseStore);
      const [warehouse] = await tx.select({ id: warehouses.id }).from(warehouses)
        .where(and(eq(warehouses.id, input.warehouse_id), receivingWarehouses(store)));
      if (!warehouse) throw invalidField('warehouse_id', contract.STORE_RETURN_MESSAGES.chooseWarehouse);
      const held = await storeUnits(tx, store.id, input.lines.map((l) => l.product_id));
      const problems = storeReturnLineProblems(input.lines, held);
      if (problems.length) throw invalid(problems.map((p) => ({ path: `lines.${p.index}.${p.field}`, message: p.message })));
      const id = await nextOrderId(tx);
      return {
        id, company_id: caller.company_id, order_id: orderNumber('store_return', id),
        source_type: 'store', source_store_id: store.id, destination_type: 'warehouse', destination_warehouse_id: warehouse.id,
        status: STORE_RETURN_STATUS.created, stock: input.lines.reduce((sum, l) => sum + l.quantity, 0),
        comments: input.comments?.trim() ?? '', created_by: caller.id, created_at: now, updated_at: now,
      };
    },
    after: async ({ tx, input, row }) => {
      // The units stay on the store's books (a store is not a counted place) until the warehouse
      // receives them; the open return holds them, so no other return can send them again.
      await writeOrderLines(tx, row.id, input.lines.map((l) => ({ product_id: l.product_id, stock: l.quantity })));
      return { lines: input.lines };
    },
  }),

  defineTransition(contract.manageStoreReturn, storeReturnRecord, {
    event: (input) => (input.new_status === STORE_RETURN_STATUS.received ? 'storeReturn.receive' : 'storeReturn.cancel'),
    apply: async ({ tx, input, row, caller, now, moveStock }) => {
      const items = await tx.select().from(warehouseOrderItems).where(eq(warehouseOrderItems.order_id, row.id)).orderBy(asc(warehouseOrderItems.product_id));
      const from = place.store(row.source_store_id!);
      const warehouseId = row.destination_warehouse_id!;
      if (input.new_status !== STORE_RETURN_STATUS.received) return;
      const receipt = storeReturnReceipt(items.map((i) => ({ product_id: i.product_id, quantity: i.stock })), input.items);
      if (receipt.problems.length) throw invalid(receipt.problems.map((p) => ({ path: `items.${p.index}.${p.field}`, message: p.message })));
      const moves: StockMove[] = receipt.lines.flatMap((l) => [
        { productId: l.product_id, from, to: place.shelf(warehouseId), quantity: l.received, reason: 'store_return.receive' },
        // Units that did not arrive are written off, with the reason on the line.
        { productId: l.product_id, from, to: place.bin, quantity: l.short, reason: 'store_return.short' },
      ]).filter((m) => m.quantity > 0);
      const before = await moveStock(moves);
      for (const l of receipt.lines) {
        await tx.update(warehouseOrderItems)
          .set({ received_stock: l.received, remainder_stock: l.short, reason: l.reason, warehouse_existing_stock: before.of(warehouseId, l.product_id).stock })
          .where(and(eq(warehouseOrderItems.order_id, row.id), eq(warehouseOrderItems.product_id, l.product_id)));
      }
      return {
        set: { received_by: caller.id, received_at: now },
        audit: { received: receipt.lines.map((l) => ({ product_id: l.product_id, received: l.received, short: l.short, reason: l.reason })) },
      };
    },
  }),
];

/** The warehouses that may receive a store's returns: its company's plain warehouses, of the store's franchise or the company's own. */
const receivingWarehouses = (store: typeof stores.$inferSelect) => and(
  eq(warehouses.company_id, store.company_id),
  eq(warehouses.storage_type, 'Warehouse'),
  or(isNull(warehouses.franchise_id), store.franchise_id === null ? undefined : eq(warehouses.franchise_id, store.franchise_id)),
);

/**
 * Per product, the units a store may send: the ledger's moves in less moves out, less what its
 * Created returns already hold.
 */
async function storeUnits(db: Db | Tx, storeId: number, productIds?: number[]): Promise<Map<number, number>> {
  const into = and(eq(stockMovements.to_kind, 'store'), eq(stockMovements.to_id, storeId));
  const rows = await db
    .select({ product_id: stockMovements.product_id, units: sql<number>`sum(case when ${into} then ${stockMovements.quantity} else -${stockMovements.quantity} end)::int` })
    .from(stockMovements)
    .where(and(
      or(into, and(eq(stockMovements.from_kind, 'store'), eq(stockMovements.from_id, storeId))),
      productIds ? inArray(stockMovements.product_id, productIds.length ? productIds : [0]) : undefined,
    ))
    .groupBy(stockMovements.product_id);
  const held = await db
    .select({ product_id: warehouseOrderItems.product_id, units: sql<number>`sum(${warehouseOrderItems.stock})::int` })
    .from(warehouseOrderItems)
    .innerJoin(warehouseOrders, eq(warehouseOrders.id, warehouseOrderItems.order_id))
    .where(and(eq(warehouseOrders.source_store_id, storeId), eq(warehouseOrders.status, STORE_RETURN_STATUS.created), isKind('store_return')))
    .groupBy(warehouseOrderItems.product_id);
  const units = new Map(rows.map((r) => [r.product_id, Number(r.units)]));
  for (const h of held) units.set(h.product_id, (units.get(h.product_id) ?? 0) - Number(h.units));
  return units;
}

async function storeReturnOptions(db: Db, caller: Caller, storeId: number): Promise<Infer<typeof contract.StoreReturnOptions>> {
  const store = await visibleStore(db, caller, storeId);
  const held = [...(await storeUnits(db, store.id)).entries()].filter(([, units]) => units > 0);
  const [named, receiving] = await Promise.all([
    held.length ? db.select({ id: products.id, sku: products.sku, name: products.name }).from(products).where(inArray(products.id, held.map(([id]) => id))) : [],
    db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(receivingWarehouses(store)).orderBy(asc(warehouses.name)),
  ]);
  const units = new Map(held);
  return {
    store: { id: store.id, name: store.name, franchise_id: store.franchise_id },
    warehouses: receiving,
    products: named.map((p) => ({ product_id: p.id, sku: p.sku, name: p.name, stock: units.get(p.id)! })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}
