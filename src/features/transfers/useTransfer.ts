/**
 * The material transfer screen's actor: machines/materialTransfer.ts with its effects
 * supplied here (fetch, save, toasts). Effects answer with explicit events, so the screen
 * goes through exactly the states the model-based tests walk.
 */
import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { toast } from 'sonner';
import type { Infer } from 'superstruct';
import { getMaterialTransfer, manageMaterialTransfer, type MaterialTransfer } from '../../../contract/actions/material-transfers.ts';
import {
  CANCELLED_TOAST, RECEIVED_TOAST, materialTransferMachine, receivedQuantities, type TransferRecord, type TransferTarget,
} from '../../../machines/materialTransfer.ts';
import { ApiCallError, call, errorMessage } from '../../api/client.ts';
import { toastSuccess } from '../../ui/index.ts';

export type TransferData = Infer<typeof MaterialTransfer>;

export const recordOf = (t: TransferData): TransferRecord => ({
  status: t.state,
  version: t.version,
  items: t.ShippingDetails.map((d) => ({ productId: d.product_id, sku: d.Product.sku, transferred: d.stock })),
});

/** `onSaved` runs after a successful save (the screen then leaves for /warehouse-orders). */
export function useTransfer(id: number | null, onSaved: () => void) {
  const [transfer, setTransfer] = useState<TransferData | null>(null);
  const latest = useRef({ id, onSaved });
  useEffect(() => {
    latest.current = { id, onSaved };
  });

  const actor = useActorRef(
    materialTransferMachine.provide({
      actions: {
        load: ({ self }) => {
          const current = latest.current.id;
          if (current === null) {
            queueMicrotask(() => self.send({ type: 'load.failed', message: 'This address does not name a transfer order.' }));
            return;
          }
          call(getMaterialTransfer, { id: current })
            .then((body) => {
              setTransfer(body.data);
              self.send({ type: 'transfer.loaded', transfer: recordOf(body.data) });
            })
            .catch((error: unknown) => self.send({ type: 'load.failed', message: errorMessage(error) }));
        },
        save: ({ context, self }) => {
          const target = context.selection as TransferTarget;
          const partial = target === 4 ? { items: receivedQuantities(context.items), create_partial_transfer_order: context.createRemainder } : {};
          call(manageMaterialTransfer, { id: latest.current.id!, new_status: target, version: context.version, ...partial })
            .then((body) => {
              setTransfer(body.data);
              self.send({ type: 'save.succeeded', status: body.data.state, version: body.data.version });
            })
            .catch((error: unknown) =>
              self.send({ type: 'save.failed', message: errorMessage(error), conflict: error instanceof ApiCallError && error.status === 409 }));
        },
        notifySaved: ({ context }) => {
          toastSuccess(context.selection === 2 ? CANCELLED_TOAST : RECEIVED_TOAST);
          latest.current.onSaved();
        },
        notifyError: ({ context }) => {
          if (context.error) toast.error(context.error);
        },
      },
    }),
  );
  const snapshot = useSelector(actor, (s) => s);
  return { actor, snapshot, transfer };
}
