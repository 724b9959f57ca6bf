/**
 * User Management, users (routes.tsv: /users by the four view permissions; view/add/edit
 * by the role resource of the user).
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
    load: () => import('./UsersScreen.tsx'),
  },
  { path: '/user/:id', title: 'User', group, parent: '/users', record: 'user', permissions: userPermissions('VIEW'), load: () => import('./UserDetailScreen.tsx') },
  {
    path: '/add-user',
    title: 'Add user',
    group,
    parent: '/users',
    permissions: userPermissions('ADD'),
    keywords: ['new user', 'create user', 'invite'],
    load: () => import('./AddUserScreen.tsx'),
  },
  { path: '/edit-user/:id', title: 'Edit user', group, parent: '/users', permissions: userPermissions('UPDATE'), load: () => import('./EditUserScreen.tsx') },
  // Warehouse managers (routes.tsv): users of ROLE_WAREHOUSE_MANAGER on the user screens, the role fixed.
  { path: '/wm/:id', title: 'Warehouse manager', group, parent: '/users', permissions: ['PERM_VIEW_WAREHOUSE_MANAGER'], load: () => import('./WarehouseManagerScreen.tsx') },
  {
    path: '/add-wm',
    title: 'Add warehouse manager',
    group,
    parent: '/users',
    permissions: ['PERM_ADD_WAREHOUSE_MANAGER'],
    keywords: ['new warehouse manager', 'create warehouse manager', 'wm'],
    load: () => import('./AddWarehouseManagerScreen.tsx'),
  },
  { path: '/edit-wm/:id', title: 'Edit warehouse manager', group, parent: '/users', permissions: ['PERM_UPDATE_WAREHOUSE_MANAGER'], load: () => import('./EditWarehouseManagerScreen.tsx') },
]);
