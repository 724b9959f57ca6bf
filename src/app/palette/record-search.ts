/**
 * "Open any record" in the palette (issue 56): a debounced search.records for the query once it
 * is long enough, over every kind or the one a `po:`-style prefix names. The server decides
 * which kinds the user may reach; the palette ranks what comes back (commands/record-ranking.ts).
 */
import { useEffect, useState } from 'react';
import { searchRecords } from '../../../contract/actions/record-search.ts';
import { RECORD_SEARCH_MAX, RECORD_SEARCH_MIN, type RecordKind } from '../../../contract/record-kinds.ts';
import type { RecordGroupIn } from '../../../commands/record-ranking.ts';
import { call } from '../../api/client.ts';

export type RecordSearchState =
  | { status: 'idle' | 'loading' | 'ready'; groups: RecordGroupIn<RecordKind>[] }
  | { status: 'error'; groups: RecordGroupIn<RecordKind>[]; message: string };

const IDLE: RecordSearchState = { status: 'idle', groups: [] };

export const searchesRecords = (query: string) => query.trim().length >= RECORD_SEARCH_MIN && query.length <= RECORD_SEARCH_MAX;

export function useRecordSearch(enabled: boolean, query: string, kind: RecordKind | null): RecordSearchState {
  const [state, setState] = useState<RecordSearchState>(IDLE);
  const active = enabled && searchesRecords(query);

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', groups: s.groups }));
    const timer = setTimeout(() => {
      call(searchRecords, { query, ...(kind ? { kinds: [kind] } : {}) }, { signal: controller.signal })
        .then((r) => setState({ status: 'ready', groups: r.groups }))
        .catch((error: Error) => {
          if (error.name !== 'AbortError') setState({ status: 'error', groups: [], message: error.message });
        });
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, query, kind]);

  return active ? state : IDLE;
}
