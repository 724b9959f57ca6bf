/** /suppliers: the company's suppliers, paged on the server, searchable, sortable, exported as CSV. */
import { useLocation } from 'wouter';
import { SUPPLIER_MESSAGES, deleteSupplier, listSuppliers } from '../../../contract/actions/suppliers.ts';
import { LARGE_PAGE_SIZE } from '../../../contract/constants.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { paths } from '../../platform/paths.ts';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { CellLink, DataTable, LinkButton, columnsFor, formatDate, useListQuery } from '../../ui/index.ts';

const columns = columnsFor(listSuppliers, [
  {
    key: 'company_name',
    header: 'Company name', sortKey: 'company_name',
    render: (r) => <CellLink href={paths.supplier(r.id)} className="text-indigo-700 hover:underline">{r.company_name}</CellLink>,
    csv: (r) => r.company_name,
  },
  { key: 'contact_person_name', header: 'Contact person name', sortKey: 'contact_person_name' },
  { key: 'email_id', header: 'Email id', sortKey: 'email_id' },
  { key: 'mobile_number', header: 'Mobile number' },
  { key: 'country', header: 'Country', sortKey: 'country' },
  { key: 'state', header: 'State', sortKey: 'state' },
  { key: 'city', header: 'City', sortKey: 'city' },
  { key: 'billing_address', header: 'Billing address', sortKey: 'billing_address' },
  { key: 'shipping_address', header: 'Shipping address', sortKey: 'shipping_address' },
  { key: 'bank_name', header: 'Bank name', sortKey: 'bank_name' },
  { key: 'ifsc_code', header: 'Ifsc code', sortKey: 'ifsc_code' },
  { key: 'account_number', header: 'Account number', sortKey: 'account_number' },
  { key: 'created_at', header: 'Created', sortKey: 'created_at', render: (r) => formatDate(r.created_at), csv: (r) => r.created_at },
  { key: 'updated_at', header: 'Last Updated', sortKey: 'updated_at', render: (r) => formatDate(r.updated_at), csv: (r) => r.updated_at },
]);

export default function SuppliersScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const query = useListQuery(listSuppliers, { defaultSort: { sortBy: 'created_at', sortDir: 'DESC' }, pageSize: LARGE_PAGE_SIZE });
  const [remove, deleteDialog] = useDeleteRecord(deleteSupplier, {
    text: (r: { company_name: string }) => `You want to delete ${r.company_name}.`,
    success: SUPPLIER_MESSAGES.deleted,
    onDeleted: query.reload,
  });
  return (
    <>
      <DataTable
        query={query}
        columns={columns}
        label="Suppliers"
        exportName="suppliers"
        searchPlaceholder="Search suppliers"
        onOpen={(r) => navigate(paths.supplier(r.id))}
        onEdit={(r) => navigate(paths.editSupplier(r.id))}
        onDelete={remove}
        canEdit={() => permissions.includes('PERM_UPDATE_SUPPLIER')}
        canDelete={() => permissions.includes('PERM_DELETE_SUPPLIER')}
        actions={permissions.includes('PERM_ADD_SUPPLIER') && <LinkButton href={paths.addSupplier()}>Add supplier</LinkButton>}
      />
      {deleteDialog}
    </>
  );
}
