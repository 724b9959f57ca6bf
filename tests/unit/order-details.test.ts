/**
 * The order details' rules (contract/actions/order-details.ts), shared by the forms and the
 * server, and the form's round trip between the inputs' local times and the actions' ISO times.
 */
import { describe, expect, it } from 'vitest';
import { ORDER_DETAILS_MESSAGES as M, isCalendarDay, orderDetailsProblems } from '../../contract/actions/order-details.ts';
import { EMPTY_ORDER_DETAILS, draftOf, orderDetailsErrors, orderDetailsInput } from '../../src/platform/order-details/OrderDetailsFields.tsx';

const TODAY = '2026-06-15';

describe('order details', () => {
  it('takes real calendar days from 2000 only', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-02-30')).toBe(false);
    expect(isCalendarDay('0')).toBe(false);
    expect(isCalendarDay('1999-12-31')).toBe(false);
  });

  it('names each broken rule on its field', () => {
    expect(orderDetailsProblems({ start_time: '2026-01-05T10:00:00Z', end_time: '2026-01-05T10:00:00Z' }, TODAY)).toEqual([{ path: 'end_time', message: M.endBeforeStart }]);
    expect(orderDetailsProblems({ end_time: '2026-01-05T10:00:00Z' }, TODAY)).toEqual([{ path: 'start_time', message: M.endWithoutStart }]);
    expect(orderDetailsProblems({ schedule_time: '2026-01-05T10:00:00Z', order_expiry: '2026-01-04T10:00:00Z' }, TODAY)).toEqual([{ path: 'order_expiry', message: M.expiryBeforeSchedule }]);
    expect(orderDetailsProblems({ invoice_no: 'INV-1', invoice_date: '2026-06-16' }, TODAY)).toEqual([{ path: 'invoice_date', message: M.invoiceDateFuture }]);
    expect(orderDetailsProblems({ invoice_no: ' ', invoice_date: TODAY }, TODAY)).toEqual([{ path: 'invoice_no', message: M.invoiceDateWithoutNumber }]);
    expect(orderDetailsProblems({ invoice_no: 'INV-1', invoice_date: TODAY, start_time: '2026-01-05T10:00:00Z', end_time: '2026-01-06T10:00:00Z' }, TODAY)).toEqual([]);
  });

  it('the form sends blanks as null and shows what it read back', () => {
    expect(orderDetailsInput(EMPTY_ORDER_DETAILS)).toEqual({
      payment_mode: null, start_time: null, end_time: null, schedule_time: null, order_expiry: null, invoice_no: null, invoice_date: null,
    });
    const stored = {
      payment_mode: 'UPI', start_time: '2026-01-05T09:00:00.000Z', end_time: null, schedule_time: '2026-01-05T08:30:00.000Z',
      order_expiry: null, invoice_no: 'INV-7', invoice_date: '2026-01-05',
    };
    expect(orderDetailsInput(draftOf(stored))).toEqual(stored);
    expect(orderDetailsErrors({ ...EMPTY_ORDER_DETAILS, end_time: '2026-01-05T09:00' })).toEqual({ start_time: M.endWithoutStart });
  });
});
