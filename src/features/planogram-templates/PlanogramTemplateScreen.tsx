/**
 * /view-planogram-template/{id}: one planogram template — its VM template, its slots as the
 * machine's grid and as a table — with Edit, Clone and Delete as buttons and palette commands.
 */
import { useLocation } from 'wouter';
import { PLANOGRAM_TEMPLATE_ACTIONS } from '../../../commands/records/planogram-templates.ts';
import { PLANOGRAM_TEMPLATE_MESSAGES, deletePlanogramTemplate, getPlanogramTemplate } from '../../../contract/actions/planogram-templates.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { CellLink, DetailList, LinkButton, StaticTable, formatDate } from '../../ui/index.ts';
import { PlanogramGrid } from './PlanogramGrid.tsx';

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
    clone: () => data && navigate(paths.planogramTemplateClone(data.id)),
    remove: () => data && void remove(data),
  });
  if (!data) return <RecordFallback state={record} what="planogram template" back={{ href: paths.planogramTemplates(), label: 'Back to planogram templates' }} />;
  const edit = actions['edit.planogram_template']!;
  const clone = actions['clone.planogram_template']!;
  const del = actions['delete.planogram_template']!;

  return (
    <div className="mx-auto max-w-6xl space-y-4">
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
          { label: 'VM template', value: <CellLink href={paths.templatesVmById(data.vm_template_id)} className="text-indigo-700 hover:underline">{data.vm_template_name}</CellLink> },
          { label: 'Grid', value: `${data.rows} × ${data.columns}` },
          { label: 'Slots filled', value: `${data.slots_filled} of ${data.rows * data.columns}` },
          { label: 'Created', value: formatDate(data.created_at) },
          { label: 'Last Updated', value: formatDate(data.updated_at) },
        ]}
      />
      <section aria-labelledby="slot-grid" className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="slot-grid" className="text-sm font-semibold text-slate-700">Slot grid</h2>
        <PlanogramGrid template={data} />
      </section>
      <section aria-labelledby="slot-list" className="space-y-2">
        <h2 id="slot-list" className="text-sm font-semibold text-slate-700">Slots ({data.slots.length})</h2>
        <StaticTable
          label="Slots"
          rows={data.slots.map((s) => ({ ...s, id: s.coil }))}
          columns={[
            { key: 'coil', header: 'Coil' },
            { key: 'sku', header: 'SKU' },
            { key: 'product_name', header: 'Product' },
            { key: 'item_layout_max', header: 'Capacity', align: 'right', render: (s) => String(s.item_layout_max) },
            { key: 'par_level', header: 'Par level', align: 'right', render: (s) => String(s.par_level) },
          ]}
        />
      </section>
      <LinkButton href={paths.planogramTemplates()} variant="secondary">Back to planogram templates</LinkButton>
      {deleteDialog}
    </div>
  );
}
