/** /add-role */
import { RoleForm } from './RoleForm.tsx';

export default function AddRoleScreen() {
  return <RoleForm />;
}
