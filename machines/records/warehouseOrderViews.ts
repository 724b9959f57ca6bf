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

/**
 * A store return's lines and its receipt (issue 41), the rules the create screen, the receive
 * dialog and the server share. Creating one sends the units from the store into transit
 * towards the warehouse; receiving it lands what arrived on the warehouse's shelves and writes
 * the rest off (lost or damaged on the way, with a reason); cancelling it puts the units back
 * in the store.
 */
export interface StoreReturnLineInput { product_id: number; quantity: number }
export interface StoreReturnReceivedInput { product_id: number; received: number; reason?: string | undefined }
export interface LineProblem { index: number; field: 'product_id' | 'quantity' | 'received' | 'reason'; message: string }

export const STORE_RETURN_RULE_TEXTS = {
  productTwice: 'This product is listed twice.',
  notInStore: 'This store holds none of this product.',
  quantityPositive: 'Quantity must be greater than 0',
  atMost: (max: number) => `Enter number smaller than or equal to ${max}`,
  notOnReturn: 'This product is not on the store return.',
  reasonRequired: 'Please give a reason for the units that did not arrive',
  everyLine: 'Give the received quantity of every product on the return.',
} as const;

/** What is wrong with a store return's lines, given the store's units per product. */
export function storeReturnLineProblems(lines: readonly StoreReturnLineInput[], inStore: ReadonlyMap<number, number>): LineProblem[] {
  const seen = new Set<number>();
  const problems: LineProblem[] = [];
  lines.forEach((line, index) => {
    const available = inStore.get(line.product_id) ?? 0;
    if (seen.has(line.product_id)) problems.push({ index, field: 'product_id', message: STORE_RETURN_RULE_TEXTS.productTwice });
    else if (available <= 0) problems.push({ index, field: 'product_id', message: STORE_RETURN_RULE_TEXTS.notInStore });
    else if (!Number.isInteger(line.quantity) || line.quantity < 1) problems.push({ index, field: 'quantity', message: STORE_RETURN_RULE_TEXTS.quantityPositive });
    else if (line.quantity > available) problems.push({ index, field: 'quantity', message: STORE_RETURN_RULE_TEXTS.atMost(available) });
    seen.add(line.product_id);
  });
  return problems;
}

export interface StoreReturnReceiptLine { product_id: number; sent: number; received: number; short: number; reason: string | null }

/**
 * The receipt of a return whose lines are `sent`: absent `received` takes every unit as
 * arrived; otherwise every line is named once, with 0 ≤ received ≤ sent and a reason when short.
 */
export function storeReturnReceipt(
  sent: readonly StoreReturnLineInput[],
  received?: readonly StoreReturnReceivedInput[],
): { lines: StoreReturnReceiptLine[]; problems: LineProblem[] } {
  if (!received) return { lines: sent.map((l) => ({ product_id: l.product_id, sent: l.quantity, received: l.quantity, short: 0, reason: null })), problems: [] };
  const bySent = new Map(sent.map((l) => [l.product_id, l.quantity]));
  const problems: LineProblem[] = [];
  const seen = new Map<number, StoreReturnReceivedInput>();
  received.forEach((r, index) => {
    const quantity = bySent.get(r.product_id);
    if (quantity === undefined) problems.push({ index, field: 'product_id', message: STORE_RETURN_RULE_TEXTS.notOnReturn });
    else if (seen.has(r.product_id)) problems.push({ index, field: 'product_id', message: STORE_RETURN_RULE_TEXTS.productTwice });
    else if (!Number.isInteger(r.received) || r.received < 0 || r.received > quantity) problems.push({ index, field: 'received', message: STORE_RETURN_RULE_TEXTS.atMost(quantity) });
    else if (r.received < quantity && !r.reason?.trim()) problems.push({ index, field: 'reason', message: STORE_RETURN_RULE_TEXTS.reasonRequired });
    seen.set(r.product_id, r);
  });
  if (!problems.length && seen.size !== bySent.size) problems.push({ index: received.length, field: 'product_id', message: STORE_RETURN_RULE_TEXTS.everyLine });
  const lines = sent.map((l) => {
    const got = Math.min(l.quantity, Math.max(0, seen.get(l.product_id)?.received ?? l.quantity));
    return { product_id: l.product_id, sent: l.quantity, received: got, short: l.quantity - got, reason: got < l.quantity ? (seen.get(l.product_id)?.reason?.trim() ?? null) : null };
  });
  return { lines, problems };
}
