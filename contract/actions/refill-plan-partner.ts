/** "Assign refill partner" (issue 56): a Created refill plan given to another partner, nothing else changed. */
import { nullable, object } from 'superstruct';
import { defineAction } from '../action.ts';
import { data, dbId, version } from '../structs.ts';
import { RefillPlan } from './refill-plans.ts';

export const assignRefillPlanPartner = defineAction({
  area: 'refill-management',
  name: 'assign_partner.refill_plan',
  kind: 'write',
  summary:
    "Gives a Created refill plan to a refill partner (null: none), keeping its lines, vehicle and schedule: the palette's " +
    '"Assign refill partner". Stale version or a plan no longer Created → 409; a partner not active, not the company\'s or not ' +
    'linked to the machine → 400 on refill_partner_id, as update.refill_plan says. Audited.',
  permissions: ['PERM_UPDATE_REFILL'],
  request: object({ id: dbId(), version: version(), refill_partner_id: nullable(dbId()) }),
  response: data(RefillPlan),
});
