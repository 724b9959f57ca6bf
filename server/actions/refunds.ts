/**
 * /api/sales refunds on the record pipeline (contract/actions/refunds.ts): an order's refunds and
 * what its lines may still take, one refund, the manual refund (MANUAL_REFUND) and the gateway's
 * answers (check: Refund Success with its UTR; fail). Every write locks the order row and brings
 * the order and its lines in line with the refund rows (server/records/refund.ts).
 */
import { and, eq } from 'drizzle-orm';
import * as contract from '../../contract/actions/refunds.ts';
import { REFUND_RECORD_STATUS } from '../../contract/statuses.ts';
import { callerOf, handle, type Caller } from '../context.ts';
import { refunds } from '../db/schema/index.ts';
import { ApiError } from '../http/errors.ts';
import { defineCreate, defineGet, defineTransition } from '../kit/mutation.ts';
import { publishNotification } from '../live/notify.ts';
import { checkRefund, findOrder, lockOrder, notifyRefund, refundRecord, refundScope, refundState, selectRefunds, syncOrderRefunds, toRefundRow, utrFor } from '../records/refund.ts';

/** PERM_VIEW_PG_MODULE lets a caller in; of those only REFUND_ROLES move money back. */
function assertMayRefund(caller: Caller) {
  if (!contract.mayRefund(caller.role_code)) throw new ApiError(403, contract.REFUND_MESSAGES.notAllowed);
}

export const refundHandlers = [
  handle(contract.listOrderRefunds, async (input, ctx) => {
    const caller = callerOf(ctx);
    const order = await findOrder(ctx.db, input.order_id, caller);
    const [rows, state] = await Promise.all([
      selectRefunds(ctx.db, and(eq(refunds.order_id, order.id), refundScope(caller))),
      refundState(ctx.db, order),
    ]);
    return {
      data: {
        refunds: rows.map(toRefundRow),
        lines: state.lines.map(({ line: _line, ...l }) => l),
        refundable: state.refundable,
      },
    };
  }),

  defineGet(contract.getRefund, refundRecord),

  defineCreate(contract.initiateRefund, refundRecord, {
    values: async ({ tx, input, caller }) => {
      assertMayRefund(caller);
      const order = await lockOrder(tx, input.order_id, caller);
      await checkRefund(tx, order, input);
      return {
        company_id: order.company_id, franchise_id: order.franchise_id, order_id: order.id, order_line_id: input.order_line_id,
        kind: 'MANUAL', amount: Math.round(input.amount * 100) / 100, status: REFUND_RECORD_STATUS.pending,
        reason: input.reason?.trim() ?? '', created_by: caller.id,
      };
    },
    after: async ({ tx, row, now, services, afterCommit }) => {
      const order = await lockOrder(tx, row.order_id, null);
      await syncOrderRefunds(tx, order, now);
      const raised = await notifyRefund(tx, order, 'MANUAL', row.amount, [row.id]);
      afterCommit(() => publishNotification(services, raised));
      return { order_id: order.order_id };
    },
  }),

  defineTransition(contract.checkRefund, refundRecord, {
    event: () => 'refund.succeed',
    apply: async ({ tx, caller, row, now }) => {
      assertMayRefund(caller);
      const order = await lockOrder(tx, row.order_id, null);
      const utr = utrFor(row.id, now);
      await tx.update(refunds).set({ status: REFUND_RECORD_STATUS.success, utr_id: utr }).where(eq(refunds.id, row.id));
      await syncOrderRefunds(tx, order, now);
      return { set: { utr_id: utr } };
    },
  }),

  defineTransition(contract.failRefund, refundRecord, {
    event: () => 'refund.fail',
    apply: async ({ tx, caller, row, input, now }) => {
      assertMayRefund(caller);
      const order = await lockOrder(tx, row.order_id, null);
      await tx.update(refunds).set({ status: REFUND_RECORD_STATUS.failure, reason: input.reason.trim() }).where(eq(refunds.id, row.id));
      await syncOrderRefunds(tx, order, now);
      return { set: { reason: input.reason.trim() } };
    },
  }),
];
