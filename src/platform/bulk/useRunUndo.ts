/**
 * Undo of a bulk run (issue 56), for its dialog: once the run is over its undoable records are
 * the console's last thing to undo (the summary toast's Undo, Ctrl+Z), and each record, or all
 * that are left, can be undone from the dialog for UNDO_WINDOW_MS. Every record is its own
 * `undo.action`, so each is undone or refused ("has changed since") on its own.
 */
import { useEffect, useRef, useState } from 'react';
import type { BulkCommand } from '../../../commands/bulk.ts';
import { UNDO_WINDOW_MS } from '../../../contract/actions/undo.ts';
import { canUndoStep, rememberRun, undoRun, undoStep, type UndoResult, type UndoStep } from '../undo/undo.ts';
import type { RecordResult } from './runBulk.ts';

export interface RunUndo {
  /** Called once with the run's results and its summary. */
  remember(results: readonly RecordResult[], summary: string, warn: boolean): void;
  /** Whether this record's Undo is offered now. */
  offered(id: number): boolean;
  /** How this record's undo went, once tried. */
  outcome(id: number): UndoResult | undefined;
  /** Whether any record is left to undo. */
  anyLeft: boolean;
  undoOne(id: number): void;
  undoAll(): void;
}

export function useRunUndo<Row>(command: BulkCommand<Row>, onUndone: () => void): RunUndo {
  const [steps, setSteps] = useState<ReadonlyMap<number, UndoStep>>(new Map());
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, UndoResult>>(new Map());
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const idOf = (step: UndoStep) => [...steps].find(([, s]) => s === step)?.[0];
  const record = (step: UndoStep, result: UndoResult) => {
    const id = idOf(step);
    if (id !== undefined) setOutcomes((now) => new Map(now).set(id, result));
  };
  const offered = (id: number) => {
    const step = steps.get(id);
    return open && step !== undefined && !outcomes.has(id) && canUndoStep(step);
  };
  const left = [...steps.keys()].filter(offered);

  return {
    remember(results, summary, warn) {
      const undoable = new Map(results.flatMap((r) => (r.status === 'done' && r.undo ? [[r.id, { of: command.target.name, ...r.undo }] as const] : [])));
      setSteps(undoable);
      setOpen(undoable.size > 0);
      rememberRun(command.title, [...undoable.values()], summary, warn, onUndone);
      timer.current = setTimeout(() => setOpen(false), UNDO_WINDOW_MS);
    },
    offered,
    outcome: (id) => outcomes.get(id),
    anyLeft: left.length > 0,
    undoOne(id) {
      const step = steps.get(id);
      if (!step || !offered(id)) return;
      void undoStep(step).then((result) => {
        record(step, result);
        onUndone();
      });
    },
    undoAll() {
      const remaining = left.map((id) => steps.get(id)!);
      void undoRun(command.title, remaining, record).then(onUndone);
    },
  };
}
