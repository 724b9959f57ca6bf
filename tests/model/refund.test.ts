/** The refund lifecycle (machines/records/refund.ts): its states are the contract's refund record statuses, and its rules. */
import { describe, expect, it } from 'vitest';
import { REFUND_RECORD_STATUSES, refundRecordStatus } from '../../contract/statuses.ts';
import { orderRefundGates, refundGates, refundLifecycle, refundableAmount } from '../../machines/records/refund.ts';

describe('refund lifecycle', () => {
  it('its states are Pending, Refund Success and Failure, starting at Pending', () => {
    expect(refundLifecycle.states.map((s) => refundRecordStatus(refundLifecycle.statusOf(s)).name)).toEqual(REFUND_RECORD_STATUSES.map((s) => s.name));
    expect(refundLifecycle.machine.config.initial).toBe('pending');
  });

  it('walks each transition and nothing else moves; both outcomes are final', () => {
    expect(refundLifecycle.next(0, 'refund.succeed')).toBe(1);
    expect(refundLifecycle.next(0, 'refund.fail')).toBe(2);
    for (const status of [1, 2]) for (const event of refundLifecycle.events) expect(refundLifecycle.next(status, event)).toBeNull();
    expect(refundLifecycle.isFinal(1)).toBe(true);
    expect(refundLifecycle.isFinal(2)).toBe(true);
    expect(refundGates(0)).toEqual({ canSettle: true, canFail: true });
    expect(refundGates(1)).toEqual({ canSettle: false, canFail: false });
  });

  it('any other code reads as Failure', () => {
    expect(refundRecordStatus(7).name).toBe('Failure');
  });

  it('refundable: the smaller of what the order and the line have left, never negative', () => {
    expect(refundableAmount({ orderAmount: 100, orderRefunded: 30, linePaid: 50, lineRefunded: 0 })).toBe(50);
    expect(refundableAmount({ orderAmount: 100, orderRefunded: 80, linePaid: 50, lineRefunded: 0 })).toBe(20);
    expect(refundableAmount({ orderAmount: 100, orderRefunded: 100, linePaid: 50, lineRefunded: 60 })).toBe(0);
  });

  it('an order offers a refund only when paid with a failed or partial line that has something left', () => {
    const line = { quantity: 2, items_vend: 1, refundable: 10 };
    expect(orderRefundGates({ payment_status: 1, lines: [line] }).canInitiateRefund).toBe(true);
    expect(orderRefundGates({ payment_status: 0, lines: [line] }).canInitiateRefund).toBe(false);
    expect(orderRefundGates({ payment_status: 1, lines: [{ ...line, items_vend: 2 }] }).canInitiateRefund).toBe(false);
    expect(orderRefundGates({ payment_status: 1, lines: [{ ...line, refundable: 0 }] }).canInitiateRefund).toBe(false);
  });
});
