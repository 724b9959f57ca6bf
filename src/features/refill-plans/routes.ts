/**
 * Refill plans (issue 39; domain.md §2 "Refills"): add, edit and view a plan, and its return
 * order, and a plan's top-up (/view-topup/{machine id}?refillPlanId=). They take query parameters (vmId always; refillPlanId on edit and view;
 * returnRefillOrderId on the return order; warehouseId or storeId on add), and say plainly
 * when one is missing or wrong.
 */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = 'Refill Plan' as const;
const parent = '/refills';

export const refillPlanRoutes = defineRoutes([
  {
    path: '/add-refill-plan',
    title: 'Add refill plan',
    group,
    parent,
    permissions: ['PERM_ADD_REFILL'],
    keywords: ['new refill plan', 'plan a refill', 'restock machine'],
    load: () => import('./AddRefillPlanScreen.tsx'),
  },
  { path: '/edit-refill-plan', title: 'Edit refill plan', group, parent, permissions: ['PERM_UPDATE_REFILL'], load: () => import('./EditRefillPlanScreen.tsx') },
  { path: '/view-refill-plan', title: 'Refill plan', group, parent, permissions: ['PERM_VIEW_REFILL'], load: () => import('./ViewRefillPlanScreen.tsx') },
  { path: '/view-topup/:id', title: 'Top-up', group, parent, permissions: ['PERM_VIEW_REFILL'], load: () => import('./TopUpViewScreen.tsx') },
  {
    path: '/pick-list', title: 'Pick list', group, parent, permissions: ['PERM_VIEW_REFILL'],
    keywords: ['pick list', 'picking', 'refill partner day', 'print pick list'], load: () => import('./PickListScreen.tsx'),
  },
  {
    path: '/suggest-refills', title: 'Suggest refills', group, parent, permissions: ['PERM_ADD_REFILL'],
    keywords: ['suggest refill', 'route refill', 'refill many machines', 'zone refill'], load: () => import('./SuggestRefillsScreen.tsx'),
  },
  { path: '/return-order-view', title: 'Return order', group, parent, permissions: ['PERM_VIEW_REFILL'], load: () => import('./ReturnOrderViewScreen.tsx') },
]);
