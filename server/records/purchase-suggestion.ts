/**
 * What "Suggest purchase order" reads about a warehouse: per product with a reorder level,
 * the units on its shelves, the units still to come on its open purchase orders, and the
 * units that left its shelves over the last days (from the stock ledger). The rule that turns
 * these into lines is machines/records/purchaseSuggestion.ts.
 */
import { and, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import { PURCHASE_ORDER_STATUS } from '../../contract/statuses.ts';
import type { Db, Tx } from '../db/client.ts';
import { productCategories, products, purchaseOrderLines, purchaseOrders, stockMovements, warehouseStock } from '../db/schema/index.ts';

const DAY = 86_400_000;

/** Orders whose units are still to come: ordered (not a draft), not cancelled, not all received. */
export const OPEN_PURCHASE_STATUSES = [PURCHASE_ORDER_STATUS.created, PURCHASE_ORDER_STATUS.shipped, PURCHASE_ORDER_STATUS.partiallyReceived];

export interface WarehousePosition {
  product_id: number;
  sku: string;
  name: string;
  category: string;
  on_hand: number;
  incoming: number;
  reorder_level: number;
  outflow: number;
}

/**
 * Units that left the warehouse's shelves since `since`, per product: to transit, stores,
 * machines or the bin — not back to a supplier (a return is not demand) — less what came back
 * to the shelves from the warehouse's own transit (a transfer cancelled or partly refused).
 */
export async function shelfOutflow(db: Db | Tx, warehouseId: number, since: Date, productIds?: readonly number[]) {
  const m = stockMovements;
  const out = and(eq(m.from_kind, 'shelf'), eq(m.from_id, warehouseId), sql`${m.to_kind} <> 'supplier'`);
  const back = and(eq(m.from_kind, 'transit'), eq(m.from_id, warehouseId), eq(m.to_kind, 'shelf'), eq(m.to_id, warehouseId));
  const rows = await db
    .select({
      product_id: m.product_id,
      units: sql<number>`coalesce(sum(case when ${out} then ${m.quantity} else -${m.quantity} end), 0)::int`,
    })
    .from(m)
    .where(and(sql`(${out}) or (${back})`, gte(m.at, since), productIds ? inArray(m.product_id, [...productIds]) : undefined))
    .groupBy(m.product_id);
  return new Map(rows.map((r) => [r.product_id, Math.max(0, Number(r.units))]));
}

/** Units on the warehouse's open purchase orders not received yet, per product. */
export async function incomingUnits(db: Db | Tx, warehouseId: number) {
  const rows = await db
    .select({
      product_id: purchaseOrderLines.product_id,
      units: sql<number>`coalesce(sum(${purchaseOrderLines.purchased_quantity} - ${purchaseOrderLines.received_quantity}), 0)::int`,
    })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchase_order_id))
    .where(and(eq(purchaseOrders.warehouse_id, warehouseId), inArray(purchaseOrders.status, OPEN_PURCHASE_STATUSES), isNull(purchaseOrders.deleted_at)))
    .groupBy(purchaseOrderLines.product_id);
  return new Map(rows.map((r) => [r.product_id, Number(r.units)]));
}

/** Every product with a reorder level at the warehouse, with what it holds, has coming and lost lately. */
export async function warehousePositions(db: Db | Tx, warehouseId: number, now: Date, days: number): Promise<WarehousePosition[]> {
  const levelled = await db
    .select({
      product_id: warehouseStock.product_id, stock: warehouseStock.stock, reorder_level: warehouseStock.reorder_level,
      sku: products.sku, name: products.name, category: productCategories.name,
    })
    .from(warehouseStock)
    .innerJoin(products, eq(products.id, warehouseStock.product_id))
    .innerJoin(productCategories, eq(productCategories.id, products.category_id))
    .where(and(eq(warehouseStock.warehouse_id, warehouseId), gt(warehouseStock.reorder_level, 0)))
    .orderBy(products.sku);
  if (levelled.length === 0) return [];
  const ids = levelled.map((r) => r.product_id);
  const [outflow, incoming] = await Promise.all([shelfOutflow(db, warehouseId, new Date(now.getTime() - days * DAY), ids), incomingUnits(db, warehouseId)]);
  return levelled.map((r) => ({
    product_id: r.product_id,
    sku: r.sku,
    name: r.name,
    category: r.category,
    on_hand: r.stock,
    incoming: incoming.get(r.product_id) ?? 0,
    reorder_level: r.reorder_level,
    outflow: outflow.get(r.product_id) ?? 0,
  }));
}
