/** /dashboard: today and the chosen period at a glance, from the roll-ups. */
import { sql } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import * as contract from '../../contract/actions/analytics.ts';
import type { Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { daySeries, int, machineReach, money, query, reach, spanOf, type PeriodInput } from './analytics-common.ts';


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

