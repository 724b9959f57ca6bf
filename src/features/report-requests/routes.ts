/** The caller's emailed report requests (contract/report-requests.ts): status and progress. Every signed-in user has their own. */
import { defineRoutes } from '../../platform/routes/types.ts';

export const reportRequestsRoutes = defineRoutes([
  {
    path: '/report-requests',
    title: 'Report requests',
    permissions: [],
    group: 'Sales Analytics',
    keywords: ['emailed reports', 'report status', 'my reports'],
    load: () => import('./ReportRequestsScreen.tsx'),
  },
]);
