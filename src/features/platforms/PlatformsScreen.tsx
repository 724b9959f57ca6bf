/**
 * /platforms: the company's platforms, paged on the server, searchable, sortable, exported as CSV.
 * The same table is the sidebar's "Platform linked VM list" (/platform-linked-vms) and "VM
 * restricted product list" (/restricted-products): there opening a platform opens that list of it.
 */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { PLATFORM_MESSAGES, deletePlatform, listPlatforms } from '../../../contract/actions/platforms.ts';
import { LARGE_PAGE_SIZE } from '../../../contract/constants.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { paths } from '../../platform/paths.ts';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { CellLink, DataTable, LinkButton, columnsFor, formatDate, useListQuery } from '../../ui/index.ts';

const columnsOpening = (open: (id: number) => string) => columnsFor(listPlatforms, [
  {
    key: 'name',
    header: 'Name', sortKey: 'name',
    render: (r) => <CellLink href={open(r.id)} className="text-indigo-700 hover:underline">{r.name}</CellLink>,
    csv: (r) => r.name,
  },
  { key: 'source_type', header: 'Source type', sortKey: 'source_type' },
  { key: 'machines', header: 'Linked VMs' },
  { key: 'restricted_products', header: 'Restricted products' },
  { key: 'created_at', header: 'Created', sortKey: 'created_at', render: (r) => formatDate(r.created_at), csv: (r) => r.created_at },
  { key: 'updated_at', header: 'Last Updated', sortKey: 'updated_at', render: (r) => formatDate(r.updated_at), csv: (r) => r.updated_at },
]);

/** Where opening a platform leads, by the list the table was reached as. */
const OPEN_AS: Readonly<Record<string, (id: number) => string>> = {
  '/platform-linked-vms': paths.platformLinkedVmsById,
  '/restricted-products': paths.restrictedProductsById,
};

export default function PlatformsScreen() {
  const [location, navigate] = useLocation();
  const open = OPEN_AS[location] ?? paths.platform;
  const columns = useMemo(() => columnsOpening(open), [open]);
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
        onOpen={(r) => navigate(open(r.id))}
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
