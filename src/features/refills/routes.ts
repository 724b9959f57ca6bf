import { defineRoutes } from '../../platform/routes/types.ts';

/** The refill plan list (console.md §2: Alt+R opens it; a REFILL_EXECUTE live message reloads it). */
export const refillRoutes = defineRoutes([
  {
    path: '/refills',
    title: 'Refill Plans',
    permissions: ['PERM_VIEW_REFILL'],
    group: 'Refill Plan',
    sidebar: 'Refill Plans',
    keywords: ['refill', 'top up', 'tally', 'return', 'cash', 'plans'],
    load: () => import('./RefillsScreen.tsx'),
  },
]);
