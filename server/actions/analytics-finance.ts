/** /report: the finance report per period and entity, from the roll-ups and cash collections. */
import { sql, type SQL } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import * as contract from '../../contract/actions/analytics.ts';
import type { Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { lineExpectedCash, lineFromDex } from '../dex/cash-accountability.ts';
import { byMachine, hasMachineSet, retailerOfMachine, int, MACHINE_JOINS, machineSet, MAX_ROWS, money, query, reach, spanOf } from './analytics-common.ts';


type FinanceInput = Infer<typeof contract.getFinanceReport.request>;

const FINANCE_KEY: Record<contract.FinanceEntity, { key: SQL; name: SQL; joins: SQL }> = {
  company: { key: sql`r.company_id::text`, name: sql`max(c.name)`, joins: sql`join companies c on c.id = r.company_id` },
  franchise: { key: sql`r.franchise_id::text`, name: sql`coalesce(max(fr.name), 'Company machines')`, joins: sql`left join franchises fr on fr.id = r.franchise_id` },
  vending_machine: { key: sql`r.vending_machine_id::text`, name: sql`max(m.name)`, joins: sql`` },
  day: { key: sql`to_char(r.day, 'YYYY-MM-DD')`, name: sql`to_char(r.day, 'YYYY-MM-DD')`, joins: sql`` },
};

export async function financeReport(db: Db, caller: Caller, input: FinanceInput, now: Date): Promise<Infer<typeof contract.FinanceReport>> {
  const span = spanOf(input, now);
  const entity = FINANCE_KEY[input.entity];
  const set = machineSet(input);
  const scoped = hasMachineSet(input);
  // Without machines in the key or the filter, the company roll-up (a few rows a day) holds it all, taxes included.
  const coarse = !scoped && input.entity !== 'vending_machine' && !byMachine(caller);
  const [orderRows, taxRows, [cash]] = await Promise.all([
    query<Record<string, unknown> & { key: string; name: string }>(db, sql`
      select ${entity.key} as key, ${entity.name} as name, sum(r.orders)::int as orders,
        sum(r.amount + r.discount) as gross, sum(r.discount) as discount, sum(r.amount) as sales, sum(r.refund_amount) as refunds,
        sum(r.amount) filter (where r.payment_mode = 'UPI') as upi, sum(r.amount) filter (where r.payment_mode = 'CARD') as card,
        sum(r.amount) filter (where r.payment_mode = 'WALLET') as wallet, sum(r.amount) filter (where r.payment_mode = 'CASH') as cash
      from ${coarse ? sql`sales_company_daily r` : sql`sales_orders_daily r ${MACHINE_JOINS}`} ${entity.joins}
      where ${reach(caller, span)} and ${set}
      group by 1 order by 1 limit ${MAX_ROWS}`),
    query<{ key: string; gst: unknown; cess: unknown }>(db, sql`
      select ${entity.key} as key, sum(r.gst) as gst, sum(r.cess) as cess
      from ${coarse ? sql`sales_company_daily r` : sql`sales_daily r ${MACHINE_JOINS}`}
      where ${reach(caller, span)} and ${set}
      group by 1`),
    query<Record<string, unknown>>(db, sql`
      select count(distinct cash_collections.id)::int as collections, coalesce(sum(${lineExpectedCash}), 0) as expected,
        coalesce(sum(${lineFromDex}), 0)::int as lines_from_dex, count(*)::int as lines,
        coalesce(sum(cash_collection_orders.picked_up_amount), 0) as picked_up
      from cash_collections join cash_collection_orders on cash_collection_orders.cash_collection_id = cash_collections.id
      join vending_machines m on m.id = cash_collection_orders.vending_machine_id
      left join warehouses w on w.id = m.warehouse_id left join stores st on st.id = m.store_id
      where cash_collections.company_id = ${caller.company_id} ${caller.franchise_id === null ? sql`` : sql`and m.franchise_id = ${caller.franchise_id}`}
        ${retailerOfMachine(caller)}
        ${span.from ? sql`and cash_collections.created_at >= ${`${span.from}T00:00:00Z`}::timestamptz` : sql``}
        ${span.to ? sql`and cash_collections.created_at < (${span.to}::date + 1)::timestamptz` : sql``}
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
      collections: int(cash?.collections), expected, lines_from_dex: int(cash?.lines_from_dex), lines: int(cash?.lines), picked_up: pickedUp, received: money(received?.received),
      over_short: money(pickedUp - expected), pending: int(received?.pending),
    },
  };
}
