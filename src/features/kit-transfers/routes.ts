/**
 * Kit and package transfers (issue 39; routes.tsv area warehouse-orders, permission "-"): any
 * signed-in user of the company may open the screens; the actions decide (reading needs a
 * warehouse or refill view permission, creating PERM_UPDATE_INVENTORY or PERM_UPDATE_REFILL,
 * receiving PERM_UPDATE_INVENTORY) — docs/decisions.md "Refills, finished".
 */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Warehouse Management' as const;
const parent = '/warehouse-orders';

export const kitTransferRoutes = defineRoutes([
  {
    path: '/add-kit-transfer', title: 'Add kit transfer', group, parent, permissions: [],
    keywords: ['kit', 'load vehicle', 'refill partner kit', 'pick plans'], load: () => import('./AddKitTransferScreen.tsx'),
  },
  { path: '/kit-transfer/:id', title: 'Kit transfer', group, parent, permissions: [], load: () => import('./KitTransferScreen.tsx') },
  {
    path: '/add-package-transfer', title: 'Add package transfer', group, parent, permissions: [],
    keywords: ['package', 'hand-picked products', 'send products'], load: () => import('./AddPackageTransferScreen.tsx'),
  },
  { path: '/package-transfer/:id', title: 'Package transfer', group, parent, permissions: [], load: () => import('./KitTransferScreen.tsx') },
]);
