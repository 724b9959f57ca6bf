/**
 * User Management: users (routes.tsv: /users by the four view permissions; view/add/edit
 * by the role resource of the user) and roles (decided in docs/roles.md: the
 * COMPANY_ADMIN permissions, since roles shape everyone's access).
 */
import { USERS_LIST_PERMISSIONS, userPermissions } from '../../../contract/actions/users.ts';
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'User Management' as const;

export const userRoutes = defineRoutes([
  {
    path: '/users',
    title: 'Users',
    group,
    sidebar: 'Users',
    permissions: USERS_LIST_PERMISSIONS,
    keywords: ['people', 'staff', 'accounts', 'team'],
    load: () => import('../../features/users/UsersScreen.tsx'),
  },
  { path: '/user/:id', title: 'User', group, parent: '/users', permissions: userPermissions('VIEW'), load: () => import('../../features/users/UserDetailScreen.tsx') },
  {
    path: '/add-user',
    title: 'Add user',
    group,
    parent: '/users',
    permissions: userPermissions('ADD'),
    keywords: ['new user', 'create user', 'invite'],
    load: () => import('../../features/users/AddUserScreen.tsx'),
  },
  { path: '/edit-user/:id', title: 'Edit user', group, parent: '/users', permissions: userPermissions('UPDATE'), load: () => import('../../features/users/EditUserScreen.tsx') },
  {
    path: '/roles',
    title: 'Roles',
    group,
    sidebar: 'Roles',
    permissions: ['PERM_VIEW_COMPANY_ADMIN'],
    keywords: ['permissions', 'access', 'role codes'],
    load: () => import('../../features/roles/RolesScreen.tsx'),
  },
  { path: '/role/:id', title: 'Role', group, parent: '/roles', permissions: ['PERM_VIEW_COMPANY_ADMIN'], load: () => import('../../features/roles/RoleDetailScreen.tsx') },
  {
    path: '/add-role',
    title: 'Add role',
    group,
    parent: '/roles',
    permissions: ['PERM_ADD_COMPANY_ADMIN'],
    keywords: ['new role', 'create role', 'permissions'],
    load: () => import('../../features/roles/AddRoleScreen.tsx'),
  },
  { path: '/edit-role/:id', title: 'Edit role', group, parent: '/roles', permissions: ['PERM_UPDATE_COMPANY_ADMIN'], load: () => import('../../features/roles/EditRoleScreen.tsx') },
]);
