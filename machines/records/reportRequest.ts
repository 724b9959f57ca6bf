/**
 * An emailed report request's status machine (contract/report-requests.ts):
 *
 *   Queued ──start──▶ Running ──send──▶ Sent
 *     │                  │
 *     └──────fail────────┴──fail──▶ Failed
 *
 * The job takes start when it picks the request up and send in the transaction that queues the
 * mail, so a request is Sent exactly when its one outbox row exists. A job that died while
 * Running is retried by the queue and carries on from Running (no step: it builds the file
 * again). Fail is the job's last word once its retries are spent, or when the requester may no
 * longer see the report (then also from Queued). Sent and Failed are final.
 */
import { REPORT_REQUEST_STATUS } from '../../contract/report-requests.ts';
import { defineLifecycle } from '../lifecycle.ts';

export const reportRequestLifecycle = defineLifecycle({
  id: 'reportRequest',
  statuses: REPORT_REQUEST_STATUS,
  initial: 'queued',
  transitions: {
    queued: { 'report.start': 'running', 'report.fail': 'failed' },
    running: { 'report.send': 'sent', 'report.fail': 'failed' },
  },
  pastTense: { 'report.start': 'started', 'report.send': 'sent', 'report.fail': 'failed' },
});
export type ReportRequestEvent = (typeof reportRequestLifecycle.events)[number];

/** A request still in the queue's hands: the requests screen keeps watching it. */
export const reportRequestOpen = (status: number) => status === REPORT_REQUEST_STATUS.queued || status === REPORT_REQUEST_STATUS.running;
