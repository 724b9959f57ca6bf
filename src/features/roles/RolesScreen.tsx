/** /roles: the company's roles; default roles show no Edit/Delete. */
import { useLocation } from 'wouter';
import { CUSTOM_ROLE_CODES, ROLE_MESSAGES, deleteRole, listRoles } from '../../../contract/actions/roles.ts';
import { ROLES } from '../../../contract/roles.ts';
import { paths } from '../../platform/paths.ts';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { FilterBar } from '../../ui/filters/LazyFilterBar.tsx';
import type { FilterDef } from '../../ui/filters/filterState.ts';
import { useFilters } from '../../ui/filters/useFilters.ts';
import { formatDate } from '../../ui/format.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { DataTable } from '../../ui/table/DataTable.tsx';
import { columnsFor } from '../../ui/table/types.ts';
import { useListQuery } from '../../ui/table/useListQuery.ts';
import { ROLE_KINDS, confirmDeleteRole, roleCodeName, useRoleAccess } from './roleAccess.ts';

const FILTERS: FilterDef[] = [
  { kind: 'multi', key: 'code', label: 'Role code', options: ROLES.map((r) => ({ id: r.code, name: r.name })) },
  { kind: 'single', key: 'kind', label: 'Type', options: ROLE_KINDS },
];

const columns = columnsFor(listRoles, [
  { key: 'name', header: 'Name', sortKey: 'name' },
  { key: 'role_code', header: 'Role code', sortKey: 'role_code', render: (r) => <span title={roleCodeName(r.role_code)} className="font-mono text-xs">{r.role_code}</span> },
  { key: 'permissions', header: 'Permissions', value: (r) => r.permissions.length, align: 'right', csv: (r) => r.permissions.join(' ') },
  { key: 'users', header: 'Users', sortKey: 'users', align: 'right' },
  { key: 'type', header: 'Type', value: (r) => (r.is_default ? 'Default' : 'Custom') },
  { key: 'updated_at', header: 'Last updated', sortKey: 'updated_at', value: (r) => formatDate(r.updated_at) },
]);

export default function RolesScreen() {
  const [, navigate] = useLocation();
  const access = useRoleAccess();
  const filters = useFilters(FILTERS);
  const kind = filters.single('kind');
  const query = useListQuery(listRoles, {
    defaultSort: { sortBy: 'name', sortDir: 'ASC' },
    filters: { role_codes: filters.strings('code') as typeof CUSTOM_ROLE_CODES | undefined, is_default: kind === undefined ? undefined : kind === 'default' },
  });
  const [remove, deleteDialog] = useDeleteRecord(deleteRole, { text: confirmDeleteRole, success: ROLE_MESSAGES.deleted, onDeleted: query.reload });

  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable
        query={query}
        columns={columns}
        label="Roles"
        searchPlaceholder="Search name or code"
        pager="filter-bar"
        exportName="roles"
        onOpen={(r) => navigate(paths.role(r.id))}
        onEdit={access.canEdit ? (r) => navigate(paths.editRole(r.id)) : undefined}
        onDelete={access.canDelete ? remove : undefined}
        actions={access.canAdd && <LinkButton href={paths.addRole()}>Add role</LinkButton>}
      />
      {deleteDialog}
    </div>
  );
}
