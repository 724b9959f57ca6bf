/**
 * The material transfer (warehouse → warehouse, console.md §3) as a record of the pipeline:
 * its scope, how it is read, its lifecycle (machines/records/materialTransfer.ts), and
 * creating one, which takes the units off the source's shelves into transit.
 */
import { and, asc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Infer } from 'superstruct';
import type * as contract from '../../contract/actions/material-transfers.ts';
import { TRANSFER_STATUS, orderStatus } from '../../contract/statuses.ts';
import { transferLifecycle } from '../../machines/records/materialTransfer.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { productCategories, products, users, warehouseOrderItems, warehouseOrders, warehouseStock, warehouses } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import type { ScopeCaller } from '../kit/scope.ts';
import { moveStock } from '../stock/ledger.ts';
import { place } from '../stock/places.ts';
import { isKind, nextOrderId, orderNumber, warehouseOrderScope } from './warehouse-order.ts';
import { writeOrderLines } from './order-details.ts';

/** Kit and package transfers are material transfers too (same lifecycle and stock moves; refill-finish.ts). */
const transferScope = (caller: ScopeCaller) => and(warehouseOrderScope(caller), or(isKind('material_transfer'), isKind('kit_transfer'), isKind('package_transfer')));

const sourceWarehouse = alias(warehouses, 'source_warehouse');
const destinationWarehouse = alias(warehouses, 'destination_warehouse');
const parentOrder = alias(warehouseOrders, 'parent_order');

/** A transfer's lines with what the screen shows of each product and the destination's stock. */
function transferLines(db: Db, orderId: number, destinationWarehouseId: number) {
  return db
    .select({
      item: warehouseOrderItems,
      product: { sku: products.sku, name: products.name, mrp: products.mrp, status: products.status },
      category: productCategories.name,
      destinationStock: warehouseStock.stock,
    })
    .from(warehouseOrderItems)
    .innerJoin(products, eq(products.id, warehouseOrderItems.product_id))
    .innerJoin(productCategories, eq(productCategories.id, products.category_id))
    .leftJoin(warehouseStock, and(eq(warehouseStock.product_id, warehouseOrderItems.product_id), eq(warehouseStock.warehouse_id, destinationWarehouseId)))
    .where(eq(warehouseOrderItems.order_id, orderId))
    .orderBy(asc(products.sku));
}

/** The transfer as console.md §3 describes it. */
async function readTransfer(db: Db, caller: Caller, id: number): Promise<Infer<typeof contract.MaterialTransfer>> {
  const [head] = await db
    .select({
      order: warehouseOrders,
      user: { first_name: users.first_name, last_name: users.last_name },
      source: { id: sourceWarehouse.id, name: sourceWarehouse.name },
      destination: { id: destinationWarehouse.id, name: destinationWarehouse.name },
      parent: { id: parentOrder.id, order_id: parentOrder.order_id },
    })
    .from(warehouseOrders)
    .innerJoin(sourceWarehouse, eq(sourceWarehouse.id, warehouseOrders.source_warehouse_id))
    .innerJoin(destinationWarehouse, eq(destinationWarehouse.id, warehouseOrders.destination_warehouse_id))
    .leftJoin(users, eq(users.id, warehouseOrders.created_by))
    .leftJoin(parentOrder, eq(parentOrder.id, warehouseOrders.parent_order_id))
    .where(and(eq(warehouseOrders.id, id), transferScope(caller)));
  if (!head) throw notFound('Material transfer');
  const { order } = head;
  // The remainder and the lines are independent: asked together (one round trip of waiting).
  const [[remainder], items] = await Promise.all([
    db
      .select({ id: warehouseOrders.id, order_id: warehouseOrders.order_id })
      .from(warehouseOrders)
      .where(eq(warehouseOrders.parent_order_id, order.id))
      .limit(1),
    transferLines(db, order.id, order.destination_warehouse_id!),
  ]);
  return {
    id: order.id,
    order_id: order.order_id,
    state: order.status,
    stock: order.stock,
    created_at: iso(order.created_at)!,
    updated_at: iso(order.updated_at)!,
    version: order.version,
    User: head.user?.first_name != null ? { first_name: head.user.first_name, last_name: head.user.last_name ?? '' } : null,
    source_warehouse: head.source,
    destination_warehouse: head.destination,
    parent_order: head.parent?.id ? { id: head.parent.id, order_id: head.parent.order_id ?? '' } : null,
    remainder_order: remainder ?? null,
    ShippingDetails: items.map(({ item, product, category, destinationStock }) => ({
      id: item.id,
      product_id: item.product_id,
      stock: item.stock,
      warehouse_existing_stock: item.warehouse_existing_stock ?? destinationStock ?? 0,
      received_stock: item.received_stock,
      remainder_stock: item.remainder_stock,
      Product: {
        sku: product.sku,
        name: product.name,
        mrp: Number(product.mrp),
        ProductCategory: { name: category },
        ProductStatus: { name: product.status === 1 ? 'Active' : 'Inactive' },
      },
    })),
  };
}

export const transferRecord = defineRecord({
  entity: 'warehouse_order',
  table: warehouseOrders,
  noun: 'Material transfer',
  title: (order) => `Transfer order ${order.order_id}`,
  scope: transferScope,
  read: readTransfer,
  lifecycle: { machine: transferLifecycle, column: 'status', statusName: (status) => orderStatus(Number(status)).name },
});

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
  const id = await nextOrderId(tx);
  const order_id = orderNumber('material_transfer', id);
  if (transfer.takeFromSource) {
    await moveStock(tx, { companyId: transfer.companyId, userId: transfer.createdBy, record: { kind: 'warehouse_order', id }, now: transfer.now },
      items.map((i) => ({
        productId: i.productId, from: place.shelf(transfer.sourceWarehouseId), to: place.transit(transfer.sourceWarehouseId),
        quantity: i.stock, reason: 'transfer.dispatch',
      })));
  }
  await tx.insert(warehouseOrders).values({
    id,
    company_id: transfer.companyId,
    order_id,
    source_type: 'warehouse',
    source_warehouse_id: transfer.sourceWarehouseId,
    destination_type: 'warehouse',
    destination_warehouse_id: transfer.destinationWarehouseId,
    status: TRANSFER_STATUS.created,
    stock: items.reduce((sum, i) => sum + i.stock, 0),
    created_by: transfer.createdBy,
    parent_order_id: transfer.parentOrderId ?? null,
    created_at: transfer.now,
    updated_at: transfer.now,
  });
  await writeOrderLines(tx, id, items.map((i) => ({ product_id: i.productId, stock: i.stock })));
  return { id, order_id };
}
