/**
 * The lifecycles of the warehouse orders whose overviews issue 39 adds (console.md §2
 * "transfer and request orders, discarded bin"):
 *
 * - A request order is one warehouse asking another for stock. The asked (source) warehouse
 *   executes it — the units go from its shelves to the requester's — or first marks it In
 *   Transit (the units leave its shelves and travel) and executes it on arrival; or it rejects
 *   a request it has not sent (Cancelled). Executed and Cancelled are final.
 * - A BIN Discarded order takes units off a warehouse's shelves into the discarded bin. A Created
 *   one holds its units in transit until it is executed (into the bin) or cancelled (back on the
 *   shelves); a Draft never moved anything and takes no step.
 *
 * - A store return brings a store's units back to a warehouse: a Created one is received (the
 *   units land on the warehouse's shelves) or cancelled; a Draft takes no step.
 *
 * Pure: states are the contract's statuses, events the records' steps (machines/lifecycle.ts).
 */
import { BIN_ORDER_STATUS, REQUEST_ORDER_STATUS, STORE_RETURN_STATUS } from '../../contract/statuses.ts';
import { defineLifecycle } from '../lifecycle.ts';

export const requestOrderLifecycle = defineLifecycle({
  id: 'requestOrder',
  statuses: REQUEST_ORDER_STATUS,
  initial: 'created',
  transitions: {
    created: { 'requestOrder.execute': 'executed', 'requestOrder.dispatch': 'inTransit', 'requestOrder.reject': 'cancelled' },
    inTransit: { 'requestOrder.execute': 'executed' },
  },
  pastTense: { 'requestOrder.execute': 'executed', 'requestOrder.dispatch': 'marked in transit', 'requestOrder.reject': 'rejected' },
});
export type RequestOrderEvent = (typeof requestOrderLifecycle.events)[number];

export const binOrderLifecycle = defineLifecycle({
  id: 'binOrder',
  statuses: BIN_ORDER_STATUS,
  initial: 'created',
  transitions: {
    created: { 'binOrder.execute': 'executed', 'binOrder.cancel': 'cancelled' },
  },
  pastTense: { 'binOrder.execute': 'executed', 'binOrder.cancel': 'cancelled' },
});
export type BinOrderEvent = (typeof binOrderLifecycle.events)[number];

/** The request order's gates, for its screen and its palette commands. */
export const requestOrderGates = (status: number) => ({
  canExecute: requestOrderLifecycle.can(status, 'requestOrder.execute'),
  canDispatch: requestOrderLifecycle.can(status, 'requestOrder.dispatch'),
  canReject: requestOrderLifecycle.can(status, 'requestOrder.reject'),
});

export const binOrderGates = (status: number) => ({
  canExecute: binOrderLifecycle.can(status, 'binOrder.execute'),
  canCancel: binOrderLifecycle.can(status, 'binOrder.cancel'),
});

/** Where a request order's units are when it takes a step: executing from In Transit takes them out of transit. */
export const requestUnitsIn = (status: number): 'shelf' | 'transit' => (status === REQUEST_ORDER_STATUS.inTransit ? 'transit' : 'shelf');

export const storeReturnLifecycle = defineLifecycle({
  id: 'storeReturn',
  statuses: STORE_RETURN_STATUS,
  initial: 'created',
  transitions: {
    created: { 'storeReturn.receive': 'received', 'storeReturn.cancel': 'cancelled' },
  },
  pastTense: { 'storeReturn.receive': 'received', 'storeReturn.cancel': 'cancelled' },
});

export const storeReturnGates = (status: number) => ({
  canReceive: storeReturnLifecycle.can(status, 'storeReturn.receive'),
  canCancel: storeReturnLifecycle.can(status, 'storeReturn.cancel'),
});
