import { defineRoutes } from '../../platform/routes/types.ts';

/** Changing the planogram of many machines at once (issue 38, domain.md §5); the path is the spec's. */
export const planogramChangeRoutes = defineRoutes([
  {
    path: '/change-planogram-multiple-vm',
    title: 'Change Planogram for Multiple VMs',
    permissions: ['PERM_CHANGE_PLANOGRAM_FOR_MULTIPLE_VMs'],
    group: 'Vending Machine',
    parent: '/vm',
    keywords: ['bulk planogram', 'apply planogram', 'many machines', 'swap products'],
    load: () => import('./ChangePlanogramScreen.tsx'),
  },
]);
