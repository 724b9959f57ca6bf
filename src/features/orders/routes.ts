import { ORDER_READ_PERMISSIONS } from '../../../contract/access.ts';
import { defineRoutes } from '../../platform/routes/types.ts';

/**
 * Transactions (console.md §2); /orders is the home screen. routes.tsv opens them to every
 * signed-in user, but orders are sales data: they need what list.orders needs (docs/roles.md, issue 34).
 */
export const orderRoutes = defineRoutes([
  {
    path: '/orders',
    title: 'Orders',
    permissions: ORDER_READ_PERMISSIONS,
    group: 'Transactions',
    sidebar: 'Orders',
    keywords: ['transactions', 'sales', 'vend', 'payments', 'refunds', 'home'],
    load: () => import('./OrdersScreen.tsx'),
  },
  {
    path: '/order/:id',
    title: 'Order',
    permissions: ORDER_READ_PERMISSIONS,
    group: 'Transactions',
    parent: '/orders',
    load: () => import('./OrderScreen.tsx'),
  },
]);
