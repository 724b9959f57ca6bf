/**
 * /analytics-vm: per machine of a set (chosen by hand, or those of franchises, states, cities,
 * zones) over a period: sales and vends from the roll-ups, stock-outs, refills and uptime.
 */
import { sql } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import * as contract from '../../contract/actions/analytics.ts';
import type { Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { daySeries, hasMachineSet, int, list, machineReach, machineSet, money, query, reach, rolledOf, rolledReach, spanOf, type MachineSet, type PeriodInput } from './analytics-common.ts';


const VM_LIMIT = 200;

export async function vmAnalytics(db: Db, caller: Caller, input: PeriodInput & MachineSet, now: Date): Promise<Infer<typeof contract.VmAnalytics>> {
  const today = now.toISOString().slice(0, 10);
  const span = spanOf(input, now);
  const set = machineSet(input);
  const rolled = rolledOf(caller, input, span);
  const columns = sql`m.id, m.name, m.code, m.city,
      coalesce(s.orders, 0)::int as orders, coalesce(s.net, 0) as net_sales, coalesce(s.vend_success, 0)::int as vend_success,
      coalesce(s.vend_partial, 0)::int as vend_partial, coalesce(s.vend_failed, 0)::int as vend_failed,
      coalesce(s.vend_pending, 0)::int as vend_pending, coalesce(s.refunds, 0)::int as refunds`;
  const machineJoins = sql`left join warehouses w on w.id = m.warehouse_id left join stores st on st.id = m.store_id`;
  type MachineRow = Record<string, unknown> & { id: number };
  // Over a month, a year or all time the busiest come off the period roll-up's net index; only
  // when fewer than a page of the set sold anything are the others (net 0 or less) ranked too.
  let machines: MachineRow[] = rolled ? await query<MachineRow>(db, sql`
    select ${columns}
    from sales_machine_orders_period s join vending_machines m on m.id = s.vending_machine_id ${machineJoins}
    where ${rolledReach(caller, rolled, 's')} and s.net > 0 and ${machineReach(caller)} and ${set}
    order by s.net desc, m.name, m.id
    limit ${VM_LIMIT + 1}`) : [];
  if (machines.length <= VM_LIMIT) {
    // Every machine of the set, those with sales in the period first (busiest first).
    const sums = rolled
      ? sql`select r.vending_machine_id, r.orders, r.net, r.vend_success, r.vend_partial, r.vend_failed, r.vend_pending, r.refunds
          from sales_machine_orders_period r where ${rolledReach(caller, rolled)}`
      : sql`select r.vending_machine_id, sum(r.orders) as orders, sum(r.amount - r.refund_amount) as net, sum(r.vend_success) as vend_success,
          sum(r.vend_partial) as vend_partial, sum(r.vend_failed) as vend_failed, sum(r.vend_pending) as vend_pending, sum(r.refunds) as refunds
          from sales_orders_daily r where ${reach(caller, span)} group by r.vending_machine_id`;
    machines = await query<MachineRow>(db, sql`
      select ${columns}
      from vending_machines m ${machineJoins} left join (${sums}) s on s.vending_machine_id = m.id
      where ${machineReach(caller)} and ${set}
      order by coalesce(s.net, 0) desc, m.name, m.id
      limit ${VM_LIMIT + 1}`);
  }
  const truncated = machines.length > VM_LIMIT;
  const shown = machines.slice(0, VM_LIMIT);
  const ids = shown.map((m) => int(m.id));
  const start = span.from ? new Date(`${span.from}T00:00:00Z`) : null;
  const end = new Date(Date.parse(`${span.to ?? today}T00:00:00Z`) + 86_400_000);
  const periodEnd = end.getTime() > now.getTime() ? now : end;
  const [units, stockOuts, refills, faults] = ids.length ? await Promise.all([
    query<{ id: number; n: unknown }>(db, sql`select r.vending_machine_id as id, sum(r.units_vended)::int as n
      from ${rolled ? sql`sales_machine_period r where ${rolledReach(caller, rolled)}` : sql`sales_daily r where ${reach(caller, span)}`}
        and r.vending_machine_id in (${list(ids)}) group by 1`),
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

