/** Who did what: the audit rows every mutation writes. */
import { ACTION_HISTORY_PERMISSIONS } from '../../../contract/actions/action-history.ts';
import { defineRoutes } from '../../platform/routes/types.ts';

export const actionHistoryRoutes = defineRoutes([
  {
    path: '/action-history',
    title: 'Action History',
    permissions: ACTION_HISTORY_PERMISSIONS,
    group: 'User Management',
    sidebar: 'Action History',
    keywords: ['audit', 'log', 'who changed', 'history'],
    load: () => import('./ActionHistoryScreen.tsx'),
  },
]);
