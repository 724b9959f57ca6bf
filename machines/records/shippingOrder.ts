/**
 * The shipping order's lifecycle (domain.md §4 "Shipping order"): a warehouse → store order
 * moves through five steps, and this machine is the only source of who moves which step.
 *
 *   ORDER_CREATED (1) --progress [warehouse]--> IN_PROGRESS (2) --dispatch [warehouse]--> DISPATCHED (3)
 *   DISPATCHED --deliver [delivery partner; the order has one]--> DELIVERED_DP (4, "Delivered")
 *              --receive [the store's manager]--> RECEIVED_SM (5, "Received")
 *   DISPATCHED --transit [warehouse; own transport, the order has no delivery partner]--> IN_TRANSIT (4)
 *              --receive [the store's manager]--> DELIVERED (5, "Received")
 *   ORDER_CREATED or IN_PROGRESS --cancel [warehouse]--> CANCELLED (no step); once dispatched, no cancel.
 *
 * Stock: nothing moves until dispatch; dispatch takes the units off the source warehouse's
 * shelves into its transit; the receipt puts what arrived into the store and the shortfall into
 * the discarded bin with its reason (lost or damaged). Delivery partners have no console login:
 * their step is recorded by warehouse-side staff on the partner's word.
 *
 * Pure: states are the contract's statuses, events the record's steps (machines/lifecycle.ts).
 */
import { SHIPPING_STATUS, SHIPPING_STATUSES } from '../../contract/statuses.ts';
import { defineLifecycle } from '../lifecycle.ts';

export const shippingOrderLifecycle = defineLifecycle({
  id: 'shippingOrder',
  statuses: SHIPPING_STATUS,
  initial: 'orderCreated',
  transitions: {
    orderCreated: { 'shipping.progress': 'inProgress', 'shipping.cancel': 'cancelled' },
    inProgress: { 'shipping.dispatch': 'dispatched', 'shipping.cancel': 'cancelled' },
    dispatched: { 'shipping.deliver': 'deliveredDp', 'shipping.transit': 'inTransit' },
    deliveredDp: { 'shipping.receive': 'receivedSm' },
    inTransit: { 'shipping.receive': 'delivered' },
  },
  pastTense: {
    'shipping.progress': 'taken in progress',
    'shipping.dispatch': 'dispatched',
    'shipping.transit': 'marked in transit',
    'shipping.deliver': 'marked delivered',
    'shipping.receive': 'received',
    'shipping.cancel': 'cancelled',
  },
});
export type ShippingEvent = (typeof shippingOrderLifecycle.events)[number];

/** Who takes each step. */
export type ShippingActor = 'warehouse' | 'deliveryPartner' | 'storeManager';
export const SHIPPING_ACTORS: Record<ShippingEvent, ShippingActor> = {
  'shipping.progress': 'warehouse',
  'shipping.dispatch': 'warehouse',
  'shipping.transit': 'warehouse',
  'shipping.cancel': 'warehouse',
  'shipping.deliver': 'deliveryPartner',
  'shipping.receive': 'storeManager',
};

/**
 * The actors a signed-in user may act as (PERM_UPDATE_SHIPPING is checked by the action): a
 * store manager acts only as their store's manager; anyone else as the warehouse and, recording
 * the partner's word, as the delivery partner — never as the store manager.
 */
export function shippingActorsOf(user: { role_code: string; store_id: number | null }): ShippingActor[] {
  return user.role_code === 'ROLE_STORE_MANAGER' ? ['storeManager'] : ['warehouse', 'deliveryPartner'];
}

/** Whether this user may take this step of this order (beside `can`: the status). */
export function mayTake(
  event: ShippingEvent,
  user: { role_code: string; store_id: number | null },
  order: { destination_store_id: number | null; delivery_partner_id: number | null },
): boolean {
  const actor = SHIPPING_ACTORS[event];
  if (!shippingActorsOf(user).includes(actor)) return false;
  if (actor === 'storeManager' && (user.store_id === null || user.store_id !== order.destination_store_id)) return false;
  if (event === 'shipping.deliver') return order.delivery_partner_id !== null;
  if (event === 'shipping.transit') return order.delivery_partner_id === null;
  return true;
}

/** The step of the five a status stands on (the contract's catalogue); null for CANCELLED. */
export function shippingStep(status: string): 1 | 2 | 3 | 4 | 5 | null {
  const entry = SHIPPING_STATUSES.find((s) => s.id === status);
  return entry && entry.step > 0 ? (entry.step as 1 | 2 | 3 | 4 | 5) : null;
}

/** Where the order's units are in a status: on the source's shelves, in its transit, or gone (store and bin). */
export function shippingUnitsIn(status: string): 'shelf' | 'transit' | 'delivered' {
  const step = shippingStep(status);
  if (step === null || step <= 2) return 'shelf';
  return step === 5 ? 'delivered' : 'transit';
}

/**
 * The warehouse_orders.status (ORDER_STATUSES id) the /warehouse-orders list shows for a shipping
 * status: open orders are Created, then Received (Partially Received when short) or Cancelled.
 */
export function listStatusOf(status: string, short = false): 1 | 2 | 3 | 4 {
  if (status === SHIPPING_STATUS.cancelled) return 2;
  if (shippingStep(status) === 5) return short ? 4 : 3;
  return 1;
}

/** The gates of a shipping order's view and palette commands, for this user. */
export function shippingGates(
  status: string,
  user: { role_code: string; store_id: number | null },
  order: { destination_store_id: number | null; delivery_partner_id: number | null },
) {
  const gate = (event: ShippingEvent) => shippingOrderLifecycle.can(status, event) && mayTake(event, user, order);
  return {
    canProgress: gate('shipping.progress'),
    canDispatch: gate('shipping.dispatch'),
    canTransit: gate('shipping.transit'),
    canDeliver: gate('shipping.deliver'),
    canReceive: gate('shipping.receive'),
    canCancel: gate('shipping.cancel'),
  };
}

export interface ReceiptLine { product_id: number; sent: number; received: number; reason: string }

/** What is wrong with a receipt: each line's received units within what was sent, and a reason for every short line. */
export function receiptProblems(lines: readonly ReceiptLine[], messages: { range: (max: number) => string; reason: string }): { index: number; field: 'received' | 'reason'; message: string }[] {
  const problems: { index: number; field: 'received' | 'reason'; message: string }[] = [];
  lines.forEach((l, index) => {
    if (!Number.isInteger(l.received) || l.received < 0 || l.received > l.sent) problems.push({ index, field: 'received', message: messages.range(l.sent) });
    else if (l.received < l.sent && !l.reason.trim()) problems.push({ index, field: 'reason', message: messages.reason });
  });
  return problems;
}
