/** /supplier/{id}: one supplier, with Edit and Delete as buttons and palette commands. */
import { useLocation } from 'wouter';
import { SUPPLIER_MESSAGES, deleteSupplier, getSupplier } from '../../../contract/actions/suppliers.ts';
import { SUPPLIER_ACTIONS } from '../../../commands/records/suppliers.ts';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { Button, DetailList, LinkButton, formatDate } from '../../ui/index.ts';

export default function SupplierScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getSupplier);
  const [remove, deleteDialog] = useDeleteRecord(deleteSupplier, {
    text: (r: { company_name: string }) => `You want to delete ${r.company_name}.`,
    success: SUPPLIER_MESSAGES.deleted,
    onDeleted: () => navigate(paths.suppliers()),
  });
  const data = record.status === 'ready' ? record.data : null;
  const actions = useRecordActions(SUPPLIER_ACTIONS, {
    edit: () => data && navigate(paths.editSupplier(data.id)),
    remove: () => data && void remove(data),
  });
  if (!data) return <RecordFallback state={record} what="supplier" back={{ href: paths.suppliers(), label: 'Back to suppliers' }} />;
  const edit = actions['edit.supplier']!;
  const del = actions['delete.supplier']!;

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <DetailList
        title={data.company_name}
        actions={
          <>
            {edit.allowed && <Button variant="secondary" className="!py-1.5" onClick={edit.run}>Edit</Button>}
            {del.allowed && <Button variant="danger" className="!py-1.5" onClick={del.run}>Delete</Button>}
          </>
        }
        items={[
          { label: 'Company name', value: data.company_name },
          { label: 'Contact person name', value: data.contact_person_name },
          { label: 'Email id', value: data.email_id },
          { label: 'Mobile number', value: data.mobile_number },
          { label: 'Country', value: data.country },
          { label: 'State', value: data.state },
          { label: 'City', value: data.city },
          { label: 'Billing address', value: data.billing_address },
          { label: 'Shipping address', value: data.shipping_address },
          { label: 'Bank name', value: data.bank_name },
          { label: 'Ifsc code', value: data.ifsc_code },
          { label: 'Account number', value: data.account_number },
          { label: 'Created', value: formatDate(data.created_at) },
          { label: 'Last Updated', value: formatDate(data.updated_at) },
        ]}
      />
      <LinkButton href={paths.suppliers()} variant="secondary">Back to suppliers</LinkButton>
      {deleteDialog}
    </div>
  );
}
