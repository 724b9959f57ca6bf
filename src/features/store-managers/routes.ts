/** User Management → store managers (routes.tsv: PERM_VIEW_/ADD_/UPDATE_STORE_MANAGER). */
import { createStoreManager, getStoreManager, listStoreManagers, updateStoreManager } from '../../../contract/actions/store-managers.ts';
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'User Management' as const;

export const storeManagerRoutes = defineRoutes([
  {
    path: '/store-managers', title: 'Store managers', group, sidebar: 'Store managers', permissions: listStoreManagers.permissions,
    keywords: ['store staff', 'shop managers'], load: () => import('./StoreManagersScreen.tsx'),
  },
  { path: '/store-manager/:id', title: 'Store manager', group, parent: '/store-managers', permissions: getStoreManager.permissions, load: () => import('./StoreManagerScreen.tsx') },
  {
    path: '/add-store-manager', title: 'Add store manager', group, parent: '/store-managers', permissions: createStoreManager.permissions,
    keywords: ['new store manager'], load: () => import('./AddStoreManagerScreen.tsx'),
  },
  { path: '/edit-store-manager/:id', title: 'Edit store manager', group, parent: '/store-managers', permissions: updateStoreManager.permissions, load: () => import('./EditStoreManagerScreen.tsx') },
]);
