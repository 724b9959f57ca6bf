/** Vending Machine: what DEX audits feed (issue 54; not in routes.tsv, see docs/decisions.md "DEX reconciliation"). */
import { defineRoutes } from '../../platform/routes/types.ts';

export const dexReconcileRoutes = defineRoutes([
  {
    path: '/dex-reconciliation',
    title: 'DEX reconciliation',
    group: 'Vending Machine',
    sidebar: 'DEX Reconciliation',
    permissions: ['PERM_VIEW_VENDING_MACHINE'],
    keywords: ['dex', 'cash accountability', 'over short', 'expected cash', 'sales check', 'price exceptions', 'reconcile'],
    load: () => import('./DexReconciliationScreen.tsx'),
  },
]);
