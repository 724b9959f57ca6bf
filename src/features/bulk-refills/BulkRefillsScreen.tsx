/**
 * /bulk-refills (domain.md §3 "Bulk refill plan"): name, machine template, refill status,
 * machines, quantity, delivery person, last updated; paged, sorted and searched on the server,
 * filtered by status with the filters in the URL, CSV.
 */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { BULK_REFILL_STATUS_CODES, bulkRefillStatus, bulkStatusName, listBulkRefills } from '../../../contract/actions/bulk-refills.ts';
import { paths } from '../../platform/paths.ts';
import { usePermissions } from '../../platform/session/session.ts';
import {
  CellLink, DataTable, FilterBar, LinkButton, StatusBadge, columnsFor, formatDate, useFilters, useListQuery, type FilterDef,
} from '../../ui/index.ts';

const columns = columnsFor(listBulkRefills, [
  {
    key: 'bulk_refill_id', header: 'ID',
    render: (r) => <CellLink href={paths.bulkRefill(r.id)} className="font-mono text-indigo-700 hover:underline">{r.bulk_refill_id}</CellLink>, csv: (r) => r.bulk_refill_id,
  },
  { key: 'name', header: 'Name', sortKey: 'name', render: (r) => r.name, csv: (r) => r.name },
  { key: 'template', header: 'Machine template', render: (r) => r.template.name, csv: (r) => r.template.name },
  { key: 'status', header: 'Refill status', sortKey: 'status', render: (r) => <StatusBadge status={bulkRefillStatus(r.status)} />, csv: (r) => bulkStatusName(r.status) },
  { key: 'machine_count', header: 'Machines', align: 'right', render: (r) => String(r.machine_count), csv: (r) => String(r.machine_count) },
  { key: 'total_quantity', header: 'Quantity', align: 'right', render: (r) => String(r.total_quantity), csv: (r) => String(r.total_quantity) },
  { key: 'partner', header: 'Delivery person', render: (r) => r.RefillPartner?.name ?? '--', csv: (r) => r.RefillPartner?.name ?? '' },
  { key: 'updated_at', header: 'Last updated', sortKey: 'updated_at', render: (r) => formatDate(r.updated_at), csv: (r) => r.updated_at },
]);

const STATUS_OPTIONS = BULK_REFILL_STATUS_CODES.map((id) => ({ id, name: bulkStatusName(id) }));

export default function BulkRefillsScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const defs = useMemo<FilterDef[]>(() => [{ kind: 'multi', key: 'status', label: 'Refill status', options: STATUS_OPTIONS }], []);
  const filters = useFilters(defs);
  const query = useListQuery(listBulkRefills, {
    defaultSort: { sortBy: 'updated_at', sortDir: 'DESC' },
    filters: { status: filters.numbers('status') as (typeof BULK_REFILL_STATUS_CODES)[number][] | undefined },
  });
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable
        query={query}
        columns={columns}
        label="Bulk refills"
        exportName="bulk-refills"
        searchPlaceholder="Search id, name or template"
        pager="filter-bar"
        onOpen={(r) => navigate(paths.bulkRefill(r.id))}
        actions={permissions.includes('PERM_ADD_REFILL') && <LinkButton href={paths.addBulkRefill()}>Add bulk refill</LinkButton>}
      />
    </div>
  );
}
