/**
 * The refill plan's record rules (domain.md §4 "Refill plan status": Created, In Transit,
 * Executed; console.md §2 "Refill Plan"):
 *
 *   Created ──markInTransit──▶ In Transit ──execute──▶ Executed
 *     ▲ └──────◀──returnToCreated (undo)──┘                ▲
 *     │                                                    │
 *     ├──executeDirect ("Refill Plan direct executed successfully")
 *     └──delete──▶ (gone)
 *
 * A plan is edited and deleted only while Created; once the partner has left with the stock
 * (In Transit) it is executed, and Executed is final. The return order a plan's execution
 * generates has its own lifecycle below: Pending, then Dispatched to the warehouse and/or
 * Executed when the warehouse receives it.
 */
import { REFILL_PLAN_MESSAGES } from '../../contract/actions/refill-plans.ts';
import { REFILL_EXECUTION, REFILL_PLAN_STATUS, RETURN_ORDER_STATUS } from '../../contract/statuses.ts';
import { defineLifecycle } from '../lifecycle.ts';

export const refillPlanLifecycle = defineLifecycle({
  id: 'refillPlan',
  statuses: REFILL_PLAN_STATUS,
  initial: 'created',
  transitions: {
    created: {
      'refillPlan.markInTransit': 'inTransit',
      'refillPlan.executeDirect': 'executed',
      'refillPlan.delete': 'deleted',
    },
    // The undo of markInTransit (issue 56): nothing moved when it left, so nothing moves back.
    inTransit: { 'refillPlan.execute': 'executed', 'refillPlan.returnToCreated': 'created' },
  },
  pastTense: {
    'refillPlan.markInTransit': 'marked in transit',
    'refillPlan.executeDirect': 'executed',
    'refillPlan.execute': 'executed',
    'refillPlan.delete': 'deleted',
    'refillPlan.returnToCreated': 'returned to Created',
  },
});
export type RefillPlanEventType = (typeof refillPlanLifecycle.events)[number];

/** The execute event a plan in this status takes: direct from Created, the ordinary one from In Transit. */
export function refillExecuteEvent(status: number): 'refillPlan.execute' | 'refillPlan.executeDirect' {
  return status === REFILL_PLAN_STATUS.created ? 'refillPlan.executeDirect' : 'refillPlan.execute';
}

/** A plan is edited only while Created, like it is deleted (nothing has left the warehouse yet). */
export const mayEditPlan = (status: number) => refillPlanLifecycle.can(status, 'refillPlan.delete');

/** What a plan in this status allows, for the screens and the palette. */
export function refillPlanGates(status: number) {
  const can = (event: RefillPlanEventType) => refillPlanLifecycle.can(status, event);
  return {
    canEdit: mayEditPlan(status),
    canMarkInTransit: can('refillPlan.markInTransit'),
    canExecute: can('refillPlan.execute') || can('refillPlan.executeDirect'),
    canDelete: can('refillPlan.delete'),
  };
}

/** A plan whose execution took nothing out has no return order: it shows as Not generated (6). */
export const returnOrderLifecycle = defineLifecycle({
  id: 'refillReturnOrder',
  statuses: { pending: RETURN_ORDER_STATUS.pending, dispatched: RETURN_ORDER_STATUS.dispatched, executed: RETURN_ORDER_STATUS.executed },
  initial: 'pending',
  transitions: {
    pending: { 'returnOrder.dispatch': 'dispatched', 'returnOrder.receive': 'executed' },
    dispatched: { 'returnOrder.receive': 'executed' },
  },
  pastTense: { 'returnOrder.dispatch': 'dispatched', 'returnOrder.receive': 'received' },
});

/** A plan's line as the rules see it. */
export interface PlanLine {
  coil: string;
  /** What the slot holds when the plan is made (and its product). */
  current_product_id: number | null;
  current_quantity: number;
  product_id: number;
  quantity_to_add: number;
  /** The slot's units are past their expiry: all taken out into the return order. */
  expired: boolean;
  capacity: number;
}

/** Units taken out of the slot when the plan runs: all of them when the product changes or they expired. */
export function unitsRemoved(line: Pick<PlanLine, 'current_product_id' | 'product_id' | 'expired'>, inSlot: number): number {
  if (inSlot <= 0) return 0;
  return line.current_product_id !== null && (line.current_product_id !== line.product_id || line.expired) ? inSlot : 0;
}

/** Why a line cannot be planned, or null: the slot must hold what stays plus what is added. */
export function planLineProblem(line: PlanLine): string | null {
  if (line.quantity_to_add < 0) return 'Enter number greater than or equal to 0';
  const stays = line.current_quantity - unitsRemoved(line, line.current_quantity);
  const room = Math.max(0, line.capacity - stays);
  if (line.quantity_to_add > room) return `Enter number smaller than or equal to ${room}`;
  return null;
}

/**
 * domain.md §5: units added in place of expired ones need their runout quantity and expiry
 * (form and server). The problems by field, empty when the line is complete.
 */
export function expiredLineProblems(line: { expired: boolean; quantity_to_add: number; runout_quantity?: number | null; expiry_date?: string | null }):
{ runout_quantity?: string; expiry_date?: string } {
  if (!line.expired || line.quantity_to_add <= 0) return {};
  return {
    ...(line.runout_quantity == null ? { runout_quantity: REFILL_PLAN_MESSAGES.runoutRequired } : {}),
    ...(!line.expiry_date ? { expiry_date: REFILL_PLAN_MESSAGES.expiryRequired } : {}),
  };
}

/** The execution status from what was planned and what was loaded (domain.md §4 "Refill order execution"). */
export function executionStatus(lines: readonly { quantity_to_add: number; loaded_quantity: number }[]): number {
  const planned = lines.reduce((sum, l) => sum + l.quantity_to_add, 0);
  const loaded = lines.reduce((sum, l) => sum + l.loaded_quantity, 0);
  if (planned === 0 && loaded === 0) return REFILL_EXECUTION.notGenerated;
  if (lines.every((l) => l.loaded_quantity >= l.quantity_to_add)) return REFILL_EXECUTION.fullyExecuted;
  return loaded > 0 ? REFILL_EXECUTION.partiallyExecuted : REFILL_EXECUTION.unexecuted;
}

/**
 * A kit received into the partner's vehicle (issue 39): its open plans are served from the van
 * from then on, and the stock has left the warehouse with the partner, so a Created plan takes
 * `refillPlan.markInTransit` (no longer editable or deletable); an In Transit plan stays. Null for
 * a plan past both (executed or deleted while the kit travelled): it is not re-pointed.
 */
export function statusOnKitLoaded(status: number): number | null {
  if (refillPlanLifecycle.can(status, 'refillPlan.markInTransit')) return refillPlanLifecycle.next(status, 'refillPlan.markInTransit') as number;
  return refillPlanLifecycle.can(status, 'refillPlan.execute') ? status : null;
}
