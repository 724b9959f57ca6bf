/** Vending Machine: a machine's feedback (routes.tsv: /vm-feedback/{id}, the id a machine's). */
import { defineRoutes } from '../../platform/routes/types.ts';

export const vmFeedbackRoutes = defineRoutes([
  {
    path: '/vm-feedback/:id',
    title: 'Machine feedback',
    group: 'Vending Machine',
    parent: '/vm',
    permissions: ['PERM_VIEW_VENDING_MACHINE'],
    load: () => import('./VmFeedbackScreen.tsx'),
  },
]);
