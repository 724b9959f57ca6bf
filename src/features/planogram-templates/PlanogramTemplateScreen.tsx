/** /planogram-template/{id}: one planogram template, with Edit and Delete as buttons and palette commands. */
import { useLocation } from 'wouter';
import { PLANOGRAM_TEMPLATE_MESSAGES, deletePlanogramTemplate, getPlanogramTemplate } from '../../../contract/actions/planogram-templates.ts';
import { PLANOGRAM_TEMPLATE_ACTIONS } from '../../../commands/records/planogram-templates.ts';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { Button, DetailList, LinkButton, formatDate } from '../../ui/index.ts';

export default function PlanogramTemplateScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getPlanogramTemplate);
  const [remove, deleteDialog] = useDeleteRecord(deletePlanogramTemplate, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: PLANOGRAM_TEMPLATE_MESSAGES.deleted,
    onDeleted: () => navigate(paths.planogramTemplates()),
  });
  const data = record.status === 'ready' ? record.data : null;
  const actions = useRecordActions(PLANOGRAM_TEMPLATE_ACTIONS, {
    edit: () => data && navigate(paths.editPlanogramTemplate(data.id)),
    remove: () => data && void remove(data),
  });
  if (!data) return <RecordFallback state={record} what="planogram template" back={{ href: paths.planogramTemplates(), label: 'Back to planogram templates' }} />;
  const edit = actions['edit.planogram_template']!;
  const del = actions['delete.planogram_template']!;

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
          { label: 'Vm template id', value: String(data.vm_template_id) },
          { label: 'Created', value: formatDate(data.created_at) },
          { label: 'Last Updated', value: formatDate(data.updated_at) },
        ]}
      />
      <LinkButton href={paths.planogramTemplates()} variant="secondary">Back to planogram templates</LinkButton>
      {deleteDialog}
    </div>
  );
}
