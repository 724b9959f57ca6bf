/** /store-managers: server-paged, with store, status and created-date filters kept in the URL, and CSV. */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { listStoreManagers } from '../../../contract/actions/store-managers.ts';
import { listStores } from '../../../contract/actions/stores.ts';
import { hasAnyPermission } from '../../../contract/permissions.ts';
import { StatusBadge } from '../../ui/Badges.tsx';
import { FilterBar } from '../../ui/filters/LazyFilterBar.tsx';
import { useFilters } from '../../ui/filters/useFilters.ts';
import type { FilterDef } from '../../ui/filters/filterState.ts';
import { formatDate } from '../../ui/format.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { DataTable } from '../../ui/table/DataTable.tsx';
import { columnsFor } from '../../ui/table/types.ts';
import { useListQuery } from '../../ui/table/useListQuery.ts';
import { paths } from '../../platform/paths.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { STORE_MANAGER_STATUSES, storeManagerStatus } from './status.ts';

const columns = columnsFor(listStoreManagers, [
  { key: 'name', header: 'Name', sortKey: 'name', value: (s) => s.name },
  { key: 'mobile_number', header: 'Mobile', sortKey: 'mobile_number' },
  { key: 'store', header: 'Store', sortKey: 'store', value: (s) => s.store?.name },
  { key: 'status', header: 'Status', sortKey: 'is_active', render: (s) => <StatusBadge status={storeManagerStatus(s.is_active)} />, csv: (s) => storeManagerStatus(s.is_active).name },
  { key: 'created_at', header: 'Created', sortKey: 'created_at', value: (s) => formatDate(s.created_at) },
  { key: 'updated_at', header: 'Last updated', sortKey: 'updated_at', value: (s) => formatDate(s.updated_at) },
]);

export default function StoreManagersScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const stores = useRecord(listStores, { limit: 200 }, { enabled: hasAnyPermission(permissions, listStores.permissions), quiet: true });
  const defs = useMemo<FilterDef[]>(
    () => [
      { kind: 'date', key: 'created', label: 'Created' },
      { kind: 'multi', key: 'store', label: 'Store', options: (stores.data ?? []).map((s) => ({ id: s.id, name: s.name })) },
      { kind: 'single', key: 'status', label: 'Status', options: STORE_MANAGER_STATUSES },
    ],
    [stores.data],
  );
  const filters = useFilters(defs);
  const status = filters.single('status');
  const query = useListQuery(listStoreManagers, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    filters: { store_ids: filters.numbers('store'), is_active: status === undefined ? undefined : status === 'active', ...filters.range('created') },
  });
  const canAdd = hasAnyPermission(permissions, ['PERM_ADD_STORE_MANAGER']);
  const canEdit = hasAnyPermission(permissions, ['PERM_UPDATE_STORE_MANAGER']);

  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable
        query={query}
        columns={columns}
        label="Store managers"
        searchPlaceholder="Search name or mobile"
        pager="filter-bar"
        exportName="store-managers"
        onOpen={(s) => navigate(paths.storeManager(s.id))}
        onEdit={canEdit ? (s) => navigate(paths.editStoreManager(s.id)) : undefined}
        actions={canAdd && <LinkButton href={paths.addStoreManager()}>Add store manager</LinkButton>}
      />
    </div>
  );
}
