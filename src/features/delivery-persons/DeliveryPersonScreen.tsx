/** /delivery-person/{id}: one delivery person, with Edit and Delete as buttons and palette commands. */
import { useLocation } from 'wouter';
import { DELIVERY_PERSON_MESSAGES, deleteDeliveryPerson, getDeliveryPerson } from '../../../contract/actions/delivery-persons.ts';
import { DELIVERY_PERSON_ACTIONS } from '../../../commands/records/delivery-persons.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DetailList, LinkButton, formatDate } from '../../ui/index.ts';

export default function DeliveryPersonScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getDeliveryPerson);
  const [remove, deleteDialog] = useDeleteRecord(deleteDeliveryPerson, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: DELIVERY_PERSON_MESSAGES.deleted,
    onDeleted: () => navigate(paths.deliveryPersons()),
  });
  const data = record.status === 'ready' ? record.data : null;
  const actions = useRecordActions(DELIVERY_PERSON_ACTIONS, {
    edit: () => data && navigate(paths.editDeliveryPerson(data.id)),
    remove: () => data && void remove(data),
  });
  if (!data) return <RecordFallback state={record} what="delivery person" back={{ href: paths.deliveryPersons(), label: 'Back to delivery persons' }} />;

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <DetailList
        title={data.name}
        actions={
          <>
            <GateButton gate={actions['edit.delivery_person']}>Edit</GateButton>
            <GateButton gate={actions['delete.delivery_person']} variant="danger">Delete</GateButton>
          </>
        }
        items={[
          { label: 'Name', value: data.name },
          { label: 'Mobile number', value: data.mobile_number },
          { label: 'Delivery partner', value: data.delivery_partner_name },
          { label: 'Status', value: data.active ? 'Active' : 'Inactive' },
          { label: 'Created', value: formatDate(data.created_at) },
          { label: 'Last Updated', value: formatDate(data.updated_at) },
        ]}
      />
      <LinkButton href={paths.deliveryPersons()} variant="secondary">Back to delivery persons</LinkButton>
      {deleteDialog}
    </div>
  );
}
