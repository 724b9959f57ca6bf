/**
 * Delete a record after an "Are you sure?" confirmation, with the success toast or the
 * server's message. Lists and view screens share it; `onDeleted` reloads or leaves. A delete the
 * contract can undo (a restore, contract/actions/undo.ts) toasts Undo, and `onDeleted` runs again once undone.
 *
 *   const [remove, deleteDialog] = useDeleteRecord(deleteRole, { text: (r) => `You want to delete the role "${r.name}".`, success: ROLE_MESSAGES.deleted, onDeleted: query.reload });
 *   <Button onClick={() => remove(role)}>Delete</Button>{deleteDialog}
 */
import type { ReactNode } from 'react';
import type { ActionSpec } from '../../../contract/action.ts';
import { useConfirm } from '../../ui/ConfirmDialog.tsx';
import { toastError } from '../../ui/toast.ts';
import { callUndoable } from '../undo/undo.ts';

export interface DeletedRecord {
  id: number;
  version: number;
}

export interface DeleteOptions<R> {
  /** The confirmation's text for this record. */
  text: (record: R) => string;
  /** The toast after a delete. */
  success: string;
  onDeleted: () => void;
}

export function useDeleteRecord<R, Res>(
  spec: ActionSpec<DeletedRecord, Res>,
  { text, success, onDeleted }: DeleteOptions<R>,
): readonly [(record: R & DeletedRecord) => void, ReactNode] {
  const [confirm, dialog] = useConfirm();
  async function confirmAndDelete(record: R & DeletedRecord) {
    if (!(await confirm({ text: text(record), confirmLabel: 'Yes, delete it!', tone: 'danger' }))) return;
    await callUndoable(spec, { id: record.id, version: record.version }, { message: success, onUndone: onDeleted });
    onDeleted();
  }
  // A click handler: it returns nothing, and a failed delete shows the server's message.
  const remove = (record: R & DeletedRecord) => {
    confirmAndDelete(record).catch(toastError);
  };
  return [remove, dialog] as const;
}
