/**
 * `refill_done`: a refill plan (its number, RP-…) executed at the machine. The same execution as
 * the console's execute.refill_plan (server/records/refill-execution.ts `executePlanStep`): the
 * loaded units move once from the serving warehouse's shelves (or store) into the slots through
 * the stock module, removed ones onto a return order, REFILL events and REFILL_EXECUTE, the plan
 * Executed and audited as done by its machine (no user). `coils` are what went into each coil
 * (coils not given: loaded in full). Refused, nothing changed, for a plan that is not this
 * machine's, or that cannot be executed now (already executed; a kit still on the way…).
 */
import { and, eq } from 'drizzle-orm';
import { executeRefillPlan } from '../../../contract/actions/refill-plans.ts';
import { DEVICE_MESSAGES, type DeviceEventOf } from '../../../contract/device.ts';
import type { Tx } from '../../db/client.ts';
import { refillPlans } from '../../db/schema/index.ts';
import { ApiError } from '../../http/errors.ts';
import type { NotificationRow } from '../../live/notify.ts';
import { audit, auditFields } from '../../kit/audit.ts';
import { executePlanStep } from '../../records/refill-execution.ts';
import { moveStock } from '../../stock/ledger.ts';
import type { Device } from '../identity.ts';
import type { Applied, EventHandler } from './index.ts';
import { eventTime, lockDeviceMachine } from './machine.ts';

export const refillDoneHandler: EventHandler<'refill_done'> = {
  stored: true,
  async apply(tx: Tx, device: Device, event: DeviceEventOf<'refill_done'>): Promise<Applied> {
    const at = eventTime(event);
    await lockDeviceMachine(tx, device);
    const [plan] = await tx.select().from(refillPlans)
      .where(and(eq(refillPlans.plan_id, event.plan_id), eq(refillPlans.company_id, device.companyId), eq(refillPlans.vending_machine_id, device.machineId)))
      .for('update');
    if (!plan) throw new ApiError(400, DEVICE_MESSAGES.notThisMachinesPlan(event.plan_id));
    const raised: NotificationRow[] = [];
    const booked = { companyId: plan.company_id, userId: null, record: { kind: 'refill_plan' as const, id: plan.id }, now: at, notified: (row: NotificationRow) => raised.push(row) };
    const given = (event.coils ?? []).map((c) => ({ coil: c.coil, loaded_quantity: c.quantity }));
    const { event: step, done, set } = await executePlanStep(tx, plan, given, (moves) => moveStock(tx, booked, moves), at);
    const [updated] = await tx.update(refillPlans).set({ ...set, version: plan.version + 1, updated_at: at }).where(eq(refillPlans.id, plan.id)).returning();
    await audit(tx, { id: null, company_id: plan.company_id }, {
      action: executeRefillPlan.name, entity: 'refill_plan', entity_id: plan.id, before: auditFields(plan),
      after: { ...auditFields(updated!), event: step, loaded: done.loaded, removed: done.removed, return_order: done.returnOrder, by_device: device.boardId },
    });
    const notifications = [...raised, done.notification];
    return {
      result: { plan_id: plan.plan_id, loaded: done.loaded, removed: done.removed, return_order: done.returnOrder, notifications: notifications.map((r) => r.type) },
      notifications,
      stockChanged: true,
    };
  },
};
