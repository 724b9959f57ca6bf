/** Screens of the shell itself: all notifications (behind the bell's role check). */
import { NOTIFICATION_ROLES } from '../../../contract/actions/notifications.ts';
import { defineRoutes } from './types.ts';

export const shellRoutes = defineRoutes([
  {
    path: '/notifications',
    title: 'Notifications',
    permissions: [],
    roles: NOTIFICATION_ROLES,
    group: 'Transactions',
    sidebar: 'Notifications',
    keywords: ['bell', 'alerts', 'messages', 'unread'],
    load: () => import('../../screens/notifications/NotificationsScreen.tsx'),
  },
]);
