/**
 * The material transfer machine as a test model: the events the paths may take (with
 * concrete payloads) and how states are told apart. Shared by the machine, server and
 * Chromium runs. The sample items stand for two products of a fresh transfer: 5 units of
 * product 1 (`SKU-A`) and 3 of product 2 (`SKU-B`); runs map them onto real products.
 */
import { createTestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { materialTransferMachine, partialReceiptErrors, type TransferEvent, type TransferItemInput } from '../../machines/materialTransfer.ts';

export const SAMPLE_ITEMS: TransferItemInput[] = [
  { productId: 1, sku: 'SKU-A', transferred: 5 },
  { productId: 2, sku: 'SKU-B', transferred: 3 },
];

const loaded = (status: number): TransferEvent => ({ type: 'transfer.loaded', transfer: { status, version: 0, items: SAMPLE_ITEMS } });

export const TRANSFER_EVENTS: TransferEvent[] = [
  loaded(1), loaded(2), loaded(3), loaded(4),
  { type: 'load.failed', message: 'Material transfer not found.' },
  { type: 'transfer.reload' },
  { type: 'transfer.cancel' },
  { type: 'transfer.receive' },
  { type: 'transfer.partiallyReceive' },
  { type: 'transfer.reset' },
  { type: 'transfer.scan' },
  { type: 'scan.stop' },
  { type: 'item.scanned', sku: 'SKU-B' },
  { type: 'item.toggle', productId: 1 },
  { type: 'item.quantity', productId: 1, value: '2' },
  { type: 'item.quantity', productId: 1, value: '9' },
  { type: 'remainder.toggle' },
  { type: 'transfer.save' },
  { type: 'confirm.yes' },
  { type: 'confirm.no' },
  { type: 'save.succeeded', status: 0, version: 1 },
  { type: 'save.failed', message: 'Transfer order was changed by someone else.', conflict: true },
  { type: 'save.failed', message: 'Enter number smaller than or equal to 5', conflict: false },
];

export type TransferSnapshot = SnapshotFrom<typeof materialTransferMachine>;

/** States differ by where the machine is and, inside the partial receipt, by what saving would send. */
export function serializeTransfer(snapshot: TransferSnapshot): string {
  const value = JSON.stringify(snapshot.value);
  const c = snapshot.context;
  const partial = snapshot.matches({ created: 'partialSelected' }) || snapshot.matches({ created: 'confirmingPartial' }) ||
    (snapshot.matches({ created: 'saving' }) && c.selection === 4);
  if (snapshot.matches({ created: 'saving' })) return `${value} selection ${c.selection}${partial ? ` remainder ${c.createRemainder}` : ''}`;
  return partial ? `${value} valid ${partialReceiptErrors(c.items) === null} remainder ${c.createRemainder}` : value;
}

export const stateName = (snapshot: TransferSnapshot) => JSON.stringify(snapshot.value);

export const createTransferModel = () =>
  createTestModel(materialTransferMachine, {
    events: TRANSFER_EVENTS,
    serializeState: (snapshot) => serializeTransfer(snapshot as TransferSnapshot),
  });
