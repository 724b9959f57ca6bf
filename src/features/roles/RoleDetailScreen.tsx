/** /role/{id}: name, code, holders and the permission grid (read-only). */
import { useLocation } from 'wouter';
import { ROLE_MESSAGES, deleteRole, getRole } from '../../../contract/actions/roles.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { Button } from '../../ui/Button.tsx';
import { DetailList } from '../../ui/DetailList.tsx';
import { formatDate } from '../../ui/format.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { PermissionGrid } from './PermissionGrid.tsx';
import { confirmDeleteRole, roleCodeName, useRoleAccess } from './roleAccess.ts';

export default function RoleDetailScreen() {
  const [, navigate] = useLocation();
  const access = useRoleAccess();
  const role = useRouteRecord(getRole);
  const [remove, deleteDialog] = useDeleteRecord(deleteRole, { text: confirmDeleteRole, success: ROLE_MESSAGES.deleted, onDeleted: () => navigate(paths.roles()) });

  if (role.status !== 'ready') return <RecordFallback state={role} what="role" back={{ href: paths.roles(), label: 'Back to roles' }} />;
  const r = role.data;

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <DetailList
        title={r.name}
        actions={
          !r.is_default && (
            <>
              {access.canEdit && <LinkButton href={paths.editRole(r.id)}>Edit</LinkButton>}
              {access.canDelete && (
                <Button variant="danger" className="!py-1.5" onClick={() => remove(r)}>
                  Delete
                </Button>
              )}
            </>
          )
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
