/**
 * A kit's plans and its vehicle (issue 39). When a kit transfer is received (in full or in part)
 * into a vehicle, the refill plans it was made for are served from that vehicle: their
 * warehouse becomes the van, and their status follows machines/records/refillPlan.ts
 * `statusOnKitLoaded`. Executing them then draws the units from the van's shelf, where the
 * kit's receipt put them, never from the warehouse a second time. While a kit is still on its
 * way (Created), its plans cannot be executed: the units are in transit, not on either shelf.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { KIT_TRANSFER_MESSAGES } from '../../contract/actions/kit-transfers.ts';
import { TRANSFER_STATUS } from '../../contract/statuses.ts';
import { statusOnKitLoaded } from '../../machines/records/refillPlan.ts';
import type { Caller } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { kitTransferPlans, refillPlans, warehouseOrders, warehouses } from '../db/schema/index.ts';
import { conflict } from '../http/errors.ts';
import { auditMany, auditFields } from '../kit/audit.ts';

/** Re-points the kit's open plans to the vehicle it was received into; the plans' ids re-pointed. */
export async function servePlansFromVehicle(
  tx: Tx, order: { id: number; order_type: string | null; destination_warehouse_id: number | null }, caller: Pick<Caller, 'id' | 'company_id'>, now: Date,
): Promise<number[]> {
  if (order.order_type !== 'kit' || order.destination_warehouse_id === null) return [];
  const [vehicle] = await tx.select().from(warehouses).where(eq(warehouses.id, order.destination_warehouse_id));
  if (vehicle?.storage_type !== 'Vehicle') return [];
  const ids = (await tx.select({ id: kitTransferPlans.refill_plan_id }).from(kitTransferPlans)
    .where(eq(kitTransferPlans.warehouse_order_id, order.id))).map((r) => r.id);
  if (!ids.length) return [];
  const plans = await tx.select().from(refillPlans).where(inArray(refillPlans.id, ids)).orderBy(asc(refillPlans.id)).for('update');
  const moved: { before: typeof plans[number]; after: typeof plans[number] }[] = [];
  for (const plan of plans) {
    const status = statusOnKitLoaded(plan.status);
    if (status === null) continue;
    const [after] = await tx.update(refillPlans)
      .set({ warehouse_id: vehicle.id, store_id: null, vehicle: vehicle.registration_number || vehicle.name, status, version: plan.version + 1, updated_at: now })
      .where(eq(refillPlans.id, plan.id)).returning();
    moved.push({ before: plan, after: after! });
  }
  await auditMany(tx, caller, moved.map(({ before, after }) => ({
    action: 'kit.load_plan', entity: 'refill_plan' as const, entity_id: after.id, before: auditFields(before), after: auditFields(after),
  })));
  return moved.map((m) => m.after.id);
}

/** 409 when the plan is in a kit still on its way (Created or In Transit): receive or cancel the kit first. */
export async function assertNoKitOnTheWay(tx: Tx, planId: number) {
  const [open] = await tx.select({ order_id: warehouseOrders.order_id }).from(kitTransferPlans)
    .innerJoin(warehouseOrders, eq(warehouseOrders.id, kitTransferPlans.warehouse_order_id))
    .where(and(eq(kitTransferPlans.refill_plan_id, planId), inArray(warehouseOrders.status, [TRANSFER_STATUS.created, TRANSFER_STATUS.inTransit]))).limit(1);
  if (open) throw conflict(KIT_TRANSFER_MESSAGES.kitOnTheWay(open.order_id));
}
