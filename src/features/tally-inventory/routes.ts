/**
 * Warehouse Management → tally inventory (routes.tsv; the spec leaves each {id} open, we chose,
 * docs/decisions.md): /tally-inventory-overview/{warehouseId} lists a warehouse's tallies,
 * /add-tally-inventory/{warehouseId} counts it anew, /edit-tally-inventory/{tallyId} changes a
 * Draft, /tally-inventory/{tallyId} views a tally with its buckets, and /view-tally-order/{tallyId}
 * shows a submitted tally as the stock order it produced. routes.tsv opens that one to every
 * signed-in user ("-"); like the other such screens it needs what its data needs: whoever may
 * read the tally (get.tally_inventory), and no more.
 */
import { getTallyInventory } from '../../../contract/actions/tally-inventories.ts';
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Warehouse Management' as const;
const parent = '/warehouses';

export const tallyInventoryRoutes = defineRoutes([
  {
    path: '/tally-inventory-overview/:id', title: 'Tally inventory', group, parent, permissions: ['PERM_VIEW_INVENTORY'],
    keywords: ['stock count', 'stocktake', 'physical count'], load: () => import('./TallyInventoriesScreen.tsx'),
  },
  { path: '/add-tally-inventory/:id', title: 'Add tally inventory', group, parent, permissions: ['PERM_UPDATE_INVENTORY'], load: () => import('./AddTallyScreen.tsx') },
  { path: '/edit-tally-inventory/:id', title: 'Edit tally inventory', group, parent, permissions: ['PERM_UPDATE_INVENTORY'], load: () => import('./EditTallyScreen.tsx') },
  { path: '/tally-inventory/:id', title: 'Tally', group, parent, record: 'tally_inventory', permissions: ['PERM_VIEW_INVENTORY'], load: () => import('./TallyScreen.tsx') },
  { path: '/view-tally-order/:id', title: 'Tally order', group, parent, permissions: getTallyInventory.permissions, load: () => import('./TallyOrderScreen.tsx') },
]);
