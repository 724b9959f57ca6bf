/**
 * Executing a refill plan, inside the caller's transaction (the execute action, and the demo
 * seed, which executes its plans the same way): what the partner loaded per coil (coils not
 * given: loaded in full) moves from the serving warehouse's shelves (or the store) into the
 * slots; a changed product's or expired units move out of the slots onto a new return order.
 * The slots are written, a REFILL vm_event per slot that changed and a REFILL_EXECUTE
 * notification (published by the caller once committed). Refuses (400/409, nothing written)
 * a coil not on the plan, more than planned, a slot overfull, or shelves without the units.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { REFILL_PLAN_MESSAGES } from '../../contract/actions/refill-plans.ts';
import { RETURN_ORDER_STATUS } from '../../contract/statuses.ts';
import { executionStatus, refillExecuteEvent, refillPlanLifecycle, unitsRemoved } from '../../machines/records/refillPlan.ts';
import type { Tx } from '../db/client.ts';
import { refillPlanLines, refillPlans, refillReturnOrderLines, refillReturnOrders, vendingMachines, vmEvents, vmSlots } from '../db/schema/index.ts';
import { conflict, invalid } from '../http/errors.ts';
import { assertNoKitOnTheWay } from './kit-plans.ts';
import { recordNotification, type NotificationRow } from '../live/notify.ts';
import type { BalancesBefore, StockMove } from '../stock/ledger.ts';
import { place } from '../stock/places.ts';
import { refillPlanRecord } from './refill-plan.ts';

export interface Executed {
  executionStatus: number;
  loaded: Record<string, number>;
  removed: Record<string, number>;
  returnOrder: string | null;
  notification: NotificationRow;
}

/**
 * The execute step of a plan (locked) as the console's execute.refill_plan and a machine's
 * refill_done event both take it: refused unless the plan may be executed now, then executed;
 * answers the columns the plan row takes (its new status, execution status and executed_at).
 */
export async function executePlanStep(
  tx: Tx,
  plan: typeof refillPlans.$inferSelect,
  given: readonly { coil: string; loaded_quantity: number }[],
  moveStock: (moves: readonly StockMove[]) => Promise<BalancesBefore>,
  now: Date,
) {
  const event = refillExecuteEvent(plan.status);
  refillPlanRecord.assertCan(plan, event);
  const done = await executePlan(tx, plan, given, moveStock, now);
  const set = { status: refillPlanLifecycle.next(plan.status, event) as number, execution_status: done.executionStatus, executed_at: now };
  return { event, done, set };
}

export async function executePlan(
  tx: Tx,
  plan: typeof refillPlans.$inferSelect,
  given: readonly { coil: string; loaded_quantity: number }[],
  moveStock: (moves: readonly StockMove[]) => Promise<BalancesBefore>,
  now: Date,
): Promise<Executed> {
  await assertNoKitOnTheWay(tx, plan.id);
  const lines = await tx.select().from(refillPlanLines).where(eq(refillPlanLines.refill_plan_id, plan.id)).orderBy(asc(refillPlanLines.id));
  const loadedBy = new Map<string, number>();
  const problems: { path: string; message: string }[] = [];
  given.forEach((l, index) => {
    const line = lines.find((x) => x.coil === l.coil);
    if (!line) problems.push({ path: `lines.${index}.coil`, message: `Coil ${l.coil} is not on this plan.` });
    else if (loadedBy.has(l.coil)) problems.push({ path: `lines.${index}.coil`, message: `Coil ${l.coil} is listed twice.` });
    else if (l.loaded_quantity > line.quantity_to_add) {
      problems.push({ path: `lines.${index}.loaded_quantity`, message: `Enter number smaller than or equal to ${line.quantity_to_add}` });
    }
    loadedBy.set(l.coil, l.loaded_quantity);
  });
  if (problems.length) throw invalid(problems);

  const [machine] = await tx.select().from(vendingMachines).where(eq(vendingMachines.id, plan.vending_machine_id));
  // Open plans block a planogram change, so their lines still name their slots.
  if (lines.some((l) => l.vm_slot_id === null)) throw conflict('The machine\'s slots have changed since this plan was made; delete it and make a new one.');
  const slotIds = lines.map((l) => l.vm_slot_id!);
  const slots = new Map((slotIds.length
    ? await tx.select().from(vmSlots).where(inArray(vmSlots.id, slotIds)).orderBy(asc(vmSlots.id)).for('update')
    : []).map((s) => [s.id, s]));
  const source = plan.warehouse_id ? place.shelf(plan.warehouse_id) : plan.store_id ? place.store(plan.store_id) : null;

  const outcome = lines.map((line) => {
    const slot = slots.get(line.vm_slot_id!)!;
    const removed = unitsRemoved({ current_product_id: slot.product_id, product_id: line.product_id, expired: line.expired }, slot.quantity);
    const loaded = loadedBy.get(line.coil) ?? line.quantity_to_add;
    const reason = line.expired && slot.product_id === line.product_id ? 'expired' as const : 'product_change' as const;
    const after = slot.quantity - removed + loaded;
    return { line, slot, removed, loaded, after, reason, expiresOn: coilExpiry(slot.expires_on, slot.quantity - removed, line.expiry_date, loaded, after) };
  });
  const over = outcome.find((o) => o.after > o.slot.item_layout_max);
  if (over) {
    throw conflict(`Coil ${over.slot.coil} holds at most ${over.slot.item_layout_max}; it has ${over.slot.quantity - over.removed} and ${over.loaded} were to be loaded. Nothing was changed.`);
  }
  if (!source && outcome.some((o) => o.loaded > 0)) throw conflict(REFILL_PLAN_MESSAGES.noSource);

  const takenOut = outcome.filter((o) => o.removed > 0);
  let returnOrderId: number | null = null;
  const returnOrder = takenOut.length ? `RET-${plan.plan_id}` : null;
  if (returnOrder) {
    const [order] = await tx.insert(refillReturnOrders).values({
      company_id: plan.company_id, return_order_id: returnOrder, refill_plan_id: plan.id, vending_machine_id: plan.vending_machine_id,
      warehouse_id: plan.warehouse_id, store_id: plan.warehouse_id ? null : plan.store_id, status: RETURN_ORDER_STATUS.pending, created_at: now, updated_at: now,
    }).returning({ id: refillReturnOrders.id });
    returnOrderId = order!.id;
    await tx.insert(refillReturnOrderLines).values(takenOut.map((o) => ({
      return_order_id: returnOrderId!, coil: o.slot.coil, product_id: o.slot.product_id!, quantity: o.removed, expired: o.reason === 'expired', reason: o.reason,
    })));
  }
  const machinePlace = place.machine(plan.vending_machine_id);
  await moveStock(outcome.flatMap((o): StockMove[] => [
    ...(o.removed > 0 ? [{ productId: o.slot.product_id!, from: machinePlace, to: place.returnOrder(returnOrderId!), quantity: o.removed, reason: 'refill.remove' }] : []),
    ...(o.loaded > 0 ? [{ productId: o.line.product_id, from: source!, to: machinePlace, quantity: o.loaded, reason: 'refill.load' }] : []),
  ]));
  for (const o of outcome) {
    if (o.after !== o.slot.quantity || o.slot.product_id !== o.line.product_id || o.expiresOn !== o.slot.expires_on) {
      await tx.update(vmSlots).set({ product_id: o.line.product_id, quantity: o.after, expires_on: o.expiresOn }).where(eq(vmSlots.id, o.slot.id));
    }
    await tx.update(refillPlanLines).set({ loaded_quantity: o.loaded, removed_quantity: o.removed, after_quantity: o.after }).where(eq(refillPlanLines.id, o.line.id));
  }
  const changed = outcome.filter((o) => o.loaded > 0 || o.removed > 0);
  if (changed.length) {
    await tx.insert(vmEvents).values(changed.map((o) => ({
      vending_machine_id: plan.vending_machine_id, company_id: plan.company_id, type: 'REFILL', coil: o.slot.coil, created_at: now,
      detail: `${plan.plan_id}: loaded ${o.loaded}` +
        (o.removed ? `, took out ${o.removed} (${o.reason === 'expired' ? 'expired' : 'product changed'}) into ${returnOrder}` : ''),
    })));
  }
  const notification = await recordNotification(tx, {
    companyId: plan.company_id,
    franchiseId: machine?.franchise_id ?? null,
    type: 'REFILL_EXECUTE',
    at: now,
    payload: {
      VendingMachine: { id: plan.vending_machine_id, name: machine?.name ?? '', warehouse_id: machine?.warehouse_id ?? null },
      VendingMachineRefill: { name: machine?.name ?? '', refill_id: plan.plan_id },
      refill_id: plan.plan_id,
      vending_machine_id: plan.vending_machine_id,
    },
  });
  return {
    executionStatus: executionStatus(outcome.map((o) => ({ quantity_to_add: o.line.quantity_to_add, loaded_quantity: o.loaded }))),
    loaded: Object.fromEntries(outcome.map((o) => [o.slot.coil, o.loaded])),
    removed: Object.fromEntries(takenOut.map((o) => [o.slot.coil, o.removed])),
    returnOrder,
    notification,
  };
}

/**
 * A coil's best-before date after a refill: the earliest date of the units it holds, since its
 * first units expire then (the simulator stops selling the coil from that day). Units kept from
 * before keep their date; loaded ones bring the plan line's; an empty coil has none.
 */
export function coilExpiry(before: string | null, kept: number, loadedExpiry: string | null, loaded: number, after: number): string | null {
  if (after === 0) return null;
  const dates = [kept > 0 ? before : null, loaded > 0 ? loadedExpiry : null].filter((d): d is string => d !== null);
  return dates.sort()[0] ?? null;
}
