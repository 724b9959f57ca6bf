/** /users: the users the caller may see, with role, status and created-date filters kept in the URL. */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { USER_MESSAGES, deleteUser, listUsers } from '../../../contract/actions/users.ts';
import { listRoleNames } from '../../../contract/actions/roles.ts';
import { StatusBadge } from '../../ui/Badges.tsx';
import { FilterBar } from '../../ui/filters/LazyFilterBar.tsx';
import { useFilters } from '../../ui/filters/useFilters.ts';
import type { FilterDef } from '../../ui/filters/filterState.ts';
import { formatDate } from '../../ui/format.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { DataTable } from '../../ui/table/DataTable.tsx';
import { columnsFor } from '../../ui/table/types.ts';
import { useListQuery } from '../../ui/table/useListQuery.ts';
import { paths } from '../../platform/paths.ts';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRecord } from '../../platform/record/useRecord.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { BULK_USER_COMMANDS } from '../../../commands/bulk-records.ts';
import { useBulkCommands, type BulkList } from '../../platform/bulk/useBulkCommands.tsx';
import { useRowSelection } from '../../ui/table/selection.ts';
import { USER_STATUSES, confirmDeleteUser, fullName, userStatus, useUserAccess } from './userAccess.ts';

const columns = columnsFor(listUsers, [
  { key: 'name', header: 'Name', sortKey: 'first_name', value: fullName },
  { key: 'email', header: 'Email', sortKey: 'email' },
  { key: 'mobile_number', header: 'Mobile' },
  { key: 'role', header: 'Role', sortKey: 'role', value: (u) => u.Role.name },
  { key: 'franchise', header: 'Franchise', value: (u) => u.Franchise?.name },
  { key: 'store', header: 'Store', value: (u) => u.Store?.name },
  { key: 'status', header: 'Status', sortKey: 'is_active', render: (u) => <StatusBadge status={userStatus(u.is_active)} />, csv: (u) => userStatus(u.is_active).name },
  { key: 'created_at', header: 'Created', sortKey: 'created_at', value: (u) => formatDate(u.created_at) },
]);

const BULK: BulkList<{ is_active: boolean; email: string }> = { commands: BULK_USER_COMMANDS, noun: { one: 'user', many: 'users' }, label: (u) => u.email };

export default function UsersScreen() {
  const [, navigate] = useLocation();
  const access = useUserAccess();
  const permissions = usePermissions();
  const roleNames = useRecord(listRoleNames, {});
  const defs = useMemo<FilterDef[]>(
    () => [
      { kind: 'date', key: 'created', label: 'Created' },
      { kind: 'multi', key: 'role', label: 'Role', options: roleNames.data ?? [] },
      { kind: 'single', key: 'status', label: 'Status', options: USER_STATUSES },
    ],
    [roleNames.data],
  );
  const filters = useFilters(defs);
  const status = filters.single('status');
  const query = useListQuery(listUsers, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    filters: { role_ids: filters.numbers('role'), is_active: status === undefined ? undefined : status === 'active', ...filters.range('created') },
  });
  const [remove, deleteDialog] = useDeleteRecord(deleteUser, { text: confirmDeleteUser, success: USER_MESSAGES.deleted, onDeleted: query.reload });
  // Selected rows: Ctrl+K activates or deactivates them together (issue 56).
  const selection = useRowSelection(query);
  const bulk = useBulkCommands(selection, BULK, query.reload);

  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      {bulk}
      <DataTable
        query={query}
        columns={columns}
        selection={selection}
        label="Users"
        searchPlaceholder="Search name, email or mobile"
        pager="filter-bar"
        exportName="users"
        onOpen={(u) => navigate(u.Role.role_code === 'ROLE_WAREHOUSE_MANAGER' ? paths.wm(u.id) : paths.user(u.id))}
        onEdit={(u) => navigate(u.Role.role_code === 'ROLE_WAREHOUSE_MANAGER' ? paths.editWm(u.id) : paths.editUser(u.id))}
        onDelete={remove}
        canEdit={(u) => access.can('UPDATE', u.Role.role_code)}
        canDelete={(u) => access.can('DELETE', u.Role.role_code) && u.id !== access.meId}
        actions={(
          <>
            {access.canAdd && <LinkButton href={paths.addUser()}>Add user</LinkButton>}
            {permissions.includes('PERM_ADD_WAREHOUSE_MANAGER') && <LinkButton href={paths.addWm()} variant="secondary">Add warehouse manager</LinkButton>}
          </>
        )}
      />
      {deleteDialog}
    </div>
  );
}
