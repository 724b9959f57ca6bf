import { defineRoutes } from '../../platform/routes/types.ts';

/**
 * A material transfer's overview under its three addresses (console.md §2, routes.tsv).
 * They need no permission (routes.tsv "-"); receiving needs PERM_UPDATE_INVENTORY on the
 * server, and the screen offers it only to those who hold it.
 */
export const transferRoutes = defineRoutes([
  {
    path: '/material-transfer-overview/:id',
    title: 'Material Transfer',
    record: 'warehouse_order',
    permissions: [],
    group: 'Warehouse Management',
    parent: '/warehouse-orders',
    load: () => import('./TransferOverviewScreen.tsx'),
  },
  {
    path: '/material-transfer/manage/:id',
    title: 'Manage Material Transfer',
    permissions: [],
    group: 'Warehouse Management',
    parent: '/warehouse-orders',
    load: () => import('./TransferOverviewScreen.tsx'),
  },
  {
    path: '/edit-material-transfer/:id',
    title: 'Edit Material Transfer',
    permissions: [],
    group: 'Warehouse Management',
    parent: '/warehouse-orders',
    load: () => import('./TransferOverviewScreen.tsx'),
  },
]);
