/**
 * /retailers: the retailers the caller reaches (the company's; a retailer admin's own), 20 a
 * page, paged, sorted and searched on the server, filtered by status with the filter in the
 * URL, exported as CSV.
 */
import { useLocation } from 'wouter';
import { RETAILER_MESSAGES, deleteRetailer, listRetailers } from '../../../contract/actions/retailers.ts';
import { LARGE_PAGE_SIZE } from '../../../contract/constants.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { paths } from '../../platform/paths.ts';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { StatusBadge } from '../../ui/Badges.tsx';
import { CellLink, DataTable, FilterBar, LinkButton, columnsFor, formatDate, useFilters, useListQuery, type FilterDef } from '../../ui/index.ts';
import { RETAILER_STATUSES, retailerStatus } from './retailerStatus.ts';

const columns = columnsFor(listRetailers, [
  {
    key: 'name',
    header: 'Name',
    sortKey: 'name',
    render: (r) => <CellLink href={paths.retailer(r.id)} className="text-indigo-700 hover:underline">{r.name}</CellLink>,
    csv: (r) => r.name,
  },
  { key: 'contact_person_name', header: 'Contact Person', sortKey: 'contact_person_name' },
  { key: 'email', header: 'Email', sortKey: 'email' },
  { key: 'mobile_number', header: 'Mobile Number' },
  { key: 'city', header: 'City', sortKey: 'city' },
  { key: 'state', header: 'State', sortKey: 'state' },
  { key: 'admins_count', header: 'Admins', value: (r) => String(r.admins_count) },
  { key: 'machines_count', header: 'Machines', value: (r) => String(r.machines_count) },
  { key: 'status', header: 'Status', render: (r) => <StatusBadge status={retailerStatus(r.is_active)} />, csv: (r) => retailerStatus(r.is_active).name },
  { key: 'created_at', header: 'Created', sortKey: 'created_at', render: (r) => formatDate(r.created_at), csv: (r) => r.created_at },
  { key: 'updated_at', header: 'Last Updated', sortKey: 'updated_at', render: (r) => formatDate(r.updated_at), csv: (r) => r.updated_at },
]);

const FILTERS: FilterDef[] = [{ kind: 'single', key: 'status', label: 'Status', options: [...RETAILER_STATUSES] }];

export default function RetailersScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const filters = useFilters(FILTERS);
  const status = filters.single('status');
  const query = useListQuery(listRetailers, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    pageSize: LARGE_PAGE_SIZE,
    filters: { is_active: status === undefined ? undefined : status === 'active' },
  });
  const [remove, deleteDialog] = useDeleteRecord(deleteRetailer, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: RETAILER_MESSAGES.deleted,
    onDeleted: query.reload,
  });
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable
        query={query}
        columns={columns}
        label="Retailers"
        exportName="retailers"
        searchPlaceholder="Search name, contact, email, mobile or address"
        pager="filter-bar"
        onOpen={(r) => navigate(paths.retailer(r.id))}
        onEdit={(r) => navigate(paths.editRetailer(r.id))}
        onDelete={remove}
        canEdit={() => permissions.includes('PERM_UPDATE_RETAILER_ENTITY')}
        canDelete={() => permissions.includes('PERM_DELETE_RETAILER_ENTITY')}
        actions={permissions.includes('PERM_ADD_RETAILER_ENTITY') && <LinkButton href={paths.addRetailer()}>Add retailer</LinkButton>}
      />
      {deleteDialog}
    </div>
  );
}
