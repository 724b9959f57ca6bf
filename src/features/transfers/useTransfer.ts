/**
 * The material transfer screen's flow (machines/flows/materialTransfer.ts) with its effects:
 * loading with get.material_transfer, saving the chosen step with manage.material_transfer.
 */
import type { Infer } from 'superstruct';
import { getMaterialTransfer, manageMaterialTransfer, type MaterialTransfer, type TransferTarget } from '../../../contract/actions/material-transfers.ts';
import { TRANSFER_STATUS } from '../../../contract/statuses.ts';
import { TRANSFER_TOASTS, receivedQuantities, transferFlow, type TransferFlowRecord } from '../../../machines/flows/materialTransfer.ts';
import { transferLifecycle } from '../../../machines/records/materialTransfer.ts';
import { call } from '../../api/client.ts';
import { useRecordFlow } from '../../platform/record/useRecordFlow.ts';
import { toastSuccess } from '../../ui/index.ts';

export type TransferData = Infer<typeof MaterialTransfer>;

export const recordOf = (t: TransferData): TransferFlowRecord => ({
  status: t.state,
  version: t.version,
  items: t.ShippingDetails.map((d) => ({ productId: d.product_id, sku: d.Product.sku, transferred: d.stock })),
});

/** `onSaved` runs after a successful save (the screen then leaves for /warehouse-orders). */
export function useTransfer(id: number | null, onSaved: () => void) {
  return useRecordFlow(transferFlow, id, {
    get: getMaterialTransfer,
    toRecord: recordOf,
    badAddress: 'This address does not name a transfer order.',
    save: async ({ id: transferId, record, transition, draft }) => {
      const target = transferLifecycle.next(TRANSFER_STATUS.created, transition) as TransferTarget;
      const partial = transition === 'transfer.partiallyReceive'
        ? { items: receivedQuantities(draft.items), create_partial_transfer_order: draft.createRemainder }
        : {};
      return (await call(manageMaterialTransfer, { id: transferId, new_status: target, version: record.version, ...partial })).data;
    },
    onSaved: (transition) => {
      toastSuccess(TRANSFER_TOASTS[transition as keyof typeof TRANSFER_TOASTS]);
      onSaved();
    },
  });
}
