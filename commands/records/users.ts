/**
 * The user and role screens' commands: edit and delete, gated by their contract actions'
 * permissions and by what the screen knows of the record (the user's role resource, a default
 * role that cannot change), so the palette offers exactly the buttons the screen shows.
 */
import { deleteRole, updateRole } from '../../contract/actions/roles.ts';
import { deleteUser, updateUser } from '../../contract/actions/users.ts';
import { recordAction } from '../record.ts';

/** What the user screen lets its commands do, and whether this user may be changed by the caller. */
export interface UserScreen {
  canEdit: boolean;
  canDelete: boolean;
  edit(): void;
  remove(): void;
}

export const USER_ACTIONS = [
  recordAction<UserScreen>({
    id: 'edit.user',
    title: 'Edit user',
    keywords: ['change', 'update', 'role', 'deactivate'],
    action: updateUser,
    when: (screen) => screen.canEdit,
    run: (screen) => screen.edit(),
  }),
  recordAction<UserScreen>({
    id: 'delete.user',
    title: 'Delete user',
    keywords: ['remove'],
    action: deleteUser,
    when: (screen) => screen.canDelete,
    run: (screen) => screen.remove(),
  }),
];

/** What the role screen lets its commands do; default roles cannot be changed. */
export interface RoleScreen {
  custom: boolean;
  edit(): void;
  remove(): void;
}

export const ROLE_ACTIONS = [
  recordAction<RoleScreen>({
    id: 'edit.role',
    title: 'Edit role',
    keywords: ['change', 'update', 'permissions'],
    action: updateRole,
    when: (screen) => screen.custom,
    run: (screen) => screen.edit(),
  }),
  recordAction<RoleScreen>({
    id: 'delete.role',
    title: 'Delete role',
    keywords: ['remove'],
    action: deleteRole,
    when: (screen) => screen.custom,
    run: (screen) => screen.remove(),
  }),
];
