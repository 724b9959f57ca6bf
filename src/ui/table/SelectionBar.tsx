/**
 * The list's selection for bulk commands (selection.ts): the keys that choose rows, and the bar
 * above the rows with the count, the offer of every row that matches the filters, and a live
 * region that tells screen readers the count.
 */
import type { KeyboardEvent, RefObject } from 'react';
import { SELECT_ALL_LIMIT, selectionStatus, type RowSelection } from './selection.ts';

interface KeyState<Row> {
  rows: readonly Row[];
  active: number;
  /** Where Shift+arrows started extending. */
  anchor: RefObject<number>;
  selection: RowSelection<Row>;
  moveTo(index: number): void;
}

/** Handles a selection key on the table; answers whether it did. */
export function selectionKeys<Row>(event: KeyboardEvent, { rows, active, anchor, selection, moveTo }: KeyState<Row>): boolean {
  const key = event.key.toLowerCase();
  const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
  const act = (run: () => void) => {
    event.preventDefault();
    run();
    return true;
  };
  if (plain && !event.shiftKey && (key === ' ' || key === 'x') && rows[active]) {
    return act(() => {
      anchor.current = active;
      selection.toggle(rows[active]!);
    });
  }
  if (plain && event.shiftKey && (key === 'arrowdown' || key === 'arrowup') && active >= 0) {
    return act(() => {
      const next = Math.max(0, Math.min(rows.length - 1, active + (key === 'arrowdown' ? 1 : -1)));
      if (anchor.current < 0 || !selection.has(rows[anchor.current]!)) anchor.current = active;
      const [from, to] = [Math.min(anchor.current, next), Math.max(anchor.current, next)];
      selection.add(rows.slice(from, to + 1));
      moveTo(next);
    });
  }
  if ((event.ctrlKey || event.metaKey) && !event.altKey && key === 'a' && rows.length) return act(() => selection.selectPage());
  if (key === 'escape' && selection.count > 0) {
    event.stopPropagation();
    return act(() => {
      anchor.current = -1;
      selection.clear();
    });
  }
  return false;
}

export function SelectionBar<Row>({ selection, noun }: { selection: RowSelection<Row>; noun: string }) {
  const status = selectionStatus(selection.count, selection.allMatching);
  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">{status}</p>
      {selection.count > 0 && (
        <div className="flex flex-wrap items-center gap-3 border-t border-indigo-100 bg-indigo-50 px-4 py-2 text-sm text-indigo-900" data-testid="selection-bar">
          <span className="font-medium">{selection.count} {noun} selected{selection.allMatching ? ' (all that match the filters)' : ''}</span>
          {selection.canSelectAll && (
            <button type="button" onClick={selection.selectAllMatching} disabled={selection.loadingAll} className="underline hover:text-indigo-700 disabled:text-slate-400">
              {selection.loadingAll ? 'Selecting...' : `Select all ${selection.total} that match the filters (Ctrl+A)`}
            </button>
          )}
          {selection.pageChosen && selection.total > SELECT_ALL_LIMIT && (
            <span className="text-indigo-700">Narrow the filters to select more than {SELECT_ALL_LIMIT} at once.</span>
          )}
          <span className="text-indigo-700">Ctrl+K acts on them</span>
          <button type="button" onClick={selection.clear} className="ml-auto underline hover:text-indigo-700">Clear selection (Esc)</button>
        </div>
      )}
    </>
  );
}
