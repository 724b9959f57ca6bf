/** /role/{id}: name, code, holders and the permission grid (read-only); Edit and Delete (buttons and palette commands) for a custom role. */
import { useLocation } from 'wouter';
import { ROLE_MESSAGES, deleteRole, getRole } from '../../../contract/actions/roles.ts';
import { ROLE_ACTIONS } from '../../../commands/records/users.ts';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { Button } from '../../ui/Button.tsx';
import { DetailList } from '../../ui/DetailList.tsx';
import { formatDate } from '../../ui/format.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { PermissionGrid } from './PermissionGrid.tsx';
import { confirmDeleteRole, roleCodeName } from './roleAccess.ts';

export default function RoleDetailScreen() {
  const [, navigate] = useLocation();
  const role = useRouteRecord(getRole);
  const [remove, deleteDialog] = useDeleteRecord(deleteRole, { text: confirmDeleteRole, success: ROLE_MESSAGES.deleted, onDeleted: () => navigate(paths.roles()) });

  const data = role.status === 'ready' ? role.data : null;
  const actions = useRecordActions(ROLE_ACTIONS, {
    custom: !!data && !data.is_default,
    edit: () => data && navigate(paths.editRole(data.id)),
    remove: () => data && void remove(data),
  });
  if (!data) return <RecordFallback state={role} what="role" back={{ href: paths.roles(), label: 'Back to roles' }} />;
  const r = data;
  const edit = actions['edit.role']!;
  const del = actions['delete.role']!;

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <DetailList
        title={r.name}
        actions={
          <>
            {edit.allowed && <LinkButton href={paths.editRole(r.id)}>Edit</LinkButton>}
            {del.allowed && (
              <Button variant="danger" className="!py-1.5" onClick={del.run}>
                Delete
              </Button>
            )}
          </>
        }
        items={[
          { label: 'Name', value: r.name },
          { label: 'Role code', value: `${r.role_code} (${roleCodeName(r.role_code)})` },
          { label: 'Type', value: r.is_default ? 'Default (cannot be changed)' : 'Custom' },
          { label: 'Users', value: String(r.users) },
          { label: 'Created', value: formatDate(r.created_at) },
          { label: 'Last updated', value: formatDate(r.updated_at) },
        ]}
      />
      <section className="rounded-xl border border-slate-200 bg-white p-6">
        <PermissionGrid value={r.permissions} />
      </section>
      <LinkButton href={paths.roles()} variant="secondary">
        Back to roles
      </LinkButton>
      {deleteDialog}
    </div>
  );
}
