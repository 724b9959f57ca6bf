/** /platforms: the company's platforms, paged on the server, searchable, sortable, exported as CSV. */
import { useLocation } from 'wouter';
import { PLATFORM_MESSAGES, deletePlatform, listPlatforms } from '../../../contract/actions/platforms.ts';
import { LARGE_PAGE_SIZE } from '../../../contract/constants.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { paths } from '../../platform/paths.ts';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { CellLink, DataTable, LinkButton, columnsFor, formatDate, useListQuery } from '../../ui/index.ts';

const columns = columnsFor(listPlatforms, [
  {
    key: 'name',
    header: 'Name', sortKey: 'name',
    render: (r) => <CellLink href={paths.platform(r.id)} className="text-indigo-700 hover:underline">{r.name}</CellLink>,
    csv: (r) => r.name,
  },
  { key: 'source_type', header: 'Source type', sortKey: 'source_type' },
  { key: 'machines', header: 'Linked VMs' },
  { key: 'restricted_products', header: 'Restricted products' },
  { key: 'created_at', header: 'Created', sortKey: 'created_at', render: (r) => formatDate(r.created_at), csv: (r) => r.created_at },
  { key: 'updated_at', header: 'Last Updated', sortKey: 'updated_at', render: (r) => formatDate(r.updated_at), csv: (r) => r.updated_at },
]);

export default function PlatformsScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const query = useListQuery(listPlatforms, { defaultSort: { sortBy: 'created_at', sortDir: 'DESC' }, pageSize: LARGE_PAGE_SIZE });
  const [remove, deleteDialog] = useDeleteRecord(deletePlatform, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: PLATFORM_MESSAGES.deleted,
    onDeleted: query.reload,
  });
  return (
    <>
      <DataTable
        query={query}
        columns={columns}
        label="Platforms"
        exportName="platforms"
        searchPlaceholder="Search platforms"
        onOpen={(r) => navigate(paths.platform(r.id))}
        onEdit={(r) => navigate(paths.editPlatform(r.id))}
        onDelete={remove}
        canEdit={() => permissions.includes('PERM_CUSTOMER_PLATFORM')}
        canDelete={() => permissions.includes('PERM_CUSTOMER_PLATFORM')}
        actions={permissions.includes('PERM_CUSTOMER_PLATFORM') && <LinkButton href={paths.addPlatform()}>Add sale platform</LinkButton>}
      />
      {deleteDialog}
    </>
  );
}
