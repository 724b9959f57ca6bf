/**
 * The purchase order's record rules (domain.md §4 "Purchase and warehouse order statuses"; the
 * spec names the codes but not the moves between them, so they are decided here and in
 * docs/decisions.md, and this table is their only source):
 *
 *   Draft ──create──▶ Created ──ship──▶ Shipped ──receive──────────▶ Received ──execute──▶ Executed
 *     │                 │  └──receive / receivePartially──┐   │                 ▲
 *     └──cancel──▶ Cancelled ◀──cancel──┴─────────────────┼───┘                 │
 *                                                           ▼                   │
 *                                    Partially Received ──receive (the rest)────┘
 *                                       ⟲ receivePartially (more of it)
 *
 * A supplier may deliver without a shipping notice, so Created may be received directly.
 * Nothing can be cancelled once any unit is in the warehouse: what came is returned through
 * a purchase return instead. Executed (the invoice settled) and Cancelled are final.
 */
import { PURCHASE_ORDER_STATUS } from '../../contract/statuses.ts';
import { defineLifecycle } from '../lifecycle.ts';

export const purchaseOrderLifecycle = defineLifecycle({
  id: 'purchaseOrder',
  statuses: PURCHASE_ORDER_STATUS,
  initial: 'draft',
  transitions: {
    draft: { 'purchaseOrder.create': 'created', 'purchaseOrder.cancel': 'cancelled' },
    created: {
      'purchaseOrder.ship': 'shipped',
      'purchaseOrder.receivePartially': 'partiallyReceived',
      'purchaseOrder.receive': 'received',
      'purchaseOrder.cancel': 'cancelled',
    },
    shipped: {
      'purchaseOrder.receivePartially': 'partiallyReceived',
      'purchaseOrder.receive': 'received',
      'purchaseOrder.cancel': 'cancelled',
    },
    partiallyReceived: {
      'purchaseOrder.receivePartially': 'partiallyReceived',
      'purchaseOrder.receive': 'received',
    },
    received: { 'purchaseOrder.execute': 'executed' },
  },
  pastTense: {
    'purchaseOrder.create': 'created',
    'purchaseOrder.ship': 'shipped',
    'purchaseOrder.receivePartially': 'partially received',
    'purchaseOrder.receive': 'received',
    'purchaseOrder.execute': 'executed',
    'purchaseOrder.cancel': 'cancelled',
  },
});
export type PurchaseOrderEventType = (typeof purchaseOrderLifecycle.events)[number];

/**
 * The steps an order waits for approval before when its warehouse approves purchase orders
 * (docs/decisions.md): it may be cancelled meanwhile, but not shipped or received.
 */
export const APPROVAL_BEFORE: readonly PurchaseOrderEventType[] = ['purchaseOrder.ship', 'purchaseOrder.receivePartially', 'purchaseOrder.receive'];
export const waitsForApproval = (event: string) => (APPROVAL_BEFORE as readonly string[]).includes(event);

/** Until it is shipped or received an order may still be edited or deleted. */
export const mayChangeOrder = (status: string) => status === PURCHASE_ORDER_STATUS.draft || status === PURCHASE_ORDER_STATUS.created;

/** The statuses in which units have come in, so a purchase return may send some back. */
export const RECEIVED_STATUSES = [PURCHASE_ORDER_STATUS.partiallyReceived, PURCHASE_ORDER_STATUS.received, PURCHASE_ORDER_STATUS.executed];
export const hasReceived = (status: string) => (RECEIVED_STATUSES as readonly string[]).includes(status);

/** Units still to come per line: purchased less received, never below 0. */
export interface PurchasedLine {
  product_id: number;
  purchased_quantity: number;
  received_quantity: number;
}

/**
 * Why a receipt cannot be taken, on the API's shapes: each product on the order once, each
 * quantity a whole number from 0 to what is still outstanding, and at least one unit in all.
 * A full receipt takes exactly what is outstanding, so only partial receipts are listed.
 */
export function receiptProblems(lines: readonly PurchasedLine[], received: readonly { product_id: number; quantity: number }[]): string[] {
  const byProduct = new Map(lines.map((line) => [line.product_id, line]));
  const seen = new Set<number>();
  const problems: string[] = [];
  for (const { product_id, quantity } of received) {
    const line = byProduct.get(product_id);
    if (!line) problems.push(`Product ${product_id} is not on this purchase order.`);
    else if (seen.has(product_id)) problems.push(`Product ${product_id} is listed twice.`);
    else if (!Number.isInteger(quantity) || quantity < 0) problems.push('Enter number greater than or equal to 0');
    else if (quantity > line.purchased_quantity - line.received_quantity) {
      problems.push(`Enter number smaller than or equal to ${line.purchased_quantity - line.received_quantity}`);
    }
    seen.add(product_id);
  }
  if (!problems.length && received.reduce((sum, r) => sum + r.quantity, 0) === 0) problems.push('Enter the quantity received of at least one product.');
  return problems;
}

/** After a receipt: Received when nothing is outstanding any more, else Partially Received. */
export function receiptEvent(lines: readonly PurchasedLine[], received: readonly { product_id: number; quantity: number }[]): PurchaseOrderEventType {
  const now = new Map(received.map((r) => [r.product_id, r.quantity]));
  const complete = lines.every((line) => line.received_quantity + (now.get(line.product_id) ?? 0) >= line.purchased_quantity);
  return complete ? 'purchaseOrder.receive' : 'purchaseOrder.receivePartially';
}
