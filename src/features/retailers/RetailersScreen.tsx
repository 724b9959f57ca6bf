/** /retailers: the company's retailers, paged on the server, searchable, sortable, exported as CSV. */
import { useLocation } from 'wouter';
import { RETAILER_MESSAGES, deleteRetailer, listRetailers } from '../../../contract/actions/retailers.ts';
import { LARGE_PAGE_SIZE } from '../../../contract/constants.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { paths } from '../../platform/paths.ts';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { CellLink, DataTable, LinkButton, columnsFor, formatDate, useListQuery } from '../../ui/index.ts';

const columns = columnsFor(listRetailers, [
  {
    key: 'name',
    header: 'Name', sortKey: 'name',
    render: (r) => <CellLink href={paths.retailer(r.id)} className="text-indigo-700 hover:underline">{r.name}</CellLink>,
    csv: (r) => r.name,
  },
  { key: 'contact_person_name', header: 'Contact person name', sortKey: 'contact_person_name' },
  { key: 'email', header: 'Email', sortKey: 'email' },
  { key: 'mobile_number', header: 'Mobile number' },
  { key: 'address_line_1', header: 'Address line 1', sortKey: 'address_line_1' },
  { key: 'address_line_2', header: 'Address line 2', sortKey: 'address_line_2' },
  { key: 'country', header: 'Country', sortKey: 'country' },
  { key: 'state', header: 'State', sortKey: 'state' },
  { key: 'city', header: 'City', sortKey: 'city' },
  { key: 'pincode', header: 'Pincode', sortKey: 'pincode' },
  { key: 'is_active', header: 'Is active', value: (r) => r.is_active ? 'Yes' : 'No' },
  { key: 'created_at', header: 'Created', sortKey: 'created_at', render: (r) => formatDate(r.created_at), csv: (r) => r.created_at },
  { key: 'updated_at', header: 'Last Updated', sortKey: 'updated_at', render: (r) => formatDate(r.updated_at), csv: (r) => r.updated_at },
]);

export default function RetailersScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const query = useListQuery(listRetailers, { defaultSort: { sortBy: 'created_at', sortDir: 'DESC' }, pageSize: LARGE_PAGE_SIZE });
  const [remove, deleteDialog] = useDeleteRecord(deleteRetailer, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: RETAILER_MESSAGES.deleted,
    onDeleted: query.reload,
  });
  return (
    <>
      <DataTable
        query={query}
        columns={columns}
        label="Retailers"
        exportName="retailers"
        searchPlaceholder="Search retailers"
        onOpen={(r) => navigate(paths.retailer(r.id))}
        onEdit={(r) => navigate(paths.editRetailer(r.id))}
        onDelete={remove}
        canEdit={() => permissions.includes('PERM_UPDATE_RETAILER_ENTITY')}
        canDelete={() => permissions.includes('PERM_DELETE_RETAILER_ENTITY')}
        actions={permissions.includes('PERM_ADD_RETAILER_ENTITY') && <LinkButton href={paths.addRetailer()}>Add retailer</LinkButton>}
      />
      {deleteDialog}
    </>
  );
}
