/** Role management rides on the COMPANY_ADMIN permissions (docs/roles.md). */
import { ROLES, type RoleCode } from '../../../contract/roles.ts';
import { usePermissions } from '../../platform/session/session.ts';

export function useRoleAccess() {
  const held = usePermissions();
  return {
    canAdd: held.includes('PERM_ADD_COMPANY_ADMIN'),
    canEdit: held.includes('PERM_UPDATE_COMPANY_ADMIN'),
    canDelete: held.includes('PERM_DELETE_COMPANY_ADMIN'),
  };
}

export const roleCodeName = (code: RoleCode) => ROLES.find((r) => r.code === code)?.name ?? code;

/** The delete confirmation's text, on the list and the view screen alike. */
export const confirmDeleteRole = (role: { name: string }) => `You want to delete the role "${role.name}".`;

export const ROLE_KINDS = [
  { id: 'default', name: 'Default' },
  { id: 'custom', name: 'Custom' },
] as const;
