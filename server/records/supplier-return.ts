/**
 * The supplier return (a warehouse → supplier warehouse order) as a record of the pipeline:
 * its scope, how it is read with its lines at the supplier's prices, its lifecycle
 * (machines/records/procurementReturns.ts), and what a warehouse may send back to a supplier.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type { SupplierReturn, SupplierReturnLine, SupplierReturnRow } from '../../contract/actions/supplier-returns.ts';
import { orderStatus } from '../../contract/statuses.ts';
import { supplierReturnLifecycle } from '../../machines/records/procurementReturns.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { products, supplierProductTerms, suppliers, users, warehouseOrderItems, warehouseOrders, warehouseStock, warehouses } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import type { ScopeCaller } from '../kit/scope.ts';
import { isKind, warehouseOrderScope } from './warehouse-order.ts';

export const supplierReturnScope = (caller: ScopeCaller) => and(warehouseOrderScope(caller), isKind('supplier_return'));

/** What the order's units are worth at the supplier's prices. */
export const supplierReturnAmount = sql<number>`coalesce((
  select sum(${warehouseOrderItems.stock} * ${supplierProductTerms.selling_price})
  from ${warehouseOrderItems}
  join ${supplierProductTerms} on ${supplierProductTerms.product_id} = ${warehouseOrderItems.product_id}
    and ${supplierProductTerms.supplier_id} = ${warehouseOrders.destination_supplier_id}
  where ${warehouseOrderItems.order_id} = ${warehouseOrders.id}), 0)::float8`;

export const supplierReturnHead = {
  order: warehouseOrders,
  amount: supplierReturnAmount,
  warehouse: { id: warehouses.id, name: warehouses.name },
  supplier: { id: suppliers.id, name: suppliers.company_name },
  creator: sql<string | null>`nullif(trim(${users.first_name} || ' ' || ${users.last_name}), '')`,
};
type Head = {
  order: typeof warehouseOrders.$inferSelect; amount: number; warehouse: { id: number; name: string };
  supplier: { id: number; name: string }; creator: string | null;
};

export function toSupplierReturnRow({ order, amount, warehouse, supplier, creator }: Head): Infer<typeof SupplierReturnRow> {
  return {
    id: order.id,
    order_id: order.order_id,
    warehouse,
    supplier,
    status: order.status,
    stock: order.stock,
    amount: Math.round(Number(amount) * 100) / 100,
    comments: order.comments,
    created_by: creator,
    created_at: iso(order.created_at)!,
    updated_at: iso(order.updated_at)!,
    version: order.version,
  };
}

/** The head joined as every read of supplier returns joins it. */
export const supplierReturnsFrom = (db: Db) => db
  .select(supplierReturnHead)
  .from(warehouseOrders)
  .innerJoin(warehouses, eq(warehouses.id, warehouseOrders.source_warehouse_id))
  .innerJoin(suppliers, eq(suppliers.id, warehouseOrders.destination_supplier_id))
  .leftJoin(users, eq(users.id, warehouseOrders.created_by));

/**
 * The supplier's products the warehouse holds on its shelves, with the supplier's price:
 * what a return may send back, before the units its own lines already hold in transit.
 */
export async function returnableStock(db: Db | Tx, warehouseId: number, supplierId: number) {
  return db
    .select({ product_id: products.id, sku: products.sku, name: products.name, price: supplierProductTerms.selling_price, on_shelf: warehouseStock.stock })
    .from(supplierProductTerms)
    .innerJoin(products, eq(products.id, supplierProductTerms.product_id))
    .innerJoin(warehouseStock, and(eq(warehouseStock.product_id, products.id), eq(warehouseStock.warehouse_id, warehouseId)))
    .where(eq(supplierProductTerms.supplier_id, supplierId))
    .orderBy(asc(products.sku));
}

async function readSupplierReturn(db: Db, caller: Caller, id: number): Promise<Infer<typeof SupplierReturn>> {
  const [head] = await supplierReturnsFrom(db).where(and(eq(warehouseOrders.id, id), supplierReturnScope(caller)));
  if (!head) throw notFound('Supplier return');
  const items = await db
    .select({ item: warehouseOrderItems, sku: products.sku, name: products.name, price: supplierProductTerms.selling_price, on_shelf: warehouseStock.stock })
    .from(warehouseOrderItems)
    .innerJoin(products, eq(products.id, warehouseOrderItems.product_id))
    .leftJoin(supplierProductTerms, and(eq(supplierProductTerms.product_id, products.id), eq(supplierProductTerms.supplier_id, head.supplier.id)))
    .leftJoin(warehouseStock, and(eq(warehouseStock.product_id, products.id), eq(warehouseStock.warehouse_id, head.warehouse.id)))
    .where(eq(warehouseOrderItems.order_id, id))
    .orderBy(asc(products.sku));
  const open = head.order.status === supplierReturnLifecycle.statusOf('created');
  const lines: Infer<typeof SupplierReturnLine>[] = items.map(({ item, sku, name, price, on_shelf }) => ({
    product_id: item.product_id, sku, name, price: Number(price ?? 0), quantity: item.stock,
    available: open ? (on_shelf ?? 0) + item.stock : item.stock,
  }));
  return { ...toSupplierReturnRow(head), lines };
}

export const supplierReturnRecord = defineRecord({
  entity: 'warehouse_order',
  table: warehouseOrders,
  noun: 'Supplier return',
  title: (order) => `Supplier return ${order.order_id}`,
  scope: supplierReturnScope,
  read: readSupplierReturn,
  lifecycle: { machine: supplierReturnLifecycle, column: 'status', statusName: (status) => orderStatus(Number(status)).name },
});
