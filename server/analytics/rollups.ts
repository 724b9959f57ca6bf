/**
 * The sales roll-ups (server/db/schema/analytics.ts), kept current as orders arrive.
 *
 * One SQL shape computes a roll-up row from orders and their lines, used two ways:
 * `addToSalesRollups(tx, orderIds)` adds just-written orders (an indexed read of those ids,
 * inside the writer's transaction; `-1` takes them out again before an order changes), and
 * `rebuildSalesRollups(db)` recomputes both tables from all orders after a bulk load. Sharing
 * the expressions means the incremental path cannot drift from the full aggregate (the
 * property test in tests/api/analytics-rollups.test.ts checks the sums too).
 *
 * Money counts only paid orders (payment status 1). A line's refund is what was paid for its
 * units not vended (the rule orders are built with); GST and cess are inside the price, so
 * taxable = net / (1 + (gst + cess) / 100).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';

const paid = sql`o.payment_status = 1`;
const lineValue = sql`(l.mrp * l.quantity - l.discount)`;
const lineRefund = sql`(case when ${paid} and l.refund_status is not null and l.quantity > 0
  then round(${lineValue} * (l.quantity - l.items_vend) / l.quantity, 2) else 0 end)`;
const lineNet = sql`(case when ${paid} then ${lineValue} - ${lineRefund} else 0 end)`;
const taxable = sql`(${lineNet} / (1 + (l.gst + l.cess) / 100))`;
const day = sql`(o.created_at at time zone 'UTC')::date`;

function linesSelect(sign: number, where: SQL) {
  const s = sql.raw(String(sign));
  return sql`
    select o.company_id, coalesce(o.franchise_id, 0), ${day}, o.vending_machine_id, coalesce(l.product_id, 0),
      ${s} * count(*)::int, ${s} * sum(l.quantity)::int, ${s} * sum(l.items_vend)::int,
      ${s} * sum(case when ${paid} then l.mrp * l.quantity else 0 end),
      ${s} * sum(case when ${paid} then l.discount else 0 end),
      ${s} * sum(${lineRefund}),
      ${s} * sum(${lineNet}),
      ${s} * sum(round(${taxable} * l.gst / 100, 2)),
      ${s} * sum(round(${taxable} * l.cess / 100, 2)),
      ${s} * count(*) filter (where l.refund_status is not null)::int,
      ${s} * count(*) filter (where l.vend_status = 1)::int,
      ${s} * count(*) filter (where l.vend_status = 2)::int,
      ${s} * count(*) filter (where l.vend_status >= 3)::int,
      ${s} * count(*) filter (where l.vend_status = 0)::int
    from orders o join order_lines l on l.order_id = o.id
    where ${where}
    group by 1, 2, 3, 4, 5`;
}

function ordersSelect(sign: number, where: SQL) {
  const s = sql.raw(String(sign));
  return sql`
    select o.company_id, coalesce(o.franchise_id, 0), ${day}, o.vending_machine_id, o.payment_mode,
      ${s} * count(*)::int,
      ${s} * count(*) filter (where o.vend_status = 1)::int,
      ${s} * count(*) filter (where o.vend_status = 2)::int,
      ${s} * count(*) filter (where o.vend_status >= 3)::int,
      ${s} * count(*) filter (where o.vend_status = 0)::int,
      ${s} * count(*) filter (where ${paid})::int,
      ${s} * coalesce(sum(o.amount) filter (where ${paid}), 0),
      ${s} * coalesce(sum(o.discount) filter (where ${paid}), 0),
      ${s} * coalesce(sum(o.refund_amount) filter (where ${paid}), 0),
      ${s} * count(*) filter (where o.refund_status is not null)::int,
      ${s} * count(*) filter (where o.refund_status = 0)::int
    from orders o
    where ${where}
    group by 1, 2, 3, 4, 5`;
}

const LINE_COLUMNS = sql.raw(`(company_id, franchise_id, day, vending_machine_id, product_id, lines, quantity, units_vended,
  gross, discount, refund, net, gst, cess, refunds, vends_success, vends_partial, vends_failed, vends_pending)`);
const ORDER_COLUMNS = sql.raw(`(company_id, franchise_id, day, vending_machine_id, payment_mode, orders, vend_success,
  vend_partial, vend_failed, vend_pending, paid_orders, amount, discount, refund_amount, refunds, refunds_pending)`);

const add = (columns: string[]) => sql.raw(columns.map((c) => `${c} = t.${c} + excluded.${c}`).join(', '));
const LINE_SUMS = add(['lines', 'quantity', 'units_vended', 'gross', 'discount', 'refund', 'net', 'gst', 'cess', 'refunds',
  'vends_success', 'vends_partial', 'vends_failed', 'vends_pending']);
const ORDER_SUMS = add(['orders', 'vend_success', 'vend_partial', 'vend_failed', 'vend_pending', 'paid_orders', 'amount',
  'discount', 'refund_amount', 'refunds', 'refunds_pending']);

/**
 * Adds the given (just written) orders to the roll-ups, or with `sign` -1 takes them out
 * (before their statuses or amounts change; add them again after). Call inside the
 * transaction that writes the orders.
 */
export async function addToSalesRollups(tx: Tx | Db, orderIds: readonly number[], sign: 1 | -1 = 1) {
  if (!orderIds.length) return;
  const where = sql`o.id in (${sql.join(orderIds.map((id) => sql`${id}`), sql`, `)})`;
  await tx.execute(sql`insert into sales_daily as t ${LINE_COLUMNS} ${linesSelect(sign, where)}
    on conflict (company_id, day, vending_machine_id, product_id, franchise_id) do update set ${LINE_SUMS}`);
  await tx.execute(sql`insert into sales_orders_daily as t ${ORDER_COLUMNS} ${ordersSelect(sign, where)}
    on conflict (company_id, day, vending_machine_id, payment_mode, franchise_id) do update set ${ORDER_SUMS}`);
}

/** Recomputes both roll-ups from all orders (after a bulk load, and as the backfill). */
export async function rebuildSalesRollups(db: Db | Tx) {
  await db.execute(sql`delete from sales_daily`);
  await db.execute(sql`delete from sales_orders_daily`);
  await db.execute(sql`insert into sales_daily ${LINE_COLUMNS} ${linesSelect(1, sql`true`)}`);
  await db.execute(sql`insert into sales_orders_daily ${ORDER_COLUMNS} ${ordersSelect(1, sql`true`)}`);
}

/** The roll-ups as a plain aggregate over the orders would give them (the property test compares). */
export function plainAggregates(where: SQL = sql`true`) {
  return { lines: linesSelect(1, where), orders: ordersSelect(1, where) };
}
