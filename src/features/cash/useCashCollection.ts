/**
 * The cash-in-hand order screen's flow (machines/flows/cashCollection.ts) with its effects:
 * loading with get.cash_in_hand_order, receiving with receive.cash_in_hand_order.
 */
import type { Infer } from 'superstruct';
import { CashCollection, getCashInHandOrder, receiveCashInHandOrder } from '../../../contract/actions/cash-collections.ts';
import { CASH_RECEIVED_TOAST, cashFlow } from '../../../machines/flows/cashCollection.ts';
import { call } from '../../api/client.ts';
import { useRecordFlow } from '../../platform/record/useRecordFlow.ts';
import { toastSuccess } from '../../ui/index.ts';

export type CashData = Infer<typeof CashCollection>;

export function useCashCollection(id: number | null) {
  return useRecordFlow(cashFlow, id, {
    get: getCashInHandOrder,
    toRecord: (c: CashData) => ({ status: c.state, version: c.version, submittedAmount: c.submitted_amount }),
    badAddress: 'This address does not name a cash collection.',
    save: async ({ id: collectionId, record, draft }) =>
      (await call(receiveCashInHandOrder, { id: collectionId, receive_amt: Number(draft.amount), version: record.version })).data,
    onSaved: () => toastSuccess(CASH_RECEIVED_TOAST),
  });
}
