/** /warehouses: the caller's warehouses with storage type, stock, units in transit and open orders; the storage type filter is kept in the URL. */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { WAREHOUSE_MESSAGES, deleteWarehouse, listWarehouses } from '../../../contract/actions/warehouses.ts';
import { STORAGE_TYPES, type StorageType } from '../../../contract/constants.ts';
import { paths } from '../../platform/paths.ts';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { usePermissions } from '../../platform/session/session.ts';
import { CellLink, DataTable, FilterBar, LinkButton, columnsFor, formatDate, useFilters, useListQuery, type FilterDef } from '../../ui/index.ts';

const columns = columnsFor(listWarehouses, [
  {
    key: 'name',
    header: 'Name',
    sortKey: 'name',
    render: (w) => <CellLink href={paths.warehouse(w.id)} className="text-indigo-700 hover:underline">{w.name}</CellLink>,
    csv: (w) => w.name,
  },
  { key: 'storage_type', header: 'Storage type', value: (w) => (w.registration_number ? `${w.storage_type} (${w.registration_number})` : w.storage_type) },
  { key: 'city', header: 'City', sortKey: 'city' },
  { key: 'state', header: 'State' },
  { key: 'zone', header: 'Zone', value: (w) => w.zone?.name },
  { key: 'franchise', header: 'Franchise', value: (w) => w.franchise?.name },
  { key: 'product_count', header: 'Products', align: 'right' },
  { key: 'stock', header: 'Stock', sortKey: 'stock', align: 'right' },
  { key: 'in_transit', header: 'In Transit', align: 'right' },
  { key: 'open_orders', header: 'Open Orders', sortKey: 'open_orders', align: 'right' },
  { key: 'updated_at', header: 'Last Updated', sortKey: 'updated_at', render: (w) => formatDate(w.updated_at), csv: (w) => w.updated_at },
]);

const STORAGE_OPTIONS = STORAGE_TYPES.map((t) => ({ id: t, name: t }));

export default function WarehousesScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const defs = useMemo<FilterDef[]>(() => [{ kind: 'multi', key: 'storage_type', label: 'Storage type', options: STORAGE_OPTIONS }], []);
  const filters = useFilters(defs);
  const query = useListQuery(listWarehouses, {
    defaultSort: { sortBy: 'name', sortDir: 'ASC' },
    filters: { storage_type: filters.strings('storage_type') as StorageType[] | undefined },
  });
  const [remove, deleteDialog] = useDeleteRecord(deleteWarehouse, {
    text: (w: { name: string }) => `You want to delete ${w.name}.`,
    success: WAREHOUSE_MESSAGES.deleted,
    onDeleted: query.reload,
  });
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable query={query} columns={columns} label="Warehouses" exportName="warehouses" searchPlaceholder="Search name, city, state or registration"
        pager="filter-bar"
        onOpen={(w) => navigate(paths.warehouse(w.id))}
        onEdit={(w) => navigate(paths.editWarehouse(w.id))}
        canEdit={() => permissions.includes('PERM_UPDATE_WAREHOUSE')}
        onDelete={remove}
        canDelete={() => permissions.includes('PERM_DELETE_WAREHOUSE')}
        actions={permissions.includes('PERM_ADD_WAREHOUSE') && <LinkButton href={paths.addWarehouse()}>Add warehouse</LinkButton>} />
      {deleteDialog}
    </div>
  );
}
