/**
 * The period roll-ups (server/db/schema/analytics-periods.ts): the daily roll-ups' rows summed
 * per calendar month, calendar year and all time. Each statement takes rows shaped like
 * sales_daily or sales_orders_daily — the signed rows of just-written orders (the writer's
 * transaction), the daily tables themselves (a rebuild), or the plain aggregate over orders
 * (the property test) — so the period figures are the daily ones by construction.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';

/** The calendar periods a period roll-up keeps, and what a query asks for one. */
export const ROLLED_PERIODS = ['month', 'year', 'all'] as const;
export type RolledPeriod = (typeof ROLLED_PERIODS)[number];
export const ALL_TIME_START = '1970-01-01';

const LINE_NAMES = ['lines', 'quantity', 'units_vended', 'gross', 'discount', 'refund', 'net', 'gst', 'cess', 'refunds',
  'vends_success', 'vends_partial', 'vends_failed', 'vends_pending'];
const ORDER_NAMES = ['orders', 'vend_success', 'vend_partial', 'vend_failed', 'vend_pending', 'paid_orders', 'amount',
  'discount', 'refund_amount', 'refunds', 'refunds_pending'];
/** sales_daily's and sales_orders_daily's columns, in their order, as the sources name them. */
const LINE_SOURCE = ['company_id', 'franchise_id', 'day', 'vending_machine_id', 'product_id', ...LINE_NAMES];
const ORDER_SOURCE = ['company_id', 'franchise_id', 'day', 'vending_machine_id', 'payment_mode', ...ORDER_NAMES];

const periodsOf = sql.raw(`cross join lateral (values ('month', date_trunc('month', d.day)::date),
  ('year', date_trunc('year', d.day)::date), ('all', date '${ALL_TIME_START}')) k(period, start)`);
const sums = (names: string[]) => names.map((n) => `sum(d.${n})`).join(', ');
const added = (names: string[]) => sql.raw(names.map((c) => `${c} = t.${c} + excluded.${c}`).join(', '));

/** The period rows of line-shaped `source` rows, per machine or per product. */
function linesByPeriod(source: SQL, key: 'vending_machine_id' | 'product_id'): SQL {
  return sql`select d.company_id, k.period, k.start, d.${sql.raw(key)}, ${sql.raw(sums(LINE_NAMES))}
    from (${source}) d(${sql.raw(LINE_SOURCE.join(', '))}) ${periodsOf}
    group by 1, 2, 3, 4`;
}

function ordersByPeriod(source: SQL): SQL {
  return sql`select d.company_id, k.period, k.start, d.vending_machine_id, ${sql.raw(sums(ORDER_NAMES))},
      sum(d.amount - d.refund_amount)
    from (${source}) d(${sql.raw(ORDER_SOURCE.join(', '))}) ${periodsOf}
    group by 1, 2, 3, 4`;
}

const MACHINE_COLUMNS = sql.raw(`(company_id, period, start, vending_machine_id, ${LINE_NAMES.join(', ')})`);
const PRODUCT_COLUMNS = sql.raw(`(company_id, period, start, product_id, ${LINE_NAMES.join(', ')})`);
const ORDER_COLUMNS = sql.raw(`(company_id, period, start, vending_machine_id, ${ORDER_NAMES.join(', ')}, net)`);

/**
 * Adds line-shaped and order-shaped daily rows (signed: -1 rows take orders out) to the period
 * roll-ups. Call in the transaction that changes the daily roll-ups by the same rows.
 */
export async function addToPeriodRollups(tx: Tx | Db, lines: SQL, orders: SQL) {
  await tx.execute(sql`insert into sales_machine_period as t ${MACHINE_COLUMNS} ${linesByPeriod(lines, 'vending_machine_id')}
    on conflict (company_id, period, start, vending_machine_id) do update set ${added(LINE_NAMES)}`);
  await tx.execute(sql`insert into sales_product_period as t ${PRODUCT_COLUMNS} ${linesByPeriod(lines, 'product_id')}
    on conflict (company_id, period, start, product_id) do update set ${added(LINE_NAMES)}`);
  await tx.execute(sql`insert into sales_machine_orders_period as t ${ORDER_COLUMNS} ${ordersByPeriod(orders)}
    on conflict (company_id, period, start, vending_machine_id) do update set ${added([...ORDER_NAMES, 'net'])}`);
}

/** Recomputes the period roll-ups from the daily ones (after they are rebuilt). */
export async function rebuildPeriodRollups(db: Db | Tx) {
  for (const table of ['sales_machine_period', 'sales_product_period', 'sales_machine_orders_period']) {
    await db.execute(sql.raw(`delete from ${table}`));
  }
  await addToPeriodRollups(db, sql.raw(`select ${LINE_SOURCE.join(', ')} from sales_daily`),
    sql.raw(`select ${ORDER_SOURCE.join(', ')} from sales_orders_daily`));
}

/** The period roll-ups as the given daily-shaped rows give them (the property test compares). */
export function periodAggregates(lines: SQL, orders: SQL) {
  return {
    machine: linesByPeriod(lines, 'vending_machine_id'),
    product: linesByPeriod(lines, 'product_id'),
    machineOrders: ordersByPeriod(orders),
  };
}
