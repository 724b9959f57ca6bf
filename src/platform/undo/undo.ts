/**
 * Undo in the console (issue 56): `callUndoable` runs an action and, when the contract's UNDOABLE
 * table lists it, its success toast offers Undo and Ctrl+Z undoes it for UNDO_WINDOW_MS. Undo
 * is `undo.action` on the server (the record's state is checked there); the screen hears back
 * through `onUndone` to read the record again. Only the last action is kept, as in Linear.
 */
import type { ActionSpec, InputOf } from '../../../contract/action.ts';
import { UNDO_WINDOW_MS, inverseOfCall, undoAction, versionAfter } from '../../../contract/actions/undo.ts';
import type { Command } from '../../../commands/registry.ts';
import { call } from '../../api/client.ts';
import { toastError, toastSuccess, toastUndoable } from '../../ui/toast.ts';

interface Undoable {
  of: string;
  input: Record<string, unknown>;
  version: number;
  /** The toast's words once undone: "Coil A1 unblocked." (else the server's "Undone."). */
  undoneMessage?: string;
  at: number;
  onUndone?: () => void;
}

let last: Undoable | null = null;

export interface UndoOptions {
  /** The success toast. */
  message: string;
  /** The toast once it is undone (default "Undone."). */
  undoneMessage?: string;
  /** Called once the undo succeeded or was refused: the screen reads its record again. */
  onUndone?: () => void;
}

type AnySpec = ActionSpec<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Runs the action, then toasts its success with Undo when it can be undone. Failures throw as `call`'s do. */
export async function callUndoable<A extends AnySpec>(spec: A, input: InputOf<A>, options: UndoOptions) {
  const answer = await call(spec, input);
  const fields = input as Record<string, unknown>;
  const entry = inverseOfCall(spec.name, fields);
  if (!entry) {
    toastSuccess(options.message);
    return answer;
  }
  last = {
    of: spec.name, input: fields, version: versionAfter(entry, fields, answer), at: Date.now(),
    undoneMessage: options.undoneMessage, onUndone: options.onUndone,
  };
  toastUndoable(options.message, () => void undoLast(), UNDO_WINDOW_MS);
  return answer;
}

/** Whether Ctrl+Z has something to undo now. */
export function canUndo(now = Date.now()): boolean {
  return last !== null && now - last.at <= UNDO_WINDOW_MS;
}

/** Undoes the last undoable action if it is recent; answers whether it tried. */
export async function undoLast(): Promise<boolean> {
  const undoing = canUndo() ? last : null;
  last = null;
  if (!undoing) return false;
  try {
    const answer = await call(undoAction, { of: undoing.of, input: undoing.input, version: undoing.version });
    toastSuccess(undoing.undoneMessage ?? answer.data.message);
  } catch (error) {
    toastError(error);
  }
  undoing.onUndone?.();
  return true;
}

/** Ctrl+Z (⌘Z): undo the last action, offered while it can be. In a field, Ctrl+Z stays the field's own. */
export const undoCommand: Command = {
  id: 'undo.last_action',
  title: 'Undo last action',
  keywords: ['revert', 'back'],
  shortcut: 'mod+z',
  permissions: [],
  section: 'Console',
  available: () => canUndo(),
  run: () => void undoLast(),
};
