/**
 * What every kind of warehouse order shares (domain.md §2–3): who reaches which orders,
 * the kind that follows from the two place types, and order numbers (MT-000042).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ORDER_KINDS, orderTypeOf, type OrderKind } from '../../contract/actions/warehouse-orders.ts';
import type { Db, Tx } from '../db/client.ts';
import { warehouseOrders } from '../db/schema/index.ts';
import { narrowingRetailer, tenancy } from '../kit/scope.ts';

/**
 * Their company's orders; for franchise users, those with either end at one of the franchise's
 * warehouses or stores; for warehouse managers, at a warehouse linked to them. A retailer's staff
 * reach none: the warehouses and stores are the company's, and a kit carries other machines' plans.
 */
export const warehouseOrderScope = tenancy({
  company: warehouseOrders.company_id,
  franchise: {
    warehouses: [warehouseOrders.source_warehouse_id, warehouseOrders.destination_warehouse_id],
    stores: [warehouseOrders.source_store_id, warehouseOrders.destination_store_id],
  },
  also: (caller) => (narrowingRetailer(caller) === null ? undefined : sql`false`),
});

/** Order number prefixes per kind: MT-000042. */
export const ORDER_PREFIX: Record<OrderKind, string> = {
  material_transfer: 'MT',
  shipping_order: 'SO',
  supplier_return: 'SR',
  bin_discarded: 'BIN',
  store_return: 'STR',
  store_transfer: 'ST',
  request_order: 'RQ',
  kit_transfer: 'KT',
  package_transfer: 'PT',
};

export function kindOf(source: string, destination: string, type: string | null = null): OrderKind {
  const entry = (Object.keys(ORDER_KINDS) as OrderKind[])
    .map((kind) => [kind, ORDER_KINDS[kind]] as const)
    .find(([kind, k]) => k.source === source && k.destination === destination && orderTypeOf(kind) === type);
  if (!entry) throw new Error(`no order kind from ${source} to ${destination}`);
  return entry[0] as OrderKind;
}

export const isKind = (kind: OrderKind) => {
  const type = orderTypeOf(kind);
  return and(
    eq(warehouseOrders.source_type, ORDER_KINDS[kind].source),
    eq(warehouseOrders.destination_type, ORDER_KINDS[kind].destination),
    type ? eq(warehouseOrders.order_type, type) : isNull(warehouseOrders.order_type),
  )!;
};

export const orderNumber = (kind: OrderKind, id: number) => `${ORDER_PREFIX[kind]}-${String(id).padStart(6, '0')}`;

/** The next order id, taken first so the order number can be written with the row. */
export async function nextOrderId(db: Db | Tx): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('warehouse_orders', 'id'))::int as id`);
  const rows = (result as unknown as { rows?: { id: number }[] }).rows ?? (result as unknown as { id: number }[]);
  return Number(rows[0]!.id);
}
