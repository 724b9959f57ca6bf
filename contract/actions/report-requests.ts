/**
 * /api/analytics: emailed reports (contract/report-requests.ts). One request action per kind, so
 * each carries its own gate: SEND_TRANSACTION_REPORT for transactions (console.md §6), and the
 * view permission of the list a report copies for the others (feedback: the machines' feedback,
 * PERM_VIEW_VENDING_MACHINE; refill plans: PERM_VIEW_REFILL). The caller's own requests are
 * listed for any signed-in user (contract/access.ts).
 */
import { array, enums, nullable, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { MAX_PENDING_REPORTS, REPORT_COLUMNS, REPORT_FORMATS, REPORT_KINDS, type ReportKind } from '../report-requests.ts';
import { boundedArray, data, isoDateTime, list, listFields } from '../structs.ts';

const area = 'analytics' as const;

function requestOf<K extends ReportKind>(kind: K) {
  const keys = Object.keys(REPORT_COLUMNS[kind]) as [string, ...string[]];
  return object({
    format: optional(enums(REPORT_FORMATS)),
    /** None: the kind's default columns (DEFAULT_REPORT_COLUMNS). */
    columns: optional(boundedArray(enums(keys), keys.length)),
    /** The period (from inclusive, to exclusive) over the rows' dates; none: all time. */
    from: optional(isoDateTime()),
    to: optional(isoDateTime()),
  });
}

const Requested = data(object({ id: number(), message: string() }));
/** Said by every request action: the cap on requests in the works (server/reports/limits.ts). */
const LIMIT = ` At most ${MAX_PENDING_REPORTS} of the caller's requests may be Queued or Running; one more answers 429.`;

export const requestTransactionReport = defineAction({
  area,
  name: 'request.transaction_report',
  kind: 'write',
  permissions: ['PERM_SEND_TRANSACTION_REPORT'],
  summary: "Queues the transaction report (orders in the caller's reach) to be emailed to the caller's address; no columns: the default transaction report." + LIMIT,
  request: requestOf('transaction'),
  response: Requested,
});

export const requestFeedbackReport = defineAction({
  area,
  name: 'request.feedback_report',
  kind: 'write',
  permissions: ['PERM_VIEW_VENDING_MACHINE'],
  summary: "Queues the machines' feedback report (the caller's machines) to be emailed to the caller." + LIMIT,
  request: requestOf('feedback'),
  response: Requested,
});

export const requestRefillPlanReport = defineAction({
  area,
  name: 'request.refill_plan_report',
  kind: 'write',
  permissions: ['PERM_VIEW_REFILL'],
  summary: "Queues the refill plan report (the plans in the caller's reach) to be emailed to the caller." + LIMIT,
  request: requestOf('refill_plan'),
  response: Requested,
});

export const ReportRequestRow = object({
  id: number(),
  kind: enums(REPORT_KINDS),
  format: enums(REPORT_FORMATS),
  columns: array(string()),
  from: nullable(string()),
  to: nullable(string()),
  status: number(),
  progress: number(),
  rows: nullable(number()),
  error: nullable(string()),
  email: string(),
  created_at: string(),
  finished_at: nullable(string()),
});

export const listReportRequests = defineAction({
  area,
  name: 'list.report_requests',
  kind: 'read',
  summary: "The caller's own report requests, newest first, with status (1 Queued, 2 Running, 3 Sent, 4 Failed) and progress (0–100).",
  request: object({
    ...listFields(['created_at'], 'created_at', 'DESC'),
    status: optional(boundedArray(enums([1, 2, 3, 4]), 4)),
  }),
  response: list(ReportRequestRow),
});
