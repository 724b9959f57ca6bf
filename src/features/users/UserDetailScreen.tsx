/** /user/{id}: one user's details, with Edit and Delete when the caller may. */
import { useLocation, useParams } from 'wouter';
import { getUser } from '../../../contract/actions/users.ts';
import { StatusBadge } from '../../ui/Badges.tsx';
import { Button } from '../../ui/Button.tsx';
import { DetailList } from '../../ui/DetailList.tsx';
import { formatDate } from '../../ui/format.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { useFetch } from '../../ui/useFetch.ts';
import { NotFound } from './NotFound.tsx';
import { useDeleteUser } from './useDeleteUser.tsx';
import { fullName, userStatus, useUserAccess } from './userAccess.ts';

export default function UserDetailScreen() {
  const { id } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const access = useUserAccess();
  const user = useFetch(getUser, { id: Number(id) }, { enabled: Number(id) > 0 });
  const [remove, deleteDialog] = useDeleteUser(() => navigate('/users'));

  if (!(Number(id) > 0) || user.error?.status === 404) return <NotFound what="user" back="/users" />;
  if (!user.data) return <p className="text-slate-500">Loading...</p>;
  const u = user.data;
  const canEdit = access.can('UPDATE', u.Role.role_code);
  const canDelete = access.can('DELETE', u.Role.role_code) && u.id !== access.meId;

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <DetailList
        title={fullName(u)}
        actions={
          <>
            {canEdit && <LinkButton href={`/edit-user/${u.id}`}>Edit</LinkButton>}
            {canDelete && (
              <Button variant="danger" className="!py-1.5" onClick={() => remove(u)}>
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
          { label: 'Status', value: <StatusBadge status={userStatus(u.is_active)} /> },
          { label: 'Created', value: formatDate(u.created_at) },
          { label: 'Last updated', value: formatDate(u.updated_at) },
        ]}
      />
      <LinkButton href="/users" variant="secondary">
        Back to users
      </LinkButton>
      {deleteDialog}
    </div>
  );
}
