/**
 * The /orders page query, the hottest read of the console. Building its SQL with drizzle
 * cost about 0.27 ms a request, around 15 % of the server's time under load, so each
 * shape of request (which filters, how many values, which sort) is built once into a
 * statement with placeholders and then run with each request's values.
 */
import { and, eq, fillPlaceholders, gte, inArray, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type * as contract from '../../contract/actions/orders.ts';
import { queryPrepared, type Database, type Db } from '../db/client.ts';
import { orders, vendingMachines as vm } from '../db/schema/index.ts';
import { allOf, sortOrder } from '../http/list.ts';
import { narrowingRetailer, type ScopeCaller } from '../kit/scope.ts';
import { allTimeCountQuery, orderScope, statusConditions, type CountFilters } from './orders-counts.ts';

const SORT_COLUMNS = { created_at: orders.created_at, order_id: orders.order_id, amount: orders.amount };
const MAX_INT4 = 2_147_483_647;
/** Shapes are bounded by the contract (200 machines, a few statuses); this only guards memory. */
const MAX_STATEMENTS = 500;

export type ListInput = Infer<typeof contract.listOrders.request>;
type Scope = ScopeCaller;

/** "2619" → "262": the first digit string after every string starting with the prefix (null: none). */
function nextPrefix(digits: string): string | null {
  const trimmed = digits.replace(/9+$/, '');
  if (!trimmed) return null;
  return trimmed.slice(0, -1) + String(Number(trimmed.at(-1)) + 1);
}

/** What `search` looks for: order ids in [from, to) or the numeric id. */
export interface OrderSearch<V = never> {
  from: string | V;
  to?: string | V;
  id?: number | V;
}

/**
 * Order ids are digits, so digits match order ids starting with them (an index range,
 * fast over millions) or the numeric id itself; anything else matches nothing (null).
 * A leading "#" (the palette's order scope) is ignored. Undefined: no search.
 */
export function parseOrderSearch(search: string | undefined): OrderSearch | null | undefined {
  const term = search?.trim().replace(/^#\s*/, '');
  if (!term) return undefined;
  if (!/^\d+$/.test(term)) return null;
  const upper = nextPrefix(term);
  return { from: term, to: upper ?? undefined, id: term.length <= 10 && Number(term) <= MAX_INT4 ? Number(term) : undefined };
}

function searchCondition(search: OrderSearch<Placeholder> | null | undefined): SQL | undefined {
  if (search === undefined) return undefined;
  if (search === null) return sql`false`;
  const prefix = and(gte(orders.order_id, search.from), search.to === undefined ? undefined : lt(orders.order_id, search.to));
  return or(prefix, search.id === undefined ? undefined : eq(orders.id, search.id));
}

/** The machine, search and channel conditions: ones the daily roll-up cannot total, so their totals count orders. */
export function narrowingConditions(
  machines: readonly (number | Placeholder)[] | undefined, search: OrderSearch<Placeholder> | null | undefined,
  channels?: readonly (number | Placeholder)[],
) {
  return [
    machines?.length ? inArray(orders.vending_machine_id, [...machines]) : undefined, searchCondition(search),
    channels?.length ? inArray(orders.channel, [...channels]) : undefined,
  ];
}

export const machineColumns = { id: vm.id, name: vm.name, code: vm.code, location: vm.location };

/** What a list row shows: fewer columns to fetch and map on the hot /orders page (their order is `PageTuple`'s). */
const listColumns = {
  order: {
    id: orders.id, order_id: orders.order_id, created_at: orders.created_at, payment_mode: orders.payment_mode,
    vend_status: orders.vend_status, payment_status: orders.payment_status, refund_status: orders.refund_status,
    items: orders.items, items_vend: orders.items_vend, amount: orders.amount, discount: orders.discount, refund_amount: orders.refund_amount,
    channel: orders.channel,
  },
  machine: machineColumns,
};
export type ListedOrder = Pick<typeof orders.$inferSelect, keyof typeof listColumns.order>;

/** A list request with placeholders where its values go: everything that decides the SQL text. */
interface PageShape {
  filters: CountFilters<Placeholder>;
  machines?: Placeholder[];
  channels?: Placeholder[];
  search?: OrderSearch<Placeholder> | null;
  sortBy: ListInput['sortBy'];
  sortDir: ListInput['sortDir'];
}

/** The total needs nothing but the all-time roll-up (no date range, no machine, retailer or search). */
const isAllTime = (s: PageShape) =>
  !s.filters.from && !s.filters.to && s.filters.retailerId == null && !s.machines && !s.channels && s.search === undefined;

/** Splits a request into its shape, the shape's cache key and the values of its placeholders. */
function shapeOf(caller: Scope, input: ListInput) {
  const values: Record<string, unknown> = { limit: input.limit, offset: input.offset };
  const bind = (name: string, value: unknown) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  const bindAll = (name: string, list: readonly number[] | undefined) => (list?.length ? list.map((v, i) => bind(`${name}${i}`, v)) : undefined);
  const search = parseOrderSearch(input.search);
  const refunds = input.refund_status ?? [];
  const retailerId = narrowingRetailer(caller);
  const shape: PageShape = {
    filters: {
      companyId: bind('company', caller.company_id),
      franchiseId: caller.franchise_id === null ? null : bind('franchise', caller.franchise_id),
      retailerId: retailerId === null ? null : bind('retailer', retailerId),
      from: input.from ? bind('from', new Date(input.from).toISOString()) : undefined,
      to: input.to ? bind('to', new Date(input.to).toISOString()) : undefined,
      vendStatus: bindAll('vend', input.vend_status),
      paymentStatus: bindAll('payment', input.payment_status),
      refundStatus: refunds.length ? refunds.map((r, i) => (r === -1 ? -1 : bind(`refund${i}`, r))) : undefined,
    },
    machines: bindAll('machine', input.vending_machine_id),
    channels: bindAll('channel', input.channel),
    search: search && {
      from: bind('searchFrom', search.from),
      to: search.to === undefined ? undefined : bind('searchTo', search.to),
      id: search.id === undefined ? undefined : bind('searchId', search.id),
    },
    sortBy: input.sortBy,
    sortDir: input.sortDir,
  };
  const key = JSON.stringify([
    input.sortBy, input.sortDir, caller.franchise_id === null, retailerId === null, !!input.from, !!input.to,
    input.vend_status?.length, input.payment_status?.length, refunds.map((r) => r === -1), input.vending_machine_id?.length, input.channel?.length,
    search === undefined ? 'all' : search === null ? 'none' : [search.to !== undefined, search.id !== undefined],
  ]);
  return { shape, key, values };
}

function pageQuery(db: Db, s: PageShape): { sql: string; params: unknown[] } {
  const f = s.filters;
  const where = allOf(
    orderScope(f),
    f.from ? gte(orders.created_at, f.from) : undefined,
    f.to ? lt(orders.created_at, f.to) : undefined,
    ...statusConditions(f),
    ...narrowingConditions(s.machines, s.search, s.channels),
  );
  // When the total needs only the all-time roll-up, the page query carries it (one round trip).
  const total = isAllTime(s) ? sql<number>`(${allTimeCountQuery(db, f)})` : sql<null>`null`;
  return db
    .select({ ...listColumns, total })
    .from(orders)
    .innerJoin(vm, eq(vm.id, orders.vending_machine_id))
    .where(where)
    .orderBy(...sortOrder(SORT_COLUMNS, s, orders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .toSQL();
}

/** A shape's SQL text with its parameters, placeholders where a request's values go. */
type PageStatement = { sql: string; params: unknown[] };
const statementsOf = new WeakMap<Db, Map<string, PageStatement>>();

function statementFor(db: Db, key: string, shape: PageShape): PageStatement {
  let statements = statementsOf.get(db);
  if (!statements) statementsOf.set(db, (statements = new Map()));
  let statement = statements.get(key);
  if (!statement) {
    if (statements.size >= MAX_STATEMENTS) statements.clear();
    statements.set(key, (statement = pageQuery(db, shape)));
  }
  return statement;
}

/** The columns of a page row as the driver sends them: `listColumns` in order, then the total. */
type PageTuple = [
  id: number, order_id: string, created_at: Date, payment_mode: string, vend_status: number, payment_status: number,
  refund_status: number | null, items: number, items_vend: number, amount: unknown, discount: unknown, refund_amount: unknown, channel: number,
  machine_id: number, machine_name: string, machine_code: string, machine_location: string, total: unknown,
];

/**
 * A row as the list answers it, in one pass from the driver's arrays. Mapping rows into an
 * object per table (drizzle) and then into the answer cost about a tenth of the server's work
 * on the /orders page (bench/results.md, the pipeline's cost).
 */
function listRow(r: PageTuple) {
  return {
    id: r[0],
    order_id: r[1],
    created_at: (r[2] instanceof Date ? r[2] : new Date(r[2])).toISOString(),
    vending_machine: { id: r[13], name: r[14], code: r[15] },
    payment_mode: r[3],
    vend_status: r[4],
    payment_status: r[5],
    refund_status: r[6],
    items: r[7],
    items_vend: r[8],
    // numeric arrives as text from PostgreSQL: money in rupees, two places.
    amount: Number(r[9]),
    discount: Number(r[10]),
    refund_amount: Number(r[11]),
    channel: r[12],
  };
}

/**
 * One page of orders and, when the all-time roll-up answers it (`allTime`), the total it
 * carries on every row; otherwise the total is null and the caller counts.
 */
export function orderPage(database: Database, caller: Scope, input: ListInput) {
  const { sql: text, params, allTime } = pageStatement(database.db, caller, input);
  return {
    allTime,
    read: async () => {
      const rows = await queryPrepared<PageTuple>(database, text, params);
      const total = rows[0]?.[17];
      return { data: rows.map(listRow), total: total === undefined || total === null ? null : Number(total) };
    },
  };
}

function pageStatement(db: Db, caller: Scope, input: ListInput) {
  const { shape, key, values } = shapeOf(caller, input);
  const { sql: text, params } = statementFor(db, key, shape);
  return { sql: text, params: fillPlaceholders(params, values), allTime: isAllTime(shape) };
}

/** The exact SQL and parameters the page runs, for the benchmark's EXPLAIN and bare route. */
export function orderPageSql(db: Db, caller: Scope, input: ListInput): { sql: string; params: unknown[] } {
  const { sql: text, params } = pageStatement(db, caller, input);
  return { sql: text, params };
}
