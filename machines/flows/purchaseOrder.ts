/**
 * The /purchase-order/manage screen's flow: the record skeleton (recordFlow.ts) over the
 * purchase order's lifecycle. Choosing a next status starts a draft: a partial receipt starts
 * with every outstanding quantity for the user to adjust; executing needs the invoice number;
 * "Save & Generate Invoice" needs the number and date. An order that waits for its warehouse's
 * approval may only be cancelled. Cancelling asks first (domain.md §4:
 * "Are you sure?" with "Yes, cancel it!" or "No").
 */
import { firstError, rules } from '../../contract/validation.ts';
import { PURCHASE_ORDER_MESSAGES } from '../../contract/actions/purchase-orders.ts';
import { purchaseOrderLifecycle, receiptProblems, waitsForApproval } from '../records/purchaseOrder.ts';
import { createRecordFlow, type FlowRecord } from './recordFlow.ts';

export const { cancelConfirm: CANCEL_CONFIRM_TEXT, cancelYes: CANCEL_YES } = PURCHASE_ORDER_MESSAGES;

export interface PurchaseLine {
  productId: number;
  purchased: number;
  received: number;
}

export interface PurchaseFlowRecord extends FlowRecord {
  status: string;
  lines: readonly PurchaseLine[];
  invoiceNumber: string | null;
  invoiceDate: string | null;
  /** Created at a warehouse that approves purchase orders, and not approved yet: it may only be cancelled. */
  awaitingApproval: boolean;
}

export interface PurchaseDraft {
  /** Units received now per product, as typed (partial receipts only). */
  quantities: Record<number, string>;
  invoiceNumber: string;
  invoiceDate: string;
  generateInvoice: boolean;
}

export type PurchaseEdit =
  | { kind: 'quantity'; productId: number; value: string }
  | { kind: 'invoiceNumber'; value: string }
  | { kind: 'invoiceDate'; value: string }
  | { kind: 'generateInvoice'; on: boolean };

export interface PurchaseProblems {
  quantities: Record<number, string>;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  general: string | null;
}

const outstanding = (line: PurchaseLine) => line.purchased - line.received;

/** The receipt a partial draft asks for, as the API takes it. */
export function receivedOf(draft: PurchaseDraft, record: PurchaseFlowRecord) {
  return record.lines.map((l) => ({ product_id: l.productId, quantity: Number(draft.quantities[l.productId] ?? 0) }));
}

export function purchaseDraftProblems(draft: PurchaseDraft, transition: string, record: PurchaseFlowRecord): PurchaseProblems | null {
  const found: PurchaseProblems = { quantities: {}, invoiceNumber: null, invoiceDate: null, general: null };
  if (transition === 'purchaseOrder.receivePartially') {
    for (const line of record.lines) {
      const typed = draft.quantities[line.productId] ?? '';
      const message = firstError(typed, [rules.required(), rules.numeric(), rules.min(0), rules.max(outstanding(line), `Enter number smaller than or equal to ${outstanding(line)}`)]);
      if (message) found.quantities[line.productId] = message;
    }
    if (!Object.keys(found.quantities).length) {
      found.general = receiptProblems(record.lines.map((l) => ({ product_id: l.productId, purchased_quantity: l.purchased, received_quantity: l.received })), receivedOf(draft, record))[0] ?? null;
    }
  }
  const number = draft.invoiceNumber.trim();
  if (transition === 'purchaseOrder.execute' && !number) found.invoiceNumber = 'Enter the invoice number before executing the order.';
  if (draft.generateInvoice && !number) found.invoiceNumber = 'Enter the invoice number to generate the invoice.';
  if (draft.generateInvoice && !draft.invoiceDate) found.invoiceDate = 'Enter the invoice date to generate the invoice.';
  const any = Object.keys(found.quantities).length || found.invoiceNumber || found.invoiceDate || found.general;
  return any ? found : null;
}

export const purchaseOrderFlow = createRecordFlow<PurchaseFlowRecord, PurchaseDraft, PurchaseEdit>({
  id: 'purchaseOrderFlow',
  lifecycle: purchaseOrderLifecycle,
  confirmOnSelect: ['purchaseOrder.cancel'],
  allows: (record, transition) => !(record.awaitingApproval && waitsForApproval(transition)),
  draftFor: (record) => ({
    quantities: Object.fromEntries(record.lines.map((l) => [l.productId, String(outstanding(l))])),
    invoiceNumber: record.invoiceNumber ?? '',
    invoiceDate: record.invoiceDate ?? '',
    generateInvoice: false,
  }),
  edit(draft, edit, _record, transition) {
    switch (edit.kind) {
      case 'quantity':
        return transition === 'purchaseOrder.receivePartially' ? { ...draft, quantities: { ...draft.quantities, [edit.productId]: edit.value } } : draft;
      case 'invoiceNumber':
        return { ...draft, invoiceNumber: edit.value };
      case 'invoiceDate':
        return { ...draft, invoiceDate: edit.value };
      case 'generateInvoice':
        return { ...draft, generateInvoice: edit.on };
    }
  },
  problems: purchaseDraftProblems,
});
