/** /delivery-partner/{id}: one delivery partner, with Edit and Delete as buttons and palette commands. */
import { useLocation } from 'wouter';
import { DELIVERY_PARTNER_MESSAGES, deleteDeliveryPartner, getDeliveryPartner } from '../../../contract/actions/delivery-partners.ts';
import { DELIVERY_PARTNER_ACTIONS } from '../../../commands/records/delivery-partners.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DetailList, LinkButton, formatDate } from '../../ui/index.ts';

export default function DeliveryPartnerScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getDeliveryPartner);
  const [remove, deleteDialog] = useDeleteRecord(deleteDeliveryPartner, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: DELIVERY_PARTNER_MESSAGES.deleted,
    onDeleted: () => navigate(paths.deliveryPartners()),
  });
  const data = record.status === 'ready' ? record.data : null;
  const actions = useRecordActions(DELIVERY_PARTNER_ACTIONS, {
    edit: () => data && navigate(paths.editDeliveryPartner(data.id)),
    remove: () => data && void remove(data),
  });
  if (!data) return <RecordFallback state={record} what="delivery partner" back={{ href: paths.deliveryPartners(), label: 'Back to delivery partners' }} />;

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <DetailList
        title={data.name}
        actions={
          <>
            <GateButton gate={actions['edit.delivery_partner']}>Edit</GateButton>
            <GateButton gate={actions['delete.delivery_partner']} variant="danger">Delete</GateButton>
          </>
        }
        items={[
          { label: 'Name', value: data.name },
          { label: 'Contact person name', value: data.contact_person_name },
          { label: 'Mobile number', value: data.mobile_number },
          { label: 'Email id', value: data.email_id },
          { label: 'Status', value: data.active ? 'Active' : 'Inactive' },
          { label: 'Created', value: formatDate(data.created_at) },
          { label: 'Last Updated', value: formatDate(data.updated_at) },
        ]}
      />
      <LinkButton href={paths.deliveryPartners()} variant="secondary">Back to delivery partners</LinkButton>
      {deleteDialog}
    </div>
  );
}
