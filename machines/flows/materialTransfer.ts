/**
 * The /material-transfer-overview screen's flow: the record skeleton (recordFlow.ts) over the
 * transfer's lifecycle, with what the screen adds — cancelling asks first, a partial receipt
 * ticks items (by hand or with a keyboard-wedge scanner) and asks before saving, and the rest
 * may go on a new transfer order.
 */
import { firstError, rules } from '../../contract/validation.ts';
import { NOTHING_TICKED, partialReceiptProblems, transferLifecycle } from '../records/materialTransfer.ts';
import { createRecordFlow, type FlowRecord } from './recordFlow.ts';

export const CANCEL_CONFIRM_TEXT = 'You want to cancel this Transfer Order';
export const PARTIAL_CONFIRM_TEXT = 'You want to partially receive the Transfer Order';
export const RECEIVED_TOAST = 'Order received successfully';
export const CANCELLED_TOAST = 'Order Cancelled successfully';
/** Ours: the spec names the steps (domain.md §7) but not their messages. */
export const IN_TRANSIT_TOAST = 'Order marked in transit successfully';
export const EXECUTED_TOAST = 'Order executed successfully';
/** The toast of each saved step. */
export const TRANSFER_TOASTS: Readonly<Record<(typeof transferLifecycle.events)[number], string>> = {
  'transfer.cancel': CANCELLED_TOAST,
  'transfer.receive': RECEIVED_TOAST,
  'transfer.partiallyReceive': RECEIVED_TOAST,
  'transfer.markInTransit': IN_TRANSIT_TOAST,
  'transfer.execute': EXECUTED_TOAST,
};
export { NOTHING_TICKED };

export interface TransferItem {
  productId: number;
  sku: string;
  /** The units sent (ShippingDetails.stock). */
  transferred: number;
}

export interface TransferFlowRecord extends FlowRecord {
  status: number;
  items: readonly TransferItem[];
}

export interface ItemDraft extends TransferItem {
  ticked: boolean;
  /** What the user typed. */
  received: string;
}

export interface TransferDraft {
  items: ItemDraft[];
  createRemainder: boolean;
  scanning: boolean;
  /** The answer to the last scan, for the scan box. */
  scanMessage: string | null;
}

export type TransferEdit =
  | { kind: 'toggle'; productId: number }
  | { kind: 'quantity'; productId: number; value: string }
  | { kind: 'remainder' }
  | { kind: 'scan.start' }
  | { kind: 'scan.stop' }
  | { kind: 'scanned'; sku: string };

const untick = (item: TransferItem): ItemDraft => ({ ...item, ticked: false, received: String(item.transferred) });

/** The typed quantity of one ticked item: a whole number (the range is the lifecycle's rule, on the request). */
function quantityTextError(value: string): string | null {
  return firstError(value, [rules.required(), rules.numeric()]);
}

/** The receipt a draft asks for, as the API takes it: the ticked items, as typed. */
export function receivedQuantities(items: readonly ItemDraft[]): { product_id: number; received_stock: number }[] {
  return items.filter((i) => i.ticked).map((i) => ({ product_id: i.productId, received_stock: Number(i.received) }));
}

export interface ReceiptErrors {
  /** By product id. */
  items: Record<number, string>;
  general: string | null;
}

/** Why a partial receipt cannot be saved yet: the typed text first, then the transfer's own rules on the request. */
export function partialReceiptErrors(items: readonly ItemDraft[]): ReceiptErrors | null {
  const ticked = items.filter((i) => i.ticked);
  const errors: Record<number, string> = {};
  for (const item of ticked) {
    const message = quantityTextError(item.received);
    if (message) errors[item.productId] = message;
  }
  if (Object.keys(errors).length) return { items: errors, general: null };
  const request = receivedQuantities(items);
  const problems = partialReceiptProblems(items.map((i) => ({ product_id: i.productId, stock: i.transferred })), request);
  if (!problems) return null;
  for (const line of problems.lines) errors[request[line.index]!.product_id] = line.message;
  return { items: errors, general: problems.general };
}

export const transferFlow = createRecordFlow<TransferFlowRecord, TransferDraft, TransferEdit>({
  id: 'transferFlow',
  lifecycle: transferLifecycle,
  confirmOnSelect: ['transfer.cancel'],
  confirmOnSave: ['transfer.partiallyReceive'],
  draftFor: (record) => ({ items: record.items.map(untick), createRemainder: false, scanning: false, scanMessage: null }),
  edit(draft, edit, _record, transition) {
    // Only a partial receipt ticks items.
    if (transition !== 'transfer.partiallyReceive') return draft;
    switch (edit.kind) {
      case 'toggle':
        return { ...draft, items: draft.items.map((i) => (i.productId === edit.productId ? { ...untick(i), ticked: !i.ticked } : i)) };
      case 'quantity':
        return { ...draft, items: draft.items.map((i) => (i.productId === edit.productId && i.ticked ? { ...i, received: edit.value } : i)) };
      case 'remainder':
        return { ...draft, createRemainder: !draft.createRemainder };
      case 'scan.start':
        return { ...draft, scanning: true, scanMessage: null };
      case 'scan.stop':
        return { ...draft, scanning: false, scanMessage: null };
      case 'scanned': {
        if (!draft.scanning) return draft;
        const sku = edit.sku.trim();
        const match = draft.items.find((i) => i.sku === sku);
        if (!match) return { ...draft, scanMessage: `No item with SKU ${sku} in this transfer` };
        return { ...draft, scanMessage: `Ticked ${sku}`, items: draft.items.map((i) => (i === match && !i.ticked ? { ...untick(i), ticked: true } : i)) };
      }
    }
  },
  problems: (draft, transition) => (transition === 'transfer.partiallyReceive' ? partialReceiptErrors(draft.items) : null),
});
