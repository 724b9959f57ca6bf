/**
 * A record screen's flow actor (machines/flows/recordFlow.ts) with its effects: the record is
 * fetched with its `get.*` action, a save is the step's contract action, and the answer comes
 * back to the flow as events, so the screen goes through exactly the states the model-based
 * tests walk. A conflict (409) loads the record again; every failure toasts the server's message.
 *
 *   const { snapshot, send, data } = useRecordFlow(cashFlow, id, {
 *     get: getCashInHandOrder, toRecord, save: ({ data, draft }) => call(receiveCashInHandOrder, …),
 *     onSaved: () => toastSuccess(CASH_RECEIVED_TOAST),
 *   });
 */
import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { toast } from 'sonner';
import type { ActionSpec } from '../../../contract/action.ts';
import type { AnyStateMachine, ContextFrom } from 'xstate';
import type { FlowContext, FlowRecord } from '../../../machines/flows/recordFlow.ts';
import { ApiCallError, call, errorMessage } from '../../api/client.ts';

export interface RecordFlowEffects<Data, R extends FlowRecord, Draft> {
  /** The record's `get.*` action. */
  get: ActionSpec<any, { data: Data }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The record as the flow sees it, from the API's answer. */
  toRecord: (data: Data) => R;
  /** Saves the chosen step; answers the record as the server has it now. */
  save: (step: { id: number; data: Data; record: R; transition: string; draft: Draft }) => Promise<Data>;
  /** After a successful save (a toast, leaving the screen). */
  onSaved?: (transition: string) => void;
  /** What a missing id in the address says. */
  badAddress: string;
}

type RecordOf<M extends AnyStateMachine> = NonNullable<ContextFrom<M>['record']>;
type DraftOf<M extends AnyStateMachine> = NonNullable<ContextFrom<M>['draft']>;

export function useRecordFlow<M extends AnyStateMachine, Data>(flow: M, id: number | null, effects: RecordFlowEffects<Data, RecordOf<M>, DraftOf<M>>) {
  type R = RecordOf<M>;
  type Draft = DraftOf<M>;
  const [data, setData] = useState<Data | null>(null);
  const latest = useRef({ id, effects, data });
  useEffect(() => {
    latest.current = { id, effects, data };
  });

  const actor = useActorRef(
    (flow as AnyStateMachine).provide({
      actions: {
        load: ({ self }) => {
          const current = latest.current.id;
          if (current === null) {
            queueMicrotask(() => self.send({ type: 'load.failed', message: latest.current.effects.badAddress }));
            return;
          }
          call(latest.current.effects.get, { id: current } as never)
            .then((body) => {
              setData(body.data as Data);
              self.send({ type: 'record.loaded', record: latest.current.effects.toRecord(body.data as Data) });
            })
            .catch((error: unknown) => self.send({ type: 'load.failed', message: errorMessage(error) }));
        },
        save: ({ context, self }) => {
          const { id: current, effects: currentEffects, data: shown } = latest.current;
          const { record, transition, draft } = context as FlowContext<R, Draft>;
          currentEffects
            .save({ id: current!, data: shown!, record: record!, transition: transition!, draft: draft as Draft })
            .then((saved) => {
              setData(saved);
              self.send({ type: 'save.succeeded', record: currentEffects.toRecord(saved) });
            })
            .catch((error: unknown) =>
              self.send({ type: 'save.failed', message: errorMessage(error), conflict: error instanceof ApiCallError && error.status === 409 }));
        },
        notifySaved: ({ context }) => latest.current.effects.onSaved?.((context as FlowContext<R, Draft>).transition!),
        notifyError: ({ context }) => {
          if (context.error) toast.error(context.error);
        },
      },
    }) as M,
  );
  const snapshot = useSelector(actor, (s) => s);
  return { actor, snapshot, send: actor.send, data };
}
