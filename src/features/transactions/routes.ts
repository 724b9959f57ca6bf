import { defineRoutes } from '../../platform/routes/types.ts';

/** Transactions (console.md §2): the payment gateway module and direct sales (issue 42). */
export const transactionRoutes = defineRoutes([
  {
    path: '/pg-module',
    title: 'Payment Gateway',
    permissions: ['PERM_VIEW_PG_MODULE'],
    group: 'Transactions',
    sidebar: 'Payment Gateway',
    keywords: ['pg module', 'gateway payments', 'settlement', 'reconciliation', 'unmatched payments'],
    load: () => import('./PgModuleScreen.tsx'),
  },
]);
