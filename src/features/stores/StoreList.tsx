/**
 * The stores table of /stores and /franchise/{franchiseId}/stores: paged, sorted and searched on
 * the server, filtered by franchise (unless fixed to one), city and active, exported as CSV.
 */
import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { STORE_MESSAGES, deleteStore, listStores } from '../../../contract/actions/stores.ts';
import { LARGE_PAGE_SIZE } from '../../../contract/constants.ts';
import { paths } from '../../platform/paths.ts';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { usePermissions } from '../../platform/session/session.ts';
import { CellLink, DataTable, FilterBar, columnsFor, formatDate, useFilters, useListQuery, type FilterDef } from '../../ui/index.ts';
import type { Franchise } from './useStoreFranchises.ts';

const ACTIVE = [{ id: 'yes', name: 'Active' }, { id: 'no', name: 'Inactive' }];

const columns = columnsFor(listStores, [
  {
    key: 'name',
    header: 'Name',
    sortKey: 'name',
    render: (r) => <CellLink href={paths.franchiseStore(r.franchise.id, r.id)} className="text-indigo-700 hover:underline">{r.name}</CellLink>,
    csv: (r) => r.name,
  },
  {
    key: 'franchise',
    header: 'Franchise',
    render: (r) => <CellLink href={paths.franchiseStores(r.franchise.id)} className="text-indigo-700 hover:underline">{r.franchise.name}</CellLink>,
    csv: (r) => r.franchise.name,
  },
  { key: 'address_line_1', header: 'Address', value: (r) => [r.address_line_1, r.address_line_2].filter(Boolean).join(', ') },
  { key: 'city', header: 'City', sortKey: 'city' },
  { key: 'state', header: 'State', sortKey: 'state' },
  { key: 'pincode', header: 'Pincode', sortKey: 'pincode' },
  { key: 'is_active', header: 'Status', value: (r) => (r.is_active ? 'Active' : 'Inactive') },
  { key: 'updated_at', header: 'Last Updated', sortKey: 'updated_at', render: (r) => formatDate(r.updated_at), csv: (r) => r.updated_at },
]);

interface Props {
  /** The franchise the list is fixed to; absent: every store the caller reaches, with a franchise filter. */
  franchiseId?: number;
  /** The franchises the caller reaches (the franchise filter's options). */
  franchises: readonly Franchise[];
  actions?: ReactNode;
}

export function StoreList({ franchiseId, franchises, actions }: Props) {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const defs = useMemo<FilterDef[]>(() => [
    ...(franchiseId ? [] : [{ kind: 'multi' as const, key: 'franchise', label: 'Franchise', options: franchises.map((f) => ({ id: String(f.id), name: f.name })) }]),
    { kind: 'single', key: 'active', label: 'Status', options: ACTIVE },
  ], [franchiseId, franchises]);
  const filters = useFilters(defs);
  const active = filters.single('active');
  const query = useListQuery(listStores, {
    defaultSort: { sortBy: 'name', sortDir: 'ASC' },
    pageSize: LARGE_PAGE_SIZE,
    filters: {
      franchise_ids: franchiseId ? [franchiseId] : filters.numbers('franchise'),
      is_active: active === undefined ? undefined : active === 'yes',
    },
  });
  const [remove, deleteDialog] = useDeleteRecord(deleteStore, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: STORE_MESSAGES.deleted,
    onDeleted: query.reload,
  });
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable
        query={query}
        columns={columns}
        label="Stores"
        exportName="stores"
        searchPlaceholder="Search name, address, city or pincode"
        pager="filter-bar"
        onOpen={(r) => navigate(paths.franchiseStore(r.franchise.id, r.id))}
        onEdit={(r) => navigate(paths.franchiseEditStore(r.franchise.id, r.id))}
        onDelete={remove}
        canEdit={() => permissions.includes('PERM_UPDATE_STORE')}
        canDelete={() => permissions.includes('PERM_DELETE_STORE')}
        actions={actions}
      />
      {deleteDialog}
    </div>
  );
}
