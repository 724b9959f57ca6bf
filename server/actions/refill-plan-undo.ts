/**
 * `return_to_created.refill_plan`, the inverse of marking a plan in transit (issue 56 undo), on
 * the record pipeline: the lifecycle allows it only from In Transit, the version is the one the
 * caller read. No stock moves: none moved when the plan left. A plan whose kit was received into
 * a vehicle is refused, since its units are on the van now (server/records/kit-plans.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { REFILL_PLAN_UNDO_MESSAGES, returnRefillPlanToCreated } from '../../contract/actions/refill-plan-undo.ts';
import { TRANSFER_STATUS } from '../../contract/statuses.ts';
import { kitTransferPlans, warehouseOrders } from '../db/schema/index.ts';
import { conflict } from '../http/errors.ts';
import { defineTransition } from '../kit/mutation.ts';
import { refillPlanRecord } from '../records/refill-plan.ts';

const LOADED = [TRANSFER_STATUS.received, TRANSFER_STATUS.partiallyReceived, TRANSFER_STATUS.executed];

export const returnToCreatedHandler = defineTransition(returnRefillPlanToCreated, refillPlanRecord, {
  event: () => 'refillPlan.returnToCreated',
  apply: async ({ tx, row }) => {
    const [loaded] = await tx.select({ id: warehouseOrders.id }).from(kitTransferPlans)
      .innerJoin(warehouseOrders, eq(warehouseOrders.id, kitTransferPlans.warehouse_order_id))
      .where(and(eq(kitTransferPlans.refill_plan_id, row.id), inArray(warehouseOrders.status, LOADED))).limit(1);
    if (loaded) throw conflict(REFILL_PLAN_UNDO_MESSAGES.kitLoaded(row.plan_id));
  },
});
