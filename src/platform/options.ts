/**
 * Filter choices several features share: the caller's warehouses (warehouse orders, cash
 * collections) and refill partners (cash collections, refill plans), asked for only when
 * the role may read them; otherwise, or while they load, there are none and the screen
 * offers no such filter group.
 */
import { useMemo } from 'react';
import { listDeliveryPartners } from '../../contract/actions/delivery-partners.ts';
import { listDeliveryPersons } from '../../contract/actions/delivery-persons.ts';
import { listFranchises } from '../../contract/actions/franchises.ts';
import { listZones } from '../../contract/actions/zones.ts';
import { listStores } from '../../contract/actions/stores.ts';
import { listRefillPartners } from '../../contract/actions/refills.ts';
import { listWarehouses } from '../../contract/actions/warehouses.ts';
import { MAX_LIST_LIMIT } from '../../contract/constants.ts';
import { hasAnyPermission } from '../../contract/permissions.ts';
import type { FilterOption } from '../ui/filters/filterState.ts';
import { useRecord } from './record/useRecord.ts';
import { usePermissions } from './session/session.ts';

const BY_NAME = { limit: MAX_LIST_LIMIT, sortBy: 'name', sortDir: 'ASC' } as const;
const NONE: FilterOption[] = [];

function useNamedOptions(rows: readonly { id: number; name: string }[] | undefined): FilterOption[] {
  return useMemo(() => (rows ? rows.map((row) => ({ id: row.id, name: row.name })) : NONE), [rows]);
}

export function useWarehouseOptions(): FilterOption[] {
  const allowed = hasAnyPermission(usePermissions(), listWarehouses.permissions);
  return useNamedOptions(useRecord(listWarehouses, BY_NAME, { enabled: allowed, quiet: true }).data);
}

export function usePartnerOptions(): FilterOption[] {
  const allowed = hasAnyPermission(usePermissions(), listRefillPartners.permissions);
  return useNamedOptions(useRecord(listRefillPartners, BY_NAME, { enabled: allowed, quiet: true }).data);
}

/** Active delivery partners only (domain.md §9: the selects list only active entries). */
export function useDeliveryPartnerOptions(): FilterOption[] {
  const allowed = hasAnyPermission(usePermissions(), listDeliveryPartners.permissions);
  return useNamedOptions(useRecord(listDeliveryPartners, { ...BY_NAME, active: true }, { enabled: allowed, quiet: true }).data);
}

/** A delivery partner's active people (none until a partner is chosen). */
export function useDeliveryPersonOptions(partnerId: number | null): FilterOption[] {
  const allowed = hasAnyPermission(usePermissions(), listDeliveryPersons.permissions) && partnerId !== null;
  const request = useMemo(() => ({ ...BY_NAME, active: true, delivery_partner_id: partnerId ? [partnerId] : undefined }), [partnerId]);
  return useNamedOptions(useRecord(listDeliveryPersons, request, { enabled: allowed, quiet: true }).data);
}

/** The caller's stores (a store manager's own), for shipping filters and forms. */
export function useStoreOptions(): FilterOption[] {
  const allowed = hasAnyPermission(usePermissions(), listStores.permissions);
  return useNamedOptions(useRecord(listStores, BY_NAME, { enabled: allowed, quiet: true }).data);
}

export function useFranchiseOptions(): FilterOption[] {
  const allowed = hasAnyPermission(usePermissions(), listFranchises.permissions);
  return useNamedOptions(useRecord(listFranchises, BY_NAME, { enabled: allowed, quiet: true }).data);
}

export function useZoneOptions(): FilterOption[] {
  const allowed = hasAnyPermission(usePermissions(), listZones.permissions);
  return useNamedOptions(useRecord(listZones, BY_NAME, { enabled: allowed, quiet: true }).data);
}
