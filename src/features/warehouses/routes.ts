import { WAREHOUSE_READ_PERMISSIONS } from '../../../contract/access.ts';
import { defineRoutes } from '../../platform/routes/types.ts';

/**
 * Warehouses and their stock (console.md §2, routes.tsv). routes.tsv gives the stock screen no
 * permission, but it lists products with their prices: it needs what list.warehouse_stock needs (issue 34).
 */
export const warehouseRoutes = defineRoutes([
  {
    path: '/warehouses',
    title: 'Warehouses',
    permissions: ['PERM_VIEW_WAREHOUSE'],
    group: 'Warehouse Management',
    sidebar: 'Warehouses',
    keywords: ['godown', 'stock'],
    load: () => import('./WarehousesScreen.tsx'),
  },
  {
    path: '/warehouse/:id',
    title: 'Warehouse',
    permissions: ['PERM_VIEW_WAREHOUSE'],
    group: 'Warehouse Management',
    parent: '/warehouses',
    load: () => import('./WarehouseScreen.tsx'),
  },
  {
    path: '/add-warehouse',
    title: 'Add warehouse',
    permissions: ['PERM_ADD_WAREHOUSE'],
    group: 'Warehouse Management',
    parent: '/warehouses',
    keywords: ['new warehouse', 'create warehouse'],
    load: () => import('./AddWarehouseScreen.tsx'),
  },
  {
    path: '/edit-warehouse/:id',
    title: 'Edit warehouse',
    permissions: ['PERM_UPDATE_WAREHOUSE'],
    group: 'Warehouse Management',
    parent: '/warehouses',
    load: () => import('./EditWarehouseScreen.tsx'),
  },
  {
    path: '/warehouse-stock/:id',
    title: 'Warehouse Stock',
    permissions: WAREHOUSE_READ_PERMISSIONS,
    group: 'Warehouse Management',
    parent: '/warehouses',
    record: 'warehouse_stock',
    load: () => import('./WarehouseStockScreen.tsx'),
  },
]);
