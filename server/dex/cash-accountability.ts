/**
 * Cash accountability (issue 54, VendMAX's three measures) for each machine line of a cash
 * collection: DEX expected cash, the cash picked up, and the value vended. A line is paired with
 * the audit of its machine read on the visit's UTC day (the nearest reading when there are
 * several) whose interval has the cash meters; that audit's figure is the line's expected amount,
 * else the amount the collection recorded.
 */
import { eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Infer } from 'superstruct';
import type { CashAccountabilityRow, EXPECTED_SOURCES } from '../../contract/actions/dex-reconcile.ts';
import { cashCollectionOrders, cashCollections, refillPartners, vendingMachines } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { iso } from '../http/list.ts';

/** The visit: when the partner collected, else when the collection was made. */
export const visitAt = sql`coalesce(${cashCollections.collection_time}, ${cashCollections.created_at})`;

/** The audit paired with the line (null: none that day with cash meters). */
export const pairedAudit = sql<number | null>`(
  select d.id from dex_audits d
  where d.vending_machine_id = ${cashCollectionOrders.vending_machine_id} and d.deleted_at is null
    and d.interval ->> 'cash_in' is not null
    and (d.read_at at time zone 'UTC')::date = (${visitAt} at time zone 'UTC')::date
  order by abs(extract(epoch from d.read_at - ${visitAt})), d.id limit 1)`;

/** CA301 − CA303 over the interval: cash in less the coins the tubes kept for change. */
const dexExpected = sql<string | null>`(select (d.interval ->> 'cash_in')::numeric - coalesce((d.interval ->> 'cash_to_tubes')::numeric, 0) from dex_audits d where d.id = ${pairedAudit})`;
/** VA101 − DA201 over the interval: what the vends paid in cash. */
const vendedValue = sql<string | null>`(select (d.interval ->> 'paid_value')::numeric - coalesce((d.interval ->> 'cashless_value')::numeric, 0) from dex_audits d where d.id = ${pairedAudit})`;

/**
 * A line's expected cash: the paired audit's, else the recorded amount. The finance report sums it
 * too (server/actions/analytics-finance.ts), over the tables by their own names.
 */
export const lineExpectedCash = sql`coalesce(${dexExpected}, ${cashCollectionOrders.expected_amount})`;
/** 1 for a line whose expected amount comes from an audit, else 0 (a count when summed). */
export const lineFromDex = sql`(${dexExpected} is not null)::int`;

export interface AccountabilityFilters {
  refill_partner_id?: number[];
  vending_machine_id?: number[];
  expected_source?: (typeof EXPECTED_SOURCES)[number];
  from?: string;
  to?: string;
}

export const accountabilityFilters = {
  refill_partner_id: (ids: number[]) => inArray(cashCollections.refill_partner_id, ids),
  vending_machine_id: (ids: number[]) => inArray(cashCollectionOrders.vending_machine_id, ids),
  expected_source: (source: string) => (source === 'dex' ? isNotNull(pairedAudit) : isNull(pairedAudit)),
  from: (from: string) => gte(visitAt, new Date(from)),
  to: (to: string) => lte(visitAt, new Date(to)),
};

/** The lines with their collection, partner and machine, for a list's `where`. */
export function accountabilityLines<Q extends PgSelect>(qb: Q, where: SQL | undefined) {
  return qb
    .innerJoin(cashCollections, eq(cashCollections.id, cashCollectionOrders.cash_collection_id))
    .innerJoin(refillPartners, eq(refillPartners.id, cashCollections.refill_partner_id))
    .innerJoin(vendingMachines, eq(vendingMachines.id, cashCollectionOrders.vending_machine_id))
    .where(where);
}

export const lineFields = {
  line: { id: cashCollectionOrders.id, picked_up: cashCollectionOrders.picked_up_amount, recorded: cashCollectionOrders.expected_amount },
  collection: { id: cashCollections.id, order_id: cashCollections.order_id, visit_at: sql<Date | string>`${visitAt}` },
  partner: { id: refillPartners.id, name: refillPartners.name },
  machine: { id: vendingMachines.id, name: vendingMachines.name },
  audit_id: pairedAudit,
  dex_expected: dexExpected,
  vended: vendedValue,
};

interface Line {
  line: { id: number; picked_up: number; recorded: number };
  collection: { id: number; order_id: string; visit_at: Date | string };
  partner: { id: number; name: string };
  machine: { id: number; name: string };
  audit_id: number | null;
  dex_expected: string | null;
  vended: string | null;
}

const money = (n: number) => Math.round(n * 100) / 100;
const numberOr = (v: unknown) => (v === null || v === undefined ? null : money(Number(v)));

export function toAccountabilityRow(r: Line): Infer<typeof CashAccountabilityRow> {
  const dex = numberOr(r.dex_expected);
  const recorded = Number(r.line.recorded);
  const pickedUp = Number(r.line.picked_up);
  const exp = dex ?? recorded;
  const vended = numberOr(r.vended);
  return {
    id: r.line.id,
    cash_collection_id: r.collection.id,
    order_id: r.collection.order_id,
    RefillPartner: r.partner,
    VendingMachine: r.machine,
    visit_at: iso(r.collection.visit_at)!,
    dex_audit_id: r.audit_id === null ? null : Number(r.audit_id),
    expected_source: dex === null ? 'recorded' : 'dex',
    recorded_expected: recorded,
    dex_expected: dex,
    expected: exp,
    picked_up: pickedUp,
    over_short: money(pickedUp - exp),
    vended_value: vended,
    over_short_vended: vended === null ? null : money(pickedUp - vended),
  };
}

const PERIOD_TRUNC = { day: sql.raw(`'day'`), week: sql.raw(`'week'`), month: sql.raw(`'month'`) } as const;

/** Per partner and period: the lines' sums; the vended measure over the lines paired with an audit. */
export function summaryFields(period: keyof typeof PERIOD_TRUNC) {
  const start = sql<string>`to_char(date_trunc(${PERIOD_TRUNC[period]}, ${visitAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return {
    start,
    fields: {
      period: start,
      partner_id: refillPartners.id,
      partner_name: sql<string>`max(${refillPartners.name})`,
      collections: sql<number>`count(distinct ${cashCollections.id})::int`,
      lines: sql<number>`count(*)::int`,
      lines_from_dex: sql<number>`count(${dexExpected})::int`,
      expected: sql<string>`coalesce(sum(${lineExpectedCash}), 0)`,
      picked_up: sql<string>`coalesce(sum(${cashCollectionOrders.picked_up_amount}), 0)`,
      vended: sql<string>`coalesce(sum(${vendedValue}), 0)`,
      picked_up_vended: sql<string>`coalesce(sum(${cashCollectionOrders.picked_up_amount}) filter (where ${vendedValue} is not null), 0)`,
    },
    overShort: sql`sum(${cashCollectionOrders.picked_up_amount}) - sum(${lineExpectedCash})`,
  };
}

export function toSummaryRow(r: { period: string; partner_id: number; partner_name: string; collections: number; lines: number; lines_from_dex: number; expected: string; picked_up: string; vended: string; picked_up_vended: string }) {
  const exp = money(Number(r.expected)), pickedUp = money(Number(r.picked_up)), vended = money(Number(r.vended));
  return {
    period: r.period,
    RefillPartner: { id: r.partner_id, name: r.partner_name },
    collections: r.collections,
    lines: r.lines,
    lines_from_dex: r.lines_from_dex,
    expected: exp,
    picked_up: pickedUp,
    over_short: money(pickedUp - exp),
    vended_value: vended,
    over_short_vended: money(Number(r.picked_up_vended) - vended),
  };
}

/**
 * What the audits change in a collection's expected amount: per line paired with an audit, the
 * audit's expected cash less the recorded one. Receiving a collection adds it, so its expected
 * amount and difference come from the audits where they exist.
 */
export async function dexExpectedChange(db: Db, collectionId: number): Promise<number> {
  const [row] = await db.select({ change: sql<string>`coalesce(sum(${dexExpected} - ${cashCollectionOrders.expected_amount}), 0)` })
    .from(cashCollectionOrders).innerJoin(cashCollections, eq(cashCollections.id, cashCollectionOrders.cash_collection_id))
    .where(eq(cashCollectionOrders.cash_collection_id, collectionId));
  return money(Number(row?.change ?? 0));
}
