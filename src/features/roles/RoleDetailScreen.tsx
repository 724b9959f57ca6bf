/** /role/{id}: name, code, holders and the permission grid (read-only). */
import { useLocation, useParams } from 'wouter';
import { getRole } from '../../../contract/actions/roles.ts';
import { Button } from '../../ui/Button.tsx';
import { DetailList } from '../../ui/DetailList.tsx';
import { formatDate } from '../../ui/format.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { useFetch } from '../../ui/useFetch.ts';
import { NotFound } from '../users/NotFound.tsx';
import { PermissionGrid } from './PermissionGrid.tsx';
import { roleCodeName, useRoleAccess } from './roleAccess.ts';
import { useDeleteRole } from './useDeleteRole.tsx';

export default function RoleDetailScreen() {
  const { id } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const access = useRoleAccess();
  const valid = Number(id) > 0;
  const role = useFetch(getRole, { id: Number(id) }, { enabled: valid });
  const [remove, deleteDialog] = useDeleteRole(() => navigate('/roles'));

  if (!valid || role.error?.status === 404) return <NotFound what="role" back="/roles" />;
  if (!role.data) return <p className="text-slate-500">Loading...</p>;
  const r = role.data;

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <DetailList
        title={r.name}
        actions={
          !r.is_default && (
            <>
              {access.canEdit && <LinkButton href={`/edit-role/${r.id}`}>Edit</LinkButton>}
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
      <LinkButton href="/roles" variant="secondary">
        Back to roles
      </LinkButton>
      {deleteDialog}
    </div>
  );
}
