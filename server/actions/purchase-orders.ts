/**
 * /api/procurement-management purchase orders on the record pipeline: list, get, the line
 * picker, create (as Draft or Created), update and delete while nothing has happened yet,
 * approval for warehouses that ask for it, and the invoice's address. The lifecycle's steps
 * (`manage.purchase_order`) are in purchase-order-manage.ts.
 */
import { eq, gte, inArray, lte, sql } from 'drizzle-orm';
import * as contract from '../../contract/actions/purchase-orders.ts';
import { PURCHASE_ORDER_STATUS, purchaseOrderStatus } from '../../contract/statuses.ts';
import { mayChangeOrder } from '../../machines/records/purchaseOrder.ts';
import { callerOf, handle } from '../context.ts';
import { purchaseOrderHistory, purchaseOrders, suppliers, warehouses } from '../db/schema/index.ts';
import { conflict, notFound } from '../http/errors.ts';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineDelete, defineGet, defineMutation } from '../kit/mutation.ts';
import { checkParties, priceLines, supplierProducts, writeLines } from '../records/purchase-order-lines.ts';
import {
  creator, purchaseOrderHead, purchaseOrderRecord, purchaseOrderScope, referenceOf, toPurchaseOrderRow,
} from '../records/purchase-order.ts';
import { managePurchaseOrderHandler } from './purchase-order-manage.ts';

/** The lines a create priced in `values`, for `after` to write (the same request object). */
const pricedFor = new WeakMap<object, Awaited<ReturnType<typeof priceLines>>>();

function assertUntouched(order: typeof purchaseOrders.$inferSelect, doing: string) {
  if (!mayChangeOrder(order.status)) {
    throw conflict(`Purchase order ${referenceOf(order)} is ${purchaseOrderStatus(order.status).name}; only a Draft or Created order can be ${doing}.`);
  }
}

export const purchaseOrdersHandlers = [
  defineList(contract.listPurchaseOrders, {
    scope: purchaseOrderScope,
    query: (db, where) => db
      .select(purchaseOrderHead)
      .from(purchaseOrders)
      .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplier_id))
      .innerJoin(warehouses, eq(warehouses.id, purchaseOrders.warehouse_id))
      .leftJoin(creator, eq(creator.id, purchaseOrders.created_by))
      .where(where),
    count: (db, where) => db.select({ n: countAll }).from(purchaseOrders).innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplier_id)).where(where),
    filters: {
      status: (codes) => inArray(purchaseOrders.status, codes),
      supplier_ids: (ids) => inArray(purchaseOrders.supplier_id, ids),
      warehouse_ids: (ids) => inArray(purchaseOrders.warehouse_id, ids),
      created_from: (from) => gte(purchaseOrders.created_at, new Date(from)),
      created_to: (to) => lte(purchaseOrders.created_at, new Date(to)),
    },
    search: [sql`'PO-' || lpad(${purchaseOrders.id}::text, 6, '0')`, purchaseOrders.invoice_number, suppliers.company_name],
    sort: {
      created_at: purchaseOrders.created_at,
      updated_at: purchaseOrders.updated_at,
      amount: purchaseOrders.amount,
      status: purchaseOrders.status,
      invoice_number: purchaseOrders.invoice_number,
    },
    tiebreak: purchaseOrders.id,
    rows: (page) => page.map(toPurchaseOrderRow),
  }),

  defineGet(contract.getPurchaseOrder, purchaseOrderRecord),

  handle(contract.supplierTermsForPurchase, async (input, ctx) => {
    const rows = await supplierProducts(ctx.db, callerOf(ctx), input.supplier_id, input.warehouse_id);
    return {
      data: rows.map((r) => ({
        ...r, mrp: Number(r.mrp), gst: Number(r.gst), cess: Number(r.cess), selling_price: Number(r.selling_price), old_stock: r.old_stock ?? 0,
      })),
    };
  }),

  defineCreate(contract.createPurchaseOrder, purchaseOrderRecord, {
    values: async ({ tx, input, caller }) => {
      await checkParties(tx, caller, input.supplier_id, input.warehouse_id);
      const priced = await priceLines(tx, input.supplier_id, input.warehouse_id, input.tax_type, input.lines);
      pricedFor.set(input, priced);
      const { amount, total_quantity } = priced;
      return {
        company_id: caller.company_id, supplier_id: input.supplier_id, warehouse_id: input.warehouse_id, tax_type: input.tax_type,
        status: input.status ?? PURCHASE_ORDER_STATUS.created, amount, total_quantity, created_by: caller.id,
      };
    },
    after: async ({ tx, input, row, caller, now }) => {
      const { rows } = pricedFor.get(input)!;
      await writeLines(tx, row.id, rows);
      await tx.insert(purchaseOrderHistory).values({ purchase_order_id: row.id, status: row.status, user_id: caller.id, at: now });
      return { lines: rows };
    },
  }),

  defineMutation(contract.updatePurchaseOrder, purchaseOrderRecord, {
    apply: async ({ tx, input, caller, row }) => {
      assertUntouched(row, 'edited');
      await checkParties(tx, caller, input.supplier_id, input.warehouse_id);
      const { rows, amount, total_quantity } = await priceLines(tx, input.supplier_id, input.warehouse_id, input.tax_type, input.lines);
      await writeLines(tx, row.id, rows);
      // What was approved is not what is ordered any more.
      return {
        set: { supplier_id: input.supplier_id, warehouse_id: input.warehouse_id, tax_type: input.tax_type, amount, total_quantity, approved_by: null, approved_at: null },
        audit: { lines: rows },
      };
    },
  }),

  managePurchaseOrderHandler,

  defineMutation(contract.approvePurchaseOrder, purchaseOrderRecord, {
    apply: async ({ tx, row, caller, now }) => {
      const [warehouse] = await tx.select({ required: warehouses.po_approval_required }).from(warehouses).where(eq(warehouses.id, row.warehouse_id));
      if (!warehouse?.required) throw conflict(`Purchase order ${referenceOf(row)} needs no approval: its warehouse does not ask for it.`);
      if (row.approved_at) throw conflict(`Purchase order ${referenceOf(row)} is approved already.`);
      if (row.status !== PURCHASE_ORDER_STATUS.created) throw conflict(`Purchase order ${referenceOf(row)} is ${purchaseOrderStatus(row.status).name}; only a Created order is approved.`);
      return { set: { approved_by: caller.id, approved_at: now } };
    },
  }),

  defineDelete(contract.deletePurchaseOrder, purchaseOrderRecord, {
    apply: async ({ row, now }) => {
      assertUntouched(row, 'deleted');
      return { set: { deleted_at: now } };
    },
  }),

  handle(contract.purchaseOrderInvoice, async (input, ctx) => {
    const order = await purchaseOrderRecord.read(ctx.db, callerOf(ctx), input.id);
    const [row] = await ctx.db.select({ key: purchaseOrders.invoice_key }).from(purchaseOrders).where(eq(purchaseOrders.id, order.id));
    if (!row?.key) throw notFound('Invoice');
    return { data: { url: `/objects/${row.key}`, file_name: `invoice-${order.reference}.pdf` } };
  }),
];
