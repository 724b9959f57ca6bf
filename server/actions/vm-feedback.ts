/**
 * /api/vending-machine-management machine feedback: one machine's feedback, paged, and its summary
 * (average, count by star and by source). Both answer 404 for a machine outside the caller's reach
 * (another company's, or another franchise's for franchise staff) — the machine decides who reads.
 */
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import * as contract from '../../contract/actions/vm-feedback.ts';
import { callerOf, handle } from '../context.ts';
import { vmFeedback } from '../db/schema/index.ts';
import { countAll, iso } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { summariseFeedback } from './feedback-summary.ts';
import { tenancy } from '../kit/scope.ts';
import { findMachine } from '../records/vending-machine.ts';
import { orderIdOf, orderRefs } from '../records/order-refs.ts';

/** The company's feedback; the franchise reach is the machine's, checked by findMachine first. */
const feedbackScope = tenancy({ company: vmFeedback.company_id });

type Row = Infer<typeof contract.VmFeedbackRow>;

export const vmFeedbackHandlers = [
  defineList(contract.listVmFeedback, {
    check: async (input, ctx) => void (await findMachine(ctx.db, callerOf(ctx), input.vending_machine_id)),
    scope: feedbackScope,
    query: (db, where) => db
      .select({ f: vmFeedback })
      .from(vmFeedback)
      .where(where),
    // The orders are looked up for the page, not joined (records/order-refs.ts).
    count: (db, where) => db.select({ n: countAll }).from(vmFeedback).where(where),
    filters: {
      vending_machine_id: (id) => eq(vmFeedback.vending_machine_id, id),
      source: (sources) => inArray(vmFeedback.source, sources),
      rating: (ratings) => inArray(vmFeedback.rating, ratings),
      from: (from) => gte(vmFeedback.created_at, new Date(from)),
      to: (to) => lte(vmFeedback.created_at, new Date(to)),
    },
    search: [vmFeedback.message, vmFeedback.customer_name, orderIdOf(vmFeedback.order_id)],
    sort: { created_at: vmFeedback.created_at, rating: vmFeedback.rating },
    tiebreak: vmFeedback.id,
    rows: async (page, ctx) => {
      const orderOf = await orderRefs(ctx.database, page.map(({ f }) => f.order_id));
      return page.map(({ f }): Row => ({
        id: f.id,
        source: f.source as Row['source'],
        rating: f.rating,
        message: f.message,
        customer_name: f.customer_name,
        order: orderOf(f.order_id),
        created_at: iso(f.created_at)!,
      }));
    },
  }),

  handle(contract.getVmFeedbackSummary, async (input, ctx) => {
    const caller = callerOf(ctx);
    const { machine } = await findMachine(ctx.db, caller, input.vending_machine_id);
    const where = and(feedbackScope(caller), eq(vmFeedback.vending_machine_id, machine.id));
    return { data: { machine: { id: machine.id, name: machine.name, code: machine.code }, ...(await summariseFeedback(ctx.db, vmFeedback, vmFeedback, where)) } };
  }),
];
