/** /user/{id}: one user's details, with Edit and Delete (buttons and palette commands) when the caller may. */
import { useLocation } from 'wouter';
import { USER_MESSAGES, deleteUser, getUser } from '../../../contract/actions/users.ts';
import { USER_ACTIONS } from '../../../commands/records/users.ts';
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

export default function UserDetailScreen() {
  const [, navigate] = useLocation();
  const access = useUserAccess();
  const user = useRouteRecord(getUser);
  const [remove, deleteDialog] = useDeleteRecord(deleteUser, { text: confirmDeleteUser, success: USER_MESSAGES.deleted, onDeleted: () => navigate(paths.users()) });

  const data = user.status === 'ready' ? user.data : null;
  const actions = useRecordActions(USER_ACTIONS, {
    canEdit: !!data && access.can('UPDATE', data.Role.role_code),
    canDelete: !!data && access.can('DELETE', data.Role.role_code) && data.id !== access.meId,
    edit: () => data && navigate(paths.editUser(data.id)),
    remove: () => data && void remove(data),
  });
  if (!data) return <RecordFallback state={user} what="user" back={{ href: paths.users(), label: 'Back to users' }} />;
  const u = data;
  const edit = actions['edit.user']!;
  const del = actions['delete.user']!;

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <DetailList
        title={fullName(u)}
        actions={
          <>
            {edit.allowed && <LinkButton href={paths.editUser(u.id)}>Edit</LinkButton>}
            {del.allowed && (
              <Button variant="danger" className="!py-1.5" onClick={del.run}>
                Delete
              </Button>
            )}
          </>
        }
        items={[
          { label: 'First name', value: u.first_name },
          { label: 'Last name', value: u.last_name },
          { label: 'Email', value: u.email },
          { label: 'Mobile', value: u.mobile_number },
          { label: 'Role', value: `${u.Role.name} (${u.Role.role_code})` },
          { label: 'Franchise', value: u.Franchise?.name },
          { label: 'Store', value: u.Store?.name },
          ...(u.Retailer ? [{ label: 'Retailer', value: u.Retailer.name }] : []),
          { label: 'Status', value: <StatusBadge status={userStatus(u.is_active)} /> },
          { label: 'Created', value: formatDate(u.created_at) },
          { label: 'Last updated', value: formatDate(u.updated_at) },
        ]}
      />
      <LinkButton href={paths.users()} variant="secondary">
        Back to users
      </LinkButton>
      {deleteDialog}
    </div>
  );
}
