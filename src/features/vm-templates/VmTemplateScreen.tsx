/**
 * /templates-vm/{id}: one VM template — its shape, timeouts and entity, and the planogram
 * templates laid out on it — with Edit, Clone and Delete as buttons and palette commands.
 */
import { useLocation } from 'wouter';
import { LABEL_TYPE_NAMES, TEMPLATE_SCOPE_NAMES, VM_TEMPLATE_MESSAGES, VM_TEMPLATE_TIMEOUTS, deleteVmTemplate, getVmTemplate } from '../../../contract/actions/vm-templates.ts';
import { VM_TEMPLATE_ACTIONS } from '../../../commands/records/vm-templates.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { CellLink, DetailList, LinkButton, StaticTable, formatDate } from '../../ui/index.ts';

export default function VmTemplateScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getVmTemplate);
  const [remove, deleteDialog] = useDeleteRecord(deleteVmTemplate, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: VM_TEMPLATE_MESSAGES.deleted,
    onDeleted: () => navigate(paths.templatesVm()),
  });
  const data = record.status === 'ready' ? record.data : null;
  const actions = useRecordActions(VM_TEMPLATE_ACTIONS, {
    canDelete: !!data && data.planogram_count === 0,
    edit: () => data && navigate(paths.editVmTemplate(data.id)),
    clone: () => data && navigate(paths.cloneVmTemplate(data.id)),
    remove: () => data && void remove(data),
  });
  if (!data) return <RecordFallback state={record} what="VM template" back={{ href: paths.templatesVm(), label: 'Back to VM templates' }} />;
  const edit = actions['edit.vm_template']!;
  const clone = actions['clone.vm_template']!;
  const del = actions['delete.vm_template']!;

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <DetailList
        title={data.name}
        actions={
          <>
            <GateButton gate={edit}>Edit</GateButton>
            <GateButton gate={clone}>Clone</GateButton>
            <GateButton gate={del} variant="danger">Delete</GateButton>
          </>
        }
        items={[
          { label: 'Name', value: data.name },
          { label: 'Row', value: String(data.rows) },
          { label: 'Column', value: String(data.columns) },
          { label: 'Label type', value: LABEL_TYPE_NAMES[data.label_type] },
          { label: 'Number of containers', value: String(data.containers) },
          { label: 'Number of planograms', value: String(data.planogram_count) },
          ...VM_TEMPLATE_TIMEOUTS.map((t) => ({ label: t.label, value: String(data[t.key]) })),
          { label: 'Entity', value: TEMPLATE_SCOPE_NAMES[data.entity_type] },
          { label: 'Entity name', value: data.entity_name },
          { label: 'Created', value: formatDate(data.created_at) },
          { label: 'Last Updated', value: formatDate(data.updated_at) },
        ]}
      />
      <section aria-labelledby="linked-planograms" className="space-y-2">
        <h2 id="linked-planograms" className="text-sm font-semibold text-slate-700">Linked planograms ({data.planograms.length})</h2>
        <StaticTable
          label="Linked planograms"
          rows={data.planograms}
          columns={[
            { key: 'name', header: 'Name', render: (p) => <CellLink href={paths.viewPlanogramTemplate(p.id)} className="text-indigo-700 hover:underline">{p.name}</CellLink> },
            { key: 'slots', header: 'Slots filled', align: 'right', render: (p) => `${p.slots_filled} of ${data.rows * data.columns}` },
            { key: 'updated', header: 'Last Updated', render: (p) => formatDate(p.updated_at) },
          ]}
        />
      </section>
      <LinkButton href={paths.templatesVm()} variant="secondary">Back to VM templates</LinkButton>
      {deleteDialog}
    </div>
  );
}
