/**
 * The record flows as test models: the events a path may take in each state (with concrete
 * payloads; the server's answer to a save is the record in the status the step leads to) and
 * how states are told apart. Shared by the machine, server and Chromium runs. The transfer's
 * sample items stand for two products of a fresh transfer: 5 units of product 1 (`SKU-A`) and
 * 3 of product 2 (`SKU-B`); runs map them onto real products.
 */
import { createTestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { TRANSFER_STATUS, CASH_STATUS } from '../../contract/statuses.ts';
import { cashFlow, receivedAmountError, type CashEdit, type CashFlowRecord } from '../../machines/flows/cashCollection.ts';
import { partialReceiptErrors, transferFlow, type TransferEdit, type TransferFlowRecord, type TransferItem } from '../../machines/flows/materialTransfer.ts';
import type { FlowEvent } from '../../machines/flows/recordFlow.ts';
import { cashLifecycle } from '../../machines/records/cashCollection.ts';
import { transferLifecycle } from '../../machines/records/materialTransfer.ts';

export const SAMPLE_ITEMS: TransferItem[] = [
  { productId: 1, sku: 'SKU-A', transferred: 5 },
  { productId: 2, sku: 'SKU-B', transferred: 3 },
];

export type TransferSnapshot = SnapshotFrom<typeof transferFlow>;
export type TransferFlowEvent = FlowEvent<TransferFlowRecord, TransferEdit>;
export type CashSnapshot = SnapshotFrom<typeof cashFlow>;
export type CashFlowEvent = FlowEvent<CashFlowRecord, CashEdit>;

export const transferRecordIn = (status: number, version = 0): TransferFlowRecord => ({ status, version, items: SAMPLE_ITEMS });

/** What the server answers to a save of this step: the record in the status it leads to. */
export function savedTransfer(snapshot: TransferSnapshot): TransferFlowEvent {
  const { record, transition } = snapshot.context;
  return { type: 'save.succeeded', record: transferRecordIn(Number(transferLifecycle.next(record!.status, transition!)), record!.version + 1) };
}

export function transferEvents(snapshot: TransferSnapshot): TransferFlowEvent[] {
  return [
    ...Object.values(TRANSFER_STATUS).map((status): TransferFlowEvent => ({ type: 'record.loaded', record: transferRecordIn(status) })),
    { type: 'load.failed', message: 'Material transfer not found.' },
    { type: 'record.reload' },
    ...transferLifecycle.events.map((transition): TransferFlowEvent => ({ type: 'record.select', transition })),
    { type: 'record.reset' },
    { type: 'draft.edit', edit: { kind: 'scan.start' } },
    { type: 'draft.edit', edit: { kind: 'scan.stop' } },
    { type: 'draft.edit', edit: { kind: 'scanned', sku: 'SKU-B' } },
    { type: 'draft.edit', edit: { kind: 'toggle', productId: 1 } },
    { type: 'draft.edit', edit: { kind: 'quantity', productId: 1, value: '2' } },
    { type: 'draft.edit', edit: { kind: 'quantity', productId: 1, value: '9' } },
    { type: 'draft.edit', edit: { kind: 'remainder' } },
    { type: 'record.save' },
    { type: 'confirm.yes' },
    { type: 'confirm.no' },
    ...(snapshot.matches({ ready: 'saving' }) ? [savedTransfer(snapshot)] : []),
    { type: 'save.failed', message: 'Transfer order was changed by someone else.', conflict: true },
    { type: 'save.failed', message: 'Enter number smaller than or equal to 5', conflict: false },
  ];
}

/** States differ by where the flow is, the record's status, the step chosen and, in a partial receipt, what saving would send. */
export function serializeTransfer(snapshot: TransferSnapshot): string {
  const { record, transition, draft } = snapshot.context;
  const base = `${JSON.stringify(snapshot.value)} ${record ? `status ${record.status}` : 'no record'}${transition ? ` ${transition}` : ''}`;
  if (transition !== 'transfer.partiallyReceive' || !draft) return base;
  return `${base} valid ${partialReceiptErrors(draft.items) === null} remainder ${draft.createRemainder} scanning ${draft.scanning}`;
}

export const createTransferModel = () =>
  createTestModel(transferFlow, { events: (s) => transferEvents(s as TransferSnapshot), serializeState: (s) => serializeTransfer(s as TransferSnapshot) });

export const VALID_AMOUNT = '1500.50';
export const cashRecordIn = (status: string, version = 0): CashFlowRecord => ({ status, version, submittedAmount: 1234.5 });

/** What the server answers to the receipt: the collection RECEIVED. */
export function savedCash(snapshot: CashSnapshot): CashFlowEvent {
  const { record, transition } = snapshot.context;
  return { type: 'save.succeeded', record: cashRecordIn(String(cashLifecycle.next(record!.status, transition!)), record!.version + 1) };
}

export function cashEvents(snapshot: CashSnapshot): CashFlowEvent[] {
  return [
    ...Object.values(CASH_STATUS).map((status): CashFlowEvent => ({ type: 'record.loaded', record: cashRecordIn(status) })),
    { type: 'load.failed', message: 'Cash collection not found.' },
    { type: 'record.reload' },
    ...cashLifecycle.events.map((t): CashFlowEvent => ({ type: 'record.select', transition: t })),
    { type: 'record.reset' },
    { type: 'draft.edit', edit: { kind: 'amount', value: VALID_AMOUNT } },
    { type: 'draft.edit', edit: { kind: 'amount', value: '-5' } },
    { type: 'record.save' },
    ...(snapshot.matches({ ready: 'saving' }) ? [savedCash(snapshot)] : []),
    { type: 'save.failed', message: 'Cash collection was changed by someone else.', conflict: true },
    { type: 'save.failed', message: 'Enter at most 2 decimal places', conflict: false },
  ];
}

export function serializeCash(snapshot: CashSnapshot): string {
  const { record, transition, draft } = snapshot.context;
  const base = `${JSON.stringify(snapshot.value)} ${record ? `status ${record.status}` : 'no record'}${transition ? ` ${transition}` : ''}`;
  return draft ? `${base} valid ${receivedAmountError(draft.amount) === null}` : base;
}

export const createCashModel = () =>
  createTestModel(cashFlow, { events: (s) => cashEvents(s as CashSnapshot), serializeState: (s) => serializeCash(s as CashSnapshot) });
