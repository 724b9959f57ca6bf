/**
 * The purchase order's manage flow as a test model (see flow-models.ts): two lines, 10 and 4
 * units purchased, none received; the server answers a save with the order in the status the
 * step leads to.
 */
import { createTestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { PURCHASE_ORDER_STATUS } from '../../contract/statuses.ts';
import { purchaseDraftProblems, purchaseOrderFlow, type PurchaseEdit, type PurchaseFlowRecord } from '../../machines/flows/purchaseOrder.ts';
import type { FlowEvent } from '../../machines/flows/recordFlow.ts';
import { purchaseOrderLifecycle } from '../../machines/records/purchaseOrder.ts';

export type PurchaseSnapshot = SnapshotFrom<typeof purchaseOrderFlow>;
export type PurchaseFlowEvent = FlowEvent<PurchaseFlowRecord, PurchaseEdit>;

export const purchaseRecordIn = (status: string, version = 0): PurchaseFlowRecord => ({
  status, version, invoiceNumber: null, invoiceDate: null, awaitingApproval: false,
  lines: [{ productId: 1, purchased: 10, received: 0 }, { productId: 2, purchased: 4, received: 0 }],
});

export function savedPurchase(snapshot: PurchaseSnapshot): PurchaseFlowEvent {
  const { record, transition } = snapshot.context;
  return { type: 'save.succeeded', record: purchaseRecordIn(String(purchaseOrderLifecycle.next(record!.status, transition!)), record!.version + 1) };
}

export function purchaseEvents(snapshot: PurchaseSnapshot): PurchaseFlowEvent[] {
  return [
    ...Object.values(PURCHASE_ORDER_STATUS).map((status): PurchaseFlowEvent => ({ type: 'record.loaded', record: purchaseRecordIn(status) })),
    { type: 'load.failed', message: 'Purchase order not found.' },
    { type: 'record.reload' },
    ...purchaseOrderLifecycle.events.map((transition): PurchaseFlowEvent => ({ type: 'record.select', transition })),
    { type: 'record.reset' },
    { type: 'draft.edit', edit: { kind: 'quantity', productId: 1, value: '11' } },
    { type: 'draft.edit', edit: { kind: 'quantity', productId: 1, value: '3' } },
    { type: 'draft.edit', edit: { kind: 'invoiceNumber', value: 'INV-1' } },
    { type: 'draft.edit', edit: { kind: 'invoiceDate', value: '2026-11-25' } },
    { type: 'draft.edit', edit: { kind: 'generateInvoice', on: true } },
    { type: 'record.save' },
    { type: 'confirm.yes' },
    { type: 'confirm.no' },
    ...(snapshot.matches({ ready: 'saving' }) ? [savedPurchase(snapshot)] : []),
    { type: 'save.failed', message: 'Purchase order was changed by someone else.', conflict: true },
    { type: 'save.failed', message: 'Enter number smaller than or equal to 10', conflict: false },
  ];
}

/** States differ by where the flow is, the order's status, the step chosen and whether its draft could be saved. */
export function serializePurchase(snapshot: PurchaseSnapshot): string {
  const { record, transition, draft } = snapshot.context;
  const base = `${JSON.stringify(snapshot.value)} ${record ? `status ${record.status}` : 'no record'}${transition ? ` ${transition}` : ''}`;
  return draft && record && transition ? `${base} valid ${purchaseDraftProblems(draft, transition, record) === null}` : base;
}

export const createPurchaseModel = () =>
  createTestModel(purchaseOrderFlow, { events: (s) => purchaseEvents(s as PurchaseSnapshot), serializeState: (s) => serializePurchase(s as PurchaseSnapshot) });
