/**
 * The background work of the console, one job each (server/jobs/queue.ts runs them):
 * - offer-expiry, every minute: offers past their end date expire (server/records/offer-expiry.ts);
 * - report-request, one per emailed report request (server/reports/run.ts);
 * - report-requests-sweep, every minute: queues a job again for a request still Queued after a
 *   minute (its job was lost between the request's commit and the send, e.g. the process died);
 * - outbox-sweep, every minute: delivers mail nobody delivered — queued while its sender was
 *   down, or claimed by an instance that died mid-delivery (server/mail/mailer.ts).
 * - device-silence-sweep, every minute: machines whose device went silent go offline, and come
 *   back once it speaks again (server/device/silence.ts).
 * - device-cart-sweep, every hour: open device carts no event can complete any more are deleted
 *   (server/device/cart-sweep.ts).
 * - history-partitions, daily: the history tables' coming months (server/jobs/history-partitions.ts).
 */
import { and, eq, lt } from 'drizzle-orm';
import { REPORT_REQUEST_STATUS } from '../../contract/report-requests.ts';
import type { Services } from '../context.ts';
import type { Db } from '../db/client.ts';
import { reportRequests } from '../db/schema/index.ts';
import { deviceCartSweepJob } from '../device/cart-sweep.ts';
import { deviceSilenceJob } from '../device/silence.ts';
import { historyPartitionsJob } from './history-partitions.ts';
import { offerExpiryJob } from '../records/offer-expiry.ts';
import { reportJobPriorityOf } from '../reports/limits.ts';
import { REPORT_JOB, reportRequestJob, type ReportHooks } from '../reports/run.ts';
import type { JobDefinition, JobSender } from './queue.ts';

/** A report request's job, sent after the request's transaction commits, placed fairly among companies (server/reports/limits.ts). */
export async function sendReportJob(jobs: JobSender, db: Db, id: number) {
  return jobs.send(REPORT_JOB, { id }, { singletonKey: `report-request:${id}`, priority: await reportJobPriorityOf(db, id) });
}

export function reportSweepJob(deps: Pick<Services, 'db' | 'now'> & { jobs: () => JobSender }): JobDefinition {
  return {
    name: 'report-requests-sweep',
    cron: '* * * * *',
    retryLimit: 0,
    run: async () => {
      const stale = await deps.db.select({ id: reportRequests.id }).from(reportRequests)
        .where(and(eq(reportRequests.status, REPORT_REQUEST_STATUS.queued), lt(reportRequests.created_at, new Date(deps.now().getTime() - 60_000))))
        .limit(100);
      for (const { id } of stale) await sendReportJob(deps.jobs(), deps.db, id);
    },
  };
}

export function outboxSweepJob(deps: Pick<Services, 'db' | 'mail'>): JobDefinition {
  return { name: 'outbox-sweep', cron: '* * * * *', retryLimit: 0, run: () => deps.mail.flush(deps.db) };
}

export function backgroundJobs(services: Services, options: { reportHooks?: ReportHooks; reportJob?: Partial<JobDefinition> } = {}): JobDefinition<never>[] {
  return [
    offerExpiryJob(services),
    reportRequestJob(services, options.reportHooks, options.reportJob),
    reportSweepJob({ ...services, jobs: () => services.jobs }),
    outboxSweepJob(services),
    deviceSilenceJob(services),
    deviceCartSweepJob(services),
    historyPartitionsJob(services),
  ] as JobDefinition<never>[];
}
