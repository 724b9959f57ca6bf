/**
 * The request order and discarded-bin lifecycles (machines/records/warehouseOrderViews.ts):
 * every transition walked by xstate/graph (tests/model/lifecycles.test.ts walks them with the
 * other lifecycles), and here the statuses, gates and where the units are at each step.
 */
import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { BIN_ORDER_STATUS, ORDER_STATUSES, REQUEST_ORDER_STATUS, STORE_RETURN_STATUS } from '../../contract/statuses.ts';
import {
  binOrderGates, binOrderLifecycle, requestOrderGates, requestOrderLifecycle, requestUnitsIn, storeReturnGates, storeReturnLifecycle,
} from '../../machines/records/warehouseOrderViews.ts';
import { coverage } from './paths.ts';

const name = (id: number) => ORDER_STATUSES.find((s) => s.id === id)?.name;

describe('request order', () => {
  it('is Created, In Transit, Executed or Cancelled of the order statuses', () => {
    expect(requestOrderLifecycle.states.map((s) => name(requestOrderLifecycle.statusOf(s)))).toEqual(['Created', 'In Transit', 'Executed', 'Cancelled']);
  });

  it('walks every transition; at each step the gates agree with can() and the units are where the step leaves them', () => {
    const model = createTestModel(requestOrderLifecycle.machine, { events: requestOrderLifecycle.events.map((type) => ({ type })) });
    const paths = model.getSimplePaths();
    expect(coverage(requestOrderLifecycle.machine, paths as never).missing).toEqual([]);
    const walked = new Set<string>();
    for (const path of paths) {
      let status: number = REQUEST_ORDER_STATUS.created;
      // Units per place for one line of 5: the source's shelf, its transit, the requester's shelf.
      let units = { shelf: 5, transit: 0, requester: 0 };
      for (const step of path.steps.slice(1)) {
        const event = step.event.type;
        const gates = requestOrderGates(status);
        expect(gates.canExecute).toBe(requestOrderLifecycle.can(status, 'requestOrder.execute'));
        expect(gates.canDispatch).toBe(requestOrderLifecycle.can(status, 'requestOrder.dispatch'));
        expect(gates.canReject).toBe(requestOrderLifecycle.can(status, 'requestOrder.reject'));
        if (event === 'requestOrder.dispatch') units = { shelf: 0, transit: 5, requester: 0 };
        if (event === 'requestOrder.execute') {
          units = requestUnitsIn(status) === 'transit' ? { ...units, transit: 0, requester: 5 } : { ...units, shelf: 0, requester: 5 };
        }
        walked.add(`${status} ${event}`);
        status = requestOrderLifecycle.next(status, event) as number;
        expect(units.shelf + units.transit + units.requester).toBe(5);
      }
      if (status === REQUEST_ORDER_STATUS.executed) expect(units).toEqual({ shelf: 0, transit: 0, requester: 5 });
      if (status === REQUEST_ORDER_STATUS.cancelled) expect(units).toEqual({ shelf: 5, transit: 0, requester: 0 });
      expect(requestOrderLifecycle.eventsFrom(status)).toEqual(status === REQUEST_ORDER_STATUS.inTransit ? ['requestOrder.execute'] : status === REQUEST_ORDER_STATUS.created ? requestOrderLifecycle.events : []);
    }
    expect([...walked].sort()).toEqual(['1 requestOrder.dispatch', '1 requestOrder.execute', '1 requestOrder.reject', '5 requestOrder.execute']);
  });

  it('an In Transit request can no longer be rejected; a final one takes nothing', () => {
    expect(requestOrderLifecycle.can(REQUEST_ORDER_STATUS.inTransit, 'requestOrder.reject')).toBe(false);
    expect(requestOrderGates(REQUEST_ORDER_STATUS.executed)).toEqual({ canExecute: false, canDispatch: false, canReject: false });
    expect(requestOrderGates(REQUEST_ORDER_STATUS.cancelled)).toEqual({ canExecute: false, canDispatch: false, canReject: false });
  });
});

describe('discarded bin order', () => {
  it('Created is executed or cancelled; Executed, Cancelled and Draft take nothing', () => {
    expect(binOrderGates(BIN_ORDER_STATUS.created)).toEqual({ canExecute: true, canCancel: true });
    for (const status of [BIN_ORDER_STATUS.executed, BIN_ORDER_STATUS.cancelled, BIN_ORDER_STATUS.draft]) {
      expect(binOrderGates(status)).toEqual({ canExecute: false, canCancel: false });
    }
    expect(binOrderLifecycle.next(BIN_ORDER_STATUS.created, 'binOrder.execute')).toBe(BIN_ORDER_STATUS.executed);
    expect(binOrderLifecycle.next(BIN_ORDER_STATUS.created, 'binOrder.cancel')).toBe(BIN_ORDER_STATUS.cancelled);
  });
});

describe('store return', () => {
  it('Created is received or cancelled; Received, Cancelled and Draft take nothing', () => {
    expect(storeReturnGates(STORE_RETURN_STATUS.created)).toEqual({ canReceive: true, canCancel: true });
    for (const status of [STORE_RETURN_STATUS.received, STORE_RETURN_STATUS.cancelled, STORE_RETURN_STATUS.draft]) {
      expect(storeReturnGates(status)).toEqual({ canReceive: false, canCancel: false });
    }
    expect(storeReturnLifecycle.next(STORE_RETURN_STATUS.created, 'storeReturn.receive')).toBe(STORE_RETURN_STATUS.received);
    expect(storeReturnLifecycle.states.map((s) => name(storeReturnLifecycle.statusOf(s)))).toEqual(['Created', 'Received', 'Cancelled', 'Draft']);
  });
});
