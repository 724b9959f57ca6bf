/**
 * Entity: shipping orders (routes.tsv area shipping: /shippings, /shipping/{id}, /add-shipping,
 * /manage-shipping/{id}, /generate-store-order/{id} — the {id} of the last is the store's).
 */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Entity' as const;
const parent = '/shippings';

export const shippingRoutes = defineRoutes([
  {
    path: '/shippings',
    title: 'Shipping orders',
    group,
    sidebar: 'Shipping orders',
    permissions: ['PERM_VIEW_SHIPPING'],
    keywords: ['warehouse to store', 'deliveries to stores'],
    load: () => import('./ShippingsScreen.tsx'),
  },
  { path: '/shipping/:id', title: 'Shipping order', group, parent, permissions: ['PERM_VIEW_SHIPPING'], load: () => import('./ShippingScreen.tsx') },
  {
    path: '/add-shipping',
    title: 'Add shipping order',
    group,
    parent,
    permissions: ['PERM_ADD_SHIPPING'],
    keywords: ['new shipping order', 'ship to store'],
    load: () => import('./AddShippingScreen.tsx'),
  },
  { path: '/manage-shipping/:id', title: 'Manage shipping order', group, parent, permissions: ['PERM_UPDATE_SHIPPING'], load: () => import('./ManageShippingScreen.tsx') },
  { path: '/generate-store-order/:id', title: 'Generate store order', group, parent, permissions: ['PERM_ADD_SHIPPING'], load: () => import('./GenerateStoreOrderScreen.tsx') },
]);
