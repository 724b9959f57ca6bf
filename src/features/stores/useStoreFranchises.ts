/**
 * The franchises the caller reaches, with their type (list.stores' `franchises`): the franchise
 * filter of /stores, the heading of a franchise's stores, and the franchise a new store goes under.
 */
import { useEffect, useState } from 'react';
import type { Infer } from 'superstruct';
import { listStores, type StoreFranchise } from '../../../contract/actions/stores.ts';
import { call } from '../../api/client.ts';
import { useIdParam } from '../../platform/record/parse-id.ts';

export type Franchise = Infer<typeof StoreFranchise>;
export type FranchisesState = { status: 'loading' | 'failed'; franchises: readonly Franchise[] } | { status: 'ready'; franchises: readonly Franchise[] };

export const isIndependent = (franchise: Pick<Franchise, 'type'>) => franchise.type === 'INDEPENDENT';

export function useStoreFranchises(): FranchisesState {
  const [state, setState] = useState<FranchisesState>({ status: 'loading', franchises: [] });
  useEffect(() => {
    const abort = new AbortController();
    call(listStores, { limit: 1 } as never, { signal: abort.signal })
      .then((body) => setState({ status: 'ready', franchises: body.franchises ?? [] }))
      // Quiet: the list beside it reports the failure.
      .catch(() => !abort.signal.aborted && setState({ status: 'failed', franchises: [] }));
    return () => abort.abort();
  }, []);
  return state;
}

/** The franchise the address names (`:franchiseId`): loading, missing (unknown or out of reach), or ready. */
export function useRouteFranchise(): { status: 'loading' | 'missing' | 'failed'; franchise?: undefined; id: number | null } | { status: 'ready'; franchise: Franchise; id: number } {
  const id = useIdParam('franchiseId');
  const { status, franchises } = useStoreFranchises();
  if (id === null) return { status: 'missing', id };
  if (status !== 'ready') return { status, id };
  const franchise = franchises.find((f) => f.id === id);
  return franchise ? { status: 'ready', franchise, id } : { status: 'missing', id };
}
