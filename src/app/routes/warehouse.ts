import { defineRoutes } from '../../platform/routes/types.ts';

const WAREHOUSE = 'Warehouse Management' as const;

/**
 * Warehouses, their stock and warehouse orders (console.md §2, routes.tsv). The order and
 * transfer screens need no permission (routes.tsv "-"); receiving needs PERM_UPDATE_INVENTORY
 * on the server, and the screens offer it only to those who hold it.
 */
export const warehouseRoutes = defineRoutes([
  {
    path: '/warehouses',
    title: 'Warehouses',
    permissions: ['PERM_VIEW_WAREHOUSE'],
    group: WAREHOUSE,
    sidebar: 'Warehouses',
    keywords: ['stores', 'godown', 'stock', 'inventory'],
    load: () => import('../../features/warehouses/WarehousesScreen.tsx'),
  },
  {
    path: '/warehouse/:id',
    title: 'Warehouse',
    permissions: ['PERM_VIEW_WAREHOUSE'],
    group: WAREHOUSE,
    parent: '/warehouses',
    load: () => import('../../features/warehouses/WarehouseScreen.tsx'),
  },
  {
    path: '/warehouse-stock/:id',
    title: 'Warehouse Stock',
    permissions: [],
    group: WAREHOUSE,
    parent: '/warehouses',
    load: () => import('../../features/warehouses/WarehouseStockScreen.tsx'),
  },
  {
    path: '/warehouse-orders',
    title: 'Warehouse Orders',
    permissions: [],
    group: WAREHOUSE,
    sidebar: 'Warehouse Orders',
    keywords: ['material transfer', 'shipping order', 'supplier return', 'bin discarded', 'store return', 'transfers'],
    load: () => import('../../features/warehouse-orders/WarehouseOrdersScreen.tsx'),
  },
  {
    path: '/material-transfer-overview/:id',
    title: 'Material Transfer',
    permissions: [],
    group: WAREHOUSE,
    parent: '/warehouse-orders',
    load: () => import('../../features/transfers/TransferOverviewScreen.tsx'),
  },
  {
    path: '/material-transfer/manage/:id',
    title: 'Manage Material Transfer',
    permissions: [],
    group: WAREHOUSE,
    parent: '/warehouse-orders',
    load: () => import('../../features/transfers/TransferOverviewScreen.tsx'),
  },
  {
    path: '/edit-material-transfer/:id',
    title: 'Edit Material Transfer',
    permissions: [],
    group: WAREHOUSE,
    parent: '/warehouse-orders',
    load: () => import('../../features/transfers/TransferOverviewScreen.tsx'),
  },
]);
