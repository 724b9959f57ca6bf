/**
 * A machine's report (console.md §6 VIEW_VM_REPORT; issue 38 "its report: sales and stock over a
 * date range"), shown in the "Report" section of /vm/{id} for holders of PERM_VIEW_VM_REPORT.
 * Days are UTC calendar days like the order counts; money is in rupees with paise as the orders
 * store it (numeric 12,2). Decided in docs/decisions.md "Machine report and board on the machine form".
 */
import { array, number, object, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { checked, data, dbId, isCalendarDay } from '../structs.ts';

export const VM_REPORT_PERMISSION = 'PERM_VIEW_VM_REPORT' as const;

/** The longest range one report covers (a year and a day, for leap years). */
export const VM_REPORT_MAX_DAYS = 366;
/** The range /vm/{id} shows before one is chosen: the last 7 days, today included. */
export const VM_REPORT_DEFAULT_DAYS = 7;
/** The quick ranges of the screen, in days ending today. */
export const VM_REPORT_PRESETS = [
  { days: 1, name: 'Today' },
  { days: 7, name: 'Last 7 days' },
  { days: 30, name: 'Last 30 days' },
  { days: 90, name: 'Last 90 days' },
] as const;

export const VM_REPORT_MESSAGES = {
  badDay: 'Enter a date as YYYY-MM-DD.',
  fromAfterTo: 'The start date must not be after the end date.',
  tooLong: `Choose a range of at most ${VM_REPORT_MAX_DAYS} days.`,
  noOrders: 'No orders in this range.',
} as const;

/** A calendar day, YYYY-MM-DD, that exists, within the years a request may name. */
export const isDay = (v: string): boolean => isCalendarDay(v);
const day = () => checked(string(), (v) => (typeof v === 'string' && isDay(v) ? null : VM_REPORT_MESSAGES.badDay));

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The UTC day `days - 1` before `today`, and `today`: a range of `days` days ending today. */
export function rangeEnding(today: string, days: number): { from: string; to: string } {
  const start = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000);
  return { from: start.toISOString().slice(0, 10), to: today };
}

/** What one day (or the whole range) of the machine's orders adds up to. */
const Figures = {
  /** Orders placed at the machine. */
  orders: number(),
  /** Units dropped to customers (items_vend). */
  units_vended: number(),
  /** Amount charged on paid orders (payment status 1), after discount. */
  revenue: number(),
  /** Refunded to customers (refund_amount of orders with a refund). */
  refund_amount: number(),
  /** revenue − refund_amount. */
  net_revenue: number(),
  /** Vend status 1. */
  vend_success: number(),
  /** Vend status 2: some units dropped, some not. */
  partial_vend: number(),
  /** Vend status 3 (vend failure) and 4 (timed out). */
  vend_failure: number(),
  /** Orders with a refund (in progress or done). */
  refunds: number(),
};

export const VmReportDay = object({ day: string(), ...Figures });
export const VmReportTotals = object(Figures);

export const VmReportProduct = object({
  product_id: number(),
  sku: string(),
  name: string(),
  /** Units of it vended in the range. */
  units_sold: number(),
  /** Its share of what customers paid for the vended units (line price less discount, per unit vended). */
  sales: number(),
  /** Units in the machine's slots now, and their capacity (item_layout_max); 0 when no slot holds it any more. */
  stock: number(),
  capacity: number(),
  /** The coils it is in now, in coil order. */
  coils: array(string()),
});

export const VmReport = object({
  vending_machine: object({ id: number(), name: string(), code: string() }),
  from: string(),
  to: string(),
  /** One row per day of the range, oldest first; days without orders are zeros. */
  days: array(VmReportDay),
  totals: VmReportTotals,
  /** Products sold in the range or in a slot now, by units sold (most first), then name. */
  products: array(VmReportProduct),
  /** When the report was read (stock is as of then). */
  generated_at: string(),
});

export const getVmReport = defineAction({
  area: 'vending-machine-management',
  name: 'get.vm_report',
  kind: 'read',
  summary:
    "A machine's sales and stock from `from` to `to` (UTC days, both included, at most 366): per day and in total its orders, " +
    'units vended, revenue (paid orders, rupees), refunds, vend successes, partial vends and failures; per product the units ' +
    'sold and the stock in its slots now. 404 for a machine out of reach.',
  permissions: [VM_REPORT_PERMISSION],
  request: object({ vending_machine_id: dbId(), from: day(), to: day() }),
  response: data(VmReport),
});
