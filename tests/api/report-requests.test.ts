/**
 * Emailed reports through the API: each kind requested by the roles its permission lets in
 * (SEND_TRANSACTION_REPORT for transactions), bad input refused with 400, the job building the
 * file with the requester's reach and mailing it once as an attachment (outbox row keyed by the
 * request, TRANSACTION_REPORT_RESPONSE for the requester), and each caller seeing only their own
 * requests.
 */
import { and, count, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REPORT_COLUMNS, REPORT_COLUMNS, REPORT_REQUEST_STATUS } from '../../contract/report-requests.ts';
import { auditLog, notifications, outbox, outboxAttachments, orders, reportRequests, users } from '../../server/db/schema/index.ts';
import { reportSweepJob } from '../../server/jobs/index.ts';
import type { JobSender } from '../../server/jobs/queue.ts';
import { REPORT_JOB, runReportRequest } from '../../server/reports/run.ts';
import { startApi, type TestApi } from './harness.ts';
import { OTHER_COMPANY_ADMIN, addOutsiders } from './tenancy-fixtures.ts';

const AREA = 'analytics';
let api: TestApi;
let admin: string;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

/** A report needs a period (domain.md §5): the last 366 days, which hold every seeded order. */
const lastYear = () => {
  // One clock reading: two would be a millisecond apart now and then, a period one ms over 366 days.
  const now = Date.now();
  return { from: new Date(now - 366 * 86_400_000).toISOString(), to: new Date(now).toISOString() };
};

async function request(action: string, fields: Record<string, unknown> = {}, token = admin) {
  const r = await post({ action, ...lastYear(), ...fields }, token);
  expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
  return r.body.data as { id: number; message: string };
}

const requestRow = async (id: number) => (await api.services.db.select().from(reportRequests).where(eq(reportRequests.id, id)))[0]!;

const orderCount = async (companyId: number) => (await api.services.db.select({ n: count() }).from(orders).where(eq(orders.company_id, companyId)))[0]!.n;

async function attachmentOf(id: number) {
  const row = await requestRow(id);
  const [file] = await api.services.db.select().from(outboxAttachments).where(eq(outboxAttachments.outbox_id, row.outbox_id!));
  return { row, file: file!, text: Buffer.from(file!.content, 'base64').toString('utf8') };
}

describe('emailed reports', () => {
  it('queues the default transaction report when no columns are chosen, then sends it once with the CSV attached', async () => {
    const { id, message } = await request('request.transaction_report');
    expect(message).toBe('Transaction report requested. It will be emailed to admin@demo.local.');
    const queued = await requestRow(id);
    expect(queued).toMatchObject({ status: REPORT_REQUEST_STATUS.queued, kind: 'transaction', format: 'csv', progress: 0 });
    expect(queued.columns).toEqual([...DEFAULT_REPORT_COLUMNS.transaction]);

    expect(await runReportRequest(api.services, id)).toBe('sent');
    // A second run (a retried job) finds it Sent and sends nothing.
    expect(await runReportRequest(api.services, id)).toBe('skipped');

    const { row, file, text } = await attachmentOf(id);
    expect(row).toMatchObject({ status: REPORT_REQUEST_STATUS.sent, progress: 100, attempts: 1 });
    expect(row.finished_at).not.toBeNull();
    const mails = await api.services.db.select().from(outbox).where(eq(outbox.key, `report-request:${id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'admin@demo.local', subject: expect.stringMatching(/^Transaction report \d+ \w+ \d{4} – \d+ \w+ \d{4}$/) });
    expect(file).toMatchObject({ filename: `transaction-report-${id}.csv`, content_type: 'text/csv; charset=utf-8' });
    const parsed = Papa.parse<string[]>(text.trim());
    expect(parsed.data[0]).toEqual(['Order ID', 'Date', 'Vending Machine', 'Payment Mode', 'Vend Status', 'Payment Status', 'Amount']);
    const n = await orderCount(row.company_id);
    expect(parsed.data.length - 1).toBe(n);
    expect(row.rows).toBe(n);

    const [note] = await api.services.db.select().from(notifications)
      .where(and(eq(notifications.type, 'TRANSACTION_REPORT_RESPONSE'), eq(notifications.user_id, row.user_id)));
    expect(note?.payload).toMatchObject({ report_request_id: id, report_kind: 'transaction' });
    const audits = await api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'report_request'), eq(auditLog.entity_id, id)));
    expect(audits.map((a) => a.action)).toEqual(['request.transaction_report']);
  });

  it('carries the chosen columns in file order over the chosen period, as a spreadsheet when asked', async () => {
    const [first] = await api.services.db.select({ at: orders.created_at }).from(orders).orderBy(orders.created_at).limit(1);
    const from = first!.at.toISOString();
    const to = new Date(first!.at.getTime() + 86_400_000).toISOString();
    const { id } = await request('request.transaction_report', { columns: ['amount', 'order_id'], from, to });
    expect((await requestRow(id)).columns).toEqual(['order_id', 'amount']);
    await runReportRequest(api.services, id);
    const { text, row } = await attachmentOf(id);
    const lines = Papa.parse<string[]>(text.trim()).data;
    expect(lines[0]).toEqual([REPORT_COLUMNS.transaction.order_id, REPORT_COLUMNS.transaction.amount]);
    expect(row.rows).toBe(lines.length - 1);
    expect(row.rows).toBeGreaterThan(0);

    const xlsx = await request('request.refill_plan_report', { format: 'xlsx' });
    expect(await runReportRequest(api.services, xlsx.id)).toBe('sent');
    const sheet = await attachmentOf(xlsx.id);
    expect(sheet.file.filename).toBe(`refill-plan-report-${xlsx.id}.xlsx`);
    // A spreadsheet is a zip: "PK".
    expect(Buffer.from(sheet.file.content, 'base64').subarray(0, 2).toString()).toBe('PK');
  });

  it('sends the feedback report with its own columns', async () => {
    const { id } = await request('request.feedback_report', { columns: ['rating', 'message'] });
    expect(await runReportRequest(api.services, id)).toBe('sent');
    const { text } = await attachmentOf(id);
    expect(Papa.parse<string[]>(text.trim()).data[0]).toEqual(['Rating', 'Message']);
  });

  it('refuses bad input with 400: an unknown column, format or kind, a backwards or too long period', async () => {
    for (const fields of [
      { columns: ['password'] },
      { format: 'pdf' },
      { from: 'yesterday' },
      { columns: Array.from({ length: 40 }, () => 'amount') },
    ]) {
      const r = await post({ action: 'request.transaction_report', ...fields });
      expect(r.status, JSON.stringify(fields)).toBe(400);
    }
    const backwards = await post({ action: 'request.transaction_report', from: '2026-02-01T00:00:00.000Z', to: '2026-01-01T00:00:00.000Z' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('The end of the period is before its start.');
    const long = await post({ action: 'request.feedback_report', from: '2024-01-01T00:00:00.000Z', to: '2026-01-01T00:00:00.000Z' });
    expect(long.body.message).toBe('A report covers at most 366 days.');
    for (const fields of [{}, { from: '2026-01-01T00:00:00.000Z' }, { to: '2026-01-01T00:00:00.000Z' }]) {
      const none = await post({ action: 'request.feedback_report', ...fields });
      expect(none.status, JSON.stringify(fields)).toBe(400);
      expect(none.body.message).toBe('Time range not specified');
    }
  });

  it('lets only SEND_TRANSACTION_REPORT ask for transactions, and the list viewers for the others', async () => {
    const partner = await api.login('partner@demo.local');
    expect((await post({ action: 'request.transaction_report', ...lastYear() }, partner)).status).toBe(403);
    expect((await post({ action: 'request.refill_plan_report', ...lastYear() }, partner)).status).toBeLessThan(300);
    const technician = await api.login('technician@demo.local');
    expect((await post({ action: 'request.refill_plan_report', ...lastYear() }, technician)).status).toBe(403);
    expect((await post({ action: 'request.feedback_report', ...lastYear() }, technician)).status).toBeLessThan(300);
  });

  it('fails a request whose requester may no longer see the report, without mail', async () => {
    const { id } = await request('request.transaction_report');
    const row = await requestRow(id);
    // The request was made by someone who then lost the permission: pretend a partner made it.
    const [partner] = await api.services.db.select({ id: users.id }).from(users).where(eq(users.email, 'partner@demo.local'));
    await api.services.db.update(reportRequests).set({ user_id: partner!.id }).where(eq(reportRequests.id, row.id));
    expect(await runReportRequest(api.services, id)).toBe('failed');
    expect(await requestRow(id)).toMatchObject({ status: REPORT_REQUEST_STATUS.failed, error: 'You may no longer see this report.', outbox_id: null });
  });

  it('lists only the caller\'s own requests, and another company\'s admin reports on their own company', async () => {
    const mine = await post({ action: 'list.report_requests', limit: 50 });
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBeGreaterThanOrEqual(4);
    expect(mine.body.data[0]).toMatchObject({ email: 'admin@demo.local' });
    const sent = await post({ action: 'list.report_requests', status: [3] });
    expect(sent.body.data.every((r: { status: number }) => r.status === 3)).toBe(true);

    await addOutsiders(api.services.db);
    const solo = await api.login(OTHER_COMPANY_ADMIN);
    const theirs = await post({ action: 'list.report_requests' }, solo);
    expect(theirs.body.total).toBe(0);
    const { id } = await request('request.transaction_report', {}, solo);
    await runReportRequest(api.services, id);
    const row = await requestRow(id);
    const n = await orderCount(row.company_id);
    expect(row.rows).toBe(n);
    const again = await post({ action: 'list.report_requests' }, solo);
    expect(again.body.data.map((r: { id: number }) => r.id)).toEqual([id]);
  });

  it('the sweep queues the job again for a request left Queued over a minute, and only for those', async () => {
    const lost = await request('request.feedback_report');
    const sent = await request('request.feedback_report');
    expect(await runReportRequest(api.services, sent.id)).toBe('sent');
    // The queue this sweep sends to: each job it sends is run as the queue's worker would run it.
    const queued: { name: string; data: Record<string, unknown> }[] = [];
    const jobs: JobSender = { send: async (name, data) => void queued.push({ name, data }) };
    const sweepAt = (ms: number) => reportSweepJob({ db: api.services.db, now: () => new Date(Date.now() + ms), jobs: () => jobs });

    await sweepAt(0).run({} as never);
    expect(queued.map((j) => j.data.id), 'nothing is a minute old yet').not.toContain(lost.id);
    await sweepAt(61_000).run({} as never);
    expect(queued.filter((j) => j.data.id === lost.id)).toEqual([{ name: REPORT_JOB, data: { id: lost.id } }]);
    expect(queued.map((j) => j.data.id), 'a sent request is left alone').not.toContain(sent.id);
    for (const job of queued) await runReportRequest(api.services, Number(job.data.id));
    expect(await requestRow(lost.id)).toMatchObject({ status: REPORT_REQUEST_STATUS.sent, attempts: 1 });
    await sweepAt(61_000).run({} as never);
    expect(queued.filter((j) => j.data.id === lost.id), 'once sent, the sweep leaves it').toHaveLength(1);
  });
});
