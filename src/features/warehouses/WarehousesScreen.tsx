/** /warehouses: the caller's warehouses with stock, units in transit and open orders. */
import { useLocation } from 'wouter';
import { listWarehouses } from '../../../contract/actions/warehouses.ts';
import { paths } from '../../platform/paths.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { CellLink, DataTable, LinkButton, columnsFor, formatDate, useListQuery } from '../../ui/index.ts';

const columns = columnsFor(listWarehouses, [
  {
    key: 'name',
    header: 'Name',
    sortKey: 'name',
    render: (w) => <CellLink href={paths.warehouse(w.id)} className="text-indigo-700 hover:underline">{w.name}</CellLink>,
    csv: (w) => w.name,
  },
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

export default function WarehousesScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const query = useListQuery(listWarehouses, { defaultSort: { sortBy: 'name', sortDir: 'ASC' } });
  return (
    <DataTable query={query} columns={columns} label="Warehouses" exportName="warehouses" searchPlaceholder="Search name, city or state"
      onOpen={(w) => navigate(paths.warehouse(w.id))}
      onEdit={(w) => navigate(paths.editWarehouse(w.id))}
      canEdit={() => permissions.includes('PERM_UPDATE_WAREHOUSE')}
      actions={permissions.includes('PERM_ADD_WAREHOUSE') && <LinkButton href={paths.addWarehouse()}>Add warehouse</LinkButton>} />
  );
}
