/**
 * Bulk runs (issue 56 "Act on many rows at once"): a `bulk.{resource}` action runs one of its
 * declared single actions (its `target`) once per record of `ids`, each in its own transaction, through
 * the single action's own handler: the same permission, scope, lifecycle checks and audit rows.
 * The answer has a result per record (done, or refused with the single action's message), so a
 * refused record never stops the others and no record is ever half-applied.
 *
 * A target is declared here, once: the server runs only what is listed, and the console's bulk
 * commands (commands/bulk.ts) name the same specs.
 */
import { array, enums, integer, min, number, object, optional, record, string, type, unknown, type Infer } from 'superstruct';
import type { ActionSpec } from '../action.ts';
import { defineAction } from '../action.ts';
import type { Area } from '../constants.ts';
import type { Permission } from '../permissions.ts';
import { data, dbId, boundedArray } from '../structs.ts';

type AnySpec = ActionSpec<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
import { changeAdvertisementStatus } from './advertisements.ts';
import { changeDiscountStatus } from './offers.ts';
import { changeMachinePlanogram, linkMachineRefillPartner, unlinkMachineRefillPartner } from './machine-steps.ts';
import { changeUserStatus } from './user-status.ts';
import { updateVendingMachineStatus } from './vm-status.ts';
import { deleteRefillPlan, executeRefillPlan, markRefillPlanInTransit } from './refill-plans.ts';
import { stepShipping } from './shipping.ts';

/** At most this many records per request (docs/decisions.md "Bulk actions"); the console sends them in chunks. */
export const BULK_LIMIT = 500;

export const BULK_STATUSES = ['done', 'refused'] as const;

export const BulkResult = object({
  id: number(),
  status: enums(BULK_STATUSES),
  /** Empty when done; the single action's refusal otherwise ("Refill plan RP-5001 is In Transit; …"). */
  message: string(),
  /**
   * For a done record whose target undo.action can reverse (its UNDOABLE row): what to send it,
   * `of` being the target, so the console can undo the run record by record.
   */
  undo: optional(object({ input: record(string(), unknown()), version: number() })),
});

export type BulkRecordResult = Infer<typeof BulkResult>;

export const BulkSummary = object({
  done: min(integer(), 0),
  refused: min(integer(), 0),
  results: array(BulkResult),
});

export const BULK_MESSAGES = {
  notBulk: 'This action cannot be run in bulk.',
  failed: 'Error occurred, please try again!',
} as const;

/** Each bulk action's targets. */
const TARGETS = new Map<AnySpec, readonly AnySpec[]>();

/**
 * One bulk action per kind of record, in the area of its single actions, named `bulk.{resource}`
 * (names are unique across areas, as the tests that walk the catalogue by name expect). Each
 * target takes `id` (and `version`, which the server reads).
 */
function bulkAction(area: Area, resource: string, targets: readonly AnySpec[]) {
  const names = targets.map((t) => t.name) as [string, ...string[]];
  const spec = defineAction({
    area,
    name: `bulk.${resource}`,
    kind: 'write',
    summary:
      `Runs one of ${names.join(', ')} once per record of ids (at most ${BULK_LIMIT}), each in its own transaction with the single action's ` +
      'permission, scope and lifecycle checks and audit row; fields are the inputs every record shares. Answers a result per record: ' +
      'done, or refused with the message the single action would give. 403 when the caller may not run the target at all.',
    // Any of the targets' lets the caller in; the target's own are checked before anything runs.
    permissions: [...new Set(targets.flatMap((t) => t.permissions))] as Permission[],
    request: object({
      target: enums(names),
      ids: boundedArray(dbId(), BULK_LIMIT),
      fields: optional(type({})),
    }),
    response: data(BulkSummary),
  });
  TARGETS.set(spec, targets);
  return spec;
}


export const bulkRefillPlans = bulkAction('refill-management', 'refill_plan', [markRefillPlanInTransit, executeRefillPlan, deleteRefillPlan]);
export const bulkDiscounts = bulkAction('offers-management', 'discount', [changeDiscountStatus]);
export const bulkAdvertisements = bulkAction('advertisement-management', 'advertisement', [changeAdvertisementStatus]);
export const bulkShippings = bulkAction('shipping-management', 'shipping', [stepShipping]);
export const bulkMachines = bulkAction('vending-machine-management', 'vending_machine', [
  updateVendingMachineStatus, changeMachinePlanogram, linkMachineRefillPartner, unlinkMachineRefillPartner,
]);
export const bulkUsers = bulkAction('user-management', 'user', [changeUserStatus]);

/** The target spec of a bulk run, or undefined when the action is not declared for bulk. */
export function bulkTarget(bulk: AnySpec, name: string): AnySpec | undefined {
  return TARGETS.get(bulk)?.find((t) => t.name === name);
}

/** Every bulk action with its targets (the generated tests walk them). */
export const BULK_ACTIONS: readonly { bulk: AnySpec; targets: readonly AnySpec[] }[] = [...TARGETS].map(([bulk, targets]) => ({ bulk, targets }));
