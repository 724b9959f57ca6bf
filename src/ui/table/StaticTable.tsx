/**
 * A small read-only table for rows a view screen already holds (order lines, slots):
 * no sorting, "--" for empty cells, "No Data Available" when empty. Server lists use the
 * kit's DataTable; this is only for a record's own rows. With `pageSize` it pages them in
 * the browser under a list footer (domain.md §9: some overviews page at 20).
 */
import { useState, type ReactNode } from 'react';
import { orEmpty } from '../format.ts';
import { NO_DATA_TEXT } from './DataTable.tsx';
import { Pager, defaultPageSizeOptions } from './Pager.tsx';

export interface StaticColumn<Row> {
  key: string;
  header: string;
  render?: (row: Row) => ReactNode;
  align?: 'left' | 'right';
}

export function StaticTable<Row extends { id: number | string }>({ label, columns, rows: all, pageSize: initialSize }: { label: string; columns: StaticColumn<Row>[]; rows: Row[]; pageSize?: number }) {
  const [size, setSize] = useState(initialSize ?? 1);
  const [wanted, setPage] = useState(1);
  // The rows may shrink (a reload): stay on a page that exists.
  const page = Math.min(wanted, Math.max(1, Math.ceil(all.length / size)));
  const rows = initialSize ? all.slice((page - 1) * size, page * size) : all;
  const table = (
    // Focusable and named, so a keyboard user can scroll a table wider than the screen.
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table aria-label={label} className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={`whitespace-nowrap px-4 py-2.5 font-medium ${c.align === 'right' ? 'text-right' : ''}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-slate-500">
                {NO_DATA_TEXT}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-100">
                {columns.map((c) => (
                  <td key={c.key} className={`px-4 py-2.5 ${c.align === 'right' ? 'text-right tabular-nums' : ''}`}>
                    {c.render ? (c.render(row) ?? orEmpty(null)) : orEmpty((row as Record<string, unknown>)[c.key])}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
  if (!initialSize) return table;
  return (
    <div className="space-y-0">
      {table}
      <Pager kind="filter-bar" page={page} pageSize={size} total={all.length} pageSizeOptions={defaultPageSizeOptions('filter-bar')}
        onPage={setPage} onPageSize={(n) => { setSize(n); setPage(1); }} />
    </div>
  );
}
