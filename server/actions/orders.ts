/** /api/sales: the vend order list and one order with its lines. */
import { and, asc, eq } from 'drizzle-orm';
import * as contract from '../../contract/actions/orders.ts';
import { callerOf, handle, type Caller } from '../context.ts';
import { orderLines, orders, vendingMachines as vm } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { DEEP_OFFSET, iso, listPage } from '../http/list.ts';
import { machineColumns, narrowingConditions, orderPage, parseOrderSearch, type ListedOrder, type ListInput } from './order-list.ts';
import { countOrders, orderReachOf, orderScope, type CountFilters } from './orders-counts.ts';

/** The order id shown to people: UTC yymmdd of creation, then the id padded to 8 digits. */
export function formatOrderId(id: number, createdAt: Date): string {
  return createdAt.toISOString().slice(2, 10).replace(/-/g, '') + String(id).padStart(8, '0');
}

const rowColumns = { order: orders, machine: machineColumns };

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
    channel: o.channel,
  };
}

/** The total's filters with this request's values (for the direct and per-day counts). */
function countFiltersOf(caller: Caller, input: ListInput): CountFilters {
  return {
    ...orderReachOf(caller),
    from: input.from ? new Date(input.from) : undefined,
    to: input.to ? new Date(input.to) : undefined,
    vendStatus: input.vend_status,
    paymentStatus: input.payment_status,
    refundStatus: input.refund_status,
  };
}

export const orderHandlers = [
  handle(contract.listOrders, async (input, ctx) => {
    const caller = callerOf(ctx);
    const count = () =>
      countOrders(ctx.db, countFiltersOf(caller, input), narrowingConditions(input.vending_machine_id, parseOrderSearch(input.search), input.channel));
    const page = orderPage(ctx.database, caller, input);
    if (page.allTime && input.offset < DEEP_OFFSET) {
      const { data, total } = await page.read();
      // A page past the end has no row to carry the total.
      return { data, total: total ?? (await count()) };
    }
    return listPage(input, async (range) => (await orderPage(ctx.database, caller, range).read()).data, count);
  }),

  handle(contract.getOrder, async (input, ctx) => {
    const caller = callerOf(ctx);
    const [row] = await ctx.db
      .select(rowColumns)
      .from(orders)
      .innerJoin(vm, eq(vm.id, orders.vending_machine_id))
      .where(and(eq(orders.id, input.id), orderScope(orderReachOf(caller))));
    if (!row) throw notFound('Order');
    const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.order_id, row.order.id)).orderBy(asc(orderLines.id));
    return {
      data: {
        ...toRow(row),
        cart_id: row.order.cart_id,
        updated_at: iso(row.order.updated_at)!,
        vending_machine: row.machine,
        coupon: row.order.coupon_id === null ? null
          : { id: row.order.coupon_id, code: row.order.coupon_code ?? '', discount: row.order.coupon_discount },
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
