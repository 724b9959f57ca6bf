/**
 * `manage.purchase_order`: the next status of an order, as its lifecycle allows
 * (machines/records/purchaseOrder.ts). Beyond the pipeline's own steps:
 * - a warehouse that asks for approval gets no shipment or receipt before it is given;
 * - a receipt brings the units from the supplier onto the warehouse's shelves through the
 *   stock ledger and counts them on the lines (never more than is outstanding); a partial
 *   receipt that leaves nothing outstanding makes the order Received;
 * - "Save & Generate Invoice" keeps the invoice number and date and stores the invoice PDF;
 * - executing needs an invoice number; cancelling mails the supplier the order and its lines.
 */
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import * as contract from '../../contract/actions/purchase-orders.ts';
import type { PurchaseTaxType } from '../../contract/procurement.ts';
import { PURCHASE_ORDER_STATUS } from '../../contract/statuses.ts';
import { receiptEvent, receiptProblems, waitsForApproval, type PurchaseOrderEventType } from '../../machines/records/purchaseOrder.ts';
import type { Tx } from '../db/client.ts';
import { products, purchaseOrderHistory, purchaseOrderLines, purchaseOrders, suppliers, warehouses } from '../db/schema/index.ts';
import { invoicePdf } from '../documents/invoice-pdf.ts';
import { conflict, invalidField } from '../http/errors.ts';
import { defineTransition } from '../kit/mutation.ts';
import { purchaseOrderRecord, referenceOf } from '../records/purchase-order.ts';
import type { StockMove } from '../stock/ledger.ts';
import { place } from '../stock/places.ts';

type Input = (typeof contract.managePurchaseOrder)['request']['TYPE'];
type Order = typeof purchaseOrders.$inferSelect;

const EVENT_FOR: Record<Input['new_status'], PurchaseOrderEventType> = {
  CREATED: 'purchaseOrder.create',
  SHIPPED: 'purchaseOrder.ship',
  PARTIALLY_RECEIVED: 'purchaseOrder.receivePartially',
  RECEIVED: 'purchaseOrder.receive',
  EXECUTED: 'purchaseOrder.execute',
  CANCELLED: 'purchaseOrder.cancel',
};
const RECEIPTS: readonly string[] = ['purchaseOrder.receive', 'purchaseOrder.receivePartially'];

function orderLines(tx: Tx, orderId: number) {
  return tx
    .select({ line: purchaseOrderLines, sku: products.sku, name: products.name })
    .from(purchaseOrderLines)
    .innerJoin(products, eq(products.id, purchaseOrderLines.product_id))
    .where(eq(purchaseOrderLines.purchase_order_id, orderId))
    .orderBy(asc(purchaseOrderLines.product_id));
}
type Line = Awaited<ReturnType<typeof orderLines>>[number];

/** What each product receives now: the listed quantities, or for a full receipt without a list everything outstanding. */
function receiptOf(input: Input, lines: readonly Line[]) {
  const purchased = lines.map(({ line }) => line);
  const listed = input.received ?? purchased.map((l) => ({ product_id: l.product_id, quantity: l.purchased_quantity - l.received_quantity }));
  const problems = receiptProblems(purchased, listed);
  if (problems.length) throw invalidField('received', problems.join(' '));
  const completes = receiptEvent(purchased, listed) === 'purchaseOrder.receive';
  if (input.new_status === 'RECEIVED' && !completes) {
    throw invalidField('received', 'Receiving the order in full takes every outstanding unit: choose Partially Received to receive part of it.');
  }
  return { listed, completes };
}

async function receive(tx: Tx, order: Order, lines: readonly Line[], listed: readonly { product_id: number; quantity: number }[], moveStock: (moves: readonly StockMove[]) => Promise<unknown>) {
  await moveStock(listed.map((r) => ({
    productId: r.product_id, from: place.supplier(order.supplier_id), to: place.shelf(order.warehouse_id), quantity: r.quantity, reason: 'purchase.receive',
  })));
  for (const r of listed) {
    const line = lines.find((l) => l.line.product_id === r.product_id)!.line;
    if (r.quantity) await tx.update(purchaseOrderLines).set({ received_quantity: line.received_quantity + r.quantity }).where(eq(purchaseOrderLines.id, line.id));
  }
}

async function storeInvoice(tx: Tx, order: Order, invoice: { number: string; date: string }, lines: readonly Line[], put: (key: string, body: Buffer) => void) {
  const [parties] = await tx
    .select({ supplier: suppliers, warehouse: warehouses })
    .from(suppliers)
    .innerJoin(warehouses, eq(warehouses.id, order.warehouse_id))
    .where(eq(suppliers.id, order.supplier_id));
  const { supplier, warehouse } = parties!;
  const pdf = await invoicePdf({
    invoice_number: invoice.number,
    invoice_date: invoice.date,
    purchase_order_id: order.id,
    tax_type: order.tax_type as PurchaseTaxType,
    supplier: { name: supplier.company_name, address: [supplier.billing_address, [supplier.city, supplier.state].filter(Boolean).join(', ')].filter(Boolean), email: supplier.email_id },
    warehouse: { name: warehouse.name, address: [warehouse.address_line_1, [warehouse.city, warehouse.state, warehouse.pincode].filter(Boolean).join(', ')].filter(Boolean) },
    lines: lines.map(({ line, sku, name }) => ({
      sku, name, quantity: line.purchased_quantity, price: Number(line.purchased_price), gst_percent: Number(line.gst), cess_percent: Number(line.cess),
    })),
  });
  const key = `invoices/${randomBytes(18).toString('base64url')}`;
  put(key, pdf);
  return key;
}

function cancellationMail(order: Order, supplier: { email_id: string; company_name: string }, lines: readonly Line[]) {
  const listed = lines.map(({ line, sku, name }) => `- ${sku} ${name}: ${line.purchased_quantity} at ₹${Number(line.purchased_price).toFixed(2)}`).join('\n');
  return {
    to: supplier.email_id,
    subject: `Purchase order ${referenceOf(order)} cancelled`,
    body: `Dear ${supplier.company_name},\n\nPurchase order ${referenceOf(order)} has been cancelled. Please do not ship it.\n\n${listed}\n\nVending Console`,
  };
}

export const managePurchaseOrderHandler = defineTransition(contract.managePurchaseOrder, purchaseOrderRecord, {
  event: (input) => EVENT_FOR[input.new_status],
  apply: async ({ tx, row: order, input, caller, now, services, moveStock, afterCommit }) => {
    const event = EVENT_FOR[input.new_status];
    const lines = await orderLines(tx, order.id);
    if (input.received && !RECEIPTS.includes(event)) throw invalidField('received', 'Only a receipt lists quantities received.');
    if (waitsForApproval(event) && !order.approved_at) {
      const [warehouse] = await tx.select({ required: warehouses.po_approval_required }).from(warehouses).where(eq(warehouses.id, order.warehouse_id));
      if (warehouse?.required) throw conflict(`Purchase order ${referenceOf(order)} waits for approval: its warehouse approves purchase orders before they are shipped or received.`);
    }
    let status = String(purchaseOrderRecord.statusAfter(order, event));
    if (RECEIPTS.includes(event)) {
      const { listed, completes } = receiptOf(input, lines);
      await receive(tx, order, lines, listed, moveStock);
      status = completes ? PURCHASE_ORDER_STATUS.received : PURCHASE_ORDER_STATUS.partiallyReceived;
    }
    const invoice_number = input.invoice_number ?? order.invoice_number;
    const invoice_date = input.invoice_date?.slice(0, 10) ?? order.invoice_date;
    if (event === 'purchaseOrder.execute' && !invoice_number) throw invalidField('invoice_number', 'Enter the invoice number before executing the order.');
    let invoice_key = order.invoice_key;
    if (input.generate_invoice) {
      if (!invoice_number) throw invalidField('invoice_number', 'Enter the invoice number to generate the invoice.');
      if (!invoice_date) throw invalidField('invoice_date', 'Enter the invoice date to generate the invoice.');
      invoice_key = await storeInvoice(tx, order, { number: invoice_number, date: invoice_date }, lines, (key, body) => services.objects.put(key, body, 'application/pdf'));
    }
    if (event === 'purchaseOrder.cancel') {
      const [supplier] = await tx.select().from(suppliers).where(eq(suppliers.id, order.supplier_id));
      if (supplier?.email_id) await services.mail.queue(tx, cancellationMail(order, supplier, lines));
      afterCommit(() => void services.mail.flush(services.db).catch((error: unknown) => console.error('mail flush failed:', error)));
    }
    await tx.insert(purchaseOrderHistory).values({ purchase_order_id: order.id, status, user_id: caller.id, at: now });
    return {
      set: { status, invoice_number, invoice_date, invoice_key },
      audit: input.received ? { received: input.received } : undefined,
    };
  },
});
