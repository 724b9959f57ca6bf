/** /templates-vm: the company's VM templates, 20 a page (domain.md §9), searchable, sortable, exported as CSV. */
import { useLocation } from 'wouter';
import { LABEL_TYPE_NAMES, TEMPLATE_SCOPE_NAMES, VM_TEMPLATE_MESSAGES, deleteVmTemplate, listVmTemplates } from '../../../contract/actions/vm-templates.ts';
import { LARGE_PAGE_SIZE } from '../../../contract/constants.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { paths } from '../../platform/paths.ts';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { CellLink, DataTable, LinkButton, columnsFor, formatDate, useListQuery } from '../../ui/index.ts';

const columns = columnsFor(listVmTemplates, [
  {
    key: 'name',
    header: 'Name', sortKey: 'name',
    render: (r) => <CellLink href={paths.templatesVmById(r.id)} className="text-indigo-700 hover:underline">{r.name}</CellLink>,
    csv: (r) => r.name,
  },
  { key: 'rows', header: 'Row', sortKey: 'rows', value: (r) => String(r.rows) },
  { key: 'columns', header: 'Column', sortKey: 'columns', value: (r) => String(r.columns) },
  { key: 'label_type', header: 'Label type', value: (r) => LABEL_TYPE_NAMES[r.label_type] },
  { key: 'containers', header: 'Containers', sortKey: 'containers', value: (r) => String(r.containers) },
  { key: 'planogram_count', header: 'Planograms', value: (r) => String(r.planogram_count) },
  { key: 'entity_type', header: 'Entity', sortKey: 'entity_type', value: (r) => TEMPLATE_SCOPE_NAMES[r.entity_type] },
  { key: 'entity_name', header: 'Entity name', value: (r) => r.entity_name },
  { key: 'updated_at', header: 'Last Updated', sortKey: 'updated_at', render: (r) => formatDate(r.updated_at), csv: (r) => r.updated_at },
]);

export default function VmTemplatesScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const query = useListQuery(listVmTemplates, { defaultSort: { sortBy: 'created_at', sortDir: 'DESC' }, pageSize: LARGE_PAGE_SIZE });
  const [remove, deleteDialog] = useDeleteRecord(deleteVmTemplate, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: VM_TEMPLATE_MESSAGES.deleted,
    onDeleted: query.reload,
  });
  return (
    <>
      <DataTable
        query={query}
        columns={columns}
        label="VM templates"
        exportName="vm-templates"
        searchPlaceholder="Search VM templates"
        onOpen={(r) => navigate(paths.templatesVmById(r.id))}
        onEdit={(r) => navigate(paths.editVmTemplate(r.id))}
        onDelete={remove}
        canEdit={() => permissions.includes('PERM_UPDATE_VM_TEMPLATE')}
        canDelete={(r) => permissions.includes('PERM_DELETE_VM_TEMPLATE') && r.planogram_count === 0}
        actions={permissions.includes('PERM_ADD_VM_TEMPLATE') && <LinkButton href={paths.addVmTemplate()}>Add VM template</LinkButton>}
      />
      {deleteDialog}
    </>
  );
}
