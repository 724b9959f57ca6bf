/**
 * A bulk command's run (issue 56): the question first for a destructive one, then progress and
 * a result per record as the chunks come back, then a toast with the summary and Undo (the whole
 * run, or a record at a time from the dialog, for UNDO_WINDOW_MS). Closing it once the run is
 * over clears the selection and reloads the list.
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useRef, useState } from 'react';
import { bulkTitle, type BulkCommand } from '../../../commands/bulk.ts';
import { Button } from '../../ui/Button.tsx';
import { rowKey } from '../../ui/table/selection.ts';
import { runBulk, type RecordResult } from './runBulk.ts';
import { useRunUndo, type RunUndo } from './useRunUndo.ts';

export interface BulkNoun {
  one: string;
  many: string;
}

interface Props<Row> {
  command: BulkCommand<Row>;
  rows: readonly Row[];
  /** The inputs every record shares, fixed or answered in the palette. */
  fields?: Record<string, unknown>;
  noun: BulkNoun;
  /** How a record is named in the results ("RP-5001"). */
  label: (row: Row) => string;
  onClose(ran: boolean): void;
  /** A record of the run, or all of it, was undone: the list reads its rows again. */
  onUndone(): void;
}

export function BulkRunDialog<Row>({ command, rows, fields, noun, label, onClose, onUndone }: Props<Row>) {
  const [phase, setPhase] = useState<'confirm' | 'running' | 'over'>(command.confirm ? 'confirm' : 'running');
  const [results, setResults] = useState<RecordResult[]>([]);
  const stop = useRef(false);
  // Once, even where React runs effects twice (StrictMode): a second run would act twice.
  const started = useRef(false);
  const title = bulkTitle(command.title, rows.length, rows.length, noun);
  const undo = useRunUndo(command, onUndone);
  // The run's effect starts once and ends renders later: it hands its results to the latest hook.
  const remember = useRef(undo.remember);
  remember.current = undo.remember;

  useEffect(() => {
    if (phase !== 'running' || started.current) return;
    started.current = true;
    const all: RecordResult[] = [];
    void runBulk(command, rows, fields, (chunk) => {
      all.push(...chunk);
      setResults([...all]);
    }, () => stop.current).then(() => {
      setPhase('over');
      const done = all.filter((r) => r.status === 'done').length;
      remember.current(all, `${command.title}: ${done} done, ${all.length - done} refused`, done !== all.length);
    });
  }, [phase, command, rows, fields]);

  const byId = new Map(rows.map((row) => [Number(rowKey(row)), row]));
  const name = (id: number) => (byId.get(id) ? label(byId.get(id)!) : `#${id}`);
  const done = results.filter((r) => r.status === 'done').length;
  const close = () => (phase === 'running' ? (stop.current = true) : onClose(phase === 'over'));
  return (
    <Dialog open onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-lg rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          {phase === 'confirm' ? (
            <p className="mt-3 text-sm text-slate-600">{command.confirm}</p>
          ) : (
            <>
              <div className="mt-4 h-2 overflow-hidden rounded-full bg-slate-200" role="progressbar" aria-label="Progress" aria-valuemin={0} aria-valuemax={rows.length} aria-valuenow={results.length}>
                <div className="h-full bg-indigo-500" style={{ width: `${rows.length ? (100 * results.length) / rows.length : 100}%` }} />
              </div>
              <p role="status" className="mt-2 text-sm text-slate-700">
                {phase === 'running' ? `${results.length} of ${rows.length}: ` : ''}{done} done, {results.length - done} refused
              </p>
              <ul aria-label="Results" className="mt-3 max-h-72 space-y-1 overflow-auto text-sm">
                {results.map((r) => (
                  <li key={r.id} className="flex items-center gap-2">
                    <span className="font-mono">{name(r.id)}</span>
                    {r.status === 'done' ? <span className="text-emerald-700">Done</span> : <span className="text-rose-700">Refused: {r.message}</span>}
                    <UndoCell undo={undo} id={r.id} name={name(r.id)} />
                  </li>
                ))}
              </ul>
            </>
          )}
          <div className="mt-5 flex justify-end gap-3">
            {phase === 'confirm' && <Button variant="secondary" onClick={() => onClose(false)}>Cancel</Button>}
            {phase === 'confirm' && <Button variant="danger" autoFocus onClick={() => setPhase('running')}>{command.title}</Button>}
            {phase === 'running' && <Button variant="secondary" onClick={close}>Stop</Button>}
            {phase === 'over' && undo.anyLeft && <Button variant="secondary" onClick={undo.undoAll}>Undo all</Button>}
            {phase === 'over' && <Button autoFocus onClick={close}>Close</Button>}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** A record's Undo while it is offered, then how its undo went. */
function UndoCell({ undo, id, name }: { undo: RunUndo; id: number; name: string }) {
  const outcome = undo.outcome(id);
  if (outcome) return outcome.ok ? <span className="text-slate-600">Undone</span> : <span className="text-rose-700">Undo refused: {outcome.message}</span>;
  if (!undo.offered(id)) return null;
  return (
    <button type="button" className="ml-auto rounded px-1.5 text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500" aria-label={`Undo ${name}`} onClick={() => undo.undoOne(id)}>
      Undo
    </button>
  );
}
