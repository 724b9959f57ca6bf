/**
 * Undo in the console (issue 56): `callUndoable` runs an action and, when the contract's UNDOABLE
 * table lists it, its success toast offers Undo and Ctrl+Z undoes it for UNDO_WINDOW_MS. A bulk
 * run is remembered the same way (`rememberRun`): Undo reverses each of its records, one
 * `undo.action` each. Undo is `undo.action` on the server (the record's state is checked there);
 * the screen hears back through `onUndone` to read the record again. Only the last action or run
 * is kept, as in Linear.
 */
import type { ActionSpec, InputOf } from '../../../contract/action.ts';
import { UNDO_WINDOW_MS, inverseOfCall, undoAction, versionAfter } from '../../../contract/actions/undo.ts';
import type { Command } from '../../../commands/registry.ts';
import { call, errorMessage } from '../../api/client.ts';
import { toastError, toastSuccess, toastUndoable } from '../../ui/toast.ts';
import { toast } from 'sonner';

/** One record's undo: what `undo.action` is sent. */
export interface UndoStep {
  of: string;
  input: Record<string, unknown>;
  version: number;
}

interface Undoable {
  steps: UndoStep[];
  /** The toast's words once undone: "Coil A1 unblocked." (else the server's "Undone." or the run's summary). */
  undoneMessage?: string;
  /** A run's name for its summary: "Mark in transit". */
  run?: string;
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
    steps: [{ of: spec.name, input: fields, version: versionAfter(entry, fields, answer) }], at: Date.now(),
    undoneMessage: options.undoneMessage, onUndone: options.onUndone,
  };
  toastUndoable(options.message, () => void undoLast(), UNDO_WINDOW_MS);
  return answer;
}

/**
 * Remembers a bulk run's undoable records as the last thing to undo (Ctrl+Z, the summary
 * toast's Undo); `summary` is the run's toast, `warn` when some records were refused.
 */
export function rememberRun(run: string, steps: readonly UndoStep[], summary: string, warn: boolean, onUndone?: () => void): void {
  if (!steps.length) {
    if (warn) toast.warning(summary);
    else toast.success(summary);
    return;
  }
  last = { steps: [...steps], run, at: Date.now(), onUndone };
  toastUndoable(summary, () => void undoLast(), UNDO_WINDOW_MS, warn ? 'warning' : 'success');
}

/** How one record's undo went: the server's "Undone.", or its refusal ("has changed since"). */
export interface UndoResult {
  ok: boolean;
  message: string;
}

/** Undoes one record on the server. */
export async function undoStep(step: UndoStep): Promise<UndoResult> {
  // A record undone on its own is no longer part of the last run.
  if (last) last.steps = last.steps.filter((s) => s !== step);
  try {
    const answer = await call(undoAction, { of: step.of, input: step.input, version: step.version });
    return { ok: true, message: answer.data.message };
  } catch (error) {
    return { ok: false, message: errorMessage(error) };
  }
}

/** Whether this step (a record of the last run) may still be undone now. */
export function canUndoStep(step: UndoStep, now = Date.now()): boolean {
  return last !== null && last.steps.includes(step) && now - last.at <= UNDO_WINDOW_MS;
}

/** The summary of an undone run, like the run's own: "Undo Mark in transit: 3 undone, 1 refused". */
export const undoSummary = (run: string, undone: number, refused: number) => `Undo ${run}: ${undone} undone, ${refused} refused`;

/** Whether Ctrl+Z has something to undo now. */
export function canUndo(now = Date.now()): boolean {
  return last !== null && last.steps.length > 0 && now - last.at <= UNDO_WINDOW_MS;
}

/** Undoes the last undoable action or run if it is recent; answers whether it tried. */
export async function undoLast(): Promise<boolean> {
  const undoing = canUndo() ? last : null;
  last = null;
  if (!undoing) return false;
  if (undoing.run === undefined) await undoOne(undoing, undoing.steps[0]!);
  else await undoRun(undoing.run, undoing.steps);
  undoing.onUndone?.();
  return true;
}

async function undoOne(undoing: Undoable, step: UndoStep) {
  try {
    const answer = await call(undoAction, { of: step.of, input: step.input, version: step.version });
    toastSuccess(undoing.undoneMessage ?? answer.data.message);
  } catch (error) {
    toastError(error);
  }
}

/**
 * Undoes a run's records in turn (each its own transaction on the server), telling `onEach`
 * how each went, then toasts one summary naming the refusals.
 */
export async function undoRun(run: string, steps: readonly UndoStep[], onEach?: (step: UndoStep, result: UndoResult) => void) {
  const refusals: string[] = [];
  for (const step of steps) {
    const result = await undoStep(step);
    if (!result.ok) refusals.push(result.message);
    onEach?.(step, result);
  }
  const summary = undoSummary(run, steps.length - refusals.length, refusals.length);
  if (refusals.length) toast.warning(summary, { description: [...new Set(refusals)].join(' ') });
  else toast.success(summary);
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
