/**
 * The sales roll-ups (server/db/schema/analytics.ts, and the coarser sales_company_daily and
 * sales_area_daily of server/db/schema/analytics-scale.ts), kept current as orders arrive.
 *
 * One SQL shape computes a roll-up row from orders and their lines, used two ways:
 * `addToSalesRollups(tx, orders)` adds just-written orders (an indexed read of those ids in their months,
 * inside the writer's transaction; `-1` takes them out again before an order changes), and
 * `rebuildSalesRollups(db)` recomputes every roll-up from all orders after a bulk load. Sharing
 * the expressions means the incremental path cannot drift from the full aggregate (the
 * property test in tests/api/analytics-rollups.test.ts checks the sums too).
 *
 * Money counts only paid orders (payment status 1). A line's refund is what was paid for its
 * units not vended (the rule orders are built with); GST and cess are inside the price, so
 * taxable = net / (1 + (gst + cess) / 100).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { addToPeriodRollups, periodAggregates, rebuildPeriodRollups } from './period-rollups.ts';

const paid = sql`o.payment_status = 1`;
const lineValue = sql`(l.mrp * l.quantity - l.discount)`;
const lineRefund = sql`(case when ${paid} and l.refund_status is not null and l.quantity > 0
  then round(${lineValue} * (l.quantity - l.items_vend) / l.quantity, 2) else 0 end)`;
const lineNet = sql`(case when ${paid} then ${lineValue} - ${lineRefund} else 0 end)`;
const taxable = sql`(${lineNet} / (1 + (l.gst + l.cess) / 100))`;
const day = sql`(o.created_at at time zone 'UTC')::date`;

/** The line sums, signed (-1 takes lines out), in the order of LINE_COLUMNS' and AREA_COLUMNS' sums. */
function lineMeasures(s: SQL) {
  return sql`
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
      ${s} * count(*) filter (where l.vend_status = 0)::int`;
}

function linesSelect(sign: number, where: SQL) {
  const s = sql.raw(String(sign));
  return sql`
    select o.company_id, coalesce(o.franchise_id, 0), ${day}, o.vending_machine_id, coalesce(l.product_id, 0),
      ${lineMeasures(s)}
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

/** Per company × franchise × day × payment mode: the order figures (taxes come from the lines below). */
function companyOrdersSelect(sign: number, where: SQL) {
  const s = sql.raw(String(sign));
  return sql`
    select o.company_id, coalesce(o.franchise_id, 0), ${day}, o.payment_mode,
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
      ${s} * count(*) filter (where o.refund_status = 0)::int,
      0, 0
    from orders o
    where ${where}
    group by 1, 2, 3, 4`;
}

function companyTaxesSelect(sign: number, where: SQL) {
  const s = sql.raw(String(sign));
  return sql`
    select o.company_id, coalesce(o.franchise_id, 0), ${day}, o.payment_mode,
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      ${s} * sum(round(${taxable} * l.gst / 100, 2)),
      ${s} * sum(round(${taxable} * l.cess / 100, 2))
    from orders o join order_lines l on l.order_id = o.id
    where ${where}
    group by 1, 2, 3, 4`;
}

/** A machine's state as the analytics screens name it: its store's, else its warehouse's. */
export const MACHINE_STATE = sql`coalesce(nullif(st.state, ''), nullif(w.state, ''), 'Not set')`;

/**
 * Per company × franchise × day × (report dimension, its key) × (item dimension, its key): each
 * line counted once for each of the 4 × 4 pairs, keyed as get.sales_analytics keys its rows
 * (the machine's and product's attributes when the order is written).
 */
function areaSelect(sign: number, where: SQL) {
  const s = sql.raw(String(sign));
  return sql`
    select o.company_id, coalesce(o.franchise_id, 0), d.dimension, d.dim_key, i.item_dimension, i.item_key, ${day},
      ${lineMeasures(s)}
    from orders o join order_lines l on l.order_id = o.id
      join vending_machines m on m.id = o.vending_machine_id
      left join warehouses w on w.id = m.warehouse_id left join stores st on st.id = m.store_id
      left join products p on p.id = l.product_id
      cross join lateral (values ('franchise', coalesce(o.franchise_id, 0)::text), ('state', ${MACHINE_STATE}),
        ('city', coalesce(nullif(m.city, ''), 'Not set')), ('zone', coalesce(m.zone_id, 0)::text)) d(dimension, dim_key)
      cross join lateral (values ('', ''), ('category', coalesce(p.category_id, 0)::text),
        ('brand', coalesce(p.brand_id, 0)::text), ('unit', coalesce(p.unit_id, 0)::text)) i(item_dimension, item_key)
    where ${where}
    group by 1, 2, 3, 4, 5, 6, 7`;
}

const LINE_COLUMNS = sql.raw(`(company_id, franchise_id, day, vending_machine_id, product_id, lines, quantity, units_vended,
  gross, discount, refund, net, gst, cess, refunds, vends_success, vends_partial, vends_failed, vends_pending)`);
const ORDER_COLUMNS = sql.raw(`(company_id, franchise_id, day, vending_machine_id, payment_mode, orders, vend_success,
  vend_partial, vend_failed, vend_pending, paid_orders, amount, discount, refund_amount, refunds, refunds_pending)`);

const COMPANY_COLUMNS = sql.raw(`(company_id, franchise_id, day, payment_mode, orders, vend_success, vend_partial, vend_failed,
  vend_pending, paid_orders, amount, discount, refund_amount, refunds, refunds_pending, gst, cess)`);
const AREA_COLUMNS = sql.raw(`(company_id, franchise_id, dimension, dim_key, item_dimension, item_key, day, lines, quantity,
  units_vended, gross, discount, refund, net, gst, cess, refunds, vends_success, vends_partial, vends_failed, vends_pending)`);
const add = (columns: string[]) => sql.raw(columns.map((c) => `${c} = t.${c} + excluded.${c}`).join(', '));
const LINE_SUMS = add(['lines', 'quantity', 'units_vended', 'gross', 'discount', 'refund', 'net', 'gst', 'cess', 'refunds',
  'vends_success', 'vends_partial', 'vends_failed', 'vends_pending']);
const ORDER_SUMS = add(['orders', 'vend_success', 'vend_partial', 'vend_failed', 'vend_pending', 'paid_orders', 'amount',
  'discount', 'refund_amount', 'refunds', 'refunds_pending']);

const COMPANY_SUMS = add(['orders', 'vend_success', 'vend_partial', 'vend_failed', 'vend_pending', 'paid_orders', 'amount',
  'discount', 'refund_amount', 'refunds', 'refunds_pending', 'gst', 'cess']);

/** An order the roll-ups read: its id, and its time, which names its month's partition. */
export interface OrderWritten {
  id: number;
  created_at: Date;
}

/**
 * The given orders and their lines. Orders and lines are partitioned by month: the id alone
 * would probe every month's index, so the bounds of their times keep the reads to their months.
 */
function ofOrders(written: readonly OrderWritten[]) {
  const times = written.map((o) => o.created_at.getTime());
  const from = new Date(Math.min(...times));
  const to = new Date(Math.max(...times));
  const orders = sql`o.id in (${sql.join(written.map((o) => sql`${o.id}`), sql`, `)}) and o.created_at between ${from} and ${to}`;
  return { orders, lines: sql`${orders} and l.created_at between ${from} and ${to}` };
}

/**
 * Adds the given (just written) orders to the roll-ups, or with `sign` -1 takes them out
 * (before their statuses or amounts change; add them again after). Call inside the
 * transaction that writes the orders.
 */
export async function addToSalesRollups(tx: Tx | Db, written: readonly OrderWritten[], sign: 1 | -1 = 1) {
  if (!written.length) return;
  const where = ofOrders(written);
  await tx.execute(sql`insert into sales_daily as t ${LINE_COLUMNS} ${linesSelect(sign, where.lines)}
    on conflict (company_id, day, vending_machine_id, product_id, franchise_id) do update set ${LINE_SUMS}`);
  await tx.execute(sql`insert into sales_orders_daily as t ${ORDER_COLUMNS} ${ordersSelect(sign, where.orders)}
    on conflict (company_id, day, vending_machine_id, payment_mode, franchise_id) do update set ${ORDER_SUMS}`);
  for (const select of [companyOrdersSelect(sign, where.orders), companyTaxesSelect(sign, where.lines)]) {
    await tx.execute(sql`insert into sales_company_daily as t ${COMPANY_COLUMNS} ${select}
      on conflict (company_id, day, franchise_id, payment_mode) do update set ${COMPANY_SUMS}`);
  }
  await tx.execute(sql`insert into sales_area_daily as t ${AREA_COLUMNS} ${areaSelect(sign, where.lines)}
    on conflict (company_id, dimension, item_dimension, day, franchise_id, dim_key, item_key) do update set ${LINE_SUMS}`);
  await addToPeriodRollups(tx, linesSelect(sign, where.lines), ordersSelect(sign, where.orders));
}

/** Recomputes both roll-ups from all orders (after a bulk load, and as the backfill). */
export async function rebuildSalesRollups(db: Db | Tx) {
  await db.execute(sql`delete from sales_daily`);
  await db.execute(sql`delete from sales_orders_daily`);
  await db.execute(sql`insert into sales_daily ${LINE_COLUMNS} ${linesSelect(1, sql`true`)}`);
  await db.execute(sql`insert into sales_orders_daily ${ORDER_COLUMNS} ${ordersSelect(1, sql`true`)}`);
  await db.execute(sql`delete from sales_company_daily`);
  await db.execute(sql`insert into sales_company_daily ${COMPANY_COLUMNS} ${companyOrdersSelect(1, sql`true`)}`);
  await db.execute(sql`insert into sales_company_daily as t ${COMPANY_COLUMNS} ${companyTaxesSelect(1, sql`true`)}
    on conflict (company_id, day, franchise_id, payment_mode) do update set ${COMPANY_SUMS}`);
  await rebuildAreaRollup(db);
  await rebuildPeriodRollups(db);
}

/** Recomputes sales_area_daily from all orders with the machines' and products' attributes as they are now. */
export async function rebuildAreaRollup(db: Db | Tx) {
  await db.execute(sql`delete from sales_area_daily`);
  await db.execute(sql`insert into sales_area_daily ${AREA_COLUMNS} ${areaSelect(1, sql`true`)}`);
}

/** The roll-ups as a plain aggregate over the orders would give them (the property test compares). */
export function plainAggregates(where: SQL = sql`true`) {
  return {
    lines: linesSelect(1, where),
    orders: ordersSelect(1, where),
    companyOrders: companyOrdersSelect(1, where),
    companyTaxes: companyTaxesSelect(1, where),
    area: areaSelect(1, where),
    periods: periodAggregates(linesSelect(1, where), ordersSelect(1, where)),
  };
}
