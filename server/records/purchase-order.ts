/**
 * The purchase order as a record of the pipeline: who reaches which (the company's; franchise
 * staff their franchise's warehouses'), how it is read with its lines, history and returns,
 * and its lifecycle (machines/records/purchaseOrder.ts).
 */
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Infer } from 'superstruct';
import type { PurchaseOrder, PurchaseOrderRow } from '../../contract/actions/purchase-orders.ts';
import type { PurchaseTaxType } from '../../contract/procurement.ts';
import { purchaseOrderStatus } from '../../contract/statuses.ts';
import { purchaseOrderLifecycle } from '../../machines/records/purchaseOrder.ts';
import { lineAmounts } from '../../machines/records/purchaseTotals.ts';
import type { Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import {
  productCategories, products, purchaseOrderHistory, purchaseOrderLines, purchaseOrders, purchaseReturns, supplierProductTerms,
  suppliers, users, warehouses,
} from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';

export const purchaseOrderScope = tenancy({
  company: purchaseOrders.company_id,
  franchise: { warehouses: [purchaseOrders.warehouse_id] },
  deletedAt: purchaseOrders.deleted_at,
});

export const creator = alias(users, 'creator');
const approver = alias(users, 'approver');
const historyUser = alias(users, 'history_user');

const personOf = (p: { first_name: string | null; last_name: string | null } | null) =>
  p?.first_name != null ? { first_name: p.first_name, last_name: p.last_name ?? '' } : null;

/** "PO-000042" until the order has an invoice number. */
export const referenceOf = (order: { id: number; invoice_number: string | null }) => order.invoice_number ?? `PO-${String(order.id).padStart(6, '0')}`;

/** The head of an order as the list shows it. */
export const purchaseOrderHead = {
  order: purchaseOrders,
  supplier: { id: suppliers.id, name: suppliers.company_name },
  warehouse: { id: warehouses.id, name: warehouses.name, approval_required: warehouses.po_approval_required },
  user: { first_name: creator.first_name, last_name: creator.last_name },
};
type HeadRow = { order: typeof purchaseOrders.$inferSelect; supplier: { id: number; name: string }; warehouse: { id: number; name: string; approval_required: boolean }; user: { first_name: string | null; last_name: string | null } | null };

export function toPurchaseOrderRow({ order, supplier, warehouse, user }: HeadRow): Infer<typeof PurchaseOrderRow> {
  return {
    id: order.id,
    reference: referenceOf(order),
    status: order.status as Infer<typeof PurchaseOrderRow>['status'],
    supplier,
    warehouse: { id: warehouse.id, name: warehouse.name },
    tax_type: order.tax_type as PurchaseTaxType,
    amount: Number(order.amount),
    total_quantity: order.total_quantity,
    invoice_number: order.invoice_number,
    invoice_date: order.invoice_date,
    user: personOf(user),
    approval_required: warehouse.approval_required,
    approved_at: iso(order.approved_at),
    created_at: iso(order.created_at)!,
    updated_at: iso(order.updated_at)!,
    version: order.version,
  };
}

function orderLines(db: Db, orderId: number, supplierId: number) {
  return db
    .select({
      line: purchaseOrderLines,
      product: { sku: products.sku, name: products.name, mrp: products.mrp },
      category: productCategories.name,
      min_quantity: supplierProductTerms.min_quantity,
    })
    .from(purchaseOrderLines)
    .innerJoin(products, eq(products.id, purchaseOrderLines.product_id))
    .innerJoin(productCategories, eq(productCategories.id, products.category_id))
    .leftJoin(supplierProductTerms, and(eq(supplierProductTerms.product_id, purchaseOrderLines.product_id), eq(supplierProductTerms.supplier_id, supplierId)))
    .where(eq(purchaseOrderLines.purchase_order_id, orderId))
    .orderBy(asc(products.sku));
}

async function readPurchaseOrder(db: Db, caller: Caller, id: number): Promise<Infer<typeof PurchaseOrder>> {
  const [head] = await db
    .select({ ...purchaseOrderHead, approver: { first_name: approver.first_name, last_name: approver.last_name } })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplier_id))
    .innerJoin(warehouses, eq(warehouses.id, purchaseOrders.warehouse_id))
    .leftJoin(creator, eq(creator.id, purchaseOrders.created_by))
    .leftJoin(approver, eq(approver.id, purchaseOrders.approved_by))
    .where(and(eq(purchaseOrders.id, id), purchaseOrderScope(caller)));
  if (!head) throw notFound('Purchase order');
  const { order } = head;
  const [lines, history, returns] = await Promise.all([
    orderLines(db, order.id, order.supplier_id),
    db
      .select({ status: purchaseOrderHistory.status, at: purchaseOrderHistory.at, user: { first_name: historyUser.first_name, last_name: historyUser.last_name } })
      .from(purchaseOrderHistory)
      .leftJoin(historyUser, eq(historyUser.id, purchaseOrderHistory.user_id))
      .where(eq(purchaseOrderHistory.purchase_order_id, order.id))
      .orderBy(asc(purchaseOrderHistory.at), asc(purchaseOrderHistory.id)),
    db
      .select({ id: purchaseReturns.id, status: purchaseReturns.status, total_quantity: purchaseReturns.total_quantity, created_at: purchaseReturns.created_at })
      .from(purchaseReturns)
      .where(and(eq(purchaseReturns.purchase_order_id, order.id), isNull(purchaseReturns.deleted_at)))
      .orderBy(desc(purchaseReturns.created_at)),
  ]);
  const taxType = order.tax_type as PurchaseTaxType;
  return {
    ...toPurchaseOrderRow(head),
    lines: lines.map(({ line, product, category, min_quantity }) => ({
      product_id: line.product_id,
      sku: product.sku,
      name: product.name,
      category,
      mrp: Number(product.mrp),
      old_stock: line.old_stock,
      purchased_quantity: line.purchased_quantity,
      purchased_price: Number(line.purchased_price),
      gst: Number(line.gst),
      cess: Number(line.cess),
      total: lineAmounts({ quantity: line.purchased_quantity, price: Number(line.purchased_price), gst_percent: Number(line.gst), cess_percent: Number(line.cess) }, taxType).total,
      received_quantity: line.received_quantity,
      returned_quantity: line.returned_quantity,
      min_quantity: min_quantity ?? 1,
    })),
    history: history.map((h) => ({ status: h.status as Infer<typeof PurchaseOrderRow>['status'], at: iso(h.at)!, user: personOf(h.user) })),
    returns: returns.map((r) => ({ id: r.id, status: r.status, total_quantity: r.total_quantity, created_at: iso(r.created_at)! })),
    has_invoice: order.invoice_key !== null,
    approved_by: personOf(head.approver),
  };
}

export const purchaseOrderRecord = defineRecord({
  entity: 'purchase_order',
  table: purchaseOrders,
  noun: 'Purchase order',
  title: (order) => `Purchase order ${referenceOf(order)}`,
  scope: purchaseOrderScope,
  read: readPurchaseOrder,
  lifecycle: { machine: purchaseOrderLifecycle, column: 'status', statusName: (status) => purchaseOrderStatus(String(status)).name },
});
