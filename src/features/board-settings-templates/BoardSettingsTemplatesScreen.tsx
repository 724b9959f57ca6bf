/** /settings-vm: the company's board settings templates (page size 20), searchable, sortable, filtered by board type, exported as CSV. */
import { useLocation } from 'wouter';
import {
  BOARD_SETTINGS_TEMPLATE_MESSAGES, BOARD_TYPES, EXPIRY_DISPLAYS, NETWORKS, NON_AVAILABLE_DISPLAYS, choiceName,
  deleteBoardSettingsTemplate, listBoardSettingsTemplates,
} from '../../../contract/actions/board-settings-templates.ts';
import { LARGE_PAGE_SIZE } from '../../../contract/constants.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { paths } from '../../platform/paths.ts';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { CellLink, DataTable, FilterBar, LinkButton, columnsFor, formatDate, useFilters, useListQuery, type FilterDef } from '../../ui/index.ts';

const FILTERS: readonly FilterDef[] = [{ kind: 'multi', key: 'board_type', label: 'Board type', options: BOARD_TYPES }];

const columns = columnsFor(listBoardSettingsTemplates, [
  {
    key: 'name',
    header: 'Name', sortKey: 'name',
    render: (r) => <CellLink href={paths.settingVm(r.id)} className="text-indigo-700 hover:underline">{r.name}</CellLink>,
    csv: (r) => r.name,
  },
  { key: 'vm_brand_model', header: 'VM brand and model', sortKey: 'vm_brand_model' },
  { key: 'carrier_board', header: 'Carrier board', sortKey: 'carrier_board' },
  { key: 'board_type', header: 'Board type', sortKey: 'board_type', value: (r) => choiceName(BOARD_TYPES, r.board_type) },
  { key: 'network_priority', header: 'Network priority', value: (r) => r.network_priority.map((n) => choiceName(NETWORKS, n)).join(' › ') },
  { key: 'expiry_display', header: 'Expiry display', sortKey: 'expiry_display', value: (r) => choiceName(EXPIRY_DISPLAYS, r.expiry_display) },
  { key: 'non_available_display', header: 'Non-available products', sortKey: 'non_available_display', value: (r) => choiceName(NON_AVAILABLE_DISPLAYS, r.non_available_display) },
  { key: 'updated_at', header: 'Last Updated', sortKey: 'updated_at', render: (r) => formatDate(r.updated_at), csv: (r) => r.updated_at },
]);

export default function BoardSettingsTemplatesScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const filters = useFilters(FILTERS);
  const query = useListQuery(listBoardSettingsTemplates, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    pageSize: LARGE_PAGE_SIZE,
    filters: { board_type: filters.numbers('board_type') as (1 | 2)[] | undefined },
  });
  const [remove, deleteDialog] = useDeleteRecord(deleteBoardSettingsTemplate, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: BOARD_SETTINGS_TEMPLATE_MESSAGES.deleted,
    onDeleted: query.reload,
  });
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable
        query={query}
        columns={columns}
        label="Board settings templates"
        exportName="board-settings-templates"
        searchPlaceholder="Search board settings templates"
        pager="filter-bar"
        onOpen={(r) => navigate(paths.settingVm(r.id))}
        onEdit={(r) => navigate(paths.editVmSetting(r.id))}
        onDelete={remove}
        canEdit={() => permissions.includes('PERM_UPDATE_SETTINGS_TEMPLATE')}
        canDelete={() => permissions.includes('PERM_DELETE_SETTINGS_TEMPLATE')}
        actions={permissions.includes('PERM_ADD_SETTINGS_TEMPLATE') && <LinkButton href={paths.addVmSetting()}>Add board settings template</LinkButton>}
      />
      {deleteDialog}
    </div>
  );
}
