/** The warehouses and stores the caller may filter the company inventory by (list.inventory's `places`). */
import { useEffect, useState } from 'react';
import type { Infer } from 'superstruct';
import { listInventory, type InventoryPlaces } from '../../../contract/actions/inventory.ts';
import { call } from '../../api/client.ts';

export function useInventoryPlaces(): Infer<typeof InventoryPlaces> | null {
  const [places, setPlaces] = useState<Infer<typeof InventoryPlaces> | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    call(listInventory, { limit: 1 } as never, { signal: abort.signal })
      .then((body) => setPlaces(body.places ?? null))
      // Quiet: without them the place filters offer nothing yet; the table reports errors.
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
  return places;
}

export type PlaceState = { status: 'loading' | 'missing' | 'failed'; name?: undefined; message?: string } | { status: 'ready'; name: string; message?: undefined };

/**
 * The name of the place a one-place inventory shows, from its list's answer (`warehouse` or
 * `store`), or `missing` for a place out of reach (404): the screen's fallback says so.
 */
export function usePlaceName(load: ((signal: AbortSignal) => Promise<{ name: string }>) | null, key: string): PlaceState {
  const [state, setState] = useState<{ key: string; place: PlaceState } | null>(null);
  useEffect(() => {
    if (!load) return;
    const abort = new AbortController();
    load(abort.signal)
      .then((place) => setState({ key, place: { status: 'ready', name: place.name } }))
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        const status = (error as { status?: number }).status;
        setState({ key, place: { status: status === 404 || status === 400 ? 'missing' : 'failed', message: (error as Error).message } });
      });
    return () => abort.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what `load` asks for
  }, [key]);
  if (!load) return { status: 'missing' };
  return state?.key === key ? state.place : { status: 'loading' };
}
