/** /vm-template/{id}: one vm template, with Edit and Delete as buttons and palette commands. */
import { useLocation } from 'wouter';
import { VM_TEMPLATE_MESSAGES, deleteVmTemplate, getVmTemplate } from '../../../contract/actions/vm-templates.ts';
import { VM_TEMPLATE_ACTIONS } from '../../../commands/records/vm-templates.ts';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { Button, DetailList, LinkButton, formatDate } from '../../ui/index.ts';

export default function VmTemplateScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getVmTemplate);
  const [remove, deleteDialog] = useDeleteRecord(deleteVmTemplate, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: VM_TEMPLATE_MESSAGES.deleted,
    onDeleted: () => navigate(paths.vmTemplates()),
  });
  const data = record.status === 'ready' ? record.data : null;
  const actions = useRecordActions(VM_TEMPLATE_ACTIONS, {
    edit: () => data && navigate(paths.editVmTemplate(data.id)),
    remove: () => data && void remove(data),
  });
  if (!data) return <RecordFallback state={record} what="vm template" back={{ href: paths.vmTemplates(), label: 'Back to vm templates' }} />;
  const edit = actions['edit.vm_template']!;
  const del = actions['delete.vm_template']!;

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
          { label: 'Rows', value: String(data.rows) },
          { label: 'Columns', value: String(data.columns) },
          { label: 'Label type', value: data.label_type },
          { label: 'Screen inactivity timeout', value: String(data.screen_inactivity_timeout) },
          { label: 'Cart reset timeout', value: String(data.cart_reset_timeout) },
          { label: 'Payment timeout', value: String(data.payment_timeout) },
          { label: 'Post dispense timeout', value: String(data.post_dispense_timeout) },
          { label: 'Unlock time', value: String(data.unlock_time) },
          { label: 'Dispense later timeout', value: String(data.dispense_later_timeout) },
          { label: 'Dispense cancellation timeout', value: String(data.dispense_cancellation_timeout) },
          { label: 'Containers', value: String(data.containers) },
          { label: 'Created', value: formatDate(data.created_at) },
          { label: 'Last Updated', value: formatDate(data.updated_at) },
        ]}
      />
      <LinkButton href={paths.vmTemplates()} variant="secondary">Back to vm templates</LinkButton>
      {deleteDialog}
    </div>
  );
}
