import { defineRoutes } from '../../platform/routes/types.ts';

/**
 * Every kind of warehouse order in one list (console.md §2, routes.tsv). It needs no
 * permission (routes.tsv "-"); receiving needs PERM_UPDATE_INVENTORY on the server.
 */
export const warehouseOrderRoutes = defineRoutes([
  {
    path: '/warehouse-orders',
    title: 'Warehouse Orders',
    permissions: [],
    group: 'Warehouse Management',
    sidebar: 'Warehouse Orders',
    keywords: ['material transfer', 'shipping order', 'supplier return', 'bin discarded', 'store return', 'transfers'],
    load: () => import('./WarehouseOrdersScreen.tsx'),
  },
]);
