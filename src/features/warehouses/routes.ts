import { defineRoutes } from '../../platform/routes/types.ts';

/** Warehouses and their stock (console.md §2, routes.tsv); the stock screen needs no permission (routes.tsv "-"). */
export const warehouseRoutes = defineRoutes([
  {
    path: '/warehouses',
    title: 'Warehouses',
    permissions: ['PERM_VIEW_WAREHOUSE'],
    group: 'Warehouse Management',
    sidebar: 'Warehouses',
    keywords: ['stores', 'godown', 'stock', 'inventory'],
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
    path: '/warehouse-stock/:id',
    title: 'Warehouse Stock',
    permissions: [],
    group: 'Warehouse Management',
    parent: '/warehouses',
    load: () => import('./WarehouseStockScreen.tsx'),
  },
]);
