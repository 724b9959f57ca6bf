/**
 * The emailed report job: one request (report_requests) from Queued to Sent or Failed.
 *
 * It is safe to run again at any point, which is what makes the mail go out once when a worker
 * dies mid-job (the queue retries the job once its expiry passes): the request's row lock and
 * status decide who goes on, and the mail is queued (outbox row keyed `report-request:{id}`,
 * unique) in the same transaction that moves the request to Sent and writes the requester's
 * TRANSACTION_REPORT_RESPONSE notification. A run that finds it Sent does nothing; one that finds
 * it Running (its worker died) builds the file again. Delivery of the outbox row is the mailer's.
 */
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import writeXlsxFile from 'write-excel-file/node';
import * as contract from '../../contract/actions/report-requests.ts';
import type { Permission } from '../../contract/permissions.ts';
import { hasAnyPermission } from '../../contract/permissions.ts';
import { MAX_REPORT_ROWS, REPORT_COLUMNS, REPORT_KIND_NAMES, REPORT_MESSAGES, REPORT_REQUEST_STATUS, reportPeriod, type ReportFormat, type ReportKind } from '../../contract/report-requests.ts';
import { reportRequestLifecycle, type ReportRequestEvent } from '../../machines/records/reportRequest.ts';
import type { Services } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { reportRequests, roles, users } from '../db/schema/index.ts';
import type { JobDefinition } from '../jobs/queue.ts';
import { publishNotification, recordNotification, type NotificationRow } from '../live/notify.ts';
import type { ScopeCaller } from '../kit/scope.ts';
import { readReportRows, type ReportRow } from './rows.ts';

export const REPORT_JOB = 'report-request';
/** Runs of one request before it is Failed (a run killed with its worker counts too). */
export const REPORT_MAX_ATTEMPTS = 4;

type Deps = Pick<Services, 'db' | 'mail' | 'live' | 'now'>;
type Request = typeof reportRequests.$inferSelect;

/** Test seams: the kill test holds a run here to kill its process mid-job. */
export interface ReportHooks {
  beforeSend?: (request: Request) => Promise<void>;
  afterSend?: (request: Request) => Promise<void>;
}

/** Who may still ask for each kind: the request action's own permissions. */
export const REPORT_PERMISSIONS: Record<ReportKind, readonly Permission[]> = {
  transaction: contract.requestTransactionReport.permissions ?? [],
  feedback: contract.requestFeedbackReport.permissions ?? [],
  refill_plan: contract.requestRefillPlanReport.permissions ?? [],
};

const MIME: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

async function step(tx: Tx, request: Request, event: ReportRequestEvent, set: Partial<Request>) {
  const status = reportRequestLifecycle.next(request.status, event);
  if (status === null) throw new Error(`report request ${request.id} is ${request.status}; it cannot be ${reportRequestLifecycle.pastTense[event]} now`);
  const [updated] = await tx.update(reportRequests).set({ ...set, status }).where(eq(reportRequests.id, request.id)).returning();
  return updated!;
}

async function lockRequest(tx: Tx, id: number) {
  const [row] = await tx.select().from(reportRequests).where(eq(reportRequests.id, id)).for('update');
  return row;
}

async function requesterOf(db: Db, userId: number) {
  const [row] = await db.select({ user: users, role_code: roles.role_code, permissions: roles.permissions })
    .from(users).innerJoin(roles, eq(roles.id, users.role_id)).where(eq(users.id, userId));
  return row;
}

/** The file: CSV as the lists export it (papaparse, formulae escaped), or a spreadsheet. */
export async function reportFile(kind: ReportKind, format: ReportFormat, columns: readonly string[], rows: ReportRow[], note: string | null) {
  const names = REPORT_COLUMNS[kind] as Record<string, string>;
  const headers = columns.map((c) => names[c] ?? c);
  const body = rows.map((r) => columns.map((c) => r[c] ?? ''));
  if (note) body.push([note, ...columns.slice(1).map(() => '')]);
  if (format === 'xlsx') {
    const header = headers.map((value) => ({ value, fontWeight: 'bold' as const }));
    return Buffer.from(await writeXlsxFile([header, ...body.map((row) => row.map((value) => ({ value })))]).toBuffer());
  }
  return Buffer.from(Papa.unparse({ fields: headers, data: body }, { escapeFormulae: true, newline: '\r\n' }) + '\r\n', 'utf8');
}

async function fail(deps: Deps, id: number, error: string) {
  await deps.db.transaction(async (tx) => {
    const request = await lockRequest(tx, id);
    if (!request || !reportRequestLifecycle.can(request.status, 'report.fail')) return;
    await step(tx, request, 'report.fail', { error, finished_at: deps.now() });
  });
}

/** Runs one request; answers what became of it. Throws (for the queue to retry) while attempts remain. */
export async function runReportRequest(deps: Deps, id: number, hooks: ReportHooks = {}): Promise<'sent' | 'failed' | 'skipped'> {
  const started = await deps.db.transaction(async (tx) => {
    const request = await lockRequest(tx, id);
    if (!request || (request.status !== REPORT_REQUEST_STATUS.queued && request.status !== REPORT_REQUEST_STATUS.running)) return null;
    const set = { attempts: request.attempts + 1, started_at: deps.now(), progress: 0, error: null };
    // Running already: an earlier run died; this one builds the file again.
    if (request.status === REPORT_REQUEST_STATUS.running) {
      const [updated] = await tx.update(reportRequests).set(set).where(eq(reportRequests.id, id)).returning();
      return updated!;
    }
    return step(tx, request, 'report.start', set);
  });
  if (!started) return 'skipped';
  const kind = started.kind as ReportKind;
  try {
    const requester = await requesterOf(deps.db, started.user_id);
    if (!requester || requester.user.deleted_at || !hasAnyPermission(requester.permissions, [...REPORT_PERMISSIONS[kind]])) {
      await fail(deps, id, REPORT_MESSAGES.noPermission);
      return 'failed';
    }
    const u = requester.user;
    const caller: ScopeCaller = {
      id: u.id, company_id: u.company_id, franchise_id: u.franchise_id, store_id: u.store_id, retailer_id: u.retailer_id,
      role_code: requester.role_code as ScopeCaller['role_code'], permissions: requester.permissions,
    };
    let shown = -1;
    const { rows, truncated } = await readReportRows(deps.db, kind, caller, { from: started.from_at, to: started.to_at }, MAX_REPORT_ROWS, async (done, total) => {
      const progress = total === 0 ? 90 : Math.floor((done / total) * 90);
      if (progress === shown) return;
      shown = progress;
      await deps.db.update(reportRequests).set({ progress }).where(eq(reportRequests.id, id));
    });
    const format = started.format as ReportFormat;
    const file = await reportFile(kind, format, started.columns, rows, truncated ? REPORT_MESSAGES.truncated : null);
    const period = reportPeriod({ from: started.from_at?.toISOString(), to: started.to_at?.toISOString() });
    await hooks.beforeSend?.(started);
    let notification: NotificationRow | null = null;
    const sent = await deps.db.transaction(async (tx) => {
      const request = await lockRequest(tx, id);
      // Another run finished it meanwhile (this one's worker was taken for dead and the job retried).
      if (!request || !reportRequestLifecycle.can(request.status, 'report.send')) return false;
      const outboxId = await deps.mail.queue(tx, {
        key: `report-request:${id}`,
        to: u.email,
        subject: REPORT_MESSAGES.subject(kind, period),
        body: REPORT_MESSAGES.body(u.first_name, kind, rows.length, period),
        attachments: [{ filename: `${kind.replace('_', '-')}-report-${id}.${format}`, contentType: MIME[format], content: file }],
      });
      await step(tx, request, 'report.send', { outbox_id: outboxId, progress: 100, rows: rows.length, finished_at: deps.now() });
      notification = await recordNotification(tx, {
        companyId: request.company_id, userId: request.user_id, franchiseId: request.franchise_id, type: 'TRANSACTION_REPORT_RESPONSE',
        payload: { report_request_id: id, report_kind: kind, report_name: REPORT_KIND_NAMES[kind] },
      });
      return true;
    });
    if (!sent) return 'skipped';
    if (notification) publishNotification(deps, notification);
    await hooks.afterSend?.(started);
    await deps.mail.flush(deps.db);
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (started.attempts >= REPORT_MAX_ATTEMPTS) {
      await fail(deps, id, message);
      return 'failed';
    }
    throw error;
  }
}

/** The queue's job: one request per job (`{ id }`), retried when it fails or its worker dies. */
export function reportRequestJob(deps: Deps, hooks: ReportHooks = {}, options: Partial<JobDefinition> = {}): JobDefinition<{ id: number }> {
  return {
    name: REPORT_JOB,
    // One waiting job per request: the sweep's or a second send is dropped while one is queued.
    policy: 'stately',
    retryLimit: REPORT_MAX_ATTEMPTS,
    retryDelaySeconds: 5,
    expireInSeconds: 10 * 60,
    pollingSeconds: 1,
    ...options,
    run: async ({ id }) => {
      await runReportRequest(deps, id, hooks);
    },
  };
}
