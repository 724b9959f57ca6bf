/**
 * Server paging for one contract list action: offset/limit/sortBy/sortDir (uppercase)
 * and search, kept in the URL query (page, size, sort, dir, q) so the list can be
 * linked and survives reload. Filters come in as `filters` (the action's own fields).
 *
 *   const users = useListQuery(listUsers, { filters: { role_ids }, defaultSort: { sortBy: 'created_at', sortDir: 'DESC' } });
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../contract/constants.ts';
import { call } from '../../api/client.ts';
import { toastError } from '../toast.ts';
import { useQueryState } from '../urlState.ts';
import { pageCount } from './pageLinks.ts';
import { sortKeysOf, type FiltersOf, type ListSpec, type RowOf, type SortKeyOf } from './types.ts';

export type SortDir = 'ASC' | 'DESC';

export interface ListQueryOptions<A extends ListSpec> {
  pageSize?: number;
  defaultSort: { sortBy: SortKeyOf<A>; sortDir: SortDir };
  /** The action's filter fields; a change reloads from the first page. */
  filters?: FiltersOf<A>;
  /** URL query prefix (two tables on a page), or false to keep state in memory. */
  urlKey?: string | false;
  /**
   * False: ask nothing yet (the list stays loading). A list of one record's rows waits for the
   * record, so a record out of reach shows its not-found state once, not also a failed list.
   */
  enabled?: boolean;
}

export interface ListQuery<Row = unknown, SortKey extends string = string> {
  spec: ListSpec;
  rows: Row[];
  total: number;
  loading: boolean;
  /** 1-based. */
  page: number;
  pageSize: number;
  pageCount: number;
  sortBy: SortKey;
  sortDir: SortDir;
  search: string;
  /** The request of the current view without offset/limit (CSV export reuses it). */
  request: Record<string, unknown>;
  setPage(page: number): void;
  setPageSize(size: number): void;
  /** A new column sorts ascending; the same column flips direction. */
  toggleSort(key: SortKey): void;
  setSearch(text: string): void;
  reload(): void;
}

const positiveInt = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function useListQuery<A extends ListSpec>(spec: A, options: ListQueryOptions<A>): ListQuery<RowOf<A>, SortKeyOf<A>> {
  const state = useQueryState(options.urlKey ?? '');
  const defaultSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const sortKeys = useMemo(() => sortKeysOf(spec), [spec]);

  const page = positiveInt(state.get('page'), 1);
  const pageSize = positiveInt(state.get('size'), defaultSize);
  const urlSort = state.get('sort');
  const sortBy = (urlSort && sortKeys.includes(urlSort) ? urlSort : options.defaultSort.sortBy) as SortKeyOf<A>;
  const urlDir = state.get('dir');
  const sortDir: SortDir = urlDir === 'ASC' || urlDir === 'DESC' ? urlDir : options.defaultSort.sortDir;
  const search = state.get('q') ?? '';
  const filtersKey = JSON.stringify(options.filters ?? {});

  const request = useMemo(() => {
    const filters = JSON.parse(filtersKey) as Record<string, unknown>;
    return { ...filters, sortBy, sortDir, ...(search.trim() ? { search: search.trim() } : {}) };
  }, [filtersKey, sortBy, sortDir, search]);

  const [result, setResult] = useState<{ rows: RowOf<A>[]; total: number; key: string } | null>(null);
  const [reloads, setReloads] = useState(0);
  const requestKey = JSON.stringify([request, page, pageSize, reloads]);
  const loading = result?.key !== requestKey;

  const enabled = options.enabled ?? true;
  useEffect(() => {
    if (!enabled) return undefined;
    const abort = new AbortController();
    const input = { ...request, offset: (page - 1) * pageSize, limit: pageSize };
    call(spec, input as never, { signal: abort.signal })
      .then((body) => setResult({ rows: body.data as RowOf<A>[], total: body.total, key: requestKey }))
      .catch((error: unknown) => {
        if ((error as Error)?.name === 'AbortError') return;
        toastError(error);
        setResult({ rows: [], total: 0, key: requestKey });
      });
    return () => abort.abort();
  }, [spec, request, page, pageSize, requestKey, enabled]);

  // A filter change starts again from page 1.
  const lastFilters = useRef(filtersKey);
  useEffect(() => {
    if (lastFilters.current === filtersKey) return;
    lastFilters.current = filtersKey;
    if (page !== 1) state.set({ page: null });
  }, [filtersKey, page, state]);

  // The previous total stays while the next page loads, so the pager does not jump.
  const total = result?.total ?? 0;
  return {
    spec,
    rows: loading ? [] : (result?.rows ?? []),
    total,
    loading,
    page,
    pageSize,
    pageCount: pageCount(total, pageSize),
    sortBy,
    sortDir,
    search,
    request,
    setPage: useCallback((p: number) => state.set({ page: p > 1 ? String(p) : null }), [state]),
    setPageSize: useCallback((size: number) => state.set({ size: size === defaultSize ? null : String(size), page: null }), [state, defaultSize]),
    toggleSort: useCallback(
      (key: SortKeyOf<A>) => {
        const dir: SortDir = key === sortBy && sortDir === 'ASC' ? 'DESC' : 'ASC';
        state.set({ sort: key, dir, page: null });
      },
      [state, sortBy, sortDir],
    ),
    setSearch: useCallback((text: string) => state.set({ q: text, page: null }), [state]),
    reload: useCallback(() => setReloads((n) => n + 1), []),
  };
}
