/**
 * Entity: stores (routes.tsv: /stores, /franchise/{franchiseId}/stores, /franchise/{franchiseId}/store/{storeId};
 * add-store and edit-store under the franchise too). Stores belong to independent franchises.
 * "Add store" in the palette opens /stores, which asks for the franchise.
 */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Entity' as const;

export const storesRoutes = defineRoutes([
  {
    path: '/stores',
    title: 'Stores',
    group,
    sidebar: 'Stores',
    permissions: ['PERM_VIEW_STORE'],
    keywords: ['outlets', 'shops'],
    creates: [{ id: 'add.store', title: 'Add store', permissions: ['PERM_ADD_STORE'], keywords: ['new store', 'create store'], query: 'add=1' }],
    load: () => import('./StoresScreen.tsx'),
  },
  { path: '/franchise/:franchiseId/stores', title: 'Franchise stores', group, parent: '/stores', permissions: ['PERM_VIEW_STORE'], load: () => import('./FranchiseStoresScreen.tsx') },
  { path: '/franchise/:franchiseId/store/:storeId', title: 'Store', group, parent: '/stores', permissions: ['PERM_VIEW_STORE'], load: () => import('./StoreScreen.tsx') },
  { path: '/franchise/:franchiseId/add-store', title: 'Add store', group, parent: '/stores', permissions: ['PERM_ADD_STORE'], load: () => import('./AddStoreScreen.tsx') },
  { path: '/franchise/:franchiseId/edit-store/:storeId', title: 'Edit store', group, parent: '/stores', permissions: ['PERM_UPDATE_STORE'], load: () => import('./EditStoreScreen.tsx') },
]);
