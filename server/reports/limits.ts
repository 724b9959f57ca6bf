/**
 * How many reports one user may have in the works, and the order the queue takes them in
 * (issue 52: one user's 389 requests in ten seconds held another user's for two minutes).
 *
 * - Per user: at most MAX_PENDING_REPORTS requests Queued or Running; one more answers 429 and
 *   writes nothing. Counted under a transaction-scoped advisory lock per user, so a parallel
 *   burst cannot slip past the count.
 * - Per company: pg-boss fetches the highest priority first, then the oldest. A request's
 *   priority is minus the number of its company's requests still Queued or Running before it,
 *   so every company's n-th waiting request comes before any company's (n+1)-th: one company's
 *   backlog (many users each at their limit) never holds back another company's first request.
 */
import { and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import { MAX_PENDING_REPORTS, REPORT_MESSAGES, REPORT_REQUEST_STATUS } from '../../contract/report-requests.ts';
import type { Db, Tx } from '../db/client.ts';
import { reportRequests as r } from '../db/schema/index.ts';
import { ApiError } from '../http/errors.ts';

const PENDING = [REPORT_REQUEST_STATUS.queued, REPORT_REQUEST_STATUS.running];
/** The lowest priority given: a backlog deeper than this is one tier (pg-boss stores an integer). */
const DEEPEST = 1_000_000;

/** Refuses one more request of a user who has MAX_PENDING_REPORTS in the works; call inside the inserting transaction. */
export async function assertReportRoom(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`report-requests:user:${userId}`}, 0))`);
  const [pending] = await tx.select({ n: count() }).from(r).where(and(eq(r.user_id, userId), inArray(r.status, PENDING)));
  if ((pending?.n ?? 0) >= MAX_PENDING_REPORTS) throw new ApiError(429, REPORT_MESSAGES.tooMany);
}

/** The queue priority of a request with `ahead` requests of its company waiting or running before it. */
export function reportJobPriority(ahead: number): number {
  return ahead > 0 ? -Math.min(ahead, DEEPEST) : 0;
}

/** The priority of request `id` now (the sweep sends a lost job again with its current place). */
export async function reportJobPriorityOf(db: Db, id: number): Promise<number> {
  const [request] = await db.select({ company_id: r.company_id }).from(r).where(eq(r.id, id));
  if (!request) return reportJobPriority(0);
  const [ahead] = await db.select({ n: count() }).from(r)
    .where(and(eq(r.company_id, request.company_id), inArray(r.status, PENDING), lt(r.id, id)));
  return reportJobPriority(ahead?.n ?? 0);
}
