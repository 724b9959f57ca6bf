/**
 * User Management, roles (decided in docs/roles.md: the COMPANY_ADMIN permissions, since
 * roles shape everyone's access).
 */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'User Management' as const;

export const roleRoutes = defineRoutes([
  {
    path: '/roles',
    title: 'Roles',
    group,
    sidebar: 'Roles',
    permissions: ['PERM_VIEW_COMPANY_ADMIN'],
    keywords: ['permissions', 'access', 'role codes'],
    load: () => import('./RolesScreen.tsx'),
  },
  { path: '/role/:id', title: 'Role', group, parent: '/roles', record: 'role', permissions: ['PERM_VIEW_COMPANY_ADMIN'], load: () => import('./RoleDetailScreen.tsx') },
  {
    path: '/add-role',
    title: 'Add role',
    group,
    parent: '/roles',
    permissions: ['PERM_ADD_COMPANY_ADMIN'],
    keywords: ['new role', 'create role', 'permissions'],
    load: () => import('./AddRoleScreen.tsx'),
  },
  { path: '/edit-role/:id', title: 'Edit role', group, parent: '/roles', permissions: ['PERM_UPDATE_COMPANY_ADMIN'], load: () => import('./EditRoleScreen.tsx') },
]);
