/**
 * /refill-partners: the company's refill partners, paged on the server, searchable and sortable,
 * filtered by status and created date with the filters in the URL, exported as CSV.
 */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { REFILL_PARTNER_STATUSES, listRefillPartnerDirectory, refillPartnerStatus } from '../../../contract/actions/refill-partners.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { paths } from '../../platform/paths.ts';
import {
  CellLink, DataTable, FilterBar, LinkButton, StatusBadge, columnsFor, formatDate, useFilters, useListQuery, type FilterDef,
} from '../../ui/index.ts';

const columns = columnsFor(listRefillPartnerDirectory, [
  {
    key: 'name',
    header: 'Name', sortKey: 'name',
    render: (r) => <CellLink href={paths.refillPartner(r.id)} className="text-indigo-700 hover:underline">{r.name}</CellLink>,
    csv: (r) => r.name,
  },
  { key: 'mobile_number', header: 'Mobile number' },
  { key: 'email', header: 'Email', sortKey: 'email' },
  { key: 'status', header: 'Status', sortKey: 'status', render: (r) => <StatusBadge status={refillPartnerStatus(r.status)} />, csv: (r) => refillPartnerStatus(r.status).name },
  { key: 'vehicle_count', header: 'Vehicles', align: 'right', render: (r) => String(r.vehicle_count), csv: (r) => String(r.vehicle_count) },
  { key: 'created_at', header: 'Created', sortKey: 'created_at', render: (r) => formatDate(r.created_at), csv: (r) => r.created_at },
  { key: 'updated_at', header: 'Last Updated', sortKey: 'updated_at', render: (r) => formatDate(r.updated_at), csv: (r) => r.updated_at },
]);

const STATUS_OPTIONS = REFILL_PARTNER_STATUSES.map((s) => ({ id: s.id, name: s.name }));

export default function RefillPartnersScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const defs = useMemo<FilterDef[]>(() => [
    { kind: 'multi', key: 'status', label: 'Status', options: STATUS_OPTIONS },
    { kind: 'date', key: 'created', label: 'Created' },
  ], []);
  const filters = useFilters(defs);
  const query = useListQuery(listRefillPartnerDirectory, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    filters: { status: filters.numbers('status') as (1 | 2)[] | undefined, ...filters.range('created') },
  });
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable
        query={query}
        columns={columns}
        label="Refill partners"
        exportName="refill-partners"
        searchPlaceholder="Search name, mobile or email"
        pager="filter-bar"
        onOpen={(r) => navigate(paths.refillPartner(r.id))}
        onEdit={(r) => navigate(paths.editRefillPartner(r.id))}
        canEdit={() => permissions.includes('PERM_UPDATE_REFILL_PARTNER')}
        actions={permissions.includes('PERM_ADD_REFILL_PARTNER') && <LinkButton href={paths.addRefillPartner()}>Add refill partner</LinkButton>}
      />
    </div>
  );
}
