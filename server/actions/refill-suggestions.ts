/**
 * suggest.refill_plan and get.refill_pick_list (contract/actions/refill-suggestions.ts). Both read only.
 *
 * The suggestion costs three queries whatever the fleet's size: the machines (by primary key,
 * in the caller's scope), their slots with the planogram par (vm_slots_vm_coil_key, the template's
 * cell key), and ONE grouped query of units vended per machine and coil over the window, which
 * reaches the orders through orders_machine_created_idx (vending_machine_id, created_at) and
 * their lines through order_lines_order_idx, like get.vm_report: its cost follows the route's
 * own recent orders, never the fleet's. Machines of the route without live sales (no orders in the
 * window) add one query of their last DEX audits (server/dex/forecast.ts).
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import * as contract from '../../contract/actions/refill-suggestions.ts';
import {
  REFILL_SUGGESTION_VISIT_DAYS, REFILL_SUGGESTION_WINDOW_DAYS, suggestSlotRefill,
} from '../../contract/refill-suggestion.ts';
import { callerOf, handle } from '../context.ts';
import {
  orderLines, orders, planogramTemplateSlots, products, refillPartners, refillPlanLines, refillPlans, stores, vendingMachines, vmSlots, warehouses,
} from '../db/schema/index.ts';
import { dexRatesOf } from '../dex/forecast.ts';
import { notFound } from '../http/errors.ts';
import { refillPlanScope } from '../records/refill-plan.ts';
import { machineScope } from '../records/vending-machine.ts';

const DAY_MS = 86_400_000;

export const refillSuggestionHandlers = [
  handle(contract.suggestRefillPlan, async (input, ctx) => {
    const caller = callerOf(ctx);
    const db = ctx.db;
    const ids = [...new Set(input.vending_machine_ids)];
    const windowDays = input.window_days ?? REFILL_SUGGESTION_WINDOW_DAYS;
    const daysToVisit = input.days_to_visit ?? REFILL_SUGGESTION_VISIT_DAYS;
    const since = new Date(ctx.now().getTime() - windowDays * DAY_MS);
    if (!ids.length) return { data: { window_days: windowDays, days_to_visit: daysToVisit, since: since.toISOString(), machines: [] } };

    const [machines, slots, sales] = await Promise.all([
      db
        .select({ id: vendingMachines.id, name: vendingMachines.name, code: vendingMachines.code, planogram_template_id: vendingMachines.planogram_template_id })
        .from(vendingMachines)
        .where(and(inArray(vendingMachines.id, ids), machineScope(caller), isNull(vendingMachines.deleted_at))),
      db
        .select({
          vm_id: vmSlots.vending_machine_id, vm_slot_id: vmSlots.id, coil: vmSlots.coil, row: vmSlots.row, column: vmSlots.column,
          current: vmSlots.quantity, capacity: vmSlots.item_layout_max,
          product: { id: products.id, sku: products.sku, name: products.name },
          par_level: planogramTemplateSlots.par_level,
        })
        .from(vmSlots)
        .innerJoin(vendingMachines, eq(vendingMachines.id, vmSlots.vending_machine_id))
        .innerJoin(products, eq(products.id, vmSlots.product_id))
        // The planogram's par counts only for the cell holding the product the template puts there.
        .leftJoin(planogramTemplateSlots, and(
          eq(planogramTemplateSlots.planogram_template_id, vendingMachines.planogram_template_id),
          eq(planogramTemplateSlots.row, vmSlots.row),
          eq(planogramTemplateSlots.column, vmSlots.column),
          eq(planogramTemplateSlots.product_id, vmSlots.product_id),
        ))
        .where(and(inArray(vmSlots.vending_machine_id, ids), isNotNull(vmSlots.product_id)))
        .orderBy(asc(vmSlots.vending_machine_id), asc(vmSlots.row), asc(vmSlots.column)),
      // ONE grouped query over the route's recent orders (machine/date index), units vended per coil and
      // product: after a planogram change, the coil's earlier product's sales do not count for the new one.
      db
        .select({
          vm_id: orders.vending_machine_id,
          coil: orderLines.coil,
          product_id: orderLines.product_id,
          sold: sql<number>`coalesce(sum(${orderLines.items_vend}), 0)::int`,
        })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.order_id, orders.id))
        .where(and(
          inArray(orders.vending_machine_id, ids),
          gte(orders.created_at, since),
          lt(orders.created_at, ctx.now()),
          eq(orders.company_id, caller.company_id),
        ))
        .groupBy(orders.vending_machine_id, orderLines.coil, orderLines.product_id),
    ]);
    if (machines.length !== ids.length) throw notFound('Vending machine');

    const soldOf = new Map(sales.map((s) => [`${s.vm_id} ${s.coil} ${s.product_id}`, Number(s.sold)]));
    // A machine with no orders in the window (not connected, or read by handheld) forecasts from its DEX audits.
    const live = new Set(sales.filter((s) => Number(s.sold) > 0).map((s) => s.vm_id));
    const dexRates = await dexRatesOf(db, ids.filter((id) => !live.has(id)));
    const slotsOf = new Map<number, typeof slots>();
    for (const s of slots) slotsOf.set(s.vm_id, [...(slotsOf.get(s.vm_id) ?? []), s]);
    const byId = new Map(machines.map((m) => [m.id, m]));
    return {
      data: {
        window_days: windowDays,
        days_to_visit: daysToVisit,
        since: since.toISOString(),
        machines: ids.map((id) => {
          const m = byId.get(id)!;
          const lines = (slotsOf.get(id) ?? []).map((s) => {
            const sold = soldOf.get(`${id} ${s.coil} ${s.product!.id}`) ?? 0;
            const dex = dexRates.get(id)?.get(s.coil);
            const line = suggestSlotRefill({
              current: s.current, capacity: s.capacity, par_level: s.par_level, sold, window_days: windowDays, days_to_visit: daysToVisit,
              ...(dex ? { dex: { per_day: dex.per_day, intervals: dex.intervals } } : {}),
            });
            return {
              vm_slot_id: s.vm_slot_id, coil: s.coil, row: s.row, column: s.column, product: s.product!, current: s.current, capacity: s.capacity,
              par: line.par, par_source: s.par_level === null ? 'capacity' as const : 'planogram' as const,
              sold, sold_per_day: line.sold_per_day, needed: line.needed, quantity_to_add: line.quantity_to_add, reason: line.reason,
              sales_source: dex ? 'dex' as const : 'orders' as const,
            };
          });
          return {
            VendingMachine: { id: m.id, name: m.name, code: m.code },
            planogram_template_id: m.planogram_template_id,
            lines,
            total_to_add: lines.reduce((sum, l) => sum + l.quantity_to_add, 0),
          };
        }),
      },
    };
  }),

  handle(contract.getRefillPickList, async (input, ctx) => {
    const caller = callerOf(ctx);
    const db = ctx.db;
    const [partner] = await db
      .select({ id: refillPartners.id, name: refillPartners.name })
      .from(refillPartners)
      .where(and(eq(refillPartners.id, input.refill_partner_id), eq(refillPartners.company_id, caller.company_id)));
    if (!partner) throw notFound('Refill partner');
    const day = new Date(input.date).toISOString().slice(0, 10);
    const start = new Date(`${day}T00:00:00Z`);
    const end = new Date(start.getTime() + DAY_MS);
    const plans = await db
      .select({
        id: refillPlans.id, plan_id: refillPlans.plan_id, status: refillPlans.status, total_quantity: refillPlans.total_quantity,
        VendingMachine: { id: vendingMachines.id, name: vendingMachines.name, code: vendingMachines.code },
        warehouse_id: refillPlans.warehouse_id, warehouse_name: warehouses.name, store_id: refillPlans.store_id, store_name: stores.name,
      })
      .from(refillPlans)
      .innerJoin(vendingMachines, eq(vendingMachines.id, refillPlans.vending_machine_id))
      .leftJoin(warehouses, eq(warehouses.id, refillPlans.warehouse_id))
      .leftJoin(stores, eq(stores.id, refillPlans.store_id))
      .where(and(
        eq(refillPlans.refill_partner_id, partner.id),
        inArray(refillPlans.status, [1, 2]),
        refillPlanScope(caller),
        or(
          and(gte(refillPlans.scheduled_at, start), lt(refillPlans.scheduled_at, end)),
          and(isNull(refillPlans.scheduled_at), gte(refillPlans.created_at, start), lt(refillPlans.created_at, end)),
        ),
      ))
      .orderBy(asc(refillPlans.id));
    const lines = plans.length === 0 ? [] : await db
      .select({
        warehouse_id: refillPlans.warehouse_id, store_id: refillPlans.store_id,
        product: { id: products.id, sku: products.sku, name: products.name },
        quantity: sql<number>`sum(${refillPlanLines.quantity_to_add})::int`,
        plans: sql<number>`count(distinct ${refillPlanLines.refill_plan_id})::int`,
      })
      .from(refillPlanLines)
      .innerJoin(refillPlans, eq(refillPlans.id, refillPlanLines.refill_plan_id))
      .innerJoin(products, eq(products.id, refillPlanLines.product_id))
      .where(and(inArray(refillPlanLines.refill_plan_id, plans.map((p) => p.id)), sql`${refillPlanLines.quantity_to_add} > 0`))
      .groupBy(refillPlans.warehouse_id, refillPlans.store_id, products.id, products.sku, products.name);

    const ref = (id: number | null, name: string | null) => (id ? { id, name: name ?? '' } : null);
    const names = new Map(plans.map((p) => [`${p.warehouse_id ?? 0} ${p.store_id ?? 0}`, p]));
    const sources = new Map<string, { warehouse: { id: number; name: string } | null; store: { id: number; name: string } | null; lines: { product: { id: number; sku: string; name: string }; quantity: number; plans: number }[]; total: number }>();
    for (const l of lines) {
      const key = `${l.warehouse_id ?? 0} ${l.store_id ?? 0}`;
      const p = names.get(key);
      const source = sources.get(key) ?? { warehouse: ref(l.warehouse_id, p?.warehouse_name ?? null), store: ref(l.store_id, p?.store_name ?? null), lines: [], total: 0 };
      source.lines.push({ product: l.product, quantity: Number(l.quantity), plans: Number(l.plans) });
      source.total += Number(l.quantity);
      sources.set(key, source);
    }
    const sorted = [...sources.values()]
      .map((s) => ({ ...s, lines: s.lines.sort((a, b) => a.product.sku.localeCompare(b.product.sku) || a.product.id - b.product.id) }))
      .sort((a, b) => (a.warehouse?.name ?? a.store?.name ?? '').localeCompare(b.warehouse?.name ?? b.store?.name ?? ''));
    return {
      data: {
        refill_partner: partner,
        date: day,
        plans: plans.map((p) => ({
          id: p.id, plan_id: p.plan_id, status: p.status, VendingMachine: p.VendingMachine,
          warehouse: ref(p.warehouse_id, p.warehouse_name), store: ref(p.store_id, p.store_name), total_quantity: p.total_quantity,
        })),
        sources: sorted,
        total: sorted.reduce((sum, s) => sum + s.total, 0),
      },
    };
  }),
];
