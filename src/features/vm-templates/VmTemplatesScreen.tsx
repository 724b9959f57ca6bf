/** /vm-templates: the company's vm templates, paged on the server, searchable, sortable, exported as CSV. */
import { useLocation } from 'wouter';
import { VM_TEMPLATE_MESSAGES, deleteVmTemplate, listVmTemplates } from '../../../contract/actions/vm-templates.ts';
import { LARGE_PAGE_SIZE } from '../../../contract/constants.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { paths } from '../../platform/paths.ts';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { CellLink, DataTable, LinkButton, columnsFor, formatDate, useListQuery } from '../../ui/index.ts';

const columns = columnsFor(listVmTemplates, [
  {
    key: 'name',
    header: 'Name', sortKey: 'name',
    render: (r) => <CellLink href={paths.vmTemplate(r.id)} className="text-indigo-700 hover:underline">{r.name}</CellLink>,
    csv: (r) => r.name,
  },
  { key: 'rows', header: 'Rows', sortKey: 'rows', value: (r) => String(r.rows) },
  { key: 'columns', header: 'Columns', sortKey: 'columns', value: (r) => String(r.columns) },
  { key: 'label_type', header: 'Label type', sortKey: 'label_type' },
  { key: 'screen_inactivity_timeout', header: 'Screen inactivity timeout', sortKey: 'screen_inactivity_timeout', value: (r) => String(r.screen_inactivity_timeout) },
  { key: 'cart_reset_timeout', header: 'Cart reset timeout', sortKey: 'cart_reset_timeout', value: (r) => String(r.cart_reset_timeout) },
  { key: 'payment_timeout', header: 'Payment timeout', sortKey: 'payment_timeout', value: (r) => String(r.payment_timeout) },
  { key: 'post_dispense_timeout', header: 'Post dispense timeout', sortKey: 'post_dispense_timeout', value: (r) => String(r.post_dispense_timeout) },
  { key: 'unlock_time', header: 'Unlock time', sortKey: 'unlock_time', value: (r) => String(r.unlock_time) },
  { key: 'dispense_later_timeout', header: 'Dispense later timeout', sortKey: 'dispense_later_timeout', value: (r) => String(r.dispense_later_timeout) },
  { key: 'dispense_cancellation_timeout', header: 'Dispense cancellation timeout', sortKey: 'dispense_cancellation_timeout', value: (r) => String(r.dispense_cancellation_timeout) },
  { key: 'containers', header: 'Containers', sortKey: 'containers', value: (r) => String(r.containers) },
  { key: 'created_at', header: 'Created', sortKey: 'created_at', render: (r) => formatDate(r.created_at), csv: (r) => r.created_at },
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
        label="Vm templates"
        exportName="vm-templates"
        searchPlaceholder="Search vm templates"
        onOpen={(r) => navigate(paths.vmTemplate(r.id))}
        onEdit={(r) => navigate(paths.editVmTemplate(r.id))}
        onDelete={remove}
        canEdit={() => permissions.includes('PERM_UPDATE_VM_TEMPLATE')}
        canDelete={() => permissions.includes('PERM_DELETE_VM_TEMPLATE')}
        actions={permissions.includes('PERM_ADD_VM_TEMPLATE') && <LinkButton href={paths.addVmTemplate()}>Add vm template</LinkButton>}
      />
      {deleteDialog}
    </>
  );
}
