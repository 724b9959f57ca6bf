/**
 * The purchase return as a record of the pipeline: its scope (the company's; franchise staff
 * their franchise's warehouses'), how it is read with its lines, its lifecycle
 * (machines/records/procurementReturns.ts), and what each product of an order may still return.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type { PurchaseReturn, PurchaseReturnLine, PurchaseReturnRow } from '../../contract/actions/purchase-returns.ts';
import { purchaseReturnStatus } from '../../contract/statuses.ts';
import { purchaseReturnLifecycle } from '../../machines/records/procurementReturns.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { products, purchaseOrderLines, purchaseOrders, purchaseReturnLines, purchaseReturns, suppliers, users, warehouses } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';
import { referenceOf } from './purchase-order.ts';

export const purchaseReturnScope = tenancy({
  company: purchaseReturns.company_id,
  franchise: { warehouses: [purchaseReturns.warehouse_id] },
  deletedAt: purchaseReturns.deleted_at,
});

export const purchaseReturnHead = {
  ret: purchaseReturns,
  order: { id: purchaseOrders.id, invoice_number: purchaseOrders.invoice_number },
  supplier: { id: suppliers.id, name: suppliers.company_name },
  warehouse: { id: warehouses.id, name: warehouses.name },
  user: { first_name: users.first_name, last_name: users.last_name },
};
type Head = {
  ret: typeof purchaseReturns.$inferSelect; order: { id: number; invoice_number: string | null };
  supplier: { id: number; name: string }; warehouse: { id: number; name: string }; user: { first_name: string | null; last_name: string | null } | null;
};

export function toPurchaseReturnRow({ ret, order, supplier, warehouse, user }: Head): Infer<typeof PurchaseReturnRow> {
  return {
    id: ret.id,
    purchase_order: { id: order.id, reference: referenceOf(order) },
    supplier,
    warehouse,
    status: ret.status as Infer<typeof PurchaseReturnRow>['status'],
    total_quantity: ret.total_quantity,
    amount: Number(ret.amount),
    user: user?.first_name != null ? { first_name: user.first_name, last_name: user.last_name ?? '' } : null,
    created_at: iso(ret.created_at)!,
    updated_at: iso(ret.updated_at)!,
    version: ret.version,
  };
}

/** Units each product of an order may still return: received, less returned, less open returns other than `except`. */
export async function returnableLines(db: Db | Tx, orderId: number, except: number | null = null) {
  const pending = db
    .select({ product_id: purchaseReturnLines.product_id, units: sql<number>`sum(${purchaseReturnLines.quantity})::int`.as('units') })
    .from(purchaseReturnLines)
    .innerJoin(purchaseReturns, eq(purchaseReturns.id, purchaseReturnLines.purchase_return_id))
    .where(and(eq(purchaseReturns.purchase_order_id, orderId), eq(purchaseReturns.status, 'CREATED'), ne(purchaseReturns.id, except ?? 0)))
    .groupBy(purchaseReturnLines.product_id)
    .as('pending');
  const rows = await db
    .select({ line: purchaseOrderLines, sku: products.sku, name: products.name, pending: pending.units })
    .from(purchaseOrderLines)
    .innerJoin(products, eq(products.id, purchaseOrderLines.product_id))
    .leftJoin(pending, eq(pending.product_id, purchaseOrderLines.product_id))
    .where(eq(purchaseOrderLines.purchase_order_id, orderId))
    .orderBy(asc(products.sku));
  return rows.map(({ line, sku, name, pending: open }) => ({
    product_id: line.product_id, sku, name, total_quantity: line.received_quantity, purchase_price: Number(line.purchased_price),
    gst: Number(line.gst), cess: Number(line.cess), returnable: Math.max(0, line.received_quantity - line.returned_quantity - (open ?? 0)),
  }));
}

async function readPurchaseReturn(db: Db, caller: Caller, id: number): Promise<Infer<typeof PurchaseReturn>> {
  const [head] = await db
    .select(purchaseReturnHead)
    .from(purchaseReturns)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseReturns.purchase_order_id))
    .innerJoin(suppliers, eq(suppliers.id, purchaseReturns.supplier_id))
    .innerJoin(warehouses, eq(warehouses.id, purchaseReturns.warehouse_id))
    .leftJoin(users, eq(users.id, purchaseReturns.created_by))
    .where(and(eq(purchaseReturns.id, id), purchaseReturnScope(caller)));
  if (!head) throw notFound('Purchase return');
  const [own, returnable] = await Promise.all([
    db.select().from(purchaseReturnLines).where(eq(purchaseReturnLines.purchase_return_id, id)),
    returnableLines(db, head.ret.purchase_order_id, id),
  ]);
  const lines: Infer<typeof PurchaseReturnLine>[] = returnable
    .filter((r) => own.some((o) => o.product_id === r.product_id))
    .map((r) => {
      const mine = own.find((o) => o.product_id === r.product_id)!;
      return { product_id: r.product_id, sku: r.sku, name: r.name, total_quantity: r.total_quantity, purchase_price: r.purchase_price, return_quantity: mine.quantity, returnable: r.returnable, reason: mine.reason };
    });
  return { ...toPurchaseReturnRow(head), lines };
}

export const purchaseReturnRecord = defineRecord({
  entity: 'purchase_return',
  table: purchaseReturns,
  noun: 'Purchase return',
  title: (ret) => `Purchase return ${ret.id}`,
  scope: purchaseReturnScope,
  read: readPurchaseReturn,
  lifecycle: { machine: purchaseReturnLifecycle, column: 'status', statusName: (status) => purchaseReturnStatus(String(status)).name },
});

