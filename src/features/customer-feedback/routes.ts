/**
 * Transactions: customer feedback (console.md §2 lists it without a path; ours are
 * /customer-feedback and /customer-feedback/{key}, docs/decisions.md). Read as orders are.
 */
import { ORDER_READ_PERMISSIONS } from '../../../contract/access.ts';
import { defineRoutes } from '../../platform/routes/types.ts';

export const customerFeedbackRoutes = defineRoutes([
  {
    path: '/customer-feedback',
    title: 'Customer feedback',
    group: 'Transactions',
    sidebar: 'Customer feedback',
    permissions: ORDER_READ_PERMISSIONS,
    keywords: ['ratings', 'stars', 'reviews', 'complaints', 'customer care'],
    load: () => import('./CustomerFeedbackScreen.tsx'),
  },
  {
    path: '/customer-feedback/:id',
    title: 'Feedback',
    group: 'Transactions',
    parent: '/customer-feedback',
    permissions: ORDER_READ_PERMISSIONS,
    load: () => import('./FeedbackScreen.tsx'),
  },
]);
