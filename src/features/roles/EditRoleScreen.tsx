/** /edit-role/{id}: default roles cannot be edited, so they get a notice instead of the form. */
import { ROLE_MESSAGES, getRole } from '../../../contract/actions/roles.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { RoleForm } from './RoleForm.tsx';

export default function EditRoleScreen() {
  const role = useRouteRecord(getRole);
  if (role.status !== 'ready') return <RecordFallback state={role} what="role" back={{ href: paths.roles(), label: 'Back to roles' }} />;
  if (role.data.is_default) {
    return (
      <div role="alert" className="mx-auto mt-12 max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center">
        <p className="text-slate-700">{ROLE_MESSAGES.isDefault}</p>
        <div className="mt-4">
          <LinkButton href={paths.role(role.data.id)} variant="secondary">
            View the role
          </LinkButton>
        </div>
      </div>
    );
  }
  return <RoleForm key={`${role.data.id}:${role.data.version}`} role={role.data} />;
}
