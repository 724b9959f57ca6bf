/**
 * /api/warehouse-management store returns (store → warehouse) on the record pipeline: receiving
 * moves every unit from the store onto the warehouse's shelves through the stock ledger;
 * cancelling moves nothing.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import * as contract from '../../contract/actions/store-returns.ts';
import { STORE_RETURN_STATUS, orderStatus } from '../../contract/statuses.ts';
import { storeReturnLifecycle } from '../../machines/records/warehouseOrderViews.ts';
import type { Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { products, stores, users, warehouseOrderItems, warehouseOrders, warehouses } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineGet, defineTransition } from '../kit/mutation.ts';
import { defineRecord } from '../kit/record.ts';
import type { ScopeCaller } from '../kit/scope.ts';
import { isKind, warehouseOrderScope } from '../records/warehouse-order.ts';
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
    lines: lines.map((l) => ({ product_id: l.item.product_id, sku: l.sku, name: l.name, quantity: l.item.stock, received: l.item.received_stock })),
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

  defineTransition(contract.manageStoreReturn, storeReturnRecord, {
    event: (input) => (input.new_status === STORE_RETURN_STATUS.received ? 'storeReturn.receive' : 'storeReturn.cancel'),
    apply: async ({ tx, input, row, caller, now, moveStock }) => {
      if (input.new_status !== STORE_RETURN_STATUS.received) return;
      const items = await tx.select().from(warehouseOrderItems).where(eq(warehouseOrderItems.order_id, row.id));
      const before = await moveStock(items.map((i) => ({
        productId: i.product_id, from: place.store(row.source_store_id!), to: place.shelf(row.destination_warehouse_id!), quantity: i.stock, reason: 'store_return.receive',
      })));
      for (const i of items) {
        await tx.update(warehouseOrderItems)
          .set({ received_stock: i.stock, remainder_stock: 0, warehouse_existing_stock: before.of(row.destination_warehouse_id!, i.product_id).stock })
          .where(eq(warehouseOrderItems.id, i.id));
      }
      return { set: { received_by: caller.id, received_at: now }, audit: { moved: items.map((i) => ({ product_id: i.product_id, quantity: i.stock })) } };
    },
  }),
];
