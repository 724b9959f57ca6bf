/**
 * The machine's planogram on /vm/{id}: rows × columns of its slots as a role="grid" with a
 * roving tabindex. Each cell shows the coil, the product, quantity / item_layout_max with a
 * fill bar, whether its units are past their best-before day, and whether the motor is
 * activated or blocked; a screen reader hears the same as one sentence.
 * Arrows move between cells (Home / End: row start / end); when `onToggleCoil` is given,
 * B (or Enter) on a cell asks to block or unblock its coil.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ProgressBar, formatDay, percentOf, progressColour } from '../../ui/index.ts';
import type { SlotRow } from './machine-parts.tsx';

const fillClass = { red: 'border-red-200 bg-red-50', yellow: 'border-yellow-200 bg-yellow-50', green: 'border-green-200 bg-green-50' } as const;

/** Are the coil's earliest units past their best-before day (UTC days, as the simulator counts)? */
export function isExpired(slot: SlotRow, today = new Date().toISOString().slice(0, 10)): boolean {
  return slot.expires_on !== null && slot.expires_on < today;
}

/** What a screen reader hears for a cell, and what a test finds it by. */
export function slotCellLabel(slot: SlotRow): string {
  const expired = isExpired(slot) ? `, expired since ${formatDay(slot.expires_on)}` : '';
  return `Coil ${slot.coil}, ${slot.product?.name ?? 'empty slot'}, quantity ${slot.quantity}, capacity ${slot.item_layout_max}${expired}, motor ${slot.motor_activated ? 'activated' : 'blocked'}`;
}

export interface PlanogramGridProps {
  slots: SlotRow[];
  rows: number;
  columns: number;
  /** Called with the chosen cell's slot (B or Enter); no key does anything without it. */
  onToggleCoil?: (slot: SlotRow) => void;
  /** Tells the screen which slot is selected, for its buttons and palette commands. */
  onSelect?: (slot: SlotRow | null) => void;
}

export function PlanogramGrid({ slots, rows, columns, onToggleCoil, onSelect }: PlanogramGridProps) {
  const rowCount = Math.max(rows, ...slots.map((s) => s.row), 0);
  const columnCount = Math.max(columns, ...slots.map((s) => s.column), 0);
  const byCell = new Map(slots.map((s) => [`${s.row}:${s.column}`, s]));
  const [active, setActive] = useState({ row: 1, column: 1 });
  const gridRef = useRef<HTMLDivElement>(null);
  const activeSlot = byCell.get(`${active.row}:${active.column}`) ?? null;

  useEffect(() => {
    onSelect?.(activeSlot);
    // Only when the selected cell (or its slot) changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeSlot?.id, activeSlot?.motor_activated]);

  const moveTo = (row: number, column: number) => {
    const next = { row: Math.min(Math.max(row, 1), rowCount), column: Math.min(Math.max(column, 1), columnCount) };
    setActive(next);
    gridRef.current?.querySelector<HTMLElement>(`[data-cell="${next.row}:${next.column}"]`)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!(e.target as HTMLElement).dataset.cell || e.altKey || e.metaKey) return;
    const { row, column } = active;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [row - 1, column],
      ArrowDown: [row + 1, column],
      ArrowLeft: [row, column - 1],
      ArrowRight: [row, column + 1],
      Home: e.ctrlKey ? [1, 1] : [row, 1],
      End: e.ctrlKey ? [rowCount, columnCount] : [row, columnCount],
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      moveTo(move[0], move[1]);
      return;
    }
    if (e.ctrlKey) return;
    if ((e.key === 'b' || e.key === 'B' || e.key === 'Enter') && onToggleCoil && activeSlot) {
      e.preventDefault();
      e.stopPropagation();
      onToggleCoil(activeSlot);
    }
  };

  if (!slots.length) return <p className="text-sm text-slate-600">This machine has no slots.</p>;

  return (
    <div className="overflow-x-auto">
      <div
        ref={gridRef}
        role="grid"
        aria-label="Planogram"
        aria-rowcount={rowCount}
        aria-colcount={columnCount}
        onKeyDown={onKeyDown}
        className="inline-grid gap-1.5"
      >
        {Array.from({ length: rowCount }, (_, r) => (
          <div role="row" key={r} aria-rowindex={r + 1} className="flex gap-1.5">
            {Array.from({ length: columnCount }, (_, c) => {
              const row = r + 1;
              const column = c + 1;
              const slot = byCell.get(`${row}:${column}`);
              const isActive = active.row === row && active.column === column;
              const percent = slot ? percentOf(slot.quantity, slot.item_layout_max) : 0;
              const tint = !slot ? 'border-dashed border-slate-300 bg-slate-50' : !slot.motor_activated ? 'border-red-300 bg-red-50' : fillClass[progressColour(percent)];
              return (
                <div
                  role="gridcell"
                  key={column}
                  aria-colindex={column}
                  aria-selected={isActive}
                  tabIndex={isActive ? 0 : -1}
                  data-cell={`${row}:${column}`}
                  data-testid={slot ? `slot-${slot.coil}` : undefined}
                  onClick={() => moveTo(row, column)}
                  className={`flex h-28 w-32 shrink-0 cursor-pointer flex-col rounded-lg border p-1.5 text-xs outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${tint} ${isActive ? 'ring-1 ring-indigo-400' : ''}`}
                >
                  {/* Named by the whole sentence; the drawing below says the same to the eye. */}
                  <span className="sr-only">{slot ? slotCellLabel(slot) : `Row ${row}, column ${column}, no slot`}</span>
                  {slot ? (
                    <div aria-hidden="true" className="flex flex-1 flex-col">
                      <div className="flex items-center justify-between">
                        <span className="font-mono font-semibold text-slate-700">{slot.coil}</span>
                        <span className={`rounded px-1 text-[10px] font-medium ${slot.motor_activated ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-700'}`}>
                          {slot.motor_activated ? 'Activated' : 'Blocked'}
                        </span>
                      </div>
                      <p className="mt-1 line-clamp-2 text-slate-900" title={slot.product?.name}>
                        {slot.product?.name ?? <span className="text-slate-600">Empty slot</span>}
                      </p>
                      <p className="mt-auto flex justify-between tabular-nums text-slate-600">
                        <span>{slot.quantity} / {slot.item_layout_max}</span>
                        {isExpired(slot) && <span className="font-medium text-red-700" title={`Best before ${formatDay(slot.expires_on)}`}>Expired</span>}
                      </p>
                      <ProgressBar value={slot.quantity} max={slot.item_layout_max} label={`Stock of coil ${slot.coil}`} />
                    </div>
                  ) : (
                    <span aria-hidden="true" className="m-auto text-slate-600">No slot</span>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
