/**
 * The cash-in-hand order screen's actor: machines/cashCollection.ts with its effects
 * (fetch, receive, toasts) supplied here; results come back as explicit events.
 */
import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { toast } from 'sonner';
import type { Infer } from 'superstruct';
import { CashCollection, getCashInHandOrder, receiveCashInHandOrder } from '../../../contract/actions/cash-collections.ts';
import { CASH_RECEIVED_TOAST, cashCollectionMachine } from '../../../machines/cashCollection.ts';
import { ApiCallError, call, errorMessage } from '../../api/client.ts';
import { toastSuccess } from '../../ui/index.ts';

export type CashData = Infer<typeof CashCollection>;

export function useCashCollection(id: number | null) {
  const [collection, setCollection] = useState<CashData | null>(null);
  const latest = useRef(id);
  useEffect(() => {
    latest.current = id;
  });

  const actor = useActorRef(
    cashCollectionMachine.provide({
      actions: {
        load: ({ self }) => {
          const current = latest.current;
          if (current === null) {
            queueMicrotask(() => self.send({ type: 'load.failed', message: 'This address does not name a cash collection.' }));
            return;
          }
          call(getCashInHandOrder, { id: current })
            .then((body) => {
              setCollection(body.data);
              self.send({ type: 'cash.loaded', collection: { state: body.data.state, version: body.data.version, submittedAmount: body.data.submitted_amount } });
            })
            .catch((error: unknown) => self.send({ type: 'load.failed', message: errorMessage(error) }));
        },
        save: ({ context, self }) => {
          call(receiveCashInHandOrder, { id: latest.current!, receive_amt: Number(context.amount), version: context.version })
            .then((body) => {
              setCollection(body.data);
              self.send({ type: 'save.succeeded', version: body.data.version });
            })
            .catch((error: unknown) =>
              self.send({ type: 'save.failed', message: errorMessage(error), conflict: error instanceof ApiCallError && error.status === 409 }));
        },
        notifySaved: () => toastSuccess(CASH_RECEIVED_TOAST),
        notifyError: ({ context }) => {
          if (context.error) toast.error(context.error);
        },
      },
    }),
  );
  const snapshot = useSelector(actor, (s) => s);
  return { actor, snapshot, collection };
}
