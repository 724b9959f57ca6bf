/** /dashboard: today and the chosen period at a glance, from the roll-ups. */
import { sql, type SQL } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import * as contract from '../../contract/actions/analytics.ts';
import type { Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { byMachine, daySeries, int, ordersDaily, machineReach, money, query, reach, rolledOf, rolledReach, spanOf, type PeriodInput } from './analytics-common.ts';


export const FIGURE_COLUMNS = sql`
  coalesce(sum(r.orders), 0)::int as orders, coalesce(sum(r.paid_orders), 0)::int as paid_orders,
  coalesce(sum(r.amount), 0) as sales, coalesce(sum(r.discount), 0) as discount, coalesce(sum(r.refund_amount), 0) as refunds,
  coalesce(sum(r.refunds), 0)::int as refund_orders, coalesce(sum(r.refunds_pending), 0)::int as refunds_pending,
  coalesce(sum(r.vend_success), 0)::int as vend_success, coalesce(sum(r.vend_partial), 0)::int as vend_partial,
  coalesce(sum(r.vend_failed), 0)::int as vend_failed, coalesce(sum(r.vend_pending), 0)::int as vend_pending`;

export function figuresOf(r: Record<string, unknown> | undefined): Infer<typeof contract.Dashboard>['today_figures'] {
  const f = {
    orders: int(r?.orders), paid_orders: int(r?.paid_orders), sales: money(r?.sales), discount: money(r?.discount),
    refunds: money(r?.refunds), refund_orders: int(r?.refund_orders), refunds_pending: int(r?.refunds_pending),
    vend_success: int(r?.vend_success), vend_partial: int(r?.vend_partial), vend_failed: int(r?.vend_failed), vend_pending: int(r?.vend_pending),
  };
  const finished = f.vend_success + f.vend_partial + f.vend_failed;
  return { ...f, net_sales: money(f.sales - f.refunds), vend_success_rate: finished ? Math.round((f.vend_success / finished) * 1000) / 10 : null };
}

export async function dashboard(db: Db, caller: Caller, input: PeriodInput, now: Date): Promise<Infer<typeof contract.Dashboard>> {
  const today = now.toISOString().slice(0, 10);
  const span = spanOf(input, now);
  const todaySpan = { from: today, to: today };
  // Top and bottom five of one set of sums each; names joined to those ten rows only. Over a
  // month, a year or all time a company's sums are period roll-up rows (one per product or
  // machine), so each side is an ordered read of them; else the day roll-ups are summed first.
  type RankedRow = { side: 'top' | 'bottom'; id: number; name: string; net: unknown; units: unknown };
  const rolled = rolledOf(caller, input, span);
  const ranked = (sums: SQL, names: SQL) => query<RankedRow>(db, sql`
    with s as ${sql.raw(rolled ? 'not materialized' : 'materialized')} (${sums}),
    picked as ((select 'top' as side, s.* from s order by s.net desc, s.id limit 5)
      union all (select 'bottom' as side, s.* from s order by s.net asc, s.id limit 5))
    select picked.side, picked.id, n.name, picked.net, picked.units from picked ${names}`);
  const productSums = rolled
    ? sql`select r.product_id as id, r.net, r.units_vended as units from sales_product_period r where ${rolledReach(caller, rolled)} and r.product_id <> 0`
    : sql`select r.product_id as id, sum(r.net) as net, sum(r.units_vended)::int as units from sales_daily r
      where ${reach(caller, span)} and r.product_id <> 0 group by r.product_id`;
  const machineSums = rolled
    ? sql`select r.vending_machine_id as id, r.net, 0 as units from sales_machine_orders_period r where ${rolledReach(caller, rolled)}`
    : sql`select r.vending_machine_id as id, sum(r.amount - r.refund_amount) as net, 0 as units from sales_orders_daily r
      where ${reach(caller, span)} group by r.vending_machine_id`;
  const [[todayRow], [periodRow], [machines], [lowMachines], [lowWarehouses], products, vms, days] = await Promise.all([
    query<Record<string, unknown>>(db, sql`select ${FIGURE_COLUMNS} from ${ordersDaily(caller)} r where ${reach(caller, todaySpan)}`),
    query<Record<string, unknown>>(db, sql`select ${FIGURE_COLUMNS} from ${ordersDaily(caller)} r where ${reach(caller, span)}`),
    query<Record<string, unknown>>(db, sql`select count(*)::int as total, count(*) filter (where m.status = 1)::int as online,
      count(*) filter (where m.status = 2)::int as offline, count(*) filter (where m.status = 3)::int as faulted
      from vending_machines m where ${machineReach(caller)}`),
    // machine_fill keeps each machine's units and capacity (triggers on vm_slots); the index holds the low ones.
    query<{ n: unknown }>(db, sql`select count(*)::int as n from machine_fill f join vending_machines m on m.id = f.vending_machine_id
      where f.units * 100 < 41 * greatest(f.capacity, 1) and f.capacity > 0 and ${machineReach(caller)} and m.status = 1`),
    // Warehouses are the company's (a franchise's or a retailer's staff count none low here).
    caller.franchise_id === null && !byMachine(caller)
      ? query<{ n: unknown }>(db, sql`select count(distinct ws.warehouse_id)::int as n from warehouse_stock ws
          join warehouses wh on wh.id = ws.warehouse_id
          where wh.company_id = ${caller.company_id} and ws.reorder_level > 0 and ws.stock < ws.reorder_level`)
      : Promise.resolve([{ n: 0 }]),
    ranked(productSums, sql`join products n on n.id = picked.id`),
    ranked(machineSums, sql`join vending_machines n on n.id = picked.id`),
    daySeries(db, caller, span, today),
  ]);
  const side = (rows: RankedRow[], which: RankedRow['side']) => rows.filter((r) => r.side === which)
    .sort((a, b) => (which === 'top' ? Number(b.net) - Number(a.net) : Number(a.net) - Number(b.net)) || int(a.id) - int(b.id)).map(toRanked);
  function toRanked(r: { id: number; name: string; net: unknown; units: unknown }) {
    return { id: int(r.id), name: String(r.name), net: money(r.net), units: int(r.units) };
  }
  return {
    today,
    from: span.from,
    to: span.to,
    today_figures: figuresOf(todayRow),
    period_figures: figuresOf(periodRow),
    machines: { total: int(machines?.total), online: int(machines?.online), offline: int(machines?.offline), faulted: int(machines?.faulted) },
    low_stock: { machines: int(lowMachines?.n), warehouses: int(lowWarehouses?.n) },
    top_products: side(products, 'top'),
    bottom_products: side(products, 'bottom'),
    top_machines: side(vms, 'top'),
    bottom_machines: side(vms, 'bottom'),
    days,
  };
}

