/**
 * The refill plan's lifecycle (domain.md §4 "Refill plan status"; docs/decisions.md "Refill
 * plans"): every transition walked by xstate/graph (tests/model/lifecycles.test.ts walks it
 * too, with the other records), and the rules beside it.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { REFILL_EXECUTION, REFILL_PLAN_STATUS, REFILL_STATUSES, RETURN_ORDER_STATUS, RETURN_ORDER_STATUSES } from '../../contract/statuses.ts';
import {
  executionStatus, expiredLineProblems, planLineProblem, refillExecuteEvent, refillPlanGates, refillPlanLifecycle, returnOrderLifecycle, unitsRemoved,
} from '../../machines/records/refillPlan.ts';
import { coverage } from './paths.ts';

const { created, inTransit, executed, deleted } = REFILL_PLAN_STATUS;

describe('refill plan lifecycle', () => {
  it('walks every transition; a live actor agrees with can() and next() at each step', () => {
    const model = createTestModel(refillPlanLifecycle.machine, { events: refillPlanLifecycle.events.map((type) => ({ type })) });
    const paths = model.getShortestPaths().concat(model.getSimplePaths());
    expect(coverage(refillPlanLifecycle.machine, paths as never).missing).toEqual([]);
    const seen = new Set<string>();
    for (const path of paths) {
      const actor = createActor(refillPlanLifecycle.machine).start();
      for (const step of path.steps.slice(1)) {
        const status = refillPlanLifecycle.statusOf(actor.getSnapshot().value as never);
        expect(refillPlanLifecycle.can(status, step.event.type)).toBe(true);
        const next = refillPlanLifecycle.next(status, step.event.type);
        actor.send(step.event);
        expect(refillPlanLifecycle.statusOf(actor.getSnapshot().value as never)).toBe(next);
        seen.add(`${status}:${step.event.type}`);
      }
    }
    expect([...seen].sort()).toEqual([
      '1:refillPlan.delete', '1:refillPlan.executeDirect', '1:refillPlan.markInTransit', '2:refillPlan.execute', '2:refillPlan.returnToCreated',
    ]);
  });

  it('Created → In Transit → Executed, direct execute and delete only while Created, Executed final', () => {
    const { next, can, isFinal } = refillPlanLifecycle;
    expect(next(created, 'refillPlan.markInTransit')).toBe(inTransit);
    expect(next(inTransit, 'refillPlan.execute')).toBe(executed);
    expect(next(created, 'refillPlan.executeDirect')).toBe(executed);
    expect(next(created, 'refillPlan.delete')).toBe(deleted);
    expect(can(inTransit, 'refillPlan.delete') || can(inTransit, 'refillPlan.executeDirect')).toBe(false);
    expect(can(created, 'refillPlan.execute')).toBe(false);
    expect(isFinal(executed) && isFinal(deleted)).toBe(true);
    // Undoing "mark in transit": only from In Transit, back to Created, where it may be edited again.
    expect(next(inTransit, 'refillPlan.returnToCreated')).toBe(created);
    expect(can(created, 'refillPlan.returnToCreated') || can(executed, 'refillPlan.returnToCreated')).toBe(false);
    expect(refillExecuteEvent(created)).toBe('refillPlan.executeDirect');
    expect(refillExecuteEvent(inTransit)).toBe('refillPlan.execute');
  });

  it('its stored statuses are the contract\'s', () => {
    expect([created, inTransit, executed]).toEqual(REFILL_STATUSES.map((s) => s.id));
    expect(Object.values(RETURN_ORDER_STATUS).every((id) => RETURN_ORDER_STATUSES.some((s) => s.id === id))).toBe(true);
  });

  it('gates follow the lifecycle', () => {
    expect(refillPlanGates(created)).toEqual({ canEdit: true, canMarkInTransit: true, canExecute: true, canDelete: true });
    expect(refillPlanGates(inTransit)).toEqual({ canEdit: false, canMarkInTransit: false, canExecute: true, canDelete: false });
    expect(refillPlanGates(executed)).toEqual({ canEdit: false, canMarkInTransit: false, canExecute: false, canDelete: false });
  });
});

describe('return order lifecycle', () => {
  it('Pending → (Dispatched →) Executed when received; Not generated takes nothing', () => {
    const model = createTestModel(returnOrderLifecycle.machine, { events: returnOrderLifecycle.events.map((type) => ({ type })) });
    expect(coverage(returnOrderLifecycle.machine, model.getShortestPaths().concat(model.getSimplePaths()) as never).missing).toEqual([]);
    expect(returnOrderLifecycle.next(RETURN_ORDER_STATUS.pending, 'returnOrder.receive')).toBe(RETURN_ORDER_STATUS.executed);
    expect(returnOrderLifecycle.next(RETURN_ORDER_STATUS.dispatched, 'returnOrder.receive')).toBe(RETURN_ORDER_STATUS.executed);
    expect(returnOrderLifecycle.can(RETURN_ORDER_STATUS.executed, 'returnOrder.receive')).toBe(false);
    expect(returnOrderLifecycle.eventsFrom(RETURN_ORDER_STATUS.notGenerated)).toEqual([]);
  });
});

describe('plan line rules', () => {
  const line = { coil: '11', current_product_id: 5, current_quantity: 4, product_id: 5, quantity_to_add: 6, expired: false, capacity: 10 };
  it('a changed product or expired units come out in full; the same product stays', () => {
    expect(unitsRemoved(line, 4)).toBe(0);
    expect(unitsRemoved({ ...line, product_id: 6 }, 4)).toBe(4);
    expect(unitsRemoved({ ...line, expired: true }, 3)).toBe(3);
    expect(unitsRemoved({ ...line, current_product_id: null }, 0)).toBe(0);
  });
  it('the slot holds what stays plus what is added', () => {
    expect(planLineProblem(line)).toBeNull();
    expect(planLineProblem({ ...line, quantity_to_add: 7 })).toBe('Enter number smaller than or equal to 6');
    expect(planLineProblem({ ...line, product_id: 6, quantity_to_add: 10 })).toBeNull();
    expect(planLineProblem({ ...line, quantity_to_add: -1 })).toBe('Enter number greater than or equal to 0');
  });
  it('new units in place of expired ones need their runout quantity and expiry (form and server)', () => {
    expect(expiredLineProblems({ expired: true, quantity_to_add: 3 })).toEqual({ runout_quantity: 'Enter the runout quantity of the new units', expiry_date: 'Enter the expiry of the new units' });
    expect(expiredLineProblems({ expired: true, quantity_to_add: 3, runout_quantity: 0, expiry_date: '2027-01-31' })).toEqual({});
    expect(expiredLineProblems({ expired: true, quantity_to_add: 0 }), 'only removing them').toEqual({});
    expect(expiredLineProblems({ expired: false, quantity_to_add: 3 })).toEqual({});
  });
  it('execution status: fully, partially, unexecuted, not generated', () => {
    expect(executionStatus([{ quantity_to_add: 3, loaded_quantity: 3 }])).toBe(REFILL_EXECUTION.fullyExecuted);
    expect(executionStatus([{ quantity_to_add: 3, loaded_quantity: 1 }])).toBe(REFILL_EXECUTION.partiallyExecuted);
    expect(executionStatus([{ quantity_to_add: 3, loaded_quantity: 0 }])).toBe(REFILL_EXECUTION.unexecuted);
    expect(executionStatus([{ quantity_to_add: 0, loaded_quantity: 0 }])).toBe(REFILL_EXECUTION.notGenerated);
  });
});
