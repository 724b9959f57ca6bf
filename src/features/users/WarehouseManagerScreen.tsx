/**
 * /wm/{id}: a warehouse manager: the user's details, with Edit and Delete (the user screen's
 * commands, so the palette offers the same), and the warehouses linked to them.
 */
import { useLocation } from 'wouter';
import { USER_ACTIONS } from '../../../commands/records/users.ts';
import { USER_MESSAGES, deleteUser, getUser } from '../../../contract/actions/users.ts';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { StatusBadge } from '../../ui/Badges.tsx';
import { Button } from '../../ui/Button.tsx';
import { DetailList } from '../../ui/DetailList.tsx';
import { formatDate } from '../../ui/format.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { confirmDeleteUser, fullName, userStatus, useUserAccess } from './userAccess.ts';
import { NotAWarehouseManager, WAREHOUSE_MANAGER_ROLE, warehouseManagersList } from './warehouseManagers.tsx';

export default function WarehouseManagerScreen() {
  const [, navigate] = useLocation();
  const access = useUserAccess();
  const user = useRouteRecord(getUser);
  const data = user.status === 'ready' ? user.data : null;
  const list = warehouseManagersList(data?.Role.id);
  const [remove, deleteDialog] = useDeleteRecord(deleteUser, { text: confirmDeleteUser, success: USER_MESSAGES.deleted, onDeleted: () => navigate(list) });
  const manager = data?.Role.role_code === WAREHOUSE_MANAGER_ROLE ? data : null;
  const actions = useRecordActions(USER_ACTIONS, {
    canEdit: !!manager && access.can('UPDATE', manager.Role.role_code),
    canDelete: !!manager && access.can('DELETE', manager.Role.role_code) && manager.id !== access.meId,
    edit: () => manager && navigate(paths.editWm(manager.id)),
    remove: () => manager && void remove(manager),
  });
  if (!data) return <RecordFallback state={user} what="warehouse manager" back={{ href: list, label: 'Back to warehouse managers' }} />;
  if (!manager) return <NotAWarehouseManager id={data.id} />;
  const u = manager;
  const edit = actions['edit.user']!;
  const del = actions['delete.user']!;

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <DetailList
        title={fullName(u)}
        actions={
          <>
            {edit.allowed && <LinkButton href={paths.editWm(u.id)}>Edit</LinkButton>}
            {del.allowed && <Button variant="danger" className="!py-1.5" onClick={del.run}>Delete</Button>}
          </>
        }
        items={[
          { label: 'First name', value: u.first_name },
          { label: 'Last name', value: u.last_name },
          { label: 'Email', value: u.email },
          { label: 'Mobile', value: u.mobile_number },
          { label: 'Role', value: u.Role.name },
          { label: 'Franchise', value: u.Franchise?.name },
          { label: 'Status', value: <StatusBadge status={userStatus(u.is_active)} /> },
          { label: 'Created', value: formatDate(u.created_at) },
          { label: 'Last updated', value: formatDate(u.updated_at) },
        ]}
      />
      <section aria-labelledby="wm-warehouses" className="space-y-2">
        <h2 id="wm-warehouses" className="font-semibold text-slate-900">Linked warehouses</h2>
        {/*
          Linked warehouses (issue 40, the links part): the warehouse-manager links and their flags
          (View, Request Order, Modify, Transfer Order, Purchase Order) are another part's table and
          screens (/link-warehouse-manager/{id}); their list and buttons go here.
        */}
        <p className="text-sm text-slate-600">No warehouses are linked to this manager yet.</p>
      </section>
      <LinkButton href={list} variant="secondary">Back to warehouse managers</LinkButton>
      {deleteDialog}
    </div>
  );
}
