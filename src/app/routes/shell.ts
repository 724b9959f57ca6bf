/** Screens of the shell itself: all notifications (behind the bell's role check) and the action history. */
import { ACTION_HISTORY_PERMISSIONS } from '../../../contract/actions/action-history.ts';
import { NOTIFICATION_ROLES } from '../../../contract/actions/notifications.ts';
import { defineRoutes } from '../../platform/routes/types.ts';

export const shellRoutes = defineRoutes([
  {
    path: '/notifications',
    title: 'Notifications',
    permissions: [],
    roles: NOTIFICATION_ROLES,
    group: 'Transactions',
    sidebar: 'Notifications',
    keywords: ['bell', 'alerts', 'messages', 'unread'],
    load: () => import('../../features/notifications/NotificationsScreen.tsx'),
  },
  {
    path: '/action-history',
    title: 'Action History',
    permissions: ACTION_HISTORY_PERMISSIONS,
    group: 'User Management',
    sidebar: 'Action History',
    keywords: ['audit', 'log', 'who changed', 'history'],
    load: () => import('../../features/action-history/ActionHistoryScreen.tsx'),
  },
]);
