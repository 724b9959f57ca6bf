/**
 * Entity: retailers. routes.tsv names no paths for them; issue 37 chose /retailers, /retailer/{id},
 * /add-retailer and /edit-retailer/{id} (PERM_*_RETAILER_ENTITY).
 */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Entity' as const;

export const retailersRoutes = defineRoutes([
  {
    path: '/retailers',
    title: 'Retailers',
    group,
    sidebar: 'Retailers',
    permissions: ['PERM_VIEW_RETAILER_ENTITY'],
    keywords: ['retail partners', 'retailer entities'],
    load: () => import('./RetailersScreen.tsx'),
  },
  { path: '/retailer/:id', title: 'Retailer', group, parent: '/retailers', record: 'retailer', permissions: ['PERM_VIEW_RETAILER_ENTITY'], load: () => import('./RetailerScreen.tsx') },
  {
    path: '/add-retailer',
    title: 'Add retailer',
    group,
    parent: '/retailers',
    permissions: ['PERM_ADD_RETAILER_ENTITY'],
    keywords: ['new retailer', 'create retailer'],
    load: () => import('./AddRetailerScreen.tsx'),
  },
  { path: '/edit-retailer/:id', title: 'Edit retailer', group, parent: '/retailers', permissions: ['PERM_UPDATE_RETAILER_ENTITY'], load: () => import('./EditRetailerScreen.tsx') },
]);
