/** All notifications of the user, behind the bell's role check. */
import { NOTIFICATION_ROLES } from '../../../contract/actions/notifications.ts';
import { defineRoutes } from '../../platform/routes/types.ts';

export const notificationRoutes = defineRoutes([
  {
    path: '/notifications',
    title: 'Notifications',
    permissions: [],
    roles: NOTIFICATION_ROLES,
    group: 'Transactions',
    sidebar: 'Notifications',
    keywords: ['bell', 'alerts', 'messages', 'unread'],
    load: () => import('./NotificationsScreen.tsx'),
  },
]);
