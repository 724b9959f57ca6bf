/**
 * One row of DataTable. Memoised: while the table scrolls only the rows given to new list
 * rows render, so a frame does a few rows' work (and makes little garbage), not a
 * screenful's. The element stays as its slot is handed from row to row (row-slots.ts).
 */
import { memo, useCallback, useLayoutEffect, useRef, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { orEmpty } from '../format.ts';
import { DeleteIcon, EditIcon } from '../icons.tsx';
import { IconButton } from '../IconButton.tsx';
import type { Column } from './types.ts';

/** What every row shares; stable while the table only scrolls. */
export interface RowSetup<Row> {
  /** Rows are being chosen for a bulk command: aria-selected marks the chosen ones, not the active one. */
  multi: boolean;
  columns: Column<Row, string>[];
  /** Each column's cell class (cellClass below), worked out once rather than per cell drawn. */
  cellClasses: string[];
  /** Each column's width (column-tracks.ts), the Action column's last. */
  cellStyles: CSSProperties[];
  hasActions: boolean;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
  canChange: (row: Row) => boolean;
  canEdit: (row: Row) => boolean;
  canDelete: (row: Row) => boolean;
  onRowClick: (event: MouseEvent, index: number) => void;
  /** The virtualiser's measureElement (reads data-index; watches the row's size from then on). */
  measure: (element: HTMLTableRowElement | null) => void;
}

interface TableRowProps<Row> {
  row: Row;
  index: number;
  /** Offset from the top of the table body, in px. */
  top: number;
  id: string;
  active: boolean;
  /** Chosen for a bulk command (selection.ts). */
  selected: boolean;
  clickable: boolean;
  setup: RowSetup<Row>;
}

function TableRowView<Row>({ row, index, top, id, active, selected, clickable, setup }: TableRowProps<Row>) {
  const { columns, hasActions, onEdit, onDelete } = setup;
  const element = useRef<HTMLTableRowElement>(null);
  const shownIndex = useRef(index);
  const ref = useCallback(
    (tr: HTMLTableRowElement | null) => {
      element.current = tr;
      setup.measure(tr);
    },
    [setup],
  );
  useLayoutEffect(() => {
    const tr = element.current;
    if (!tr || shownIndex.current === index) return;
    shownIndex.current = index;
    // The element now shows another row: its measured height belongs to that row, and a
    // button focused in it must not act on a row the user never chose.
    setup.measure(tr);
    if (tr.contains(document.activeElement)) tr.closest<HTMLElement>('[role="grid"]')?.focus({ preventScroll: true });
  }, [index, setup]);
  return (
    <tr
      id={id}
      role="row"
      aria-rowindex={index + 2}
      data-index={index}
      ref={ref}
      // Without a multi-row selection, selection follows the active row (a single-select grid).
      aria-selected={setup.multi ? selected : active}
      onClick={(e) => setup.onRowClick(e, index)}
      style={{ transform: `translateY(${top}px)` }}
      className={`absolute left-0 top-0 w-full ${FLEX_ROW} border-t border-slate-100 ${clickable ? 'cursor-pointer' : ''} ${selected ? 'bg-indigo-100 shadow-[inset_3px_0_0_var(--color-indigo-500)]' : active ? 'bg-indigo-50' : 'hover:bg-slate-50'} ${selected && active ? 'ring-1 ring-inset ring-indigo-400' : ''}`}
    >
      {columns.map((column, i) => (
        <td key={column.key} role="gridcell" style={setup.cellStyles[i]} className={setup.cellClasses[i]}>
          {cellContent(column, row)}
        </td>
      ))}
      {hasActions && (
        <td role="gridcell" style={setup.cellStyles[columns.length]} className={`${CELL_X} ${ROW_CELL} py-1 text-right`}>
          {setup.canChange(row) && (
            <span className="inline-flex gap-1">
              {onEdit && setup.canEdit(row) && <IconButton label="Edit" icon={<EditIcon />} onClick={() => onEdit(row)} />}
              {onDelete && setup.canDelete(row) && <IconButton label="Delete" tone="danger" icon={<DeleteIcon />} onClick={() => onDelete(row)} />}
            </span>
          )}
        </td>
      )}
    </tr>
  );
}

/**
 * Prop by prop (keep in step with TableRowProps): React's own comparison lists both props
 * objects' keys for every row on every frame of a scroll, garbage the rows need not make.
 */
function sameProps<Row>(a: TableRowProps<Row>, b: TableRowProps<Row>): boolean {
  return a.row === b.row && a.index === b.index && a.top === b.top && a.id === b.id && a.active === b.active && a.selected === b.selected && a.clickable === b.clickable && a.setup === b.setup;
}

export const TableRow = memo(TableRowView, sameProps) as typeof TableRowView;

function cellContent<Row>(column: Column<Row, string>, row: Row): ReactNode {
  if (column.render) return column.render(row) ?? orEmpty(null);
  const value = column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];
  return orEmpty(value);
}

/** Rows lay their cells out in a line, each at its column's width (RowSetup.cellStyles). */
export const FLEX_ROW = 'flex';

/**
 * A cell centred in its row's height. `min-w-0` keeps a cell at its column's width whatever
 * its text (a flexible column's own minimum comes with its style). `align-middle` replaces
 * the browser's `vertical-align: inherit` on table cells: a cell inheriting a property that is
 * not inherited makes Chromium restyle every cell of a row whenever the row's own style
 * changes, as it does each time a scroll moves the row.
 */
export const ROW_CELL = 'min-w-0 self-center break-words align-middle';

/** Cell padding: 20 px between columns, 16 px at the table's edges (in line with the search box above). */
export const CELL_X = 'px-2.5 first:pl-4 last:pr-4';

export const cellClass = (column: Column<unknown>) => `${CELL_X} ${ROW_CELL} py-2.5 ${alignClass(column.align)} ${column.className ?? ''}`;

export const alignClass = (align: Column<unknown>['align']) => (align === 'right' ? 'text-right' : align === 'center' ? 'text-center' : '');
