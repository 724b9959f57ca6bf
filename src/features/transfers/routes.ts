import { WAREHOUSE_READ_PERMISSIONS } from '../../../contract/access.ts';
import { defineRoutes } from '../../platform/routes/types.ts';

/**
 * A material transfer's overview under its three addresses (console.md §2, routes.tsv).
 * routes.tsv gives them no permission, but they list products with their prices, so they need
 * what get.material_transfer needs (docs/roles.md, issue 34); receiving needs
 * PERM_UPDATE_INVENTORY on the server, and the screen offers it only to those who hold it.
 */
export const transferRoutes = defineRoutes([
  {
    path: '/material-transfer-overview/:id',
    title: 'Material Transfer',
    record: 'warehouse_order',
    permissions: WAREHOUSE_READ_PERMISSIONS,
    group: 'Warehouse Management',
    parent: '/warehouse-orders',
    load: () => import('./TransferOverviewScreen.tsx'),
  },
  {
    path: '/material-transfer/manage/:id',
    title: 'Manage Material Transfer',
    permissions: WAREHOUSE_READ_PERMISSIONS,
    group: 'Warehouse Management',
    parent: '/warehouse-orders',
    load: () => import('./TransferOverviewScreen.tsx'),
  },
  {
    // The spec's material transfer is the "Transfer Order" of its own confirmations; /transfer-order/{id} shows the same record (docs/decisions.md).
    path: '/transfer-order/:id',
    title: 'Transfer Order',
    permissions: WAREHOUSE_READ_PERMISSIONS,
    group: 'Warehouse Management',
    parent: '/warehouse-orders',
    load: () => import('./TransferOverviewScreen.tsx'),
  },
  {
    path: '/edit-material-transfer/:id',
    title: 'Edit Material Transfer',
    permissions: WAREHOUSE_READ_PERMISSIONS,
    group: 'Warehouse Management',
    parent: '/warehouse-orders',
    load: () => import('./TransferOverviewScreen.tsx'),
  },
]);
