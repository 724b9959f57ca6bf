/**
 * Sales against records (issue 54): an audit interval's paid vends (VA102's difference) against
 * the orders the console recorded at the machine between the two readings (orders that vended a
 * unit, created after the previous reading and up to this one). A machine that vends with no
 * orders sells without reporting; orders with no DEX vends report without selling.
 */
import { and, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Infer } from 'superstruct';
import type { DexSalesCheckRow, SALES_CHECK_FLAGS } from '../../contract/actions/dex-reconcile.ts';
import { dexAudits, vendingMachines } from '../db/schema/index.ts';
import { iso } from '../http/list.ts';

type Flag = (typeof SALES_CHECK_FLAGS)[number];

const consoleOrders = (figure: ReturnType<typeof sql>) => sql`(
  select ${figure} from orders o
  where o.vending_machine_id = ${dexAudits.vending_machine_id} and o.items_vend > 0
    and o.created_at > (${dexAudits.interval} ->> 'from')::timestamptz and o.created_at <= ${dexAudits.read_at})`;

const dexVends = sql<number>`(${dexAudits.interval} ->> 'paid_vends')::int`;
const orderCount = consoleOrders(sql`count(*)::int`).mapWith(Number);
const consoleVends = consoleOrders(sql`coalesce(sum(o.items_vend), 0)::int`).mapWith(Number);
const consoleValue = consoleOrders(sql`coalesce(sum(o.amount), 0)`).mapWith(Number);
export const salesDifference = sql<number>`(${dexVends} - ${consoleVends})`;

/** One vend either way, or 2% of the larger count, is the clocks' and the in-flight vends' slack: the two agree. */
export const salesFlag = sql<Flag>`case
  when ${dexVends} > 0 and ${consoleVends} = 0 then 'sells_without_reporting'
  when ${dexVends} = 0 and ${consoleVends} > 0 then 'reports_without_selling'
  when abs(${salesDifference}) <= greatest(1, 0.02 * greatest(${dexVends}, ${consoleVends})) then 'agrees'
  else 'differs' end`;

export const salesCheckFields = {
  audit: { id: dexAudits.id, interval: dexAudits.interval },
  machine: { id: vendingMachines.id, name: vendingMachines.name },
  console_orders: orderCount,
  console_vends: consoleVends,
  console_value: consoleValue,
  flag: salesFlag,
};

export const salesCheckFilters = {
  vending_machine_id: (id: number) => eq(dexAudits.vending_machine_id, id),
  flag: (flags: Flag[]) => inArray(salesFlag, flags),
  from: (from: string) => gte(dexAudits.read_at, new Date(from)),
  to: (to: string) => lte(dexAudits.read_at, new Date(to)),
};

/** Audits with an interval, at a machine of theirs. */
export function salesCheckAudits<Q extends PgSelect>(qb: Q, where: SQL | undefined) {
  return qb
    .innerJoin(vendingMachines, eq(vendingMachines.id, dexAudits.vending_machine_id))
    .where(and(isNotNull(dexAudits.interval), where));
}

type Selected = { audit: { id: number; interval: typeof dexAudits.$inferSelect['interval'] }; machine: { id: number; name: string }; console_orders: number; console_vends: number; console_value: number; flag: Flag };

export function toSalesCheckRow(r: Selected): Infer<typeof DexSalesCheckRow> {
  const interval = r.audit.interval!;
  return {
    id: r.audit.id,
    VendingMachine: r.machine,
    from: iso(interval.from)!,
    to: iso(interval.to)!,
    days: interval.days,
    dex_vends: interval.paid_vends,
    dex_value: interval.paid_value,
    console_orders: r.console_orders,
    console_vends: r.console_vends,
    console_value: Math.round(r.console_value * 100) / 100,
    difference: interval.paid_vends - r.console_vends,
    flag: r.flag,
  };
}
