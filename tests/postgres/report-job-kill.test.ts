/**
 * The job queue with a process killed mid-job (issue 43: "the job runs again, the mail is sent
 * once"). Worker processes (tests/postgres/report-worker.ts, tsx) run the console's queue on this
 * file's PostgreSQL database; one is killed with SIGKILL while its report job runs:
 * - before the send: the request stays Running with no mail; the queue fails the dead worker's
 *   job at its expiry and retries it in the next worker, which builds the file again and sends it;
 * - after the send committed but before the queue heard the job was done: the retried job finds
 *   the request Sent and sends nothing.
 * Each time: one outbox row for the request (keyed by it) and status Sent.
 *
 * Runs in the "postgres" project (DATABASE_URL set): `npm run test:postgres`.
 */
import type { ChildProcess } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_REQUEST_STATUS } from '../../contract/report-requests.ts';
import { outbox, reportRequests } from '../../server/db/schema/index.ts';
import { demoServerFor } from './demo-server.ts';
import { startWorker, until } from './worker-process.ts';

const server = demoServerFor('reportkill');
let token: string;
let url: string;

beforeAll(async () => {
  token = await server.login('admin@demo.local');
  url = (server.database.pool!.options as { connectionString: string }).connectionString;
});

/** A worker on this file's database; the job of `requestId` (0: none) queued. */
const worker = async (requestId: number, printed: string, hold?: 'before-send' | 'after-send') => (await startWorker(url, [requestId], printed, hold)).child;

function kill9(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

const requestRow = async (id: number) => (await server.database.db.select().from(reportRequests).where(eq(reportRequests.id, id)))[0]!;
const mailsFor = (id: number) => server.database.db.select().from(outbox).where(eq(outbox.key, `report-request:${id}`));

async function newRequest() {
  const r = await server.post('analytics', { action: 'request.transaction_report', from: new Date(Date.now() - 365 * 86_400_000).toISOString(), to: new Date().toISOString() }, token);
  expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
  return (r.body.data as { id: number }).id;
}

describe('a report job whose worker is killed', () => {
  it('before the send: the job runs again in another worker and the mail goes once', async () => {
    const id = await newRequest();
    const first = await worker(id, 'holding before-send', 'before-send');
    expect(await requestRow(id)).toMatchObject({ status: REPORT_REQUEST_STATUS.running, outbox_id: null });
    await kill9(first);
    expect(await mailsFor(id)).toHaveLength(0);

    await worker(0, 'started');
    const sent = await until(() => requestRow(id), (r) => r.status !== REPORT_REQUEST_STATUS.running);
    expect(sent).toMatchObject({ status: REPORT_REQUEST_STATUS.sent, progress: 100 });
    // The killed run and the one that finished.
    expect(sent.attempts).toBe(2);
    const mails = await mailsFor(id);
    expect(mails).toHaveLength(1);
    expect(sent.outbox_id).toBe(mails[0]!.id);
  });

  it('after the send committed: the retried job finds it Sent and sends nothing more', async () => {
    const id = await newRequest();
    const first = await worker(id, 'holding after-send', 'after-send');
    expect(await requestRow(id)).toMatchObject({ status: REPORT_REQUEST_STATUS.sent });
    await kill9(first);

    await worker(0, 'started');
    // The queue retries the dead worker's job: it ends completed (the run found the request Sent).
    const state = await until(
      async () => {
        const jobs = await server.database.db.execute(sql`select state from pgboss.job where name = 'report-request' and singleton_key = ${`report-request:${id}`}`);
        return ((jobs as { rows: { state: string }[] }).rows).map((r) => r.state);
      },
      (states) => states.includes('completed'),
    );
    expect(state).toContain('completed');
    expect(await mailsFor(id)).toHaveLength(1);
    expect(await requestRow(id)).toMatchObject({ status: REPORT_REQUEST_STATUS.sent, attempts: 1 });
  });
});
