/**
 * Rows chosen in a list for a bulk command (issue 56): Space or x toggles the active row,
 * Shift+arrows extend from where the selection started, Ctrl+A takes the page and then every
 * row that matches the filters, Escape clears. The selection holds rows, not indexes, so it
 * survives paging; a change of filters or search clears it, since "all that match" would lie.
 *
 *   const selection = useRowSelection(query);
 *   <DataTable query={query} selection={selection} … />
 *   selection.rows  // what the bulk commands act on
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toastError } from '../toast.ts';
import { fetchAllRows } from './csv.ts';
import type { ListQuery } from './useListQuery.ts';

/** "All that match the filters" is offered up to this many rows (docs/decisions.md "Bulk actions"). */
export const SELECT_ALL_LIMIT = 2000;

type Key = string | number;

/** A row's identity: its `id`, else its whole content. */
export function rowKey(row: unknown): Key {
  const id = (row as { id?: unknown }).id;
  return typeof id === 'number' || typeof id === 'string' ? id : JSON.stringify(row);
}

export interface RowSelection<Row> {
  /** The chosen rows, in the order they were chosen. */
  rows: readonly Row[];
  count: number;
  /** Every row that matches the filters is chosen. */
  allMatching: boolean;
  /** Rows that match the filters (the list's total). */
  total: number;
  /** Loading every matching row. */
  loadingAll: boolean;
  has(row: Row): boolean;
  toggle(row: Row): void;
  /** Chooses these rows (Shift+arrows), keeping the others. */
  add(rows: readonly Row[]): void;
  /** The page's rows; once the page is chosen, every row that matches (up to SELECT_ALL_LIMIT). */
  selectPage(): void;
  selectAllMatching(): void;
  /** Every row of the page is chosen. */
  pageChosen: boolean;
  /** The page is chosen, more rows match and they are few enough to offer. */
  canSelectAll: boolean;
  clear(): void;
}

/** Whether every row of the page is chosen. */
const pageChosen = <Row,>(page: readonly Row[], chosen: ReadonlyMap<Key, Row>) => page.length > 0 && page.every((row) => chosen.has(rowKey(row)));

export function useRowSelection<Row>(query: ListQuery<Row>): RowSelection<Row> {
  const [chosen, setChosen] = useState<ReadonlyMap<Key, Row>>(new Map());
  const [allMatching, setAllMatching] = useState(false);
  const [loadingAll, setLoadingAll] = useState(false);
  const { spec, request, rows: page, total } = query;

  // A new filter or search: "all that match" would name other rows, so start again. Sorting keeps it.
  const { sortBy: _sortBy, sortDir: _sortDir, ...matching } = request;
  const matchingKey = JSON.stringify(matching);
  const lastKey = useRef(matchingKey);
  useEffect(() => {
    if (lastKey.current === matchingKey) return;
    lastKey.current = matchingKey;
    setChosen(new Map());
    setAllMatching(false);
  }, [matchingKey]);

  const change = useCallback((edit: (next: Map<Key, Row>) => void) => {
    setChosen((previous) => {
      const next = new Map(previous);
      edit(next);
      return next;
    });
    setAllMatching(false);
  }, []);

  const selectAllMatching = useCallback(() => {
    setLoadingAll(true);
    fetchAllRows<Row>(spec, request, SELECT_ALL_LIMIT)
      .then((all) => {
        setChosen(new Map(all.map((row) => [rowKey(row), row])));
        setAllMatching(true);
      })
      .catch(toastError)
      .finally(() => setLoadingAll(false));
  }, [spec, request]);

  const wholePage = pageChosen(page, chosen);
  const canSelectAll = wholePage && !allMatching && total > chosen.size && total <= SELECT_ALL_LIMIT;

  return useMemo(() => ({
    rows: [...chosen.values()],
    count: chosen.size,
    allMatching,
    total,
    loadingAll,
    pageChosen: wholePage,
    canSelectAll,
    has: (row: Row) => chosen.has(rowKey(row)),
    toggle: (row: Row) => change((next) => void (next.has(rowKey(row)) ? next.delete(rowKey(row)) : next.set(rowKey(row), row))),
    add: (rows: readonly Row[]) => change((next) => rows.forEach((row) => next.set(rowKey(row), row))),
    selectPage: () => (canSelectAll ? selectAllMatching() : change((next) => page.forEach((row) => next.set(rowKey(row), row)))),
    selectAllMatching,
    clear: () => change((next) => next.clear()),
  }), [chosen, allMatching, total, loadingAll, wholePage, canSelectAll, change, page, selectAllMatching]);
}

/** What the live region says: the count, and how to act on it. */
export function selectionStatus(count: number, allMatching: boolean): string {
  if (count === 0) return '';
  return `${count} selected${allMatching ? ' (all that match the filters)' : ''}. Ctrl+K acts on them, Escape clears.`;
}
