/** What the signed-in user may do with users: the role-resource permissions of contract/actions/users.ts. */
import { canOnUsersOf, userPermissions } from '../../../contract/actions/users.ts';
import { hasAnyPermission, type PermVerb } from '../../../contract/permissions.ts';
import type { RoleCode } from '../../../contract/roles.ts';
import { useCurrentUser, usePermissions } from '../../platform/session/session.ts';

export function useUserAccess() {
  const held = usePermissions();
  const me = useCurrentUser();
  return {
    meId: me?.id ?? null,
    /** Franchise staff place users in their own franchise only. */
    ownFranchise: me?.Franchises[0]?.Franchise ?? null,
    canAdd: hasAnyPermission(held, userPermissions('ADD')),
    can: (verb: PermVerb, roleCode: RoleCode) => canOnUsersOf(held, verb, roleCode),
  };
}

export const fullName = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`.trim();

/** The delete confirmation's text, on the list and the view screen alike. */
export const confirmDeleteUser = (u: { first_name: string; last_name: string }) =>
  `You want to delete ${fullName(u)}. They are signed out and can no longer sign in.`;

export const USER_STATUSES = [
  { id: 'active', name: 'Active', colour: 'green' },
  { id: 'inactive', name: 'Inactive', colour: 'grey' },
] as const;
export const userStatus = (active: boolean) => (active ? USER_STATUSES[0] : USER_STATUSES[1]);
