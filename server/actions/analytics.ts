/**
 * /api/analytics: the dashboard, machine analytics, sales analytics (+ templates) and the
 * finance report. Figures come from the roll-ups `sales_daily` and `sales_orders_daily`
 * (server/analytics/rollups.ts), never from orders: the cost follows the days × machines
 * (× products) of the period, not the number of orders. The reach is list.orders': the
 * caller's company, and a franchise user's own franchise (the order's franchise at the sale).
 */
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import * as contract from '../../contract/actions/analytics.ts';
import { callerOf, handle, type Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { salesAnalyticsTemplates } from '../db/schema/index.ts';
import { conflict, invalid, notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { audit } from '../kit/audit.ts';

const M = contract.ANALYTICS_MESSAGES;
const money = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;
const int = (v: unknown) => Number(v ?? 0);
const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? result) as T[];
async function query<T>(db: Db, statement: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}

type PeriodInput = { period: contract.Period; from?: string; to?: string };
interface Span { from: string | null; to: string | null }

/** The period's UTC days, or 400 "Time range not specified" (domain.md §5). */
export function spanOf(input: PeriodInput, now: Date): Span {
  const days = contract.periodDays(input.period, now.toISOString().slice(0, 10), input.from, input.to);
  if (days === 'noRange') throw invalid([{ path: input.from ? 'to' : 'from', message: M.noRange }], M.noRange);
  if (days.from && days.to && days.from > days.to) throw invalid([{ path: 'to', message: M.fromAfterTo }], M.fromAfterTo);
  return days;
}

/** The roll-up rows (alias `r`) the caller reaches within the span. */
function reach(caller: Caller, span: Span, alias = 'r'): SQL {
  const a = sql.raw(alias);
  return sql.join([
    sql`${a}.company_id = ${caller.company_id}`,
    caller.franchise_id === null ? sql`true` : sql`${a}.franchise_id = ${caller.franchise_id}`,
    span.from ? sql`${a}.day >= ${span.from}::date` : sql`true`,
    span.to ? sql`${a}.day <= ${span.to}::date` : sql`true`,
  ], sql` and `);
}

type MachineSet = { vending_machine_id?: number[]; franchise_id?: number[]; state?: string[]; city?: string[]; zone_id?: number[] };
const list = (values: readonly (string | number)[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/** The machine (alias `m`, with `w` warehouse, `st` store) belongs to the chosen set. */
function machineSet(set: MachineSet): SQL {
  const parts: SQL[] = [];
  if (set.vending_machine_id?.length) parts.push(sql`m.id in (${list(set.vending_machine_id)})`);
  if (set.franchise_id?.length) parts.push(sql`m.franchise_id in (${list(set.franchise_id)})`);
  if (set.zone_id?.length) parts.push(sql`m.zone_id in (${list(set.zone_id)})`);
  if (set.city?.length) parts.push(sql`m.city in (${list(set.city)})`);
  if (set.state?.length) parts.push(sql`${STATE} in (${list(set.state)})`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}
const hasMachineSet = (set: MachineSet) => Object.values(set).some((v) => Array.isArray(v) && v.length > 0);

/** A machine's state: its store's, else its warehouse's (machines have a city, not a state). */
const STATE = sql`coalesce(nullif(st.state, ''), nullif(w.state, ''), 'Not set')`;
const MACHINE_JOINS = sql`join vending_machines m on m.id = r.vending_machine_id
  left join warehouses w on w.id = m.warehouse_id left join stores st on st.id = m.store_id`;

const REPORT_KEY: Record<contract.ReportDimension, { key: SQL; name: SQL; joins: SQL }> = {
  franchise: { key: sql`r.franchise_id::text`, name: sql`coalesce(max(fr.name), 'Company machines')`, joins: sql`left join franchises fr on fr.id = r.franchise_id` },
  state: { key: STATE, name: sql`max(${STATE})`, joins: sql`` },
  city: { key: sql`coalesce(nullif(m.city, ''), 'Not set')`, name: sql`max(coalesce(nullif(m.city, ''), 'Not set'))`, joins: sql`` },
  zone: { key: sql`coalesce(m.zone_id, 0)::text`, name: sql`coalesce(max(z.name), 'No zone')`, joins: sql`left join zones z on z.id = m.zone_id` },
  vending_machine: { key: sql`m.id::text`, name: sql`max(m.name)`, joins: sql`` },
};
const ITEM_KEY: Record<contract.ItemDimension, { key: SQL; name: SQL; joins: SQL }> = {
  product: { key: sql`r.product_id::text`, name: sql`coalesce(max(p.name), 'Unknown product')`, joins: sql`` },
  category: { key: sql`coalesce(p.category_id, 0)::text`, name: sql`coalesce(max(pc.name), 'Not set')`, joins: sql`left join product_categories pc on pc.id = p.category_id` },
  brand: { key: sql`coalesce(p.brand_id, 0)::text`, name: sql`coalesce(max(b.name), 'Not set')`, joins: sql`left join brands b on b.id = p.brand_id` },
  unit: { key: sql`coalesce(p.unit_id, 0)::text`, name: sql`coalesce(max(pu.name), 'Not set')`, joins: sql`left join product_units pu on pu.id = p.unit_id` },
};

const MEASURE_SQL: Record<contract.Measure, SQL> = {
  net: sql`sum(r.net)`, gross: sql`sum(r.gross)`, discount: sql`sum(r.discount)`, refund: sql`sum(r.refund)`,
  gst: sql`sum(r.gst)`, cess: sql`sum(r.cess)`, quantity: sql`sum(r.quantity)`, units_vended: sql`sum(r.units_vended)`,
  vends_success: sql`sum(r.vends_success)`, vends_failed: sql`sum(r.vends_failed)`,
};
const measureColumns = sql.join(contract.MEASURES.map((m) => sql`${MEASURE_SQL[m]} as ${sql.raw(m)}`), sql`, `);
type Values = Record<contract.Measure, number>;
const valuesOf = (r: Record<string, unknown>): Values =>
  Object.fromEntries(contract.MEASURES.map((m) => [m, contract.MONEY_MEASURES.includes(m) ? money(r[m]) : int(r[m])])) as Values;

/** At most this many report entities are ranked and this many rows answered (the busiest first). */
const MAX_GROUPS = 1000;
const MAX_ROWS = 2000;

type SalesQuery = Infer<typeof contract.SalesAnalyticsQuery>;

/** Ranks the groups (already ordered by the measure, most first) as the ranking asks. */
export function rankGroups<G extends { key: string }>(groups: G[], ranking: contract.Ranking, selected: readonly string[] = []): G[] {
  const fifth = Math.ceil(groups.length * 0.2);
  switch (ranking) {
    case 'top10': return groups.slice(0, 10);
    case 'top20pct': return groups.slice(0, fifth);
    case 'bottom10': return groups.slice(-10).reverse();
    case 'bottom20pct': return groups.slice(groups.length - fifth).reverse();
    case 'all': return groups;
    case 'manual': {
      const chosen = new Set(selected);
      return groups.filter((g) => chosen.has(g.key));
    }
  }
}

export async function salesAnalytics(db: Db, caller: Caller, input: SalesQuery, now: Date): Promise<Infer<typeof contract.SalesAnalytics>> {
  const span = spanOf(input, now);
  const report = REPORT_KEY[input.report_dimension];
  const where = reach(caller, span);
  const groups = await query<Record<string, unknown> & { key: string; name: string }>(db, sql`
    select ${report.key} as key, ${report.name} as name, ${measureColumns}
    from sales_daily r ${MACHINE_JOINS} ${report.joins}
    where ${where}
    group by 1
    order by ${MEASURE_SQL[input.rank_by]} desc nulls last, 1
    limit ${MAX_GROUPS}`);
  const all = groups.map((g) => ({ key: String(g.key), name: String(g.name), values: valuesOf(g) }));
  const ranked = rankGroups(all, input.ranking, input.selected ?? []);
  const totals = Object.fromEntries(contract.MEASURES.map((m) => [m, 0])) as Values;
  for (const g of ranked) for (const m of contract.MEASURES) totals[m] += g.values[m];
  for (const m of contract.MONEY_MEASURES) totals[m] = money(totals[m]);

  let rows: Infer<typeof contract.SalesAnalyticsRow>[];
  const item = input.item_dimension ? ITEM_KEY[input.item_dimension] : null;
  if (!item || !ranked.length) {
    rows = ranked.map((g) => ({ ...g, item_key: null, item_name: null }));
  } else {
    const keys = ranked.map((g) => g.key);
    const found = await query<Record<string, unknown> & { key: string; item_key: string; item_name: string }>(db, sql`
      select ${report.key} as key, ${item.key} as item_key, ${item.name} as item_name, ${measureColumns}
      from sales_daily r ${MACHINE_JOINS} ${report.joins}
      left join products p on p.id = r.product_id ${item.joins}
      where ${where} and ${report.key} in (${list(keys)})
      group by 1, 2
      order by ${MEASURE_SQL[input.rank_by]} desc nulls last, 1, 2
      limit ${MAX_ROWS}`);
    const order = new Map(keys.map((k, i) => [k, i]));
    const names = new Map(ranked.map((g) => [g.key, g.name]));
    rows = found
      .map((r) => ({ key: String(r.key), name: names.get(String(r.key)) ?? String(r.key), item_key: String(r.item_key), item_name: String(r.item_name), values: valuesOf(r) }))
      .sort((a, b) => order.get(a.key)! - order.get(b.key)!);
  }
  return {
    from: span.from,
    to: span.to,
    groups: ranked,
    rows,
    choices: [...all].sort((a, b) => a.name.localeCompare(b.name)).map(({ key, name }) => ({ key, name })),
    totals,
  };
}

const FIGURE_COLUMNS = sql`
  coalesce(sum(r.orders), 0)::int as orders, coalesce(sum(r.paid_orders), 0)::int as paid_orders,
  coalesce(sum(r.amount), 0) as sales, coalesce(sum(r.discount), 0) as discount, coalesce(sum(r.refund_amount), 0) as refunds,
  coalesce(sum(r.refunds), 0)::int as refund_orders, coalesce(sum(r.refunds_pending), 0)::int as refunds_pending,
  coalesce(sum(r.vend_success), 0)::int as vend_success, coalesce(sum(r.vend_partial), 0)::int as vend_partial,
  coalesce(sum(r.vend_failed), 0)::int as vend_failed, coalesce(sum(r.vend_pending), 0)::int as vend_pending`;

function figuresOf(r: Record<string, unknown> | undefined): Infer<typeof contract.Dashboard>['today_figures'] {
  const f = {
    orders: int(r?.orders), paid_orders: int(r?.paid_orders), sales: money(r?.sales), discount: money(r?.discount),
    refunds: money(r?.refunds), refund_orders: int(r?.refund_orders), refunds_pending: int(r?.refunds_pending),
    vend_success: int(r?.vend_success), vend_partial: int(r?.vend_partial), vend_failed: int(r?.vend_failed), vend_pending: int(r?.vend_pending),
  };
  const finished = f.vend_success + f.vend_partial + f.vend_failed;
  return { ...f, net_sales: money(f.sales - f.refunds), vend_success_rate: finished ? Math.round((f.vend_success / finished) * 1000) / 10 : null };
}

/** The last `n` days of a span (the dashboard's and machine chart's series). */
function chartSpan(span: Span, today: string, n = 92): Span {
  const to = span.to ?? today;
  const earliest = new Date(Date.parse(`${to}T00:00:00Z`) - (n - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from: span.from && span.from > earliest ? span.from : earliest, to };
}

async function daySeries(db: Db, caller: Caller, span: Span, today: string, machines?: SQL) {
  const rows = await query<{ day: string; net_sales: unknown; orders: unknown }>(db, sql`
    select to_char(r.day, 'YYYY-MM-DD') as day, coalesce(sum(r.amount - r.refund_amount), 0) as net_sales, coalesce(sum(r.orders), 0)::int as orders
    from sales_orders_daily r ${machines ? sql`join vending_machines m on m.id = r.vending_machine_id
      left join warehouses w on w.id = m.warehouse_id left join stores st on st.id = m.store_id` : sql``}
    where ${reach(caller, chartSpan(span, today))} ${machines ? sql`and ${machines}` : sql``}
    group by r.day order by r.day`);
  return rows.map((r) => ({ day: String(r.day), net_sales: money(r.net_sales), orders: int(r.orders) }));
}

const machineReach = (caller: Caller) =>
  sql`m.company_id = ${caller.company_id} and m.deleted_at is null ${caller.franchise_id === null ? sql`` : sql`and m.franchise_id = ${caller.franchise_id}`}`;

async function dashboard(db: Db, caller: Caller, input: PeriodInput, now: Date): Promise<Infer<typeof contract.Dashboard>> {
  const today = now.toISOString().slice(0, 10);
  const span = spanOf(input, now);
  const todaySpan = { from: today, to: today };
  const ranked = (table: 'product' | 'machine', dir: 'desc' | 'asc') => query<{ id: number; name: string; net: unknown; units: unknown }>(db, table === 'product'
    ? sql`select r.product_id as id, max(p.name) as name, sum(r.net) as net, sum(r.units_vended)::int as units
        from sales_daily r join products p on p.id = r.product_id where ${reach(caller, span)}
        group by r.product_id order by sum(r.net) ${sql.raw(dir)}, r.product_id limit 5`
    : sql`select r.vending_machine_id as id, max(m.name) as name, sum(r.amount - r.refund_amount) as net, 0 as units
        from sales_orders_daily r join vending_machines m on m.id = r.vending_machine_id where ${reach(caller, span)}
        group by r.vending_machine_id order by sum(r.amount - r.refund_amount) ${sql.raw(dir)}, r.vending_machine_id limit 5`);
  const [[todayRow], [periodRow], [machines], [lowMachines], [lowWarehouses], topP, bottomP, topM, bottomM, days] = await Promise.all([
    query<Record<string, unknown>>(db, sql`select ${FIGURE_COLUMNS} from sales_orders_daily r where ${reach(caller, todaySpan)}`),
    query<Record<string, unknown>>(db, sql`select ${FIGURE_COLUMNS} from sales_orders_daily r where ${reach(caller, span)}`),
    query<Record<string, unknown>>(db, sql`select count(*)::int as total, count(*) filter (where m.status = 1)::int as online,
      count(*) filter (where m.status = 2)::int as offline, count(*) filter (where m.status = 3)::int as faulted
      from vending_machines m where ${machineReach(caller)}`),
    query<{ n: unknown }>(db, sql`select count(*)::int as n from (
      select s.vending_machine_id from vm_slots s join vending_machines m on m.id = s.vending_machine_id
      where ${machineReach(caller)} and m.status = 1 and s.product_id is not null
      group by s.vending_machine_id having sum(s.quantity) * 100 < 41 * greatest(sum(s.item_layout_max), 1)) low`),
    caller.franchise_id === null
      ? query<{ n: unknown }>(db, sql`select count(distinct ws.warehouse_id)::int as n from warehouse_stock ws
          join warehouses wh on wh.id = ws.warehouse_id
          where wh.company_id = ${caller.company_id} and ws.reorder_level > 0 and ws.stock < ws.reorder_level`)
      : Promise.resolve([{ n: 0 }]),
    ranked('product', 'desc'), ranked('product', 'asc'), ranked('machine', 'desc'), ranked('machine', 'asc'),
    daySeries(db, caller, span, today),
  ]);
  const toRanked = (r: { id: number; name: string; net: unknown; units: unknown }) => ({ id: int(r.id), name: String(r.name), net: money(r.net), units: int(r.units) });
  return {
    today,
    from: span.from,
    to: span.to,
    today_figures: figuresOf(todayRow),
    period_figures: figuresOf(periodRow),
    machines: { total: int(machines?.total), online: int(machines?.online), offline: int(machines?.offline), faulted: int(machines?.faulted) },
    low_stock: { machines: int(lowMachines?.n), warehouses: int(lowWarehouses?.n) },
    top_products: topP.map(toRanked),
    bottom_products: bottomP.map(toRanked),
    top_machines: topM.map(toRanked),
    bottom_machines: bottomM.map(toRanked),
    days,
  };
}

const VM_LIMIT = 200;

async function vmAnalytics(db: Db, caller: Caller, input: PeriodInput & MachineSet, now: Date): Promise<Infer<typeof contract.VmAnalytics>> {
  const today = now.toISOString().slice(0, 10);
  const span = spanOf(input, now);
  const set = machineSet(input);
  // The machines: those with sales in the period (busiest first), then the rest of the set.
  const machines = await query<Record<string, unknown> & { id: number }>(db, sql`
    select m.id, m.name, m.code, m.city,
      coalesce(s.orders, 0)::int as orders, coalesce(s.net, 0) as net_sales, coalesce(s.vend_success, 0)::int as vend_success,
      coalesce(s.vend_partial, 0)::int as vend_partial, coalesce(s.vend_failed, 0)::int as vend_failed,
      coalesce(s.vend_pending, 0)::int as vend_pending, coalesce(s.refunds, 0)::int as refunds
    from vending_machines m
      left join warehouses w on w.id = m.warehouse_id left join stores st on st.id = m.store_id
      left join (
        select r.vending_machine_id, sum(r.orders) as orders, sum(r.amount - r.refund_amount) as net, sum(r.vend_success) as vend_success,
          sum(r.vend_partial) as vend_partial, sum(r.vend_failed) as vend_failed, sum(r.vend_pending) as vend_pending, sum(r.refunds) as refunds
        from sales_orders_daily r where ${reach(caller, span)} group by r.vending_machine_id
      ) s on s.vending_machine_id = m.id
    where ${machineReach(caller)} and ${set}
    order by coalesce(s.net, 0) desc, m.name, m.id
    limit ${VM_LIMIT + 1}`);
  const truncated = machines.length > VM_LIMIT;
  const shown = machines.slice(0, VM_LIMIT);
  const ids = shown.map((m) => int(m.id));
  const start = span.from ? new Date(`${span.from}T00:00:00Z`) : null;
  const end = new Date(Date.parse(`${span.to ?? today}T00:00:00Z`) + 86_400_000);
  const periodEnd = end.getTime() > now.getTime() ? now : end;
  const [units, stockOuts, refills, faults] = ids.length ? await Promise.all([
    query<{ id: number; n: unknown }>(db, sql`select r.vending_machine_id as id, sum(r.units_vended)::int as n from sales_daily r
      where ${reach(caller, span)} and r.vending_machine_id in (${list(ids)}) group by 1`),
    query<{ id: number; n: unknown }>(db, sql`select e.vending_machine_id as id, count(*)::int as n from vm_events e
      where e.vending_machine_id in (${list(ids)}) and e.type = 'OUT_OF_STOCK'
      ${start ? sql`and e.created_at >= ${start.toISOString()}::timestamptz` : sql``} and e.created_at < ${end.toISOString()}::timestamptz group by 1`),
    query<{ id: number; n: unknown; first: unknown; last: unknown }>(db, sql`select p.vending_machine_id as id, count(*)::int as n,
      min(p.executed_at) as first, max(p.executed_at) as last from refill_plans p
      where p.vending_machine_id in (${list(ids)}) and p.status = 3 and p.executed_at is not null
      ${start ? sql`and p.executed_at >= ${start.toISOString()}::timestamptz` : sql``} and p.executed_at < ${end.toISOString()}::timestamptz group by 1`),
    query<{ id: number; opened_at: unknown; closed_at: unknown }>(db, sql`select f.vending_machine_id as id, f.opened_at, f.closed_at from vm_faults f
      where f.vending_machine_id in (${list(ids)}) and f.opened_at < ${periodEnd.toISOString()}::timestamptz
      ${start ? sql`and (f.closed_at is null or f.closed_at > ${start.toISOString()}::timestamptz)` : sql``}`),
  ]) : [[], [], [], []];
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [int(r.id), r]));
  const unitsOf = byId(units), outsOf = byId(stockOuts), refillsOf = byId(refills);
  // Uptime: the share of the period (from its start, or the machine's first fault for All) with no open fault.
  const down = new Map<number, { from: number; to: number }[]>();
  for (const f of faults) {
    const list = down.get(int(f.id)) ?? [];
    list.push({ from: new Date(String(f.opened_at)).getTime(), to: f.closed_at ? new Date(String(f.closed_at)).getTime() : periodEnd.getTime() });
    down.set(int(f.id), list);
  }
  const uptimeOf = (id: number) => {
    const intervals = (down.get(id) ?? []).sort((a, b) => a.from - b.from);
    const from = start?.getTime() ?? (intervals[0]?.from ?? periodEnd.getTime());
    const length = periodEnd.getTime() - from;
    if (length <= 0) return 100;
    let covered = 0, cursor = from;
    for (const i of intervals) {
      const a = Math.max(i.from, cursor), b = Math.min(i.to, periodEnd.getTime());
      if (b > a) { covered += b - a; cursor = b; }
    }
    return Math.round((1 - covered / length) * 1000) / 10;
  };
  const rows = shown.map((m) => {
    const id = int(m.id);
    const r = refillsOf.get(id);
    const n = int(r?.n);
    const interval = n >= 2 ? (new Date(String(r!.last)).getTime() - new Date(String(r!.first)).getTime()) / 86_400_000 / (n - 1) : null;
    return {
      id, name: String(m.name), code: String(m.code), city: String(m.city ?? ''),
      orders: int(m.orders), net_sales: money(m.net_sales), units_vended: int(unitsOf.get(id)?.n),
      vend_success: int(m.vend_success), vend_partial: int(m.vend_partial), vend_failed: int(m.vend_failed), vend_pending: int(m.vend_pending),
      refunds: int(m.refunds), stock_outs: int(outsOf.get(id)?.n), refills: n,
      refill_interval_days: interval === null ? null : Math.round(interval * 10) / 10, uptime: uptimeOf(id),
    };
  });
  const days = await daySeries(db, caller, span, today, hasMachineSet(input) ? set : undefined);
  return { from: span.from, to: span.to, rows, truncated, days };
}

type FinanceInput = Infer<typeof contract.getFinanceReport.request>;

const FINANCE_KEY: Record<contract.FinanceEntity, { key: SQL; name: SQL; joins: SQL }> = {
  company: { key: sql`r.company_id::text`, name: sql`max(c.name)`, joins: sql`join companies c on c.id = r.company_id` },
  franchise: { key: sql`r.franchise_id::text`, name: sql`coalesce(max(fr.name), 'Company machines')`, joins: sql`left join franchises fr on fr.id = r.franchise_id` },
  vending_machine: { key: sql`r.vending_machine_id::text`, name: sql`max(m.name)`, joins: sql`` },
  day: { key: sql`to_char(r.day, 'YYYY-MM-DD')`, name: sql`to_char(r.day, 'YYYY-MM-DD')`, joins: sql`` },
};

async function financeReport(db: Db, caller: Caller, input: FinanceInput, now: Date): Promise<Infer<typeof contract.FinanceReport>> {
  const span = spanOf(input, now);
  const entity = FINANCE_KEY[input.entity];
  const set = machineSet(input);
  const scoped = hasMachineSet(input);
  const [orderRows, taxRows, [cash]] = await Promise.all([
    query<Record<string, unknown> & { key: string; name: string }>(db, sql`
      select ${entity.key} as key, ${entity.name} as name, sum(r.orders)::int as orders,
        sum(r.amount + r.discount) as gross, sum(r.discount) as discount, sum(r.amount) as sales, sum(r.refund_amount) as refunds,
        sum(r.amount) filter (where r.payment_mode = 'UPI') as upi, sum(r.amount) filter (where r.payment_mode = 'CARD') as card,
        sum(r.amount) filter (where r.payment_mode = 'WALLET') as wallet, sum(r.amount) filter (where r.payment_mode = 'CASH') as cash
      from sales_orders_daily r ${MACHINE_JOINS} ${entity.joins}
      where ${reach(caller, span)} and ${set}
      group by 1 order by 1 limit ${MAX_ROWS}`),
    query<{ key: string; gst: unknown; cess: unknown }>(db, sql`
      select ${entity.key} as key, sum(r.gst) as gst, sum(r.cess) as cess
      from sales_daily r ${MACHINE_JOINS}
      where ${reach(caller, span)} and ${set}
      group by 1`),
    query<Record<string, unknown>>(db, sql`
      select count(distinct cc.id)::int as collections, coalesce(sum(cco.expected_amount), 0) as expected,
        coalesce(sum(cco.picked_up_amount), 0) as picked_up
      from cash_collections cc join cash_collection_orders cco on cco.cash_collection_id = cc.id
      join vending_machines m on m.id = cco.vending_machine_id
      left join warehouses w on w.id = m.warehouse_id left join stores st on st.id = m.store_id
      where cc.company_id = ${caller.company_id} ${caller.franchise_id === null ? sql`` : sql`and m.franchise_id = ${caller.franchise_id}`}
        ${span.from ? sql`and cc.created_at >= ${`${span.from}T00:00:00Z`}::timestamptz` : sql``}
        ${span.to ? sql`and cc.created_at < (${span.to}::date + 1)::timestamptz` : sql``}
        ${scoped ? sql`and ${set}` : sql``}`),
  ]);
  const [received] = await query<Record<string, unknown>>(db, sql`
    select coalesce(sum(cc.received_amount), 0) as received, coalesce(sum(cc.difference), 0) as difference,
      count(*) filter (where cc.state <> 'RECEIVED')::int as pending
    from cash_collections cc
    where cc.company_id = ${caller.company_id} ${caller.franchise_id === null ? sql`` : sql`and false`}
      ${span.from ? sql`and cc.created_at >= ${`${span.from}T00:00:00Z`}::timestamptz` : sql``}
      ${span.to ? sql`and cc.created_at < (${span.to}::date + 1)::timestamptz` : sql``}`);
  const taxes = new Map(taxRows.map((t) => [String(t.key), t]));
  const rows = orderRows.map((r) => {
    const tax = taxes.get(String(r.key));
    return {
      key: String(r.key), name: String(r.name ?? r.key), orders: int(r.orders), gross: money(r.gross), discount: money(r.discount),
      sales: money(r.sales), refunds: money(r.refunds), net: money(Number(r.sales ?? 0) - Number(r.refunds ?? 0)),
      gst: money(tax?.gst), cess: money(tax?.cess), upi: money(r.upi), card: money(r.card), wallet: money(r.wallet), cash: money(r.cash),
    };
  });
  const totals = { key: 'total', name: 'Total', orders: 0, gross: 0, discount: 0, sales: 0, refunds: 0, net: 0, gst: 0, cess: 0, upi: 0, card: 0, wallet: 0, cash: 0 };
  for (const r of rows) for (const k of ['orders', 'gross', 'discount', 'sales', 'refunds', 'net', 'gst', 'cess', 'upi', 'card', 'wallet', 'cash'] as const) totals[k] += r[k];
  for (const k of ['gross', 'discount', 'sales', 'refunds', 'net', 'gst', 'cess', 'upi', 'card', 'wallet', 'cash'] as const) totals[k] = money(totals[k]);
  const expected = money(cash?.expected), pickedUp = money(cash?.picked_up);
  return {
    from: span.from, to: span.to, entity: input.entity, rows, totals,
    cash: {
      collections: int(cash?.collections), expected, picked_up: pickedUp, received: money(received?.received),
      over_short: money(pickedUp - expected), pending: int(received?.pending),
    },
  };
}

/** Templates the caller reaches: the company's, and for a franchise user the company-wide ones and their franchise's. */
const templateReach = (caller: Caller) => and(
  eq(salesAnalyticsTemplates.company_id, caller.company_id),
  isNull(salesAnalyticsTemplates.deleted_at),
  caller.franchise_id === null ? undefined : or(isNull(salesAnalyticsTemplates.franchise_id), eq(salesAnalyticsTemplates.franchise_id, caller.franchise_id)),
);
const toTemplate = (row: typeof salesAnalyticsTemplates.$inferSelect): Infer<typeof contract.SalesAnalyticsTemplate> => ({
  id: row.id, name: row.name, query: row.query as SalesQuery, created_at: iso(row.created_at)!, version: row.version,
});

export const analyticsHandlers = [
  handle(contract.getDashboard, async (input, ctx) => ({ data: await dashboard(ctx.db, callerOf(ctx), input, ctx.now()) })),
  handle(contract.getVmAnalytics, async (input, ctx) => ({ data: await vmAnalytics(ctx.db, callerOf(ctx), input, ctx.now()) })),
  handle(contract.getSalesAnalytics, async (input, ctx) => ({ data: await salesAnalytics(ctx.db, callerOf(ctx), input, ctx.now()) })),
  handle(contract.downloadSalesAnalytics, async (input, ctx) => ({ data: await salesAnalytics(ctx.db, callerOf(ctx), input, ctx.now()) })),
  handle(contract.getFinanceReport, async (input, ctx) => ({ data: await financeReport(ctx.db, callerOf(ctx), input, ctx.now()) })),
  handle(contract.downloadFinanceReport, async (input, ctx) => ({ data: await financeReport(ctx.db, callerOf(ctx), input, ctx.now()) })),

  handle(contract.listSalesAnalyticsTemplates, async (_input, ctx) => {
    const rows = await ctx.db.select().from(salesAnalyticsTemplates).where(templateReach(callerOf(ctx)))
      .orderBy(asc(salesAnalyticsTemplates.name), asc(salesAnalyticsTemplates.id)).limit(500);
    return { data: rows.map(toTemplate), total: rows.length };
  }),
  handle(contract.getSalesAnalyticsTemplate, async (input, ctx) => {
    const [row] = await ctx.db.select().from(salesAnalyticsTemplates).where(and(eq(salesAnalyticsTemplates.id, input.id), templateReach(callerOf(ctx))));
    if (!row) throw notFound('Sales analytics template');
    return { data: toTemplate(row) };
  }),
  handle(contract.createSalesAnalyticsTemplate, async (input, ctx) => {
    const caller = callerOf(ctx);
    const name = input.name.trim();
    if (!name) throw invalid([{ path: 'name', message: M.nameRequired }], M.nameRequired);
    // A custom period must name its days before it is saved, as before it is shown.
    spanOf(input.query, ctx.now());
    const row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx.insert(salesAnalyticsTemplates)
        .values({ company_id: caller.company_id, franchise_id: caller.franchise_id, name, query: input.query, created_by: caller.id })
        .returning();
      await audit(tx, caller, { action: contract.createSalesAnalyticsTemplate.name, entity: 'sales_analytics_template', entity_id: created!.id, after: created });
      return created!;
    });
    return { data: toTemplate(row) };
  }),
  handle(contract.deleteSalesAnalyticsTemplate, async (input, ctx) => {
    const caller = callerOf(ctx);
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx.select().from(salesAnalyticsTemplates).where(and(eq(salesAnalyticsTemplates.id, input.id), templateReach(caller))).for('update');
      if (!row) throw notFound('Sales analytics template');
      if (row.version !== input.version) throw conflict('Sales analytics template was changed by someone else. Reload it and try again.');
      await tx.update(salesAnalyticsTemplates).set({ deleted_at: ctx.now(), version: row.version + 1 }).where(eq(salesAnalyticsTemplates.id, row.id));
      await audit(tx, caller, { action: contract.deleteSalesAnalyticsTemplate.name, entity: 'sales_analytics_template', entity_id: row.id, before: row });
    });
    return { data: {} };
  }),
];
