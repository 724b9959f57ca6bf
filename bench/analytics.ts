/**
 * The analytics queries of issue 43 (p95 ≤ 300 ms on PostgreSQL at 1,000,000 orders): the
 * lines `npm run bench` measures among the API figures (a period drawn from Today, Week and
 * Month for each request), and every line for one period at a time (`bench/analytics-run.ts`,
 * Year and All included).
 */
import { createRandom } from '../server/seed/random.ts';

export const ANALYTICS_PERIODS = ['today', 'week', 'month', 'year', 'all'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export interface AnalyticsLine {
  name: string;
  /** The API path under the server's URL. */
  path: string;
  body: () => unknown;
}

/** The analytics lines, each request for a period drawn from `periods`. */
export function analyticsLines(periods: readonly AnalyticsPeriod[], seed = 43): AnalyticsLine[] {
  const random = createRandom(seed);
  const period = () => random.pick(periods as AnalyticsPeriod[]);
  const path = '/api/analytics';
  return [
    { name: 'get.dashboard', path, body: () => ({ action: 'get.dashboard', period: period() }) },
    { name: 'get.vm_analytics (every machine, the 200 busiest)', path, body: () => ({ action: 'get.vm_analytics', period: period() }) },
    { name: 'get.vm_analytics (one city)', path, body: () => ({ action: 'get.vm_analytics', period: period(), city: ['Pune'] }) },
    {
      name: 'get.sales_analytics (city × category, Top 10)', path, body: () => ({
        action: 'get.sales_analytics', period: period(), report_dimension: 'city', item_dimension: 'category', ranking: 'top10', rank_by: 'net', measures: ['net', 'quantity'],
      }),
    },
    {
      name: 'get.sales_analytics (vending machine × product, Top 10)', path, body: () => ({
        action: 'get.sales_analytics', period: period(), report_dimension: 'vending_machine', item_dimension: 'product', ranking: 'top10', rank_by: 'net', measures: ['net'],
      }),
    },
    { name: 'get.finance_report (per day)', path, body: () => ({ action: 'get.finance_report', period: period(), entity: 'day' }) },
    { name: 'get.finance_report (per franchise)', path, body: () => ({ action: 'get.finance_report', period: period(), entity: 'franchise' }) },
  ];
}
