/** /delivery-partners: the company's delivery partners, paged on the server, searchable, sortable, exported as CSV. */
import { useLocation } from 'wouter';
import { DELIVERY_PARTNER_MESSAGES, deleteDeliveryPartner, listDeliveryPartners } from '../../../contract/actions/delivery-partners.ts';
import { LARGE_PAGE_SIZE } from '../../../contract/constants.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { paths } from '../../platform/paths.ts';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { CellLink, DataTable, LinkButton, columnsFor, formatDate, useListQuery } from '../../ui/index.ts';

const columns = columnsFor(listDeliveryPartners, [
  {
    key: 'name',
    header: 'Name', sortKey: 'name',
    render: (r) => <CellLink href={paths.deliveryPartner(r.id)} className="text-indigo-700 hover:underline">{r.name}</CellLink>,
    csv: (r) => r.name,
  },
  { key: 'contact_person_name', header: 'Contact person name', sortKey: 'contact_person_name' },
  { key: 'mobile_number', header: 'Mobile number' },
  { key: 'email_id', header: 'Email id', sortKey: 'email_id' },
  { key: 'active', header: 'Status', value: (r) => (r.active ? 'Active' : 'Inactive') },
  { key: 'created_at', header: 'Created', sortKey: 'created_at', render: (r) => formatDate(r.created_at), csv: (r) => r.created_at },
  { key: 'updated_at', header: 'Last Updated', sortKey: 'updated_at', render: (r) => formatDate(r.updated_at), csv: (r) => r.updated_at },
]);

export default function DeliveryPartnersScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const query = useListQuery(listDeliveryPartners, { defaultSort: { sortBy: 'created_at', sortDir: 'DESC' }, pageSize: LARGE_PAGE_SIZE });
  const [remove, deleteDialog] = useDeleteRecord(deleteDeliveryPartner, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: DELIVERY_PARTNER_MESSAGES.deleted,
    onDeleted: query.reload,
  });
  return (
    <>
      <DataTable
        query={query}
        columns={columns}
        label="Delivery partners"
        exportName="delivery-partners"
        searchPlaceholder="Search delivery partners"
        onOpen={(r) => navigate(paths.deliveryPartner(r.id))}
        onEdit={(r) => navigate(paths.editDeliveryPartner(r.id))}
        onDelete={remove}
        canEdit={() => permissions.includes('PERM_UPDATE_DELIVERY_PARTNER')}
        canDelete={() => permissions.includes('PERM_DELETE_DELIVERY_PARTNER')}
        actions={permissions.includes('PERM_ADD_DELIVERY_PARTNER') && <LinkButton href={paths.addDeliveryPartner()}>Add delivery partner</LinkButton>}
      />
      {deleteDialog}
    </>
  );
}
