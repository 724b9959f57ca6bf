/**
 * What the order overviews of this folder share: a step asked for with a Yes/No confirmation,
 * sent with the version read, toasted, and the record reloaded either way; and the step's
 * button, shown only while its gate (the lifecycle's `can`) allows it.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- any action spec, as api/client.ts takes it */
import type { ReactNode } from 'react';
import { call } from '../../api/client.ts';
import type { ActionSpec, InputOf } from '../../../contract/action.ts';
import { Button, toastError, toastSuccess, useConfirm } from '../../ui/index.ts';

export function useConfirmedStep(reload: () => void): [<A extends ActionSpec<any, any>>(action: A, input: InputOf<A>, text: string, done: string, danger?: boolean) => void, ReactNode] {
  const [confirm, dialog] = useConfirm();
  const run = <A extends ActionSpec<any, any>>(action: A, input: InputOf<A>, text: string, done: string, danger = false) => {
    void confirm({ text, confirmLabel: 'Yes', cancelLabel: 'No', tone: danger ? 'danger' : undefined }).then((yes) => {
      if (!yes) return;
      call(action, input)
        .then(() => { toastSuccess(done); reload(); })
        .catch((error: unknown) => { toastError(error); reload(); });
    });
  };
  return [run, dialog];
}

/** The button of a record action, when its gate allows it. */
export function stepButton(actions: Record<string, { allowed: boolean; run: () => void }>) {
  return (id: string, label: string, variant: 'primary' | 'secondary' | 'danger' = 'secondary') => {
    const gate = actions[id]!;
    return gate.allowed && <Button variant={variant} className="!py-1.5" onClick={gate.run}>{label}</Button>;
  };
}
