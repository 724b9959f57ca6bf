/**
 * /api/analytics: the dashboard, machine analytics, sales analytics (+ templates) and the
 * finance report. Figures come from the roll-ups `sales_daily` and `sales_orders_daily`
 * (server/analytics/rollups.ts), never from orders: the cost follows the days × machines
 * (× products) of the period, not the number of orders. The reach is list.orders': the
 * caller's company, and a franchise user's own franchise (the order's franchise at the sale).
 */
import * as contract from '../../contract/actions/analytics.ts';
import { callerOf, handle } from '../context.ts';
import { dashboard } from './analytics-dashboard.ts';
import { financeReport } from './analytics-finance.ts';
import { salesAnalyticsHandlers } from './analytics-sales.ts';
import { vmAnalytics } from './analytics-vm.ts';

export const analyticsHandlers = [
  handle(contract.getDashboard, async (input, ctx) => ({ data: await dashboard(ctx.db, callerOf(ctx), input, ctx.now()) })),
  handle(contract.getVmAnalytics, async (input, ctx) => ({ data: await vmAnalytics(ctx.db, callerOf(ctx), input, ctx.now()) })),
  handle(contract.getFinanceReport, async (input, ctx) => ({ data: await financeReport(ctx.db, callerOf(ctx), input, ctx.now()) })),
  handle(contract.downloadFinanceReport, async (input, ctx) => ({ data: await financeReport(ctx.db, callerOf(ctx), input, ctx.now()) })),
  ...salesAnalyticsHandlers,
];
