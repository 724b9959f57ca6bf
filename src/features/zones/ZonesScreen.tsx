/** /zones: the company's zones, paged on the server, searchable, sortable, exported as CSV. */
import { useLocation } from 'wouter';
import { ZONE_MESSAGES, deleteZone, listZones } from '../../../contract/actions/zones.ts';
import { LARGE_PAGE_SIZE } from '../../../contract/constants.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { paths } from '../../platform/paths.ts';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { CellLink, DataTable, LinkButton, columnsFor, formatDate, useListQuery } from '../../ui/index.ts';

const columns = columnsFor(listZones, [
  {
    key: 'name',
    header: 'Name', sortKey: 'name',
    render: (r) => <CellLink href={paths.zone(r.id)} className="text-indigo-700 hover:underline">{r.name}</CellLink>,
    csv: (r) => r.name,
  },
  { key: 'has_boundary', header: 'Boundary', render: (r) => (r.has_boundary ? 'Drawn' : 'Not drawn'), csv: (r) => (r.has_boundary ? 'Drawn' : 'Not drawn') },
  { key: 'warehouse_count', header: 'Warehouses', align: 'right', render: (r) => r.warehouse_count, csv: (r) => String(r.warehouse_count) },
  { key: 'machine_count', header: 'Machines', align: 'right', render: (r) => r.machine_count, csv: (r) => String(r.machine_count) },
  { key: 'created_at', header: 'Created', sortKey: 'created_at', render: (r) => formatDate(r.created_at), csv: (r) => r.created_at },
  { key: 'updated_at', header: 'Last Updated', sortKey: 'updated_at', render: (r) => formatDate(r.updated_at), csv: (r) => r.updated_at },
]);

export default function ZonesScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const query = useListQuery(listZones, { defaultSort: { sortBy: 'name', sortDir: 'ASC' }, pageSize: LARGE_PAGE_SIZE });
  const [remove, deleteDialog] = useDeleteRecord(deleteZone, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: ZONE_MESSAGES.deleted,
    onDeleted: query.reload,
  });
  return (
    <>
      <DataTable
        query={query}
        columns={columns}
        label="Zones"
        exportName="zones"
        searchPlaceholder="Search zones"
        onOpen={(r) => navigate(paths.zone(r.id))}
        onEdit={(r) => navigate(paths.editZone(r.id))}
        onDelete={remove}
        canEdit={() => permissions.includes('PERM_UPDATE_ZONE')}
        canDelete={() => permissions.includes('PERM_DELETE_ZONE')}
        actions={permissions.includes('PERM_ADD_ZONE') && <LinkButton href={paths.addZone()}>Add zone</LinkButton>}
      />
      {deleteDialog}
    </>
  );
}
