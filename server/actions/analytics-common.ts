/**
 * What the analytics screens share (server/actions/analytics-*.ts): the period's days, the
 * caller's reach over the roll-ups, machine sets and the machine joins, number helpers, and
 * the net-sales-per-day series. Figures come from the roll-ups (server/analytics/rollups.ts),
 * never from orders. The reach is list.orders': the caller's company, a franchise user's
 * own franchise (the order's franchise at the sale), and a retailer's staff their retailer's
 * machines (today's, summed from the per-machine roll-ups: `byMachine`).
 */
import { sql, type SQL } from 'drizzle-orm';
import * as contract from '../../contract/actions/analytics.ts';
import { ALL_TIME_START, type RolledPeriod } from '../analytics/period-rollups.ts';
import type { Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { invalid } from '../http/errors.ts';
import { narrowingRetailer, retailerMachines } from '../kit/scope.ts';

export const M = contract.ANALYTICS_MESSAGES;
export const money = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;
export const int = (v: unknown) => Number(v ?? 0);
const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? result) as T[];
export async function query<T>(db: Db, statement: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}

export type PeriodInput = { period: contract.Period; from?: string; to?: string };
export interface Span { from: string | null; to: string | null }

/** The period's UTC days, or 400 "Time range not specified" (domain.md §5). */
export function spanOf(input: PeriodInput, now: Date): Span {
  const days = contract.periodDays(input.period, now.toISOString().slice(0, 10), input.from, input.to);
  if (days === 'noRange') throw invalid([{ path: input.from ? 'to' : 'from', message: M.noRange }], M.noRange);
  if (days.from && days.to && days.from > days.to) throw invalid([{ path: 'to', message: M.fromAfterTo }], M.fromAfterTo);
  return days;
}

/**
 * Whether the caller's figures must be summed from the roll-ups kept per machine (sales_daily,
 * sales_orders_daily): a retailer's staff, whose machines the company-wide, area and period
 * roll-ups cannot tell apart.
 */
export const byMachine = (caller: Caller) => narrowingRetailer(caller) !== null;

/** The day roll-up of whole orders the caller's totals come from (alias it `r`; `byMachine`). */
export const ordersDaily = (caller: Caller) => (byMachine(caller) ? sql`sales_orders_daily` : sql`sales_company_daily`);

/** The roll-up rows (alias `r`) the caller reaches within the span; for a retailer's staff, a per-machine roll-up's. */
export function reach(caller: Caller, span: Span, alias = 'r'): SQL {
  const a = sql.raw(alias);
  const retailerId = narrowingRetailer(caller);
  return sql.join([
    sql`${a}.company_id = ${caller.company_id}`,
    caller.franchise_id === null ? sql`true` : sql`${a}.franchise_id = ${caller.franchise_id}`,
    retailerId === null ? sql`true` : sql`${a}.vending_machine_id in ${retailerMachines(retailerId)}`,
    span.from ? sql`${a}.day >= ${span.from}::date` : sql`true`,
    span.to ? sql`${a}.day <= ${span.to}::date` : sql`true`,
  ], sql` and `);
}

/** A calendar period whose roll-up (server/db/schema/analytics-periods.ts) answers a span exactly. */
export interface Rolled { period: RolledPeriod; start: string }

/**
 * The period roll-up row set for a company-wide caller asking for this month, this year or all
 * time; null otherwise (a franchise user, a retailer's staff, Today, Week, Custom: the daily roll-ups answer).
 */
export function rolledOf(caller: Caller, input: PeriodInput, span: Span): Rolled | null {
  if (caller.franchise_id !== null || byMachine(caller)) return null;
  if (input.period === 'all') return { period: 'all', start: ALL_TIME_START };
  if ((input.period === 'month' || input.period === 'year') && span.from) return { period: input.period, start: span.from };
  return null;
}

/** The period roll-up rows (alias `r`) of the caller's company for that period. */
export function rolledReach(caller: Caller, rolled: Rolled, alias = 'r'): SQL {
  const a = sql.raw(alias);
  return sql`${a}.company_id = ${caller.company_id} and ${a}.period = ${rolled.period} and ${a}.start = ${rolled.start}::date`;
}

export type MachineSet = { vending_machine_id?: number[]; franchise_id?: number[]; state?: string[]; city?: string[]; zone_id?: number[] };
export const list = (values: readonly (string | number)[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/** The machine (alias `m`, with `w` warehouse, `st` store) belongs to the chosen set. */
export function machineSet(set: MachineSet): SQL {
  const parts: SQL[] = [];
  if (set.vending_machine_id?.length) parts.push(sql`m.id in (${list(set.vending_machine_id)})`);
  if (set.franchise_id?.length) parts.push(sql`m.franchise_id in (${list(set.franchise_id)})`);
  if (set.zone_id?.length) parts.push(sql`m.zone_id in (${list(set.zone_id)})`);
  if (set.city?.length) parts.push(sql`m.city in (${list(set.city)})`);
  if (set.state?.length) parts.push(sql`${STATE} in (${list(set.state)})`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}
export const hasMachineSet = (set: MachineSet) => Object.values(set).some((v) => Array.isArray(v) && v.length > 0);

/** A machine's state: its store's, else its warehouse's (machines have a city, not a state). */
export const STATE = sql`coalesce(nullif(st.state, ''), nullif(w.state, ''), 'Not set')`;
export const MACHINE_JOINS = sql`join vending_machines m on m.id = r.vending_machine_id
  left join warehouses w on w.id = m.warehouse_id left join stores st on st.id = m.store_id`;

/** The last `n` days of a span (the dashboard's and machine chart's series). */
export function chartSpan(span: Span, today: string, n = 92): Span {
  const to = span.to ?? today;
  const earliest = new Date(Date.parse(`${to}T00:00:00Z`) - (n - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from: span.from && span.from > earliest ? span.from : earliest, to };
}

export async function daySeries(db: Db, caller: Caller, span: Span, today: string, machines?: SQL) {
  const rows = await query<{ day: string; net_sales: unknown; orders: unknown }>(db, sql`
    select to_char(r.day, 'YYYY-MM-DD') as day, coalesce(sum(r.amount - r.refund_amount), 0) as net_sales, coalesce(sum(r.orders), 0)::int as orders
    from ${machines ? sql`sales_orders_daily` : ordersDaily(caller)} r ${machines ? sql`join vending_machines m on m.id = r.vending_machine_id
      left join warehouses w on w.id = m.warehouse_id left join stores st on st.id = m.store_id` : sql``}
    where ${reach(caller, chartSpan(span, today))} ${machines ? sql`and ${machines}` : sql``}
    group by r.day order by r.day`);
  return rows.map((r) => ({ day: String(r.day), net_sales: money(r.net_sales), orders: int(r.orders) }));
}

/** `and` the machine (alias `m`) is the caller's retailer's, for a retailer's staff; nothing for others. */
export function retailerOfMachine(caller: Caller): SQL {
  const retailerId = narrowingRetailer(caller);
  return retailerId === null ? sql`` : sql`and m.retailer_id = ${retailerId}`;
}

export const machineReach = (caller: Caller) =>
  sql`m.company_id = ${caller.company_id} and m.deleted_at is null ${caller.franchise_id === null ? sql`` : sql`and m.franchise_id = ${caller.franchise_id}`} ${retailerOfMachine(caller)}`;

/** At most this many rows are answered (the busiest first). */
export const MAX_ROWS = 2000;
