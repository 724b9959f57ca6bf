/**
 * The /view-cash-order screen's flow: the record skeleton (recordFlow.ts) over the cash
 * collection's lifecycle. Choosing Receive opens the dialog with the amount counted, starting
 * at the total cash the refill partner declared; saving needs a valid amount.
 */
import { firstError, rules } from '../../contract/validation.ts';
import { cashLifecycle } from '../records/cashCollection.ts';
import { createRecordFlow, type FlowRecord } from './recordFlow.ts';

/** console.md §8, with the spec's spelling. */
export const CASH_RECEIVED_TOAST = 'Recieved executed successfully';

export interface CashFlowRecord extends FlowRecord {
  status: string;
  /** Total cash declared by the refill partner: the amount the dialog starts with. */
  submittedAmount: number;
}

export interface CashDraft {
  /** The received amount as typed in the dialog. */
  amount: string;
}

export type CashEdit = { kind: 'amount'; value: string };

/** A received amount: required, a number of at most two decimals, not below 0. */
export function receivedAmountError(value: string): string | null {
  return firstError(value.trim(), [
    rules.required(),
    rules.pattern(/^\d+(\.\d{1,2})?$/, 'Enter an amount like 1250 or 1250.50'),
    rules.min(0),
  ]);
}

export const cashFlow = createRecordFlow<CashFlowRecord, CashDraft, CashEdit>({
  id: 'cashFlow',
  lifecycle: cashLifecycle,
  draftFor: (record) => ({ amount: record.submittedAmount.toFixed(2) }),
  edit: (_draft, edit) => ({ amount: edit.value }),
  problems: (draft) => receivedAmountError(draft.amount),
});
