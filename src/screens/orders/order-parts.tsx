/** Pieces the order screens share: the status filter options and the refund cell. */
import type { PAYMENT_STATUS_CODES, REFUND_STATUS_CODES, VEND_STATUS_CODES } from '../../../contract/actions/orders.ts';
import { PAYMENT_STATUSES, REFUND_STATUSES, VEND_STATUSES, paymentStatus, refundStatus, vendStatus } from '../../../contract/statuses.ts';
import { StatusBadge } from '../../ui/index.ts';

// The filter bar only offers these codes, so its numbers are the contract's enums.
export type VendCode = (typeof VEND_STATUS_CODES)[number];
export type PaymentCode = (typeof PAYMENT_STATUS_CODES)[number];
export type RefundCode = (typeof REFUND_STATUS_CODES)[number];

export const VEND_OPTIONS = [...VEND_STATUSES, vendStatus(0)].map(({ id, name }) => ({ id, name }));
export const PAYMENT_OPTIONS = [...PAYMENT_STATUSES, paymentStatus(2)].map(({ id, name }) => ({ id, name }));
export const REFUND_OPTIONS = [...REFUND_STATUSES, refundStatus(-1)].map(({ id, name }) => ({ id, name }));

/** Refund badge for 0 and 1; "Not generated" stays plain text so the few refunds stand out. */
export function RefundCell({ status }: { status: number | null }) {
  if (status === null) return <span className="text-slate-500">{refundStatus(-1).name}</span>;
  return <StatusBadge status={refundStatus(status)} />;
}

