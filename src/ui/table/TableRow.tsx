/**
 * One row of DataTable. Memoised: while the table scrolls only the rows entering the
 * window render, so a frame does a few rows' work (and makes little garbage), not a
 * screenful's.
 */
import { memo, type MouseEvent, type ReactNode } from 'react';
import { orEmpty } from '../format.ts';
import { DeleteIcon, EditIcon } from '../icons.tsx';
import { IconButton } from '../IconButton.tsx';
import type { Column } from './types.ts';

/** What every row shares; stable while the table only scrolls. */
export interface RowSetup<Row> {
  columns: Column<Row, string>[];
  hasActions: boolean;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
  canChange: (row: Row) => boolean;
  canEdit: (row: Row) => boolean;
  canDelete: (row: Row) => boolean;
  onRowClick: (event: MouseEvent, index: number) => void;
  /** The virtualiser's measureElement (reads data-index). */
  measure: (element: HTMLTableRowElement | null) => void;
}

interface TableRowProps<Row> {
  row: Row;
  index: number;
  id: string;
  active: boolean;
  clickable: boolean;
  setup: RowSetup<Row>;
}

function TableRowView<Row>({ row, index, id, active, clickable, setup }: TableRowProps<Row>) {
  const { columns, hasActions, onEdit, onDelete } = setup;
  return (
    <tr
      id={id}
      role="row"
      data-index={index}
      ref={setup.measure}
      aria-selected={active}
      onClick={(e) => setup.onRowClick(e, index)}
      className={`border-t border-slate-100 ${clickable ? 'cursor-pointer' : ''} ${active ? 'bg-indigo-50' : 'hover:bg-slate-50'}`}
    >
      {columns.map((column) => (
        <td key={column.key} role="gridcell" className={`${CELL_X} py-2.5 ${alignClass(column.align)} ${column.className ?? ''}`}>
          {cellContent(column, row)}
        </td>
      ))}
      {hasActions && (
        <td role="gridcell" className={`${CELL_X} py-1 text-right`}>
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

export const TableRow = memo(TableRowView) as typeof TableRowView;

function cellContent<Row>(column: Column<Row, string>, row: Row): ReactNode {
  if (column.render) return column.render(row) ?? orEmpty(null);
  const value = column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];
  return orEmpty(value);
}

/** Cell padding: 20 px between columns, 16 px at the table's edges (in line with the search box above). */
export const CELL_X = 'px-2.5 first:pl-4 last:pr-4';

export const alignClass = (align: Column<unknown>['align']) => (align === 'right' ? 'text-right' : align === 'center' ? 'text-center' : '');
