/**
 * The choices of a list filter's (orders, DEX audits) "Vending Machine" group: the caller's machines by
 * name (the first 2000), plus any machine already chosen in the URL that is not among
 * them (a deleted machine, or a link from /vm/{id} in a very large fleet), so a linked
 * filter is never silently dropped. Empty for users who may not see machines.
 */
import { useEffect, useMemo, useState } from 'react';
import { getVendingMachine, listActiveVendingMachines } from '../../../contract/actions/vending-machines.ts';
import { MAX_LIST_LIMIT } from '../../../contract/constants.ts';
import { call } from '../../api/client.ts';
import { parseId } from '../record/parse-id.ts';
import { useRecord } from '../record/useRecord.ts';
import type { FilterOption } from '../../ui/index.ts';

const label = (m: { name: string; code: string }) => `${m.name} (${m.code})`;
const BY_NAME = { limit: MAX_LIST_LIMIT, sortBy: 'name', sortDir: 'ASC' } as const;

export function useMachineOptions(enabled: boolean, chosenIds: string | null): FilterOption[] {
  // Quiet: without options the group still filters by the URL's ids.
  const machines = useRecord(listActiveVendingMachines, BY_NAME, { enabled, quiet: true }).data;
  const listed = useMemo(() => machines?.map((m): FilterOption => ({ id: m.id, name: label(m) })) ?? null, [machines]);
  const [extra, setExtra] = useState<{ key: string; options: FilterOption[] }>({ key: '', options: [] });

  const missing = useMemo(() => {
    const known = new Set((listed ?? []).map((o) => o.id));
    return (chosenIds ?? '').split(',').map(parseId).filter((n): n is number => n !== null && !known.has(n)).slice(0, 20);
  }, [listed, chosenIds]);
  const missingKey = missing.join(',');

  // A handful of machines by id, each on its own: a batch of get calls, not one record.
  useEffect(() => {
    if (!listed || !missingKey) return;
    const abort = new AbortController();
    const ids = missingKey.split(',').map(Number);
    const named = (id: number) =>
      call(getVendingMachine, { id }, { signal: abort.signal }).then((r): FilterOption[] => [{ id, name: label(r.data) }], (): FilterOption[] => []);
    Promise.all(ids.map(named))
      .then((found) => setExtra({ key: missingKey, options: found.flat() }))
      .catch(() => undefined);
    return () => abort.abort();
  }, [listed, missingKey]);

  return useMemo(() => {
    // Until chosen machines outside the list are named, offer nothing: the filter keeps the URL's ids meanwhile.
    if (!listed || (missingKey && extra.key !== missingKey)) return [];
    return missingKey ? [...listed, ...extra.options] : listed;
  }, [listed, missingKey, extra]);
}
