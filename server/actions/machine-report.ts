/**
 * get.vm_report: one machine's sales and stock over a range of UTC days, for holders of
 * PERM_VIEW_VM_REPORT who reach the machine. Three grouped queries, each bounded by the machine:
 * its orders through orders_machine_created_idx (vending_machine_id, created_at), their lines
 * through order_lines_order_idx, and its slots through vm_slots_vm_coil_key, so the cost follows
 * the machine's own orders in the range, never the size of the fleet.
 */
import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import * as contract from '../../contract/actions/machine-report.ts';
import { callerOf, handle } from '../context.ts';
import { orderLines, orders, products, vmSlots } from '../db/schema/index.ts';
import { invalidField } from '../http/errors.ts';
import { findMachine } from '../records/vending-machine.ts';
import { orderReachOf, orderScope } from './orders-counts.ts';

const M = contract.VM_REPORT_MESSAGES;
const DAY_MS = 86_400_000;
const money = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;
const int = (v: unknown) => Number(v ?? 0);

type Figures = Infer<typeof contract.VmReportTotals>;
const zero = (): Figures => ({
  orders: 0, units_vended: 0, revenue: 0, refund_amount: 0, net_revenue: 0, vend_success: 0, partial_vend: 0, vend_failure: 0, refunds: 0,
});

export const machineReportHandlers = [
  handle(contract.getVmReport, async (input, ctx) => {
    const caller = callerOf(ctx);
    const db = ctx.db;
    const span = contract.daysBetween(input.from, input.to);
    if (span < 1) throw invalidField('to', M.fromAfterTo);
    if (span > contract.VM_REPORT_MAX_DAYS) throw invalidField('to', M.tooLong);
    const { machine } = await findMachine(db, caller, input.vending_machine_id);

    const start = new Date(`${input.from}T00:00:00Z`);
    const end = new Date(start.getTime() + span * DAY_MS);
    // The same reach as list.orders: the company's, and a franchise user's own franchise's orders.
    const inRange = and(
      eq(orders.vending_machine_id, machine.id),
      gte(orders.created_at, start),
      lt(orders.created_at, end),
      orderScope(orderReachOf(caller)),
    );
    const dayOf = sql<string>`to_char(${orders.created_at} at time zone 'UTC', 'YYYY-MM-DD')`;

    const [dayRows, productRows, slotRows] = await Promise.all([
      db
        .select({
          day: dayOf,
          orders: sql<number>`count(*)::int`,
          units_vended: sql<number>`coalesce(sum(${orders.items_vend}), 0)::int`,
          revenue: sql<string>`coalesce(sum(${orders.amount}) filter (where ${orders.payment_status} = 1), 0)`,
          refund_amount: sql<string>`coalesce(sum(${orders.refund_amount}) filter (where ${orders.refund_status} is not null), 0)`,
          vend_success: sql<number>`(count(*) filter (where ${orders.vend_status} = 1))::int`,
          partial_vend: sql<number>`(count(*) filter (where ${orders.vend_status} = 2))::int`,
          vend_failure: sql<number>`(count(*) filter (where ${orders.vend_status} in (3, 4)))::int`,
          refunds: sql<number>`(count(*) filter (where ${orders.refund_status} is not null))::int`,
        })
        .from(orders)
        .where(inRange)
        .groupBy(dayOf),
      db
        .select({
          product_id: orderLines.product_id,
          sku: sql<string>`max(${orderLines.sku})`,
          name: sql<string>`max(${orderLines.name})`,
          units_sold: sql<number>`coalesce(sum(${orderLines.items_vend}), 0)::int`,
          sales: sql<string>`coalesce(sum(round((${orderLines.mrp} * ${orderLines.quantity} - ${orderLines.discount}) * ${orderLines.items_vend} / nullif(${orderLines.quantity}, 0), 2)), 0)`,
        })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.order_id, orders.id))
        .where(and(inRange, isNotNull(orderLines.product_id)))
        .groupBy(orderLines.product_id),
      db
        .select({
          product_id: vmSlots.product_id,
          stock: sql<number>`coalesce(sum(${vmSlots.quantity}), 0)::int`,
          capacity: sql<number>`coalesce(sum(${vmSlots.item_layout_max}), 0)::int`,
          coils: sql<string[]>`array_agg(${vmSlots.coil} order by ${vmSlots.coil})`,
        })
        .from(vmSlots)
        .where(and(eq(vmSlots.vending_machine_id, machine.id), isNotNull(vmSlots.product_id)))
        .groupBy(vmSlots.product_id),
    ]);

    // Every day of the range, oldest first; the totals are the days' sums.
    const byDay = new Map(dayRows.map((r) => [r.day, r]));
    const totals = zero();
    const days = Array.from({ length: span }, (_, i) => {
      const day = new Date(start.getTime() + i * DAY_MS).toISOString().slice(0, 10);
      const r = byDay.get(day);
      const figures = zero();
      if (r) {
        Object.assign(figures, {
          orders: int(r.orders), units_vended: int(r.units_vended), revenue: money(r.revenue), refund_amount: money(r.refund_amount),
          vend_success: int(r.vend_success), partial_vend: int(r.partial_vend), vend_failure: int(r.vend_failure), refunds: int(r.refunds),
        });
        figures.net_revenue = money(figures.revenue - figures.refund_amount);
      }
      for (const key of Object.keys(totals) as (keyof Figures)[]) totals[key] += figures[key];
      return { day, ...figures };
    });
    for (const key of ['revenue', 'refund_amount', 'net_revenue'] as const) totals[key] = money(totals[key]);

    // Products sold in the range or in a slot now; names of slot-only products from the catalogue.
    const slotsOf = new Map(slotRows.map((s) => [s.product_id!, s]));
    const soldOf = new Map(productRows.map((p) => [p.product_id!, p]));
    const slotOnly = [...slotsOf.keys()].filter((id) => !soldOf.has(id));
    const catalogue = slotOnly.length
      ? await db.select({ id: products.id, sku: products.sku, name: products.name }).from(products).where(inArray(products.id, slotOnly)).orderBy(asc(products.id))
      : [];
    const named = new Map(catalogue.map((p) => [p.id, p]));
    const productIds = [...new Set([...soldOf.keys(), ...slotsOf.keys()])];
    const productList = productIds
      .map((id) => {
        const sold = soldOf.get(id);
        const slot = slotsOf.get(id);
        const info = sold ?? named.get(id);
        return {
          product_id: id,
          sku: info?.sku ?? '',
          name: info?.name ?? `Product #${id}`,
          units_sold: int(sold?.units_sold),
          sales: money(sold?.sales),
          stock: int(slot?.stock),
          capacity: int(slot?.capacity),
          coils: slot?.coils ?? [],
        };
      })
      .sort((a, b) => b.units_sold - a.units_sold || a.name.localeCompare(b.name) || a.product_id - b.product_id);

    return {
      data: {
        vending_machine: { id: machine.id, name: machine.name, code: machine.code },
        from: input.from,
        to: input.to,
        days,
        totals,
        products: productList,
        generated_at: new Date().toISOString(),
      },
    };
  }),
];
