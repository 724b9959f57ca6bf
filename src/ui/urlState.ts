/**
 * Screen state kept in the URL query (filters, page, sort, search), so a list can be
 * linked and survives reload. `prefix` keeps two tables on one page apart; `false`
 * keeps the state in memory instead (sub-tables on detail pages).
 */
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';

export type QueryPatch = Record<string, string | null | undefined>;

export interface QueryState {
  get(key: string): string | null;
  /** Sets (or with null/''/undefined removes) keys in one navigation. */
  set(patch: QueryPatch): void;
  /** Every key of this state (without the prefix) and its value. */
  entries(): [string, string][];
}

function apply(params: URLSearchParams, prefix: string, patch: QueryPatch): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined || value === '') next.delete(prefix + key);
    else next.set(prefix + key, value);
  }
  return next;
}

export function useQueryState(prefix: string | false = ''): QueryState {
  const [urlParams, setUrlParams] = useSearchParams();
  const [localParams, setLocalParams] = useState(() => new URLSearchParams());
  const inUrl = prefix !== false;
  const params = inUrl ? urlParams : localParams;
  const keyPrefix = prefix === false ? '' : prefix;

  const set = useCallback(
    (patch: QueryPatch) => {
      if (inUrl) setUrlParams((current) => apply(current, keyPrefix, patch), { replace: true });
      else setLocalParams((current) => apply(current, '', patch));
    },
    [inUrl, keyPrefix, setUrlParams],
  );

  return useMemo(
    () => ({
      get: (key: string) => params.get(keyPrefix + key),
      set,
      entries: () =>
        [...params.entries()].filter(([k]) => k.startsWith(keyPrefix)).map(([k, v]) => [k.slice(keyPrefix.length), v] as [string, string]),
    }),
    [params, keyPrefix, set],
  );
}
