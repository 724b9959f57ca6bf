/**
 * The console's list table over a `useListQuery`: virtualised rows, sortable headers,
 * "Loading..." then "No Data Available", "--" for empty cells, keyboard navigation
 * (arrows move the active row, Enter opens it, `/` focuses search), row selection for bulk
 * commands (Space or x, Shift+arrows, Ctrl+A, Escape; selection.ts), Edit/Delete icons
 * (none on is_default rows), CSV export of the current filter and the pager.
 *
 * Rows are flex rows placed by offset, not laid out as table rows, so a scroll reuses the
 * row elements that left the view for the rows coming in (row-slots.ts). Flex rows, not
 * grid rows: in Chromium the grid rows made a quarter more garbage per frame of a scroll,
 * so more garbage collections fell in it (docs/decisions.md).
 */
import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { DownloadIcon, SortIcon } from '../icons.tsx';
import { toastError } from '../toast.ts';
import { followCellLink } from './CellLink.tsx';
import { fetchAllRows, toCsv, downloadText } from './csv.ts';
import { TABLE_OVERSCAN, aheadOfScroll } from './overscan.ts';
import { Pager, defaultPageSizeOptions, type PagerKind } from './Pager.tsx';
import { SearchBox, isTypingTarget } from './SearchBox.tsx';
import { columnTracks } from './column-tracks.ts';
import { assignSlots, inSlotOrder, type SlotMap } from './row-slots.ts';
import { SelectionBar, selectionKeys } from './SelectionBar.tsx';
import { useRowSelection, type RowSelection } from './selection.ts';
import { TableRow, cellClass, CELL_X, ROW_CELL, FLEX_ROW, alignClass, type RowSetup } from './TableRow.tsx';
import type { Column } from './types.ts';
import type { ListQuery } from './useListQuery.ts';

export const LOADING_TEXT = 'Loading...';
export const NO_DATA_TEXT = 'No Data Available';
const ROW_HEIGHT = 41;
/** jsdom and hidden tabs measure 0; assume a screenful so rows still render. */
const FALLBACK_VIEWPORT = 600;

export interface DataTableProps<Row, SortKey extends string> {
  query: ListQuery<Row, SortKey>;
  columns: Column<Row, SortKey>[];
  /** Accessible name of the table, e.g. "Users". */
  label: string;
  /** Enter on the active row, or a click on a row. */
  onOpen?: (row: Row) => void;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
  /** Default: rows flagged is_default get no Edit/Delete. */
  canChange?: (row: Row) => boolean;
  /** Further per-row checks (e.g. the caller's permission on that row). */
  canEdit?: (row: Row) => boolean;
  canDelete?: (row: Row) => boolean;
  search?: boolean;
  searchPlaceholder?: string;
  /** File name of the CSV export; leave out for no export button. */
  exportName?: string;
  pager?: PagerKind;
  pageSizeOptions?: readonly number[];
  /** Extra controls at the right of the toolbar (e.g. an "Add user" button). */
  actions?: ReactNode;
  /** The screen's own selection (useRowSelection), when its bulk commands act on it; else the table keeps one. */
  selection?: RowSelection<Row>;
}

const notDefault = (row: unknown) => !(row as { is_default?: boolean }).is_default;
const always = () => true;

export function DataTable<Row, SortKey extends string>(props: DataTableProps<Row, SortKey>) {
  const { query, columns: allColumns, label, onOpen, onEdit, onDelete, canChange = notDefault, canEdit = always, canDelete = always } = props;
  const columns = useMemo(() => allColumns.filter((column) => !column.exportOnly), [allColumns]);
  const tableId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(-1);
  const [exporting, setExporting] = useState(false);
  const hasActions = Boolean(onEdit || onDelete);
  const rows = query.rows;
  const ownSelection = useRowSelection(query as ListQuery<Row>);
  const selection = props.selection ?? ownSelection;
  // Where Shift+arrows started extending the selection from.
  const anchor = useRef(-1);

  // The estimate becomes the height rows really have (below): a newly measured row that
  // matches it changes nothing, where a wrong estimate makes the virtualiser re-place every
  // row after it on each frame of a scroll (100,000 of them in a big list).
  const rowHeight = useRef(ROW_HEIGHT);
  const [rangeExtractor] = useState(() => aheadOfScroll(TABLE_OVERSCAN));
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight.current,
    // Unrounded, as the typical height above is: a row measuring 40.5 against an estimate of
    // 41 would move every row after it.
    measureElement: (row, entry) => entry?.borderBoxSize?.[0]?.blockSize ?? row.getBoundingClientRect().height,
    rangeExtractor,
    observeElementRect: (instance, cb) => observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: FALLBACK_VIEWPORT })),
  });

  // Checked once rows are on screen (the first render may have none yet: the scroller is unmeasured).
  const rowsShown = virtualizer.getVirtualItems().length > 0;
  useLayoutEffect(() => {
    if (!rowsShown) return;
    const heights = [...(tableRef.current?.querySelectorAll('tbody tr[data-index]') ?? [])].map((row) => row.getBoundingClientRect().height).sort((a, b) => a - b);
    const typical = heights[Math.floor(heights.length / 2)];
    if (typical > 0 && Math.abs(typical - rowHeight.current) > 0.5) {
      rowHeight.current = typical;
      virtualizer.measure();
    }
  }, [rows, virtualizer, rowsShown]);

  // A new page or search starts with no active row, or the first one while the table has
  // focus (ArrowDown from search pressed before the results arrived).
  useEffect(() => setActive(rows.length && document.activeElement === tableRef.current ? 0 : -1), [rows]);

  const moveTo = useCallback(
    (index: number) => {
      if (!rows.length) return;
      const next = Math.max(0, Math.min(rows.length - 1, index));
      setActive(next);
      virtualizer.scrollToIndex(next, { align: 'auto' });
    },
    [rows.length, virtualizer],
  );

  const enterTable = useCallback(() => {
    tableRef.current?.focus();
    if (rows.length) moveTo(0);
  }, [rows.length, moveTo]);

  // `/` anywhere on the page (outside a text field) focuses this table's search.
  useEffect(() => {
    if (props.search === false) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      event.preventDefault();
      searchRef.current?.focus();
      searchRef.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [props.search]);

  function onTableKey(event: KeyboardEvent<HTMLTableElement>) {
    if (isTypingTarget(event.target) || (event.target as HTMLElement).closest('button, a')) return;
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? FALLBACK_VIEWPORT) / ROW_HEIGHT) - 1);
    const moves: Record<string, () => void> = {
      ArrowDown: () => moveTo(active + 1),
      ArrowUp: () => (active <= 0 && props.search !== false ? searchRef.current?.focus() : moveTo(active - 1)),
      Home: () => moveTo(0),
      End: () => moveTo(rows.length - 1),
      PageDown: () => moveTo(active + page),
      PageUp: () => moveTo(active - page),
      Enter: () => active >= 0 && rows[active] && onOpen?.(rows[active]),
    };
    if (selectionKeys(event, { rows, active, anchor, selection, moveTo })) return;
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  }

  const [, navigate] = useLocation();
  const onRowClick = useCallback(
    (event: MouseEvent, index: number) => {
      setActive(index);
      if (followCellLink(event, navigate)) return;
      if ((event.target as HTMLElement).closest('button, a, input, select, label')) return;
      if (onOpen) onOpen(rows[index]);
    },
    [onOpen, rows, navigate],
  );
  // The columns' widths, one style per column shared by the header and every row.
  const tracks = useMemo(() => columnTracks(columns as Column<Row, string>[], rows, hasActions), [columns, rows, hasActions]);
  // Shared by every row; unchanged while the table only scrolls, so rows already shown skip rendering.
  const rowSetup = useMemo(
    (): RowSetup<Row> => ({ multi: selection.count > 0, columns: columns as Column<Row, string>[], cellClasses: columns.map((column) => cellClass(column as Column<unknown>)), cellStyles: tracks.cells, hasActions, onEdit, onDelete, canChange, canEdit, canDelete, onRowClick, measure: virtualizer.measureElement }),
    [columns, tracks, hasActions, onEdit, onDelete, canChange, canEdit, canDelete, onRowClick, virtualizer.measureElement, selection.count],
  );

  /** Never rejects: a failed export is a toast. */
  async function exportCsv() {
    setExporting(true);
    try {
      const all = await fetchAllRows<Row>(query.spec, query.request);
      downloadText(`${props.exportName}.csv`, toCsv(allColumns as Column<Row, string>[], all));
      toast.success(`Exported ${all.length} rows`);
    } catch (error) {
      toastError(error);
    } finally {
      setExporting(false);
    }
  }

  const items = virtualizer.getVirtualItems();
  // Recomputed from the last slots on every render: the same rows give the same slots.
  const slots = useRef<SlotMap>(new Map());
  slots.current = assignSlots(slots.current, items.map((item) => item.index));
  const rowId = (index: number) => `${tableId}-row-${index}`;

  return (
    <section className="rounded-xl border border-slate-200 bg-white">
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
        {props.search !== false ? (
          <SearchBox
            ref={searchRef}
            value={query.search}
            onSearch={query.setSearch}
            placeholder={props.searchPlaceholder}
            label={`Search ${label.toLowerCase()}`}
            onArrowDown={enterTable}
          />
        ) : (
          <span />
        )}
        <div className="flex items-center gap-2">
          {props.actions}
          {props.exportName && (
            <button type="button" onClick={() => void exportCsv()} disabled={exporting || query.total === 0} className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50 disabled:text-slate-400">
              <DownloadIcon /> {exporting ? 'Exporting...' : 'Export CSV'}
            </button>
          )}
        </div>
      </div>
      <SelectionBar selection={selection} noun={label.toLowerCase()} />
      {/* Scrolled by Chromium's compositor thread, so wheel, touchpad and scrollbar scrolling never
          wait for a busy main thread (tests/e2e/orders.spec.ts checks it). That takes an opaque
          box (at a device pixel ratio of 1 a see-through one is scrolled on the main thread, to
          keep subpixel text) and a stacking context of its own (inside the shell's scrolling
          <main>, the section's later paint would otherwise cover it for the compositor's hit test). */}
      <div ref={scrollRef} className="relative z-0 max-h-[70vh] overflow-auto border-t border-slate-200 bg-white">
        <table
          ref={tableRef}
          role="grid"
          aria-label={label}
          aria-rowcount={rows.length + 1}
          aria-multiselectable
          aria-activedescendant={active >= 0 ? rowId(active) : undefined}
          tabIndex={0}
          onKeyDown={onTableKey}
          onFocus={(e) => e.target === e.currentTarget && active < 0 && rows.length > 0 && setActive(0)}
          style={{ minWidth: tracks.minWidth }}
          className="block w-full text-left text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-indigo-400"
        >
          <thead className="sticky top-0 z-10 block bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
            <tr role="row" aria-rowindex={1} className={FLEX_ROW}>
              {columns.map((column, i) => (
                <HeaderCell key={column.key} column={column} query={query} style={tracks.cells[i]} />
              ))}
              {hasActions && (
                <th role="columnheader" scope="col" style={tracks.cells[columns.length]} className={`${CELL_X} ${ROW_CELL} py-2.5 text-right font-medium`}>
                  Action
                </th>
              )}
            </tr>
          </thead>
          {query.loading || rows.length === 0 ? (
            <tbody className="block">
              <tr role="row" className="block">
                <td role="gridcell" className="block px-4 py-8 text-center text-slate-500">
                  {query.loading ? LOADING_TEXT : NO_DATA_TEXT}
                </td>
              </tr>
            </tbody>
          ) : (
            <tbody className="relative block" style={{ height: virtualizer.getTotalSize() }}>
              {/* Keyed by slot and rendered in slot order, so scrolling changes rows' contents and
                  offsets but never adds, removes or moves a row element. Screen readers and the
                  keyboard follow aria-rowindex and aria-activedescendant, not the DOM order. */}
              {inSlotOrder(items, slots.current).map(({ item, slot }) => (
                <TableRow
                  key={slot}
                  row={rows[item.index]}
                  index={item.index}
                  top={item.start}
                  id={rowId(item.index)}
                  active={item.index === active}
                  selected={selection.has(rows[item.index])}
                  clickable={Boolean(onOpen)}
                  setup={rowSetup}
                />
              ))}
            </tbody>
          )}
        </table>
      </div>
      <Pager
        page={query.page}
        pageSize={query.pageSize}
        total={query.total}
        kind={props.pager}
        pageSizeOptions={props.pageSizeOptions ?? defaultPageSizeOptions(props.pager)}
        onPage={query.setPage}
        onPageSize={query.setPageSize}
      />
    </section>
  );
}

// Memoised: a scroll re-renders the table on every frame but changes no header.
const HeaderCell = memo(function HeaderCell<Row, SortKey extends string>({ column, query, style }: HeaderCellProps<Row, SortKey>) {
  const sorted = column.sortKey && query.sortBy === column.sortKey ? query.sortDir : null;
  const ariaSort = sorted === 'ASC' ? 'ascending' : sorted === 'DESC' ? 'descending' : column.sortKey ? 'none' : undefined;
  return (
    <th role="columnheader" scope="col" aria-sort={ariaSort} style={style} className={`${CELL_X} ${ROW_CELL} py-2.5 font-medium ${alignClass(column.align)}`}>
      {column.sortKey ? (
        <button type="button" onClick={() => query.toggleSort(column.sortKey!)} className="inline-flex items-center gap-1 uppercase hover:text-slate-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500">
          {column.header}
          <SortIcon dir={sorted} />
        </button>
      ) : (
        column.header
      )}
    </th>
  );
}) as <Row, SortKey extends string>(props: HeaderCellProps<Row, SortKey>) => ReactNode;

interface HeaderCellProps<Row, SortKey extends string> {
  column: Column<Row, SortKey>;
  query: ListQuery<Row, SortKey>;
  /** The column's width (columnTracks), as its cells have it. */
  style: CSSProperties;
}
