/**
 * Activating or deactivating one user without sending the whole form (issue 56: users are
 * activated and deactivated many at a time from /users). The same rules as update.user's
 * is_active: the caller's reach over the user's role, never oneself, and deactivating signs the
 * user out.
 */
import { boolean, object } from 'superstruct';
import { defineAction } from '../action.ts';
import { data, id, version } from '../structs.ts';
import { UserRow, userPermissions } from './users.ts';

export const USER_STATUS_MESSAGES = {
  notYourself: 'You cannot deactivate yourself.',
} as const;

export const changeUserStatus = defineAction({
  area: 'user-management',
  name: 'change.user_status',
  kind: 'write',
  summary:
    "Activates or deactivates a user with the version read (stale → 409), with update.user's rules: PERM_UPDATE_ of the user's " +
    'role resource (404 otherwise), not yourself (400), and deactivating signs the user out everywhere. Audited.',
  permissions: userPermissions('UPDATE'),
  request: object({ id: id(), is_active: boolean(), version: version() }),
  response: data(UserRow),
});
