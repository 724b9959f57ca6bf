/**
 * The bulk refill's lifecycle (machines/records/bulkRefill.ts): every transition is walked in
 * tests/model/lifecycles.test.ts (LIFECYCLES); here the rules beside it: which event an
 * execution is from how many machines' plans went through, and the screens' gates.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { BULK_REFILL_STATUS as S } from '../../contract/actions/bulk-refills.ts';
import { bulkExecuteEvent, bulkRefillGates, bulkRefillLifecycle as L } from '../../machines/records/bulkRefill.ts';
import { coverage } from './paths.ts';

describe('bulk refill lifecycle', () => {
  it('walks every transition with a live actor agreeing with next()', () => {
    const model = createTestModel(L.machine, { events: L.events.map((type) => ({ type })) });
    const paths = model.getShortestPaths().concat(model.getSimplePaths());
    expect(coverage(L.machine, paths as never).missing).toEqual([]);
    for (const path of paths) {
      const actor = createActor(L.machine).start();
      for (const step of path.steps.slice(1)) {
        const expected = L.next(L.statusOf(actor.getSnapshot().value as never), step.event.type);
        actor.send(step.event);
        expect(L.statusOf(actor.getSnapshot().value as never)).toBe(expected);
      }
    }
  });

  it('an execution is Executed when every plan went through, Partially Executed when some, nothing when none', () => {
    expect(bulkExecuteEvent(3, 3)).toBe('bulkRefill.execute');
    expect(bulkExecuteEvent(2, 3)).toBe('bulkRefill.executePartly');
    expect(bulkExecuteEvent(0, 3)).toBeNull();
    expect(L.next(S.partiallyExecuted, 'bulkRefill.execute')).toBe(S.executed);
    expect(L.next(S.partiallyExecuted, 'bulkRefill.executePartly')).toBe(S.partiallyExecuted);
    expect(L.isFinal(S.executed)).toBe(true);
  });

  it('is edited and deleted only while Created; executed from Created, In Transit and Partially Executed', () => {
    expect(bulkRefillGates(S.created)).toEqual({ canEdit: true, canMarkInTransit: true, canExecute: true, canDelete: true });
    expect(bulkRefillGates(S.inTransit)).toEqual({ canEdit: false, canMarkInTransit: false, canExecute: true, canDelete: false });
    expect(bulkRefillGates(S.partiallyExecuted)).toEqual({ canEdit: false, canMarkInTransit: false, canExecute: true, canDelete: false });
    expect(bulkRefillGates(S.executed)).toEqual({ canEdit: false, canMarkInTransit: false, canExecute: false, canDelete: false });
  });
});
