/**
 * A refund's lifecycle (issue 42; decided in docs/decisions.md "Transactions"): a refund starts
 * Pending (sent to the gateway) and ends once, either Refund Success (the gateway paid it back,
 * with its UTR) or Failure (the gateway refused it; its amount may be refunded again by a new
 * refund). No step leaves a final state.
 *
 *   Pending ──succeed──▶ Refund Success
 *      └─────fail─────▶ Failure
 */
import { REFUND_RECORD_STATUS } from '../../contract/statuses.ts';
import { defineLifecycle } from '../lifecycle.ts';

export const refundLifecycle = defineLifecycle({
  id: 'refund',
  statuses: REFUND_RECORD_STATUS,
  initial: 'pending',
  transitions: {
    pending: { 'refund.succeed': 'success', 'refund.fail': 'failure' },
  },
  pastTense: { 'refund.succeed': 'completed', 'refund.fail': 'marked failed' },
});
export type RefundEventType = (typeof refundLifecycle.events)[number];

/** Paid orders only: what the gateway took may be given back. */
export const PAID = 1;

/** A line may be refunded when some of it did not reach the customer (failed or partial vend). */
export const lineRefundable = (line: { quantity: number; items_vend: number }) => line.items_vend < line.quantity;

/**
 * What may still be refunded: the order's amount less its live (pending or successful) refunds,
 * and for the line its paid value (MRP × quantity − discount) less the line's live refunds;
 * the smaller of the two, never below 0.
 */
export function refundableAmount(o: { orderAmount: number; orderRefunded: number; linePaid: number; lineRefunded: number }) {
  const round = (n: number) => Math.round(n * 100) / 100;
  return Math.max(0, round(Math.min(o.orderAmount - o.orderRefunded, o.linePaid - o.lineRefunded)));
}

/** What the order view may offer (the palette reads the same gates). */
export function orderRefundGates(order: { payment_status: number; lines: { quantity: number; items_vend: number; refundable: number }[] }) {
  return {
    canInitiateRefund: order.payment_status === PAID && order.lines.some((l) => lineRefundable(l) && l.refundable > 0),
  };
}

/** What a refund row may offer: checking it at the gateway while it is pending. */
export function refundGates(status: number) {
  return {
    canSettle: refundLifecycle.can(status, 'refund.succeed'),
    canFail: refundLifecycle.can(status, 'refund.fail'),
  };
}
