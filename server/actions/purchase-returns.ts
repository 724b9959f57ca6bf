/**
 * /api/procurement-management purchase returns on the record pipeline. Writing or changing a
 * return locks its purchase order first, so two returns of the same order are weighed one after
 * the other: together they never take back more than was received. Executing one takes the
 * units off the warehouse's shelves to the supplier through the stock ledger and counts them
 * as returned on the order's lines.
 */
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import * as contract from '../../contract/actions/purchase-returns.ts';
import { purchaseReturnStatus } from '../../contract/statuses.ts';
import { mayChangeReturn } from '../../machines/records/procurementReturns.ts';
import { hasReceived } from '../../machines/records/purchaseOrder.ts';
import type { PurchaseTaxType } from '../../contract/procurement.ts';
import { orderTotals } from '../../machines/records/purchaseTotals.ts';
import { callerOf, handle } from '../context.ts';
import type { Caller } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { purchaseOrderLines, purchaseOrders, purchaseReturnLines, purchaseReturns, suppliers, users, warehouses } from '../db/schema/index.ts';
import { conflict, invalid, invalidField, notFound } from '../http/errors.ts';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineGet, defineMutation, defineTransition } from '../kit/mutation.ts';
import { purchaseOrderScope, purchaseOrderRecord, referenceOf } from '../records/purchase-order.ts';
import { purchaseReturnHead, purchaseReturnRecord, purchaseReturnScope, returnableLines, toPurchaseReturnRow } from '../records/purchase-return.ts';
import { place } from '../stock/places.ts';

type LineInput = (typeof contract.createPurchaseReturn)['request']['TYPE']['lines'][number];

/** The order, locked; 400 unless the caller may see it and it has received units. */
async function lockedOrder(tx: Tx, caller: Caller, orderId: number) {
  const [order] = await tx.select().from(purchaseOrders).where(and(eq(purchaseOrders.id, orderId), purchaseOrderScope(caller))).for('update');
  if (!order) throw invalidField('purchase_order_id', 'Choose a purchase order you may see.');
  if (!hasReceived(order.status)) throw invalidField('purchase_order_id', `Purchase order ${referenceOf(order)} has received nothing to return.`);
  return order;
}

/** The lines checked against what each product may still return, with the return's amount (at the order's prices and taxes). */
async function checkedLines(tx: Tx, order: typeof purchaseOrders.$inferSelect, lines: readonly LineInput[], except: number | null) {
  const returnable = new Map((await returnableLines(tx, order.id, except)).map((r) => [r.product_id, r]));
  const seen = new Set<number>();
  const problems: { path: string; message: string }[] = [];
  lines.forEach((line, index) => {
    const r = returnable.get(line.product_id);
    if (!r) problems.push({ path: `lines.${index}.product_id`, message: 'This product is not on the purchase order.' });
    else if (seen.has(line.product_id)) problems.push({ path: `lines.${index}.product_id`, message: 'This product is listed twice.' });
    else if (line.quantity > r.returnable) problems.push({ path: `lines.${index}.quantity`, message: `Enter number smaller than or equal to ${r.returnable}` });
    seen.add(line.product_id);
  });
  if (problems.length) throw invalid(problems);
  const totals = orderTotals(lines.map((l) => {
    const r = returnable.get(l.product_id)!;
    return { quantity: l.quantity, price: r.purchase_price, gst_percent: r.gst, cess_percent: r.cess };
  }), order.tax_type as PurchaseTaxType);
  return { amount: totals.total, total_quantity: totals.quantity };
}

async function writeLines(tx: Tx, returnId: number, lines: readonly LineInput[]) {
  await tx.delete(purchaseReturnLines).where(eq(purchaseReturnLines.purchase_return_id, returnId));
  await tx.insert(purchaseReturnLines).values(lines.map((l) => ({ purchase_return_id: returnId, product_id: l.product_id, quantity: l.quantity, reason: l.reason.trim() })));
}

export const purchaseReturnsHandlers = [
  defineList(contract.listPurchaseReturns, {
    scope: purchaseReturnScope,
    query: (db, where) => db
      .select(purchaseReturnHead)
      .from(purchaseReturns)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseReturns.purchase_order_id))
      .innerJoin(suppliers, eq(suppliers.id, purchaseReturns.supplier_id))
      .innerJoin(warehouses, eq(warehouses.id, purchaseReturns.warehouse_id))
      .leftJoin(users, eq(users.id, purchaseReturns.created_by))
      .where(where),
    count: (db, where) => db.select({ n: countAll }).from(purchaseReturns)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseReturns.purchase_order_id))
      .innerJoin(suppliers, eq(suppliers.id, purchaseReturns.supplier_id))
      .where(where),
    filters: {
      status: (codes) => inArray(purchaseReturns.status, codes),
      purchase_order_id: (orderId) => eq(purchaseReturns.purchase_order_id, orderId),
      created_from: (from) => gte(purchaseReturns.created_at, new Date(from)),
      created_to: (to) => lte(purchaseReturns.created_at, new Date(to)),
    },
    search: [sql`${purchaseReturns.id}::text`, sql`'PO-' || lpad(${purchaseOrders.id}::text, 6, '0')`, purchaseOrders.invoice_number, suppliers.company_name],
    sort: { created_at: purchaseReturns.created_at, updated_at: purchaseReturns.updated_at, amount: purchaseReturns.amount, status: purchaseReturns.status },
    tiebreak: purchaseReturns.id,
    rows: (page) => page.map(toPurchaseReturnRow),
  }),

  defineGet(contract.getPurchaseReturn, purchaseReturnRecord),

  handle(contract.returnableOfOrder, async (input, ctx) => {
    const order = await purchaseOrderRecord.read(ctx.db, callerOf(ctx), input.purchase_order_id).catch(() => null);
    if (!order) throw notFound('Purchase order');
    const lines = await returnableLines(ctx.db, order.id);
    return {
      data: {
        purchase_order: { id: order.id, reference: order.reference, supplier: order.supplier, warehouse: order.warehouse },
        lines: lines.map((l) => ({ product_id: l.product_id, sku: l.sku, name: l.name, total_quantity: l.total_quantity, purchase_price: l.purchase_price, return_quantity: 0, returnable: l.returnable, reason: '' })),
      },
    };
  }),

  defineCreate(contract.createPurchaseReturn, purchaseReturnRecord, {
    values: async ({ tx, input, caller }) => {
      const order = await lockedOrder(tx, caller, input.purchase_order_id);
      const totals = await checkedLines(tx, order, input.lines, null);
      return {
        company_id: caller.company_id, purchase_order_id: order.id, supplier_id: order.supplier_id, warehouse_id: order.warehouse_id,
        status: 'CREATED', created_by: caller.id, ...totals,
      };
    },
    after: async ({ tx, input, row }) => {
      await writeLines(tx, row.id, input.lines);
      return { lines: input.lines };
    },
  }),

  defineMutation(contract.updatePurchaseReturn, purchaseReturnRecord, {
    apply: async ({ tx, input, caller, row }) => {
      if (!mayChangeReturn(row.status)) throw conflict(`Purchase return ${row.id} is ${purchaseReturnStatus(row.status).name}; only a Created return can be edited.`);
      const order = await lockedOrder(tx, caller, row.purchase_order_id);
      const totals = await checkedLines(tx, order, input.lines, row.id);
      await writeLines(tx, row.id, input.lines);
      return { set: totals, audit: { lines: input.lines } };
    },
  }),

  defineTransition(contract.managePurchaseReturn, purchaseReturnRecord, {
    event: (input) => (input.new_status === 'EXECUTED' ? 'purchaseReturn.execute' : 'purchaseReturn.cancel'),
    apply: async ({ tx, input, row, moveStock }) => {
      if (input.new_status !== 'EXECUTED') return;
      const [order] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, row.purchase_order_id)).for('update');
      const lines = await tx.select().from(purchaseReturnLines).where(eq(purchaseReturnLines.purchase_return_id, row.id));
      const orderLines = await tx.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.purchase_order_id, order!.id));
      for (const line of lines) {
        const ordered = orderLines.find((l) => l.product_id === line.product_id)!;
        if (line.quantity > ordered.received_quantity - ordered.returned_quantity) {
          throw conflict(`Purchase return ${row.id} takes back more than is left of purchase order ${referenceOf(order!)}: change its quantities.`);
        }
      }
      await moveStock(lines.map((l) => ({ productId: l.product_id, from: place.shelf(row.warehouse_id), to: place.supplier(row.supplier_id), quantity: l.quantity, reason: 'purchase.return' })));
      for (const line of lines) {
        await tx.update(purchaseOrderLines)
          .set({ returned_quantity: sql`${purchaseOrderLines.returned_quantity} + ${line.quantity}` })
          .where(and(eq(purchaseOrderLines.purchase_order_id, order!.id), eq(purchaseOrderLines.product_id, line.product_id)));
      }
      return { audit: { returned: lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity })) } };
    },
  }),
];
