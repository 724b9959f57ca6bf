/** /api/sales: the vend order list and one order with its lines. */
import { and, asc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import * as contract from '../../contract/actions/orders.ts';
import { callerOf, handle, type Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { orderLines, orders, vendingMachines as vm } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { allOf, iso, sortOrder } from '../http/list.ts';
import { allTimeCountQuery, countOrders, isAllTimeCount, orderScope, statusConditions, type CountFilters } from './orders-counts.ts';

const SORT_COLUMNS = { created_at: orders.created_at, order_id: orders.order_id, amount: orders.amount };
const MAX_INT4 = 2_147_483_647;

/** "2619" → "262": the first digit string after every string starting with the prefix (null: none). */
function nextPrefix(digits: string): string | null {
  const trimmed = digits.replace(/9+$/, '');
  if (!trimmed) return null;
  return trimmed.slice(0, -1) + String(Number(trimmed.at(-1)) + 1);
}

/**
 * The `search` condition: order ids are digits, so digits match order ids starting with
 * them (an index range, fast over millions) or the numeric id itself; anything else
 * matches nothing. A leading "#" (the palette's order scope) is ignored.
 */
export function orderSearch(search: string | undefined): SQL | undefined {
  const term = search?.trim().replace(/^#\s*/, '');
  if (!term) return undefined;
  if (!/^\d+$/.test(term)) return sql`false`;
  const upper = nextPrefix(term);
  const prefix = and(gte(orders.order_id, term), upper ? lt(orders.order_id, upper) : undefined);
  const asId = term.length <= 10 && Number(term) <= MAX_INT4 ? eq(orders.id, Number(term)) : undefined;
  return or(prefix, asId);
}

/** The order id shown to people: UTC yymmdd of creation, then the id padded to 8 digits. */
export function formatOrderId(id: number, createdAt: Date): string {
  return createdAt.toISOString().slice(2, 10).replace(/-/g, '') + String(id).padStart(8, '0');
}

const machineColumns = { id: vm.id, name: vm.name, code: vm.code, location: vm.location };
const rowColumns = { order: orders, machine: machineColumns };

/** What a list row shows: fewer columns to fetch and map on the hot /orders page. */
const listColumns = {
  order: {
    id: orders.id, order_id: orders.order_id, created_at: orders.created_at, payment_mode: orders.payment_mode,
    vend_status: orders.vend_status, payment_status: orders.payment_status, refund_status: orders.refund_status,
    items: orders.items, items_vend: orders.items_vend, amount: orders.amount, discount: orders.discount, refund_amount: orders.refund_amount,
  },
  machine: machineColumns,
};

type ListedOrder = Pick<typeof orders.$inferSelect, keyof typeof listColumns.order>;

function toRow({ order: o, machine }: { order: ListedOrder; machine: { id: number; name: string; code: string; location: string } }) {
  return {
    id: o.id,
    order_id: o.order_id,
    created_at: iso(o.created_at)!,
    vending_machine: { id: machine.id, name: machine.name, code: machine.code },
    payment_mode: o.payment_mode,
    vend_status: o.vend_status,
    payment_status: o.payment_status,
    refund_status: o.refund_status,
    items: o.items,
    items_vend: o.items_vend,
    amount: o.amount,
    discount: o.discount,
    refund_amount: o.refund_amount,
  };
}

type ListInput = Infer<typeof contract.listOrders.request>;

/**
 * The /orders page query and the filters of its total, exported so the benchmark can
 * EXPLAIN exactly the SQL the list runs (`.toSQL()`). When the total needs only the
 * all-time roll-up, the page query carries it (`total` on every row): one round trip.
 */
export function orderListQuery(db: Db, caller: Pick<Caller, 'company_id' | 'franchise_id'>, input: ListInput) {
  const filters: CountFilters = {
    companyId: caller.company_id,
    franchiseId: caller.franchise_id,
    from: input.from ? new Date(input.from) : undefined,
    to: input.to ? new Date(input.to) : undefined,
    vendStatus: input.vend_status,
    paymentStatus: input.payment_status,
    refundStatus: input.refund_status,
  };
  const selective = [
    input.vending_machine_id?.length ? inArray(orders.vending_machine_id, input.vending_machine_id) : undefined,
    orderSearch(input.search),
  ];
  const where = allOf(
    orderScope(filters),
    filters.from ? gte(orders.created_at, filters.from) : undefined,
    filters.to ? lt(orders.created_at, filters.to) : undefined,
    ...statusConditions(filters),
    ...selective,
  );
  const allTime = isAllTimeCount(filters, selective);
  const total = allTime ? sql<number>`(${allTimeCountQuery(db, filters)})` : sql<null>`null`;
  const rows = db
    .select({ ...listColumns, total })
    .from(orders)
    .innerJoin(vm, eq(vm.id, orders.vending_machine_id))
    .where(where)
    .orderBy(...sortOrder(SORT_COLUMNS, input, orders.id))
    .limit(input.limit)
    .offset(input.offset);
  return { rows, filters, selective, allTime };
}

export const orderHandlers = [
  handle(contract.listOrders, async (input, ctx) => {
    const { rows, filters, selective, allTime } = orderListQuery(ctx.db, callerOf(ctx), input);
    if (allTime) {
      const page = await rows;
      // A page past the end has no row to carry the total.
      const total = page.length ? Number(page[0].total) : await countOrders(ctx.db, filters, selective);
      return { data: page.map(toRow), total };
    }
    const [page, total] = await Promise.all([rows, countOrders(ctx.db, filters, selective)]);
    return { data: page.map(toRow), total };
  }),

  handle(contract.getOrder, async (input, ctx) => {
    const caller = callerOf(ctx);
    const [row] = await ctx.db
      .select(rowColumns)
      .from(orders)
      .innerJoin(vm, eq(vm.id, orders.vending_machine_id))
      .where(and(eq(orders.id, input.id), orderScope({ companyId: caller.company_id, franchiseId: caller.franchise_id })));
    if (!row) throw notFound('Order');
    const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.order_id, row.order.id)).orderBy(asc(orderLines.id));
    return {
      data: {
        ...toRow(row),
        cart_id: row.order.cart_id,
        updated_at: iso(row.order.updated_at)!,
        vending_machine: row.machine,
        lines: lines.map((l) => ({
          id: l.id,
          product_id: l.product_id,
          sku: l.sku,
          name: l.name,
          hsn: l.hsn,
          mrp: l.mrp,
          coil: l.coil,
          gst: l.gst,
          cess: l.cess,
          discount: l.discount,
          sub_offer_id: l.sub_offer_id,
          quantity: l.quantity,
          items_vend: l.items_vend,
          vend_status: l.vend_status,
          failure_reason: l.failure_reason,
          refund_status: l.refund_status,
          utr_id: l.utr_id,
        })),
      },
    };
  }),
];
