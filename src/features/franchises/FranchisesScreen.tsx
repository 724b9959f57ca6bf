/**
 * /franchises: the company's franchises (franchise staff: their own), paged, searched (name,
 * city or state) and sorted on the server, filtered by type and status with the filters in the
 * URL, exported as CSV.
 */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { FRANCHISE_MESSAGES, FRANCHISE_TYPE_NAMES, FRANCHISE_TYPE_OPTIONS, FRANCHISE_TYPES, deleteFranchise, listFranchises } from '../../../contract/actions/franchises.ts';
import { LARGE_PAGE_SIZE } from '../../../contract/constants.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { paths } from '../../platform/paths.ts';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import {
  CellLink, DataTable, FilterBar, LinkButton, StatusBadge, columnsFor, formatDate, useFilters, useListQuery, type FilterDef,
} from '../../ui/index.ts';
import { FRANCHISE_STATUSES, citiesText, franchiseStatus } from './franchise-parts.ts';

const columns = columnsFor(listFranchises, [
  {
    key: 'name',
    header: 'Name', sortKey: 'name',
    render: (r) => <CellLink href={paths.franchise(r.id)} className="text-indigo-700 hover:underline">{r.name}</CellLink>,
    csv: (r) => r.name,
  },
  { key: 'type', header: 'Type', sortKey: 'type', value: (r) => FRANCHISE_TYPE_NAMES[r.type] },
  { key: 'locations', header: 'Locations', value: (r) => citiesText(r.locations) },
  { key: 'is_active', header: 'Status', sortKey: 'is_active', render: (r) => <StatusBadge status={franchiseStatus(r.is_active)} />, csv: (r) => franchiseStatus(r.is_active).name },
  { key: 'created_at', header: 'Created', sortKey: 'created_at', render: (r) => formatDate(r.created_at), csv: (r) => r.created_at },
  { key: 'updated_at', header: 'Last Updated', sortKey: 'updated_at', render: (r) => formatDate(r.updated_at), csv: (r) => r.updated_at },
]);

const FILTERS: FilterDef[] = [
  { kind: 'multi', key: 'type', label: 'Type', options: FRANCHISE_TYPE_OPTIONS },
  { kind: 'single', key: 'status', label: 'Status', options: FRANCHISE_STATUSES },
];

export default function FranchisesScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const filters = useFilters(useMemo(() => FILTERS, []));
  const status = filters.single('status');
  const types = filters.strings('type')?.filter((t): t is (typeof FRANCHISE_TYPES)[number] => (FRANCHISE_TYPES as readonly string[]).includes(t));
  const query = useListQuery(listFranchises, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    pageSize: LARGE_PAGE_SIZE,
    filters: { type: types, is_active: status === undefined ? undefined : status === 'active' },
  });
  const [remove, deleteDialog] = useDeleteRecord(deleteFranchise, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: FRANCHISE_MESSAGES.deleted,
    onDeleted: query.reload,
  });
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable
        query={query}
        columns={columns}
        label="Franchises"
        exportName="franchises"
        searchPlaceholder="Search name, city or state"
        pager="filter-bar"
        onOpen={(r) => navigate(paths.franchise(r.id))}
        onEdit={(r) => navigate(paths.editFranchise(r.id))}
        onDelete={remove}
        canEdit={() => permissions.includes('PERM_UPDATE_FRANCHISE')}
        canDelete={() => permissions.includes('PERM_DELETE_FRANCHISE')}
        actions={permissions.includes('PERM_ADD_FRANCHISE') && <LinkButton href={paths.addFranchise()}>Add franchise</LinkButton>}
      />
      {deleteDialog}
    </div>
  );
}
