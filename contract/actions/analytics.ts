/**
 * Seeing the business (issue 43): the dashboard, machine analytics, sales analytics with saved
 * templates, and the finance report. Every figure comes from the sales roll-ups (per UTC day ×
 * machine × product, server/db/schema/analytics.ts), never from scanning orders. Days are UTC
 * calendar days like the order counts; money is rupees. Decisions: docs/decisions.md "Analytics".
 */
import { array, boolean, enums, nullable, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { DATE_YEARS, boundedArray, checked, data, dbId, idList, list, requiredText, text, version } from '../structs.ts';
import { REPORT_MESSAGES } from '../report-requests.ts';
import { isDay } from './machine-report.ts';

const area = 'analytics' as const;

export const ANALYTICS_MESSAGES = {
  /** domain.md §5, as emailed reports say it. */
  noRange: REPORT_MESSAGES.noRange,
  badDay: 'Enter a date as YYYY-MM-DD.',
  fromAfterTo: 'The start date must not be after the end date.',
  /**
   * A custom period reaches at most over the years a date may name (DATE_YEARS): the figures come from
   * roll-ups and the chart shows the last 92 days, so any period within them answers at once.
   */
  tooLong: `Choose days from ${DATE_YEARS.min}-01-01 to ${DATE_YEARS.max}-12-31.`,
  nameRequired: 'Please enter template name',
  noRows: 'No sales in this period.',
  manualNeedsChoice: 'Choose at least one row to show.',
  templateSaved: (name: string) => `Template ${name} saved.`,
  downloadRefused: 'You may not download sales analytics.',
  /** A franchise's staff read the company-wide templates; only company staff remove them. */
  companyTemplate: "This template is the company's: only company staff can remove it.",
} as const;

/** domain.md §9 date filter choices, as the screens name them. */
export const PERIODS = ['all', 'today', 'week', 'month', 'year', 'custom'] as const;
export type Period = (typeof PERIODS)[number];
export const PERIOD_LABELS: Record<Period, string> = { all: 'All', today: 'Today', week: 'Week', month: 'Month', year: 'Year', custom: 'Custom' };

/** domain.md §9 report dimensions (the rows' entity). */
export const REPORT_DIMENSIONS = ['franchise', 'state', 'city', 'zone', 'vending_machine'] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];
export const REPORT_DIMENSION_LABELS: Record<ReportDimension, string> = {
  franchise: 'Franchise', state: 'State', city: 'City', zone: 'Zone', vending_machine: 'Vending machine',
};

/** domain.md §9 item dimensions (what was sold). */
export const ITEM_DIMENSIONS = ['product', 'category', 'brand', 'unit'] as const;
export type ItemDimension = (typeof ITEM_DIMENSIONS)[number];
export const ITEM_DIMENSION_LABELS: Record<ItemDimension, string> = { product: 'Product', category: 'Category', brand: 'Brand', unit: 'Unit' };

/** domain.md §9 ranking choices. */
export const RANKINGS = ['top10', 'top20pct', 'bottom10', 'bottom20pct', 'all', 'manual'] as const;
export type Ranking = (typeof RANKINGS)[number];
export const RANKING_LABELS: Record<Ranking, string> = {
  top10: 'Top 10', top20pct: 'Top 20%', bottom10: 'Bottom 10', bottom20pct: 'Bottom 20%', all: 'All', manual: 'Select Manually',
};

/** What a sales-analytics row can show (and rank by). */
export const MEASURES = ['net', 'gross', 'discount', 'refund', 'gst', 'cess', 'quantity', 'units_vended', 'vends_success', 'vends_failed'] as const;
export type Measure = (typeof MEASURES)[number];
export const MEASURE_LABELS: Record<Measure, string> = {
  net: 'Net sales', gross: 'Gross sales', discount: 'Discount', refund: 'Refunds', gst: 'GST', cess: 'Cess',
  quantity: 'Units ordered', units_vended: 'Units vended', vends_success: 'Vends succeeded', vends_failed: 'Vends failed',
};
export const MONEY_MEASURES: readonly Measure[] = ['net', 'gross', 'discount', 'refund', 'gst', 'cess'];

/** console.md §9: under 41 % red, 41–70 yellow, above 70 green. */
export function progressColour(percent: number): 'red' | 'yellow' | 'green' {
  if (percent < 41) return 'red';
  if (percent <= 70) return 'yellow';
  return 'green';
}

/** A day of a custom period: YYYY-MM-DD, and a day within the years a request may name (else the period is too long). */
const day = () => checked(string(), (v) => {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return ANALYTICS_MESSAGES.badDay;
  if (isDay(v)) return null;
  const year = Number(v.slice(0, 4));
  return year < DATE_YEARS.min || year > DATE_YEARS.max ? ANALYTICS_MESSAGES.tooLong : ANALYTICS_MESSAGES.badDay;
});

/** The period of every analytics request: a choice, and the days of a custom one. */
export const PeriodFields = {
  period: enums(PERIODS),
  from: optional(day()),
  to: optional(day()),
};

/** The UTC days a period covers, given today (UTC, YYYY-MM-DD); null bounds are open (All). The week starts on Sunday (console.md §9). */
export function periodDays(period: Period, today: string, from?: string, to?: string): { from: string | null; to: string | null } | 'noRange' {
  const t = new Date(`${today}T00:00:00Z`);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  switch (period) {
    case 'all': return { from: null, to: null };
    case 'today': return { from: today, to: today };
    case 'week': return { from: iso(new Date(t.getTime() - t.getUTCDay() * 86_400_000)), to: today };
    case 'month': return { from: `${today.slice(0, 8)}01`, to: today };
    case 'year': return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'custom': return from && to ? { from, to } : 'noRange';
  }
}

/** A machine set of /analytics-vm and the finance report: machines, or those of franchises, states, cities, zones. */
const MachineSetFields = {
  vending_machine_id: optional(idList(200)),
  franchise_id: optional(idList(200)),
  state: optional(boundedArray(text(100), 100)),
  city: optional(boundedArray(text(100), 200)),
  zone_id: optional(idList(200)),
};

/** The headline figures of a span of days. */
const Figures = object({
  /** Orders placed, and those paid (payment status 1). */
  orders: number(),
  paid_orders: number(),
  /** What paid orders were charged after discount, their discount and their refunds (rupees). */
  sales: number(),
  discount: number(),
  refunds: number(),
  refund_orders: number(),
  refunds_pending: number(),
  /** sales − refunds. */
  net_sales: number(),
  vend_success: number(),
  vend_partial: number(),
  vend_failed: number(),
  vend_pending: number(),
  /** Share of finished vends that succeeded, 0–100 (null without finished vends). */
  vend_success_rate: nullable(number()),
});

const Ranked = object({ id: number(), name: string(), net: number(), units: number() });

export const Dashboard = object({
  today: string(),
  from: nullable(string()),
  to: nullable(string()),
  today_figures: Figures,
  period_figures: Figures,
  /** Machines now: online (active, no open fault), offline (inactive or an open "offline" fault), faulted (status Failed or another open fault). */
  machines: object({ total: number(), online: number(), offline: number(), faulted: number() }),
  /** Machines with a product at or below a fifth of its capacity; warehouses with a product below its reorder level. */
  low_stock: object({ machines: number(), warehouses: number() }),
  top_products: array(Ranked),
  bottom_products: array(Ranked),
  top_machines: array(Ranked),
  bottom_machines: array(Ranked),
  /** Net sales and orders per day of the period (at most the last 92 days of it). */
  days: array(object({ day: string(), net_sales: number(), orders: number() })),
});

export const getDashboard = defineAction({
  area,
  name: 'get.dashboard',
  kind: 'read',
  summary:
    'Today and the chosen period at a glance: sales, orders, vend success rate, refunds, machines online/offline/faulted, ' +
    'low-stock machines and warehouses, top and bottom five products and machines, and net sales per day. From the roll-ups; ' +
    '400 "Time range not specified" for a custom period without both days.',
  permissions: ['PERM_VIEW_DASHBOARD'],
  request: object(PeriodFields),
  response: data(Dashboard),
});

export const VmAnalyticsRow = object({
  id: number(),
  name: string(),
  code: string(),
  city: string(),
  orders: number(),
  net_sales: number(),
  units_vended: number(),
  vend_success: number(),
  vend_partial: number(),
  vend_failed: number(),
  vend_pending: number(),
  refunds: number(),
  /** OUT_OF_STOCK events in the period. */
  stock_outs: number(),
  /** Refill plans executed in the period, and their average interval in days (null with fewer than two). */
  refills: number(),
  refill_interval_days: nullable(number()),
  /** Share of the period without an open fault, 0–100 (fault history: vm_faults). */
  uptime: number(),
});

export const VmAnalytics = object({
  from: nullable(string()),
  to: nullable(string()),
  rows: array(VmAnalyticsRow),
  /** More machines matched than the 200 shown (the busiest by net sales are shown). */
  truncated: boolean(),
  days: array(object({ day: string(), net_sales: number(), orders: number() })),
});

export const getVmAnalytics = defineAction({
  area,
  name: 'get.vm_analytics',
  kind: 'read',
  summary:
    'Per machine over the period: orders, net sales, units, vends by status, refunds, stock-outs, refills and their interval, ' +
    'uptime (from the fault history); for the chosen machines or those of the given franchises, states, cities and zones; ' +
    'at most 200 machines (the busiest), with net sales per day for the chart.',
  permissions: ['PERM_VIEW_DASHBOARD'],
  request: object({ ...PeriodFields, ...MachineSetFields }),
  response: data(VmAnalytics),
});

/** The choice a sales-analytics screen (and a saved template) holds. */
export const SalesAnalyticsQuery = object({
  ...PeriodFields,
  report_dimension: enums(REPORT_DIMENSIONS),
  item_dimension: optional(nullable(enums(ITEM_DIMENSIONS))),
  ranking: enums(RANKINGS),
  /** What ranking orders by, and what the rows show. */
  rank_by: enums(MEASURES),
  measures: boundedArray(enums(MEASURES), MEASURES.length),
  /** With "Select Manually": the report dimension's keys to show. */
  selected: optional(boundedArray(text(100), 200)),
});

export const SalesAnalyticsRow = object({
  /** The report entity: its key (id or the state/city text) and name. */
  key: string(),
  name: string(),
  /** The item (null without an item dimension). */
  item_key: nullable(string()),
  item_name: nullable(string()),
  values: object(Object.fromEntries(MEASURES.map((m) => [m, number()])) as Record<Measure, ReturnType<typeof number>>),
});

export const SalesAnalytics = object({
  from: nullable(string()),
  to: nullable(string()),
  /** Report entities after ranking, in rank order, with their totals. */
  groups: array(object({ key: string(), name: string(), values: SalesAnalyticsRow.schema.values })),
  /** Report × item rows of the ranked groups (the groups' totals when no item dimension). */
  rows: array(SalesAnalyticsRow),
  /** Every report entity of the period (for "Select Manually"), by name. */
  choices: array(object({ key: string(), name: string() })),
  totals: SalesAnalyticsRow.schema.values,
});

export const getSalesAnalytics = defineAction({
  area,
  name: 'get.sales_analytics',
  kind: 'read',
  summary:
    'Sales by a report dimension (franchise, state, city, zone, vending machine) and optionally an item dimension (product, ' +
    'category, brand, unit) over a period, ranked (Top 10, Top 20%, Bottom 10, Bottom 20%, All, Select Manually) by a measure. ' +
    'From the roll-ups; 400 "Time range not specified" for a custom period without both days.',
  permissions: ['PERM_VIEW_SALES_ANALYTICS'],
  request: SalesAnalyticsQuery,
  response: data(SalesAnalytics),
});

export const downloadSalesAnalytics = defineAction({
  area,
  name: 'download.sales_analytics',
  kind: 'read',
  summary: 'The rows of get.sales_analytics for a CSV or spreadsheet download: only with PERM_DOWNLOAD_SALES_ANALYTICS.',
  permissions: ['PERM_DOWNLOAD_SALES_ANALYTICS'],
  request: SalesAnalyticsQuery,
  response: data(SalesAnalytics),
});

export const SalesAnalyticsTemplate = object({
  id: number(),
  name: string(),
  query: SalesAnalyticsQuery,
  created_at: string(),
  version: number(),
});

export const listSalesAnalyticsTemplates = defineAction({
  area,
  name: 'list.sales_analytics_templates',
  kind: 'read',
  summary: "The company's saved sales-analytics templates (a franchise user's: their franchise's and the company-wide ones; a retailer's staff's: their retailer's), by name.",
  permissions: ['PERM_VIEW_SALES_ANALYTICS'],
  request: object({}),
  response: list(SalesAnalyticsTemplate),
});

export const getSalesAnalyticsTemplate = defineAction({
  area,
  name: 'get.sales_analytics_template',
  kind: 'read',
  summary: 'A saved template: /sales-analytics?templateId={id} reopens its choice. 404 out of reach.',
  permissions: ['PERM_VIEW_SALES_ANALYTICS'],
  request: object({ id: dbId() }),
  response: data(SalesAnalyticsTemplate),
});

export const createSalesAnalyticsTemplate = defineAction({
  area,
  name: 'create.sales_analytics_template',
  kind: 'write',
  summary: 'Saves the current choice under a name; answers the template (its id goes into the URL).',
  permissions: ['PERM_VIEW_SALES_ANALYTICS'],
  request: object({ name: checked(requiredText(100)), query: SalesAnalyticsQuery }),
  response: data(SalesAnalyticsTemplate),
});

export const deleteSalesAnalyticsTemplate = defineAction({
  area,
  name: 'delete.sales_analytics_template',
  kind: 'write',
  summary: "Removes a saved template. Franchise staff remove only their franchise's (403 for a company-wide one).",
  permissions: ['PERM_VIEW_SALES_ANALYTICS'],
  request: object({ id: dbId(), version: version() }),
  response: object({ data: nullable(object({})) }),
});

/** The finance report's entities (its rows). */
export const FINANCE_ENTITIES = ['company', 'franchise', 'vending_machine', 'day'] as const;
export type FinanceEntity = (typeof FINANCE_ENTITIES)[number];
export const FINANCE_ENTITY_LABELS: Record<FinanceEntity, string> = {
  company: 'Company', franchise: 'Franchise', vending_machine: 'Vending machine', day: 'Day',
};
export const PAYMENT_MODES = ['UPI', 'CARD', 'WALLET', 'CASH'] as const;

export const FinanceRow = object({
  key: string(),
  name: string(),
  orders: number(),
  /** Paid orders: charged after discount (sales), the discount, refunds, net = sales − refunds. */
  gross: number(),
  discount: number(),
  sales: number(),
  refunds: number(),
  net: number(),
  /** Taxes inside the net sales of vended units (from the line roll-up). */
  gst: number(),
  cess: number(),
  /** Sales per payment mode. */
  upi: number(),
  card: number(),
  wallet: number(),
  cash: number(),
});

export const FinanceReport = object({
  from: nullable(string()),
  to: nullable(string()),
  entity: enums(FINANCE_ENTITIES),
  rows: array(FinanceRow),
  totals: FinanceRow,
  /**
   * Cash collections created in the period: what machines should have yielded, what was picked up and received, and the over (+) / short (−).
   * A machine's expected cash is its DEX audit's where one is paired with the collection (as in list.cash_accountability), else the recorded amount.
   */
  cash: object({
    collections: number(),
    expected: number(),
    /** Machine lines whose expected cash came from a DEX audit, of all lines. */
    lines_from_dex: number(),
    lines: number(),
    picked_up: number(),
    received: number(),
    over_short: number(),
    pending: number(),
  }),
});

const FinanceRequest = object({ ...PeriodFields, entity: enums(FINANCE_ENTITIES), ...MachineSetFields });

export const getFinanceReport = defineAction({
  area,
  name: 'get.finance_report',
  kind: 'read',
  summary:
    'The finance report over a period, per company, franchise, machine or day: gross, discounts, sales, refunds, net, GST and ' +
    'cess, sales per payment mode; and the cash collected with its over/short. From the roll-ups.',
  permissions: ['PERM_VIEW_FINANCE_REPORT'],
  request: FinanceRequest,
  response: data(FinanceReport),
});

export const downloadFinanceReport = defineAction({
  area,
  name: 'download.finance_report',
  kind: 'read',
  summary: 'The finance report as rows for a CSV or spreadsheet download (console.md §7).',
  permissions: ['PERM_VIEW_FINANCE_REPORT'],
  request: FinanceRequest,
  response: data(FinanceReport),
});
