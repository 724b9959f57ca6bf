/** /edit-role/{id}: default roles cannot be edited, so they get a notice instead of the form. */
import { useParams } from 'wouter';
import { ROLE_MESSAGES, getRole } from '../../../contract/actions/roles.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { useFetch } from '../../ui/useFetch.ts';
import { NotFound } from '../users/NotFound.tsx';
import { RoleForm } from './RoleForm.tsx';

export default function EditRoleScreen() {
  const { id } = useParams<{ id: string }>();
  const valid = Number(id) > 0;
  const role = useFetch(getRole, { id: Number(id) }, { enabled: valid });
  if (!valid || role.error?.status === 404) return <NotFound what="role" back="/roles" />;
  if (!role.data) return <p className="text-slate-500">Loading...</p>;
  if (role.data.is_default) {
    return (
      <div role="alert" className="mx-auto mt-12 max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center">
        <p className="text-slate-700">{ROLE_MESSAGES.isDefault}</p>
        <div className="mt-4">
          <LinkButton href={`/role/${role.data.id}`} variant="secondary">
            View the role
          </LinkButton>
        </div>
      </div>
    );
  }
  return <RoleForm key={`${role.data.id}:${role.data.version}`} role={role.data} />;
}
