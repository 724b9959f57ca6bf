/**
 * The planogram grid editor: rows × columns of slots, driven fully from the keyboard (a
 * role="grid" with a roving tabindex; the keys are in KEY_LEGEND, shown beside it) and by
 * the mouse as a second way. Its state is the pure planogramGridMachine; this component only
 * turns keys and clicks into the machine's events and draws its snapshot.
 */
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { coilLabel, type LabelType } from '../../../contract/actions/vm-templates.ts';
import {
  finderMatches, slotAt, type Direction, type GridContext, type GridEvent, type SlotField,
} from '../../../machines/flows/planogramGrid.ts';
import { Button, clickLastSubmit } from '../../ui/index.ts';

/** What each key does, as the legend shows it. */
export const KEY_LEGEND: readonly [keys: string, what: string][] = [
  ['← ↑ → ↓', 'Move between slots (Home / End: row start / end; Ctrl+Home / End: first / last slot)'],
  ['A–Z or Enter', 'Find a product: type to filter, ↑ ↓ to choose, Enter assigns, Esc closes'],
  ['0–9 or F2', 'Type the capacity; Tab goes to the par level (Shift+Tab back), Enter keeps, Esc cancels'],
  ['Ctrl+C / Ctrl+V', 'Copy / paste a slot'],
  ['Ctrl+Shift+C / V', 'Copy / paste the whole row (also Alt+Shift+C / V)'],
  ['Delete', 'Clear the slot (Shift+Delete: the whole row)'],
  ['Ctrl+Enter', 'Save the planogram template'],
];

const FIELD_NAMES: Record<SlotField, string> = { item_layout_max: 'Capacity', par_level: 'Par level' };

const ARROWS: Record<string, Direction> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right', Home: 'rowStart', End: 'rowEnd' };

export interface GridEditorProps {
  context: GridContext;
  mode: 'navigating' | 'finding' | 'editing';
  labelType: LabelType;
  send(event: GridEvent): void;
}

export function GridEditor({ context, mode, labelType, send }: GridEditorProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const legendId = useId();
  const finderId = useId();
  const { rows, columns, active } = context;
  const matches = mode === 'finding' ? finderMatches(context.products, context.query) : [];
  const activeSlot = slotAt(context, active);

  // Back on the grid (after the finder or a number closes, or a move), the active slot takes the focus
  // when the focus was in the grid or fell to the page; never stolen from another field.
  useEffect(() => {
    if (mode !== 'navigating') return;
    const grid = gridRef.current;
    const focused = document.activeElement;
    if (!grid || (focused && focused !== document.body && !grid.contains(focused))) return;
    grid.querySelector<HTMLElement>(`[data-cell="${active.row}:${active.column}"]`)?.focus();
  }, [mode, active.row, active.column]);

  const onGridKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (mode !== 'navigating' || !(e.target as HTMLElement).dataset.cell) return;
    const mod = e.ctrlKey || e.metaKey;
    const key = e.key.toLowerCase();
    const handled = (event: GridEvent) => {
      e.preventDefault();
      e.stopPropagation();
      send(event);
    };
    if (mod && e.key === 'Enter') {
      e.preventDefault();
      clickLastSubmit();
      return;
    }
    if (mod && (e.key === 'Home' || e.key === 'End')) return handled({ type: 'grid.move', direction: e.key === 'Home' ? 'first' : 'last' });
    if (ARROWS[e.key] && !mod && !e.altKey) return handled({ type: 'grid.move', direction: ARROWS[e.key]! });
    if ((mod || e.altKey) && e.shiftKey && (key === 'c' || key === 'v')) return handled({ type: key === 'c' ? 'grid.copy' : 'grid.paste', scope: 'row' });
    if (mod && !e.shiftKey && !e.altKey && (key === 'c' || key === 'v')) return handled({ type: key === 'c' ? 'grid.copy' : 'grid.paste', scope: 'slot' });
    if (e.key === 'Delete' || e.key === 'Backspace') return handled({ type: 'grid.clear', scope: e.shiftKey ? 'row' : 'slot' });
    if (mod || e.altKey) return;
    if (e.key === 'F2') return activeSlot ? handled({ type: 'grid.edit', field: 'item_layout_max' }) : handled({ type: 'grid.find.open', query: '' });
    if (e.key === 'Enter') return handled({ type: 'grid.find.open', query: '' });
    if (/^[0-9]$/.test(e.key)) return activeSlot ? handled({ type: 'grid.edit', field: 'item_layout_max', value: e.key }) : undefined;
    if (/^\p{L}$/u.test(e.key)) return handled({ type: 'grid.find.open', query: e.key });
  };

  const onFinderKey = (e: KeyboardEvent<HTMLInputElement>) => {
    const step = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
    if (step) {
      e.preventDefault();
      send({ type: 'grid.find.highlight', step });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      e.stopPropagation();
      send({ type: 'grid.assign' });
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      send({ type: 'grid.find.cancel' });
    }
  };

  const onNumberKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      e.stopPropagation();
      send({ type: 'grid.edit.commit' });
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      send({ type: 'grid.edit.cancel' });
    } else if (e.key === 'Tab') {
      e.preventDefault();
      send({ type: 'grid.edit.next', field: context.field === 'item_layout_max' && !e.shiftKey ? 'par_level' : 'item_layout_max' });
    }
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
      <div className="space-y-2 overflow-x-auto">
        <div
          ref={gridRef}
          role="grid"
          aria-label="Planogram slots"
          aria-describedby={legendId}
          aria-rowcount={rows}
          aria-colcount={columns}
          onKeyDown={onGridKey}
          className="inline-grid gap-1.5"
        >
          {Array.from({ length: rows }, (_, r) => (
            <div role="row" key={r} aria-rowindex={r + 1} className="flex gap-1.5">
              {Array.from({ length: columns }, (_, c) => {
                const row = r + 1;
                const column = c + 1;
                const slot = slotAt(context, { row, column });
                const isActive = active.row === row && active.column === column;
                const editingHere = isActive && mode === 'editing';
                const findingHere = isActive && mode === 'finding';
                return (
                  <div
                    role="gridcell"
                    key={column}
                    aria-colindex={column}
                    aria-selected={isActive}
                    tabIndex={isActive && mode === 'navigating' ? 0 : -1}
                    data-cell={`${row}:${column}`}
                    onClick={() => send({ type: 'grid.focus', row, column })}
                    onDoubleClick={() => send({ type: 'grid.find.open', query: '' })}
                    className={`relative flex h-24 w-28 shrink-0 cursor-pointer flex-col rounded-lg border p-1.5 text-left text-xs outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${
                      isActive ? 'border-indigo-500 bg-indigo-50' : slot ? 'border-slate-300 bg-white' : 'border-dashed border-slate-300 bg-slate-50'
                    }`}
                  >
                    {/* The cell is named by its content: what is seen, with the words a screen reader needs. */}
                    <span className="sr-only">Row {row}, column {column}, coil </span>
                    <span className="font-mono text-[11px] text-slate-600">{coilLabel(labelType, row, column)}</span>
                    <span className="sr-only">: </span>
                    {slot ? (
                      <>
                        <span className="line-clamp-2 font-medium text-slate-800" title={slot.product_name}>{slot.product_name}</span>
                        <span className="sr-only">, capacity {slot.item_layout_max}, par level {slot.par_level}</span>
                        <span aria-hidden className="mt-auto text-slate-600">Cap {slot.item_layout_max} · Par {slot.par_level}</span>
                      </>
                    ) : (
                      <span className="m-auto text-slate-600">Empty</span>
                    )}
                    {editingHere && context.field && (
                      <div className="absolute inset-x-0 top-full z-20 mt-1 w-44 rounded-lg border border-slate-300 bg-white p-2 shadow-lg" onClick={(e) => e.stopPropagation()}>
                        <label className="block text-xs font-medium text-slate-700" htmlFor={`${finderId}-number`}>
                          {FIELD_NAMES[context.field]} of coil {coilLabel(labelType, row, column)}
                        </label>
                        <input
                          id={`${finderId}-number`}
                          // The field opens where the user typed.
                          autoFocus
                          inputMode="numeric"
                          className="mt-1 w-full rounded border border-slate-300 px-2 py-1 text-sm"
                          value={context.draft}
                          aria-invalid={!!context.error || undefined}
                          aria-describedby={context.error ? `${finderId}-number-error` : undefined}
                          onChange={(e) => send({ type: 'grid.edit.type', value: e.target.value.replace(/\D/g, '') })}
                          onKeyDown={onNumberKey}
                        />
                        {context.error && <p id={`${finderId}-number-error`} role="alert" className="mt-1 text-xs text-red-700">{context.error}</p>}
                      </div>
                    )}
                    {findingHere && (
                      <div className="absolute left-0 top-full z-20 mt-1 w-72 rounded-lg border border-slate-300 bg-white p-2 shadow-lg" onClick={(e) => e.stopPropagation()}>
                        <label className="block text-xs font-medium text-slate-700" htmlFor={`${finderId}-find`}>
                          Product for coil {coilLabel(labelType, row, column)}
                        </label>
                        <input
                          id={`${finderId}-find`}
                          // The finder opens where the user typed.
                          autoFocus
                          role="combobox"
                          aria-expanded
                          aria-controls={`${finderId}-list`}
                          aria-autocomplete="list"
                          aria-activedescendant={matches.length ? `${finderId}-opt-${context.highlighted}` : undefined}
                          className="mt-1 w-full rounded border border-slate-300 px-2 py-1 text-sm"
                          value={context.query}
                          onChange={(e) => send({ type: 'grid.find.type', query: e.target.value })}
                          onKeyDown={onFinderKey}
                        />
                        <ul id={`${finderId}-list`} role="listbox" aria-label="Matching products" className="mt-1 max-h-60 overflow-y-auto">
                          {matches.map((p, i) => (
                            <li
                              key={p.id}
                              id={`${finderId}-opt-${i}`}
                              role="option"
                              aria-selected={i === context.highlighted}
                              onMouseDown={(e) => e.preventDefault()}
                              onClick={() => send({ type: 'grid.assign', productId: p.id })}
                              className={`cursor-pointer rounded px-2 py-1 text-sm ${i === context.highlighted ? 'bg-indigo-600 text-white' : 'text-slate-800 hover:bg-slate-100'}`}
                            >
                              {p.name} <span className={i === context.highlighted ? 'text-indigo-100' : 'text-slate-500'}>{p.sku}</span>
                            </li>
                          ))}
                          {!matches.length && <li className="px-2 py-1 text-sm text-slate-500">No matching product</li>}
                        </ul>
                      </div>
                    )}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-2" aria-label="Slot and row actions" role="group">
          <Button variant="secondary" className="!py-1 text-xs" onClick={() => send({ type: 'grid.copy', scope: 'slot' })}>Copy slot</Button>
          <Button variant="secondary" className="!py-1 text-xs" disabled={context.clipboard?.kind !== 'slot'} onClick={() => send({ type: 'grid.paste', scope: 'slot' })}>Paste slot</Button>
          <Button variant="secondary" className="!py-1 text-xs" onClick={() => send({ type: 'grid.copy', scope: 'row' })}>Copy row</Button>
          <Button variant="secondary" className="!py-1 text-xs" disabled={context.clipboard?.kind !== 'row'} onClick={() => send({ type: 'grid.paste', scope: 'row' })}>Paste row</Button>
          <Button variant="secondary" className="!py-1 text-xs" disabled={!activeSlot} onClick={() => send({ type: 'grid.clear', scope: 'slot' })}>Clear slot</Button>
          <span className="text-xs text-slate-500" aria-live="polite">
            {context.clipboard ? (context.clipboard.kind === 'row' ? 'A row is copied' : 'A slot is copied') : ''}
          </span>
        </div>
      </div>
      <aside id={legendId} aria-label="Grid editor keys" className="h-fit rounded-lg border border-slate-200 bg-slate-50 p-3 text-xs text-slate-700">
        <h3 className="mb-2 font-semibold">Keys</h3>
        <dl className="space-y-1.5">
          {KEY_LEGEND.map(([keys, what]) => (
            <div key={keys}>
              <dt className="inline font-mono font-semibold">{keys}</dt>
              <dd className="inline"> — {what}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-slate-500">The mouse works too: click a slot, double-click to find a product.</p>
      </aside>
    </div>
  );
}
