/** /retailer/{id}: one retailer, with Edit and Delete as buttons and palette commands. */
import { useLocation } from 'wouter';
import { RETAILER_MESSAGES, deleteRetailer, getRetailer } from '../../../contract/actions/retailers.ts';
import { RETAILER_ACTIONS } from '../../../commands/records/retailers.ts';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { Button, DetailList, LinkButton, formatDate } from '../../ui/index.ts';

export default function RetailerScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getRetailer);
  const [remove, deleteDialog] = useDeleteRecord(deleteRetailer, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: RETAILER_MESSAGES.deleted,
    onDeleted: () => navigate(paths.retailers()),
  });
  const data = record.status === 'ready' ? record.data : null;
  const actions = useRecordActions(RETAILER_ACTIONS, {
    edit: () => data && navigate(paths.editRetailer(data.id)),
    remove: () => data && void remove(data),
  });
  if (!data) return <RecordFallback state={record} what="retailer" back={{ href: paths.retailers(), label: 'Back to retailers' }} />;
  const edit = actions['edit.retailer']!;
  const del = actions['delete.retailer']!;

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <DetailList
        title={data.name}
        actions={
          <>
            {edit.allowed && <Button variant="secondary" className="!py-1.5" onClick={edit.run}>Edit</Button>}
            {del.allowed && <Button variant="danger" className="!py-1.5" onClick={del.run}>Delete</Button>}
          </>
        }
        items={[
          { label: 'Name', value: data.name },
          { label: 'Contact person name', value: data.contact_person_name },
          { label: 'Email', value: data.email },
          { label: 'Mobile number', value: data.mobile_number },
          { label: 'Address line 1', value: data.address_line_1 },
          { label: 'Address line 2', value: data.address_line_2 },
          { label: 'Country', value: data.country },
          { label: 'State', value: data.state },
          { label: 'City', value: data.city },
          { label: 'Pincode', value: data.pincode },
          { label: 'Is active', value: data.is_active ? 'Yes' : 'No' },
          { label: 'Created', value: formatDate(data.created_at) },
          { label: 'Last Updated', value: formatDate(data.updated_at) },
        ]}
      />
      <LinkButton href={paths.retailers()} variant="secondary">Back to retailers</LinkButton>
      {deleteDialog}
    </div>
  );
}
