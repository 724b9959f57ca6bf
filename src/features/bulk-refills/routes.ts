/**
 * Bulk refills (issue 39; domain.md §2 "Bulk refills", §3 "Bulk refill plan"): the list, a bulk
 * refill with each machine's plan and result, and the add and edit screens.
 */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Refill Plan' as const;
const parent = '/bulk-refills';

export const bulkRefillRoutes = defineRoutes([
  {
    path: '/bulk-refills',
    title: 'Bulk refills',
    group,
    sidebar: 'Bulk Refills',
    permissions: ['PERM_VIEW_REFILL'],
    keywords: ['refill many machines', 'route refill', 'template refill'],
    load: () => import('./BulkRefillsScreen.tsx'),
  },
  { path: '/add-bulk-refill', title: 'Add bulk refill', group, parent, permissions: ['PERM_ADD_REFILL'], keywords: ['new bulk refill plan'], load: () => import('./AddBulkRefillScreen.tsx') },
  { path: '/edit-bulk-refill/:id', title: 'Edit bulk refill', group, parent, permissions: ['PERM_UPDATE_REFILL'], load: () => import('./EditBulkRefillScreen.tsx') },
  // domain.md §2: "/edit-bulk-refill takes bulkRefillId" — the same screen, the id in the query.
  { path: '/edit-bulk-refill', title: 'Edit bulk refill', group, parent, permissions: ['PERM_UPDATE_REFILL'], load: () => import('./EditBulkRefillScreen.tsx') },
  { path: '/bulk-refill/:id', title: 'Bulk refill', group, parent, record: 'bulk_refill', permissions: ['PERM_VIEW_REFILL'], load: () => import('./BulkRefillScreen.tsx') },
]);
