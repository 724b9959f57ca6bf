/**
 * The inverse of "Mark refill plan in transit" (issue 56 undo): an In Transit plan back to
 * Created, as the lifecycle's `refillPlan.returnToCreated` allows. Marking in transit moves no
 * stock (stock moves only on execution), so neither does this. A plan a kit's receipt put in
 * transit stays there: its units are on the van (server/records/kit-plans.ts).
 */
import { object } from 'superstruct';
import { defineAction } from '../action.ts';
import { data, dbId, version } from '../structs.ts';
import { RefillPlan } from './refill-plans.ts';

export const REFILL_PLAN_UNDO_MESSAGES = {
  returned: 'Refill plan returned to Created',
  kitLoaded: (plan: string) => `Refill plan ${plan} is served from the vehicle its kit was received into, so it stays In Transit.`,
} as const;

export const returnRefillPlanToCreated = defineAction({
  area: 'refill-management',
  name: 'return_to_created.refill_plan',
  kind: 'write',
  summary:
    'Undoes mark_in_transit.refill_plan: an In Transit plan back to Created (editable and deletable again); no stock moves, as none ' +
    'moved when it left. Stale version or a plan no longer In Transit → 409; a plan loaded through a kit stays In Transit (409). Audited.',
  permissions: ['PERM_UPDATE_REFILL'],
  request: object({ id: dbId(), version: version() }),
  response: data(RefillPlan),
});
