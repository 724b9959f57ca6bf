/**
 * The /orders total without counting millions of rows. `order_counts` holds how many
 * orders each company has per franchise, UTC day and status triple; a filtered total is
 * the sum of the whole days inside the date range plus a direct (indexed) count of the
 * two partial days at its edges. Without a date range, `order_totals` (the same counts
 * without the day) answers from a few dozen rows: the default view's total stays cheap
 * however many days of orders there are. Filters the roll-up does not know (machine, search)
 * are selective, so those totals are counted directly.
 *
 * Everything that writes orders or changes their statuses must call `addToOrderCounts`
 * in the same transaction (the seed rebuilds the table in one statement instead).
 */
import { and, eq, gte, inArray, isNull, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { orderCounts, orderTotals, orders, vendingMachines } from '../db/schema/index.ts';
import { allOf } from '../http/list.ts';
import { narrowingRetailer, type ScopeCaller } from '../kit/scope.ts';
import { rebuildSalesRollups } from '../analytics/rollups.ts';

const DAY_MS = 86_400_000;

/**
 * The filters of a total. `V` lets the list's cached statement put placeholders where
 * values go (`Placeholder`); counting itself takes plain values.
 */
export interface CountFilters<V = never> {
  companyId: number | V;
  franchiseId: number | V | null;
  /** A retailer's staff: only its machines' orders (scope.ts `narrowingRetailer`); the roll-ups know no retailer. */
  retailerId?: number | V | null;
  from?: Date | V;
  to?: Date | V;
  vendStatus?: readonly (number | V)[];
  paymentStatus?: readonly (number | V)[];
  /** -1 means "not generated" (a null refund_status); it stays a literal -1 in a statement's shape. */
  refundStatus?: readonly (number | V)[];
}

/** The orders conditions for the status filters (shared with the list query). */
export function statusConditions(f: Pick<CountFilters<Placeholder>, 'vendStatus' | 'paymentStatus' | 'refundStatus'>): (SQL | undefined)[] {
  const refunds = f.refundStatus ?? [];
  const refundCodes = refunds.filter((r) => r !== -1);
  return [
    f.vendStatus?.length ? inArray(orders.vend_status, [...f.vendStatus]) : undefined,
    f.paymentStatus?.length ? inArray(orders.payment_status, [...f.paymentStatus]) : undefined,
    refunds.length
      ? or(
          refundCodes.length ? inArray(orders.refund_status, refundCodes) : undefined,
          refunds.includes(-1) ? isNull(orders.refund_status) : undefined,
        )
      : undefined,
  ];
}

/** Whose orders the caller reaches: the company's, their franchise's, their retailer's machines'. */
export const orderReachOf = (caller: ScopeCaller) => ({ companyId: caller.company_id, franchiseId: caller.franchise_id, retailerId: narrowingRetailer(caller) });

export function orderScope(f: Pick<CountFilters<Placeholder>, 'companyId' | 'franchiseId' | 'retailerId'>): SQL {
  return and(
    eq(orders.company_id, f.companyId),
    f.franchiseId === null ? undefined : eq(orders.franchise_id, f.franchiseId),
    f.retailerId == null ? undefined
      : sql`${orders.vending_machine_id} in (select ${vendingMachines.id} from ${vendingMachines} where ${vendingMachines.retailer_id} = ${f.retailerId})`,
  )!;
}

async function countDirect(db: Db, f: CountFilters, from: Date | undefined, to: Date | undefined, extra: (SQL | undefined)[] = []) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(allOf(orderScope(f), from ? gte(orders.created_at, from) : undefined, to ? lt(orders.created_at, to) : undefined, ...statusConditions(f), ...extra));
  return row?.n ?? 0;
}

const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The all-time total's query (the list embeds it in its page query to save a round trip). */
export function allTimeCountQuery(db: Db, f: CountFilters<Placeholder>) {
  return db
    .select({ n: sql<number>`coalesce(sum(${orderTotals.n}), 0)::int` })
    .from(orderTotals)
    .where(allOf(
      eq(orderTotals.company_id, f.companyId),
      f.franchiseId === null ? undefined : eq(orderTotals.franchise_id, f.franchiseId),
      f.vendStatus?.length ? inArray(orderTotals.vend_status, [...f.vendStatus]) : undefined,
      f.paymentStatus?.length ? inArray(orderTotals.payment_status, [...f.paymentStatus]) : undefined,
      f.refundStatus?.length ? inArray(orderTotals.refund_status, [...f.refundStatus]) : undefined,
    ));
}

/** All-time total of the company (or franchise) for the status filters. */
async function countAllTime(db: Db, f: CountFilters) {
  const [row] = await allTimeCountQuery(db, f);
  return row?.n ?? 0;
}

async function countRolledUp(db: Db, f: CountFilters, fromDay: number | undefined, toDay: number | undefined) {
  if (fromDay === undefined && toDay === undefined) return countAllTime(db, f);
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${orderCounts.n}), 0)::int` })
    .from(orderCounts)
    .where(allOf(
      eq(orderCounts.company_id, f.companyId),
      f.franchiseId === null ? undefined : eq(orderCounts.franchise_id, f.franchiseId),
      fromDay === undefined ? undefined : gte(orderCounts.day, dayText(fromDay)),
      toDay === undefined ? undefined : lt(orderCounts.day, dayText(toDay)),
      f.vendStatus?.length ? inArray(orderCounts.vend_status, [...f.vendStatus]) : undefined,
      f.paymentStatus?.length ? inArray(orderCounts.payment_status, [...f.paymentStatus]) : undefined,
      f.refundStatus?.length ? inArray(orderCounts.refund_status, [...f.refundStatus]) : undefined,
    ));
  return row?.n ?? 0;
}

/** The number of orders matching the filters, exact, touching at most two days of order rows. */
export async function countOrders(db: Db, f: CountFilters, directOnly: (SQL | undefined)[] = []): Promise<number> {
  // A retailer runs few machines: its orders are counted on the machine index.
  if (f.retailerId != null || directOnly.some((c) => c !== undefined)) return countDirect(db, f, f.from, f.to, directOnly);
  if (f.from && f.to && f.from.getTime() >= f.to.getTime()) return 0;
  // Whole UTC days inside [from, to): from rounded up, to rounded down.
  const firstWholeDay = f.from ? Math.ceil(f.from.getTime() / DAY_MS) * DAY_MS : undefined;
  const endWholeDays = f.to ? Math.floor(f.to.getTime() / DAY_MS) * DAY_MS : undefined;
  if (firstWholeDay !== undefined && endWholeDays !== undefined && firstWholeDay >= endWholeDays) {
    return countDirect(db, f, f.from, f.to);
  }
  const [whole, head, tail] = await Promise.all([
    countRolledUp(db, f, firstWholeDay, endWholeDays),
    f.from && firstWholeDay! > f.from.getTime() ? countDirect(db, f, f.from, new Date(firstWholeDay!)) : 0,
    f.to && endWholeDays! < f.to.getTime() ? countDirect(db, f, new Date(endWholeDays!), f.to) : 0,
  ]);
  return whole + head + tail;
}

export interface CountedOrder {
  company_id: number;
  franchise_id: number | null;
  created_at: Date;
  vend_status: number;
  payment_status: number;
  refund_status: number | null;
}

/** Adds (or with delta -1 removes) orders to the roll-ups; call inside the transaction that writes them. */
export async function addToOrderCounts(tx: Tx | Db, rows: CountedOrder[], delta: 1 | -1 = 1) {
  const groups = new Map<string, typeof orderCounts.$inferInsert>();
  for (const o of rows) {
    const key = [o.company_id, o.franchise_id ?? 0, dayText(o.created_at.getTime()), o.vend_status, o.payment_status, o.refund_status ?? -1];
    const id = key.join('|');
    const group = groups.get(id);
    if (group) group.n += delta;
    else {
      groups.set(id, {
        company_id: o.company_id, franchise_id: o.franchise_id ?? 0, day: key[2] as string,
        vend_status: o.vend_status, payment_status: o.payment_status, refund_status: o.refund_status ?? -1, n: delta,
      });
    }
  }
  if (!groups.size) return;
  await tx
    .insert(orderCounts)
    .values([...groups.values()])
    .onConflictDoUpdate({
      target: [orderCounts.company_id, orderCounts.franchise_id, orderCounts.day, orderCounts.vend_status, orderCounts.payment_status, orderCounts.refund_status],
      set: { n: sql`${orderCounts.n} + excluded.n` },
    });
  const totals = new Map<string, typeof orderTotals.$inferInsert>();
  for (const { day: _day, ...group } of groups.values()) {
    const id = [group.company_id, group.franchise_id, group.vend_status, group.payment_status, group.refund_status].join('|');
    const total = totals.get(id);
    if (total) total.n += group.n;
    else totals.set(id, { ...group });
  }
  await tx
    .insert(orderTotals)
    .values([...totals.values()])
    .onConflictDoUpdate({
      target: [orderTotals.company_id, orderTotals.franchise_id, orderTotals.vend_status, orderTotals.payment_status, orderTotals.refund_status],
      set: { n: sql`${orderTotals.n} + excluded.n` },
    });
}

/** Recomputes both roll-ups from the orders (after a bulk load). */
export async function rebuildOrderCounts(db: Db) {
  await db.delete(orderCounts);
  await db.delete(orderTotals);
  await db.execute(sql`
    insert into order_counts (company_id, franchise_id, day, vend_status, payment_status, refund_status, n)
    select company_id, coalesce(franchise_id, 0), (created_at at time zone 'UTC')::date, vend_status, payment_status,
           coalesce(refund_status, -1), count(*)::int
    from orders
    group by 1, 2, 3, 4, 5, 6`);
  await totalsFromCounts(db);
  await rebuildSalesRollups(db);
}

async function totalsFromCounts(db: Db | Tx) {
  await db.execute(sql`
    insert into order_totals (company_id, franchise_id, vend_status, payment_status, refund_status, n)
    select company_id, franchise_id, vend_status, payment_status, refund_status, sum(n)::int
    from order_counts
    group by 1, 2, 3, 4, 5`);
}

/**
 * The orders of the days before `day` were archived (server/db/partitions.ts): the list's totals
 * forget them, as its rows do. Writers wait on the lock (a rebuild must not lose their additions).
 */
export async function forgetOrderCountsBefore(db: Db, day: Date) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table order_totals in exclusive mode`);
    await tx.delete(orderCounts).where(lt(orderCounts.day, day.toISOString().slice(0, 10)));
    await tx.delete(orderTotals);
    await totalsFromCounts(tx);
  });
}
