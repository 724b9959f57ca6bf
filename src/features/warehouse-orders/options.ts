/**
 * Filter choices shared by the warehouse screens: the caller's warehouses and refill
 * partners, fetched only when the role may read them (else no such filter group).
 */
import { useEffect, useState } from 'react';
import { listRefillPartners } from '../../../contract/actions/refills.ts';
import { listWarehouses } from '../../../contract/actions/warehouses.ts';
import { MAX_LIST_LIMIT } from '../../../contract/constants.ts';
import { hasAnyPermission, type Permission } from '../../../contract/permissions.ts';
import { call } from '../../api/client.ts';
import { usePermissions } from '../../platform/session/session.ts';
import type { FilterOption } from '../../ui/index.ts';

function useOptions(permissions: readonly Permission[], load: (signal: AbortSignal) => Promise<FilterOption[]>): FilterOption[] {
  const allowed = hasAnyPermission(usePermissions(), permissions);
  const [options, setOptions] = useState<FilterOption[]>([]);
  useEffect(() => {
    if (!allowed) return;
    const abort = new AbortController();
    load(abort.signal).then(setOptions).catch(() => undefined); // without options the filter group is simply not offered
    return () => abort.abort();
  }, [allowed, load]);
  return allowed ? options : [];
}

const loadWarehouses = (signal: AbortSignal) =>
  call(listWarehouses, { limit: MAX_LIST_LIMIT, sortBy: 'name', sortDir: 'ASC' }, { signal }).then((page) => page.data.map((w) => ({ id: w.id, name: w.name })));
const loadPartners = (signal: AbortSignal) =>
  call(listRefillPartners, { limit: MAX_LIST_LIMIT, sortBy: 'name', sortDir: 'ASC' }, { signal }).then((page) => page.data.map((p) => ({ id: p.id, name: p.name })));

export const useWarehouseOptions = () => useOptions(listWarehouses.permissions, loadWarehouses);
export const usePartnerOptions = () => useOptions(listRefillPartners.permissions, loadPartners);
