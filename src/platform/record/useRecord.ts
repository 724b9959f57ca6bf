/**
 * The one way a screen loads what it shows: a record to view or edit (`get.*`), or the
 * choices of a form or filter (a list action). Re-fetched on `reload()`, which keeps the
 * data on screen meanwhile (`refreshing`); a new input starts from `loading`.
 *
 *   const user = useRouteRecord(getUser);               // the record /user/:id names
 *   if (user.status !== 'ready') return <RecordFallback state={user} what="user" back={…} />;
 *   const roles = useRecord(listAssignableRoles, {});   // a form's choices
 *
 * A null input (the address names no record) and the server's 404 or 400 are `missing`,
 * without a toast; any other failure toasts the server's message (unless `quiet`, for
 * optional filter choices) and is `failed`, except that a failed refresh keeps the data.
 * While `enabled` is false nothing is asked and the status stays `loading`.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Infer } from 'superstruct';
import type { ActionSpec, InputOf } from '../../../contract/action.ts';
import { ApiCallError, call, errorMessage } from '../../api/client.ts';
import { toastError } from '../../ui/toast.ts';
import { useIdParam } from './parse-id.ts';

type AnySpec = ActionSpec<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export type RecordStatus = 'loading' | 'ready' | 'missing' | 'failed';

export type RecordState<A extends AnySpec> =
  | { status: 'loading'; data?: undefined; message?: undefined }
  | { status: 'ready'; data: Infer<A['response']>['data']; message?: undefined }
  | { status: 'missing' | 'failed'; data?: undefined; message: string };

export type LoadedRecord<A extends AnySpec> = RecordState<A> & { reload(): void; refreshing: boolean };

export interface RecordOptions {
  /** False: ask nothing yet (the status stays `loading`). */
  enabled?: boolean;
  /** No toast on failure: for choices a screen works without. */
  quiet?: boolean;
}

export const NO_RECORD_MESSAGE = 'This address does not name a record.';

export function useRecord<A extends AnySpec>(spec: A, input: InputOf<A> | Record<string, never> | null, options: RecordOptions = {}): LoadedRecord<A> {
  const { enabled = true, quiet = false } = options;
  const key = input === null ? null : JSON.stringify(input);
  const [loaded, setLoaded] = useState<{ key: string; state: RecordState<A> } | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (key === null || !enabled) return;
    const abort = new AbortController();
    setRefreshing(true);
    call(spec, JSON.parse(key), { signal: abort.signal })
      .then((body) => setLoaded({ key, state: { status: 'ready', data: body.data } }))
      .catch((error: unknown) => {
        if (abort.signal.aborted || (error as Error)?.name === 'AbortError') return;
        if (error instanceof ApiCallError && (error.status === 404 || error.status === 400)) {
          setLoaded({ key, state: { status: 'missing', message: errorMessage(error) } });
          return;
        }
        if (!quiet) toastError(error);
        setLoaded((current) => (current?.key === key && current.state.status === 'ready' ? current : { key, state: { status: 'failed', message: errorMessage(error) } }));
      })
      .finally(() => {
        if (!abort.signal.aborted) setRefreshing(false);
      });
    return () => abort.abort();
  }, [spec, key, enabled, quiet, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const state: RecordState<A> =
    key === null ? { status: 'missing', message: NO_RECORD_MESSAGE } : enabled && loaded?.key === key ? loaded.state : { status: 'loading' };
  return { ...state, reload, refreshing: enabled && refreshing };
}

/**
 * The record the current route's id names (`:id`, or the parameter given): its `get.*`
 * action asked for `{ id }`, or `missing` at once when the address holds no valid id.
 */
export function useRouteRecord<A extends ActionSpec<{ id: number }, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
  spec: A,
  options: RecordOptions & { param?: string } = {},
): LoadedRecord<A> & { id: number | null } {
  const id = useIdParam(options.param);
  return { ...useRecord(spec, id === null ? null : ({ id } as InputOf<A>), options), id };
}
