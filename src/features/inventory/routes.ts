import { listStoreInventory } from '../../../contract/actions/inventory.ts';
import { defineRoutes } from '../../platform/routes/types.ts';

/** Inventory Management (console.md §2, routes.tsv): the company's, a warehouse's and a store's inventory. */
export const inventoryRoutes = defineRoutes([
  {
    path: '/inventory',
    title: 'Inventory',
    permissions: ['PERM_VIEW_INVENTORY'],
    group: 'Inventory Management',
    sidebar: 'Inventory',
    // Not 'warehouses', 'stores' or 'machines': a word that names another screen would take its place in the palette.
    keywords: ['company inventory', 'stock', 'units', 'in transit', 'stock per place'],
    load: () => import('./InventoryScreen.tsx'),
  },
  {
    path: '/warehouse-inventory/:warehouseId',
    title: 'Warehouse Inventory',
    permissions: ['PERM_VIEW_INVENTORY'],
    group: 'Inventory Management',
    parent: '/inventory',
    keywords: ['bulk stock upload', 'csv'],
    load: () => import('./WarehouseInventoryScreen.tsx'),
  },
  {
    path: '/store-inventory/:id',
    title: 'Store Inventory',
    permissions: ['PERM_VIEW_INVENTORY'],
    // console.md §6: hidden from company admin and operator (contract/actions/inventory.ts).
    roles: listStoreInventory.roles,
    group: 'Inventory Management',
    parent: '/inventory',
    record: 'store_stock_limit',
    keywords: ['runout', 'max quantity'],
    load: () => import('./StoreInventoryScreen.tsx'),
  },
]);
