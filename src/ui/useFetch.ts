/**
 * Loads one action's answer for a screen (a record to view or edit, options for a form):
 * `{ data, loading, error, reload }`. Failures show the error toast; a 404 leaves
 * `error.status === 404` for a "not found" message.
 *
 *   const user = useFetch(getUser, { id });
 */
import { useCallback, useEffect, useState } from 'react';
import type { Infer } from 'superstruct';
import type { ActionSpec, InputOf } from '../../contract/action.ts';
import { ApiCallError, call } from '../api/client.ts';
import { toastError } from './toast.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useFetch<A extends ActionSpec<any, any>>(spec: A, input: InputOf<A> | Record<string, never>, options: { enabled?: boolean } = {}) {
  const enabled = options.enabled ?? true;
  const key = JSON.stringify(input);
  const [state, setState] = useState<{ key: string; data: Infer<A['response']>['data'] | null; error: ApiCallError | null } | null>(null);
  const [reloads, setReloads] = useState(0);
  const stateKey = `${key}#${reloads}`;

  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    call(spec, JSON.parse(key), { signal: abort.signal })
      .then((body) => setState({ key: stateKey, data: (body as { data: unknown }).data as Infer<A['response']>['data'], error: null }))
      .catch((error: unknown) => {
        if ((error as Error)?.name === 'AbortError') return;
        if (!(error instanceof ApiCallError && error.status === 404)) toastError(error);
        setState({ key: stateKey, data: null, error: error instanceof ApiCallError ? error : null });
      });
    return () => abort.abort();
  }, [spec, key, stateKey, enabled]);

  const current = state?.key === stateKey ? state : null;
  return {
    data: current?.data ?? null,
    error: current?.error ?? null,
    loading: enabled && current === null,
    reload: useCallback(() => setReloads((n) => n + 1), []),
  };
}
