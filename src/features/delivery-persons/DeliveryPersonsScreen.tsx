/** /delivery-persons: the company's delivery persons, paged on the server, searchable, sortable, exported as CSV. */
import { useLocation } from 'wouter';
import { DELIVERY_PERSON_MESSAGES, deleteDeliveryPerson, listDeliveryPersons } from '../../../contract/actions/delivery-persons.ts';
import { LARGE_PAGE_SIZE } from '../../../contract/constants.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { paths } from '../../platform/paths.ts';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { CellLink, DataTable, LinkButton, columnsFor, formatDate, useListQuery } from '../../ui/index.ts';

const columns = columnsFor(listDeliveryPersons, [
  {
    key: 'name',
    header: 'Name', sortKey: 'name',
    render: (r) => <CellLink href={paths.deliveryPerson(r.id)} className="text-indigo-700 hover:underline">{r.name}</CellLink>,
    csv: (r) => r.name,
  },
  { key: 'mobile_number', header: 'Mobile number' },
  { key: 'delivery_partner_name', header: 'Delivery partner', sortKey: 'delivery_partner_id', value: (r) => r.delivery_partner_name },
  { key: 'active', header: 'Status', value: (r) => (r.active ? 'Active' : 'Inactive') },
  { key: 'created_at', header: 'Created', sortKey: 'created_at', render: (r) => formatDate(r.created_at), csv: (r) => r.created_at },
  { key: 'updated_at', header: 'Last Updated', sortKey: 'updated_at', render: (r) => formatDate(r.updated_at), csv: (r) => r.updated_at },
]);

export default function DeliveryPersonsScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const query = useListQuery(listDeliveryPersons, { defaultSort: { sortBy: 'created_at', sortDir: 'DESC' }, pageSize: LARGE_PAGE_SIZE });
  const [remove, deleteDialog] = useDeleteRecord(deleteDeliveryPerson, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: DELIVERY_PERSON_MESSAGES.deleted,
    onDeleted: query.reload,
  });
  return (
    <>
      <DataTable
        query={query}
        columns={columns}
        label="Delivery persons"
        exportName="delivery-persons"
        searchPlaceholder="Search delivery persons"
        onOpen={(r) => navigate(paths.deliveryPerson(r.id))}
        onEdit={(r) => navigate(paths.editDeliveryPerson(r.id))}
        onDelete={remove}
        canEdit={() => permissions.includes('PERM_UPDATE_DELIVERY_PERSON')}
        canDelete={() => permissions.includes('PERM_DELETE_DELIVERY_PERSON')}
        actions={permissions.includes('PERM_ADD_DELIVERY_PERSON') && <LinkButton href={paths.addDeliveryPerson()}>Add delivery person</LinkButton>}
      />
      {deleteDialog}
    </>
  );
}
