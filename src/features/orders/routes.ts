import { defineRoutes } from '../../platform/routes/types.ts';

/** Transactions (console.md §2): open to every signed-in user (routes.tsv); /orders is the home screen. */
export const orderRoutes = defineRoutes([
  {
    path: '/orders',
    title: 'Orders',
    permissions: [],
    group: 'Transactions',
    sidebar: 'Orders',
    keywords: ['transactions', 'sales', 'vend', 'payments', 'refunds', 'home'],
    load: () => import('./OrdersScreen.tsx'),
  },
  {
    path: '/order/:id',
    title: 'Order',
    permissions: [],
    group: 'Transactions',
    parent: '/orders',
    load: () => import('./OrderScreen.tsx'),
  },
]);
