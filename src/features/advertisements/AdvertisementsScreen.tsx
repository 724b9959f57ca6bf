/**
 * /advertisements: the company's advertisements (page size 20, domain.md §9) — name, screen type,
 * video type, machines, status — paged, sorted and searched on the server, filtered by status and
 * screen type with the filters in the URL, exported as CSV.
 */
import { BULK_ADVERTISEMENT_COMMANDS } from '../../../commands/bulk-records.ts';
import { useBulkCommands } from '../../platform/bulk/useBulkCommands.tsx';
import { useRowSelection } from '../../ui/table/selection.ts';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import {
  ADVERTISEMENT_MESSAGES, AD_SCREEN_TYPES, AD_STATUSES, adVideoTypeName, deleteAdvertisement, listAdvertisements,
} from '../../../contract/actions/advertisements.ts';
import { LARGE_PAGE_SIZE } from '../../../contract/constants.ts';
import { mayEditAdvertisement } from '../../../machines/records/advertisement.ts';
import { paths } from '../../platform/paths.ts';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { usePermissions } from '../../platform/session/session.ts';
import {
  CellLink, DataTable, FilterBar, LinkButton, StatusBadge, columnsFor, formatDate, useFilters, useListQuery, type FilterDef,
} from '../../ui/index.ts';

const statusOf = (status: number) => AD_STATUSES.find((s) => s.id === status) ?? AD_STATUSES[0];

const columns = columnsFor(listAdvertisements, [
  {
    key: 'name',
    header: 'Name', sortKey: 'name',
    render: (r) => <CellLink href={paths.advertisement(r.id)} className="text-indigo-700 hover:underline">{r.name}</CellLink>,
    csv: (r) => r.name,
  },
  { key: 'screen_type', header: 'Screen type', sortKey: 'screen_type' },
  { key: 'video_type', header: 'Video type', render: (r) => (r.video_type ? adVideoTypeName(r.video_type) : '--'), csv: (r) => r.video_type ?? '' },
  { key: 'machine_count', header: 'Machines', csv: (r) => String(r.machine_count) },
  { key: 'status', header: 'Status', sortKey: 'status', render: (r) => <StatusBadge status={statusOf(r.status)} />, csv: (r) => r.status_name },
  { key: 'updated_at', header: 'Last Updated', sortKey: 'updated_at', render: (r) => formatDate(r.updated_at), csv: (r) => r.updated_at },
]);

const STATUS_OPTIONS = AD_STATUSES.map((s) => ({ id: s.id, name: s.name }));
const SCREEN_OPTIONS = AD_SCREEN_TYPES.map((name) => ({ id: name, name }));
type ListInput = (typeof listAdvertisements)['request']['TYPE'];

const BULK = { commands: BULK_ADVERTISEMENT_COMMANDS, noun: { one: 'advertisement', many: 'advertisements' }, label: (r: { name: string }) => r.name };

export default function AdvertisementsScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const defs = useMemo<FilterDef[]>(() => [
    { kind: 'multi', key: 'status', label: 'Status', options: STATUS_OPTIONS },
    { kind: 'multi', key: 'screen_type', label: 'Screen type', options: SCREEN_OPTIONS },
  ], []);
  const filters = useFilters(defs);
  const query = useListQuery(listAdvertisements, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    pageSize: LARGE_PAGE_SIZE,
    filters: {
      status: filters.numbers('status') as ListInput['status'],
      screen_type: filters.strings('screen_type') as ListInput['screen_type'],
    },
  });
  // Selected rows: Ctrl+K pauses, resumes or expires them together (issue 56).
  const selection = useRowSelection(query);
  const bulk = useBulkCommands(selection, BULK, query.reload);
  const [remove, deleteDialog] = useDeleteRecord(deleteAdvertisement, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: ADVERTISEMENT_MESSAGES.deleted,
    onDeleted: query.reload,
  });
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      {bulk}
      <DataTable
        query={query}
        columns={columns}
        selection={selection}
        label="Advertisements"
        exportName="advertisements"
        searchPlaceholder="Search advertisements"
        pager="filter-bar"
        onOpen={(r) => navigate(paths.advertisement(r.id))}
        onEdit={(r) => navigate(paths.editAdvertisement(r.id))}
        onDelete={remove}
        canEdit={(r) => permissions.includes('PERM_UPDATE_ADVERTISEMENT') && mayEditAdvertisement(r.status)}
        canDelete={() => permissions.includes('PERM_DELETE_ADVERTISEMENT')}
        actions={permissions.includes('PERM_ADD_ADVERTISEMENT') && <LinkButton href={paths.addAdvertisement()}>Add advertisement</LinkButton>}
      />
      {deleteDialog}
    </div>
  );
}
