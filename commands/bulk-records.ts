/**
 * The bulk commands of each list (issue 56), by list; commands/bulk.ts says how one is declared.
 * tests/unit/bulk-commands.test.ts walks them all against their lifecycles and the contract.
 */
import type { Infer } from 'superstruct';
import { bulkRefillPlans } from '../contract/actions/bulk.ts';
import { deleteRefillPlan, executeRefillPlan, markRefillPlanInTransit, REFILL_PLAN_MESSAGES } from '../contract/actions/refill-plans.ts';
import type { RefillPlanRow } from '../contract/actions/refills.ts';
import { refillExecuteEvent, refillPlanLifecycle } from '../machines/records/refillPlan.ts';
import { bulkCommand, type BulkCommand } from './bulk.ts';

type PlanRow = Infer<typeof RefillPlanRow>;
const planStatus = (p: PlanRow) => p.status;

export const BULK_REFILL_PLAN_COMMANDS = [
  bulkCommand<PlanRow>({
    id: 'bulk_in_transit.refill_plan', title: 'Mark in transit', keywords: ['dispatch', 'left warehouse', 'refill plans'],
    bulk: bulkRefillPlans, target: markRefillPlanInTransit, lifecycle: refillPlanLifecycle, event: () => 'refillPlan.markInTransit', status: planStatus,
  }),
  bulkCommand<PlanRow>({
    id: 'bulk_execute.refill_plan', title: 'Execute', keywords: ['loaded', 'refilled', 'done', 'refill plans'],
    bulk: bulkRefillPlans, target: executeRefillPlan, lifecycle: refillPlanLifecycle, event: (s) => refillExecuteEvent(Number(s)), status: planStatus,
  }),
  bulkCommand<PlanRow>({
    id: 'bulk_delete.refill_plan', title: 'Delete', keywords: ['remove', 'refill plans'], confirm: REFILL_PLAN_MESSAGES.deleteConfirm,
    bulk: bulkRefillPlans, target: deleteRefillPlan, lifecycle: refillPlanLifecycle, event: () => 'refillPlan.delete', status: planStatus,
  }),
];

/** Every bulk command, for the tests and the generated docs. */
export const BULK_COMMANDS: readonly BulkCommand<never>[] = [...BULK_REFILL_PLAN_COMMANDS] as BulkCommand<never>[];
