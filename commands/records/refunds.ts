/**
 * The order view's refund commands (issue 42): initiate a manual refund while the order has a
 * failed or partial line with something left to refund, and ask the gateway about (or record its
 * refusal of) the order's pending refund — gated by the actions' permissions and by the gates the
 * screen computes from the order and the refund lifecycle (machines/records/refund.ts).
 */
import { checkRefund, failRefund, initiateRefund } from '../../contract/actions/refunds.ts';
import { recordAction } from '../record.ts';

export interface OrderRefundView {
  canInitiateRefund: boolean;
  canCheckRefund: boolean;
  canFailRefund: boolean;
  initiateRefund(): void;
  checkRefund(): void;
  failRefund(): void;
}

export const ORDER_REFUND_ACTIONS = [
  recordAction<OrderRefundView>({
    id: 'initiate.refund', title: 'Initiate refund', keywords: ['refund', 'money back', 'manual refund', 'failed vend'], action: initiateRefund,
    when: (v) => v.canInitiateRefund, run: (v) => v.initiateRefund(),
  }),
  recordAction<OrderRefundView>({
    id: 'check.refund', title: 'Check refund status', keywords: ['refund', 'gateway', 'utr', 'settle'], action: checkRefund,
    when: (v) => v.canCheckRefund, run: (v) => v.checkRefund(),
  }),
  recordAction<OrderRefundView>({
    id: 'fail.refund', title: 'Mark refund failed', keywords: ['refund', 'gateway', 'declined'], action: failRefund,
    when: (v) => v.canFailRefund, run: (v) => v.failRefund(),
  }),
];
