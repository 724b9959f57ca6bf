/**
 * Loading one record for a view screen (machines, orders, products): the contract's
 * `get.*` action with its input, re-fetched on `reload()`. A 404 becomes `missing`;
 * other failures toast the server's message. (The UI kit has no such hook yet.)
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { Infer } from 'superstruct';
import type { ActionSpec, InputOf } from '../../../contract/action.ts';
import { ApiCallError, call, errorMessage } from '../../api/client.ts';
import { toastError } from '../../ui/toast.ts';

type AnySpec = ActionSpec<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export type RecordState<A extends AnySpec> =
  | { status: 'loading'; data?: undefined }
  | { status: 'ready'; data: Infer<A['response']>['data'] }
  | { status: 'missing' | 'failed'; data?: undefined; message: string };

export function useRecord<A extends AnySpec>(spec: A, input: InputOf<A> | null): RecordState<A> & { reload(): void; refreshing: boolean } {
  const [state, setState] = useState<RecordState<A>>({ status: 'loading' });
  const [refreshing, setRefreshing] = useState(false);
  const [reloads, setReloads] = useState(0);
  const inputKey = JSON.stringify(input);

  useEffect(() => {
    const parsed = JSON.parse(inputKey) as InputOf<A> | null;
    if (parsed === null) {
      setState({ status: 'missing', message: 'This address does not name a record.' });
      return;
    }
    const abort = new AbortController();
    setRefreshing(true);
    call(spec, parsed, { signal: abort.signal })
      .then((body) => setState({ status: 'ready', data: body.data }))
      .catch((error: unknown) => {
        if ((error as Error)?.name === 'AbortError') return;
        if (error instanceof ApiCallError && (error.status === 404 || error.status === 400)) {
          setState({ status: 'missing', message: errorMessage(error) });
          return;
        }
        toastError(error);
        setState((s) => (s.status === 'ready' ? s : { status: 'failed', message: errorMessage(error) }));
      })
      .finally(() => setRefreshing(false));
    return () => abort.abort();
  }, [spec, inputKey, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { ...state, reload, refreshing };
}

/** A route id segment as a positive whole number, or null. */
export function idParam(text: string | undefined): number | null {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/** What a view screen shows while its record is loading, missing or failed. */
export function RecordFallback({ state, backHref, backLabel }: { state: { status: string; message?: string }; backHref: string; backLabel: string }): ReactNode {
  if (state.status === 'loading') return <p className="p-6 text-slate-500">Loading...</p>;
  return (
    <div role="alert" className="mx-auto mt-16 max-w-lg rounded-xl border border-amber-200 bg-amber-50 p-6 text-center">
      <h2 className="text-lg font-semibold text-amber-900">{state.status === 'missing' ? 'Not found' : 'Could not load'}</h2>
      <p className="mt-2 text-amber-800">{state.message}</p>
      <Link href={backHref} className="mt-4 inline-block text-indigo-700 underline">
        {backLabel}
      </Link>
    </div>
  );
}
