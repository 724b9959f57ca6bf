import { defineRoutes } from '../../platform/routes/types.ts';

/** Dashboard Management and Sales Analytics (console.md §2; routes.tsv area analytics). Charts load with these screens only. */
export const analyticsRoutes = defineRoutes([
  {
    path: '/dashboard',
    title: 'Dashboard',
    permissions: ['PERM_VIEW_DASHBOARD'],
    group: 'Dashboard Management',
    sidebar: 'Dashboard',
    keywords: ['overview', 'today', 'at a glance', 'kpi'],
    load: () => import('./DashboardScreen.tsx'),
  },
  {
    path: '/analytics-vm',
    title: 'VM Analytics',
    permissions: ['PERM_VIEW_DASHBOARD'],
    group: 'Dashboard Management',
    sidebar: 'VM Analytics',
    keywords: ['machine analytics', 'uptime', 'stock-outs', 'refill frequency'],
    load: () => import('./VmAnalyticsScreen.tsx'),
  },
  {
    path: '/sales-analytics',
    title: 'Sales Analytics',
    permissions: ['PERM_VIEW_SALES_ANALYTICS'],
    group: 'Sales Analytics',
    sidebar: 'Sales Analytics',
    keywords: ['ranking', 'top 10', 'template', 'by city', 'by category'],
    load: () => import('./SalesAnalyticsScreen.tsx'),
  },
  {
    path: '/report',
    title: 'Finance Report',
    permissions: ['PERM_VIEW_FINANCE_REPORT'],
    group: 'Sales Analytics',
    sidebar: 'Finance Report',
    keywords: ['finance', 'gst', 'cess', 'payment modes', 'over short'],
    load: () => import('./FinanceReportScreen.tsx'),
  },
]);
