/** The cash collection machine as a test model (see transfer-model.ts). */
import { createTestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { cashCollectionMachine, receivedAmountError, type CashEvent } from '../../machines/cashCollection.ts';

export const VALID_AMOUNT = '1500.50';

export const CASH_EVENTS: CashEvent[] = [
  { type: 'cash.loaded', collection: { state: 'SUBMITTED', version: 0, submittedAmount: 1234.5 } },
  { type: 'cash.loaded', collection: { state: 'RECEIVED', version: 1, submittedAmount: 1234.5 } },
  { type: 'load.failed', message: 'Cash collection not found.' },
  { type: 'cash.reload' },
  { type: 'cash.receive' },
  { type: 'amount.change', value: VALID_AMOUNT },
  { type: 'amount.change', value: '-5' },
  { type: 'confirm.yes' },
  { type: 'confirm.no' },
  { type: 'save.succeeded', version: 1 },
  { type: 'save.failed', message: 'Cash collection was changed by someone else.', conflict: true },
  { type: 'save.failed', message: 'Enter at most 2 decimal places', conflict: false },
];

export type CashSnapshot = SnapshotFrom<typeof cashCollectionMachine>;

export function serializeCash(snapshot: CashSnapshot): string {
  const value = JSON.stringify(snapshot.value);
  return snapshot.matches({ submitted: 'entering' }) ? `${value} valid ${receivedAmountError(snapshot.context.amount) === null}` : value;
}

export const createCashModel = () =>
  createTestModel(cashCollectionMachine, {
    events: CASH_EVENTS,
    serializeState: (snapshot) => serializeCash(snapshot as CashSnapshot),
  });
