/**
 * /api/analytics: emailed report requests (contract/actions/report-requests.ts). A request is
 * written Queued with the columns it will carry and its period, audited, and handed to the job
 * queue once its transaction commits (server/reports/run.ts does the rest); the caller lists
 * their own requests. A user has at most a few requests in the works (server/reports/limits.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import * as contract from '../../contract/actions/report-requests.ts';
import { REPORT_MESSAGES, reportColumns, reportRangeProblem, type ReportKind } from '../../contract/report-requests.ts';
import { callerOf, handle, type ActionContext, type Caller } from '../context.ts';
import { firstRow } from '../db/first-row.ts';
import { reportRequests as r } from '../db/schema/index.ts';
import { ApiError } from '../http/errors.ts';
import { countAll } from '../http/list.ts';
import { audit } from '../kit/audit.ts';
import { defineList } from '../kit/list.ts';
import { sendReportJob } from '../jobs/index.ts';
import { assertReportRoom } from '../reports/limits.ts';

type RequestInput = Infer<typeof contract.requestTransactionReport.request>;

async function requestReport(kind: ReportKind, input: RequestInput, ctx: ActionContext) {
  const caller = callerOf(ctx);
  const problem = reportRangeProblem(input);
  if (problem) throw new ApiError(400, problem);
  const row = await ctx.db.transaction(async (tx) => {
    await assertReportRoom(tx, caller.id);
    const inserted = await tx.insert(r).values({
      company_id: caller.company_id,
      franchise_id: caller.franchise_id,
      user_id: caller.id,
      kind,
      format: input.format ?? 'csv',
      columns: reportColumns(kind, input.columns),
      from_at: input.from ? new Date(input.from) : null,
      to_at: input.to ? new Date(input.to) : null,
      created_at: ctx.now(),
    }).returning();
    const request = firstRow(inserted, 'the report request');
    await audit(tx, caller, { action: `request.${kind}_report`, entity: 'report_request', entity_id: request.id, after: request });
    return request;
  });
  // A job lost here (the queue unreachable, the process gone) is sent again by the minute's sweep.
  await sendReportJob(ctx.jobs, ctx.db, row.id).catch((error: unknown) => console.error(`report request ${row.id}: job not queued:`, error instanceof Error ? error.message : error));
  return { data: { id: row.id, message: REPORT_MESSAGES.requested(kind, caller.email) } };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const reportRequestHandlers = [
  handle(contract.requestTransactionReport, (input, ctx) => requestReport('transaction', input, ctx)),
  handle(contract.requestFeedbackReport, (input, ctx) => requestReport('feedback', input, ctx)),
  handle(contract.requestRefillPlanReport, (input, ctx) => requestReport('refill_plan', input, ctx)),

  defineList(contract.listReportRequests, {
    scope: (caller) => and(eq(r.company_id, caller.company_id), eq(r.user_id, (caller as Caller).id)),
    query: (db, where) => db.select({ row: r }).from(r).where(where),
    count: (db, where) => db.select({ n: countAll }).from(r).where(where),
    filters: { status: (statuses) => inArray(r.status, statuses) },
    sort: { created_at: r.created_at },
    tiebreak: r.id,
    rows: (page, ctx) => page.map(({ row }) => ({
      id: row.id,
      kind: row.kind as ReportKind,
      format: row.format as 'csv' | 'xlsx',
      columns: row.columns,
      from: iso(row.from_at),
      to: iso(row.to_at),
      status: row.status,
      progress: row.progress,
      rows: row.rows,
      error: row.error,
      email: callerOf(ctx).email,
      created_at: row.created_at.toISOString(),
      finished_at: iso(row.finished_at),
    })),
  }),
];
