/** /planogram-templates: the company's planogram templates, 20 a page (domain.md §9), searchable, sortable, exported as CSV. */
import { useLocation } from 'wouter';
import { PLANOGRAM_TEMPLATE_MESSAGES, deletePlanogramTemplate, listPlanogramTemplates } from '../../../contract/actions/planogram-templates.ts';
import { LARGE_PAGE_SIZE } from '../../../contract/constants.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { paths } from '../../platform/paths.ts';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { CellLink, DataTable, LinkButton, columnsFor, formatDate, useListQuery } from '../../ui/index.ts';

const columns = columnsFor(listPlanogramTemplates, [
  {
    key: 'name',
    header: 'Name', sortKey: 'name',
    render: (r) => <CellLink href={paths.viewPlanogramTemplate(r.id)} className="text-indigo-700 hover:underline">{r.name}</CellLink>,
    csv: (r) => r.name,
  },
  { key: 'vm_template', header: 'VM template', sortKey: 'vm_template', value: (r) => r.vm_template_name },
  { key: 'grid', header: 'Grid', value: (r) => `${r.rows} × ${r.columns}` },
  { key: 'slots_filled', header: 'Slots filled', sortKey: 'slots_filled', value: (r) => `${r.slots_filled} of ${r.rows * r.columns}` },
  { key: 'created_at', header: 'Created', sortKey: 'created_at', render: (r) => formatDate(r.created_at), csv: (r) => r.created_at },
  { key: 'updated_at', header: 'Last Updated', sortKey: 'updated_at', render: (r) => formatDate(r.updated_at), csv: (r) => r.updated_at },
]);

export default function PlanogramTemplatesScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const query = useListQuery(listPlanogramTemplates, { defaultSort: { sortBy: 'created_at', sortDir: 'DESC' }, pageSize: LARGE_PAGE_SIZE });
  const [remove, deleteDialog] = useDeleteRecord(deletePlanogramTemplate, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: PLANOGRAM_TEMPLATE_MESSAGES.deleted,
    onDeleted: query.reload,
  });
  return (
    <>
      <DataTable
        query={query}
        columns={columns}
        label="Planogram templates"
        exportName="planogram-templates"
        searchPlaceholder="Search planogram templates"
        onOpen={(r) => navigate(paths.viewPlanogramTemplate(r.id))}
        onEdit={(r) => navigate(paths.editPlanogramTemplate(r.id))}
        onDelete={remove}
        canEdit={() => permissions.includes('PERM_UPDATE_PLANOGRAM_TEMPLATE')}
        canDelete={() => permissions.includes('PERM_DELETE_PLANOGRAM_TEMPLATE')}
        actions={permissions.includes('PERM_ADD_PLANOGRAM_TEMPLATE') && <LinkButton href={paths.addPlanogramTemplate()}>Add planogram template</LinkButton>}
      />
      {deleteDialog}
    </>
  );
}
