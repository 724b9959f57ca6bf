/**
 * Report bursts (issue 52: 389 `request.feedback_report` in ten seconds were all queued and
 * another user's request waited 2 min 13 s). A user has at most MAX_PENDING_REPORTS requests in
 * the works; more answer 429 with a message saying so and write nothing. And with one company's
 * backlog waiting in the real job queue (pg-boss on this test's PGlite), another company's
 * request is the next one taken.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PENDING_REPORTS, REPORT_MESSAGES, REPORT_REQUEST_STATUS } from '../../contract/report-requests.ts';
import { reportRequests, users } from '../../server/db/schema/index.ts';
import { startJobQueue } from '../../server/jobs/queue.ts';
import { REPORT_JOB, runReportRequest } from '../../server/reports/run.ts';
import { startApi, type TestApi } from './harness.ts';
import { OTHER_COMPANY_ADMIN, addOutsiders } from './tenancy-fixtures.ts';

let api: TestApi;

beforeAll(async () => {
  api = await startApi();
  await addOutsiders(api.services.db);
});
afterAll(() => api.close());

const lastMonth = () => ({ from: new Date(Date.now() - 30 * 86_400_000).toISOString(), to: new Date().toISOString() });
const ask = (token: string) => api.post('analytics', { action: 'request.feedback_report', ...lastMonth() }, token);

async function pendingOf(email: string) {
  const [user] = await api.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return api.services.db.select().from(reportRequests)
    .where(and(eq(reportRequests.user_id, user!.id), inArray(reportRequests.status, [REPORT_REQUEST_STATUS.queued, REPORT_REQUEST_STATUS.running])));
}

/** Finishes (sends) every request still waiting, so each test starts with room. */
async function drain() {
  const open = await api.services.db.select({ id: reportRequests.id }).from(reportRequests)
    .where(inArray(reportRequests.status, [REPORT_REQUEST_STATUS.queued, REPORT_REQUEST_STATUS.running]));
  for (const { id } of open) await runReportRequest(api.services, id);
}

describe('report requests per user', () => {
  it(`a burst of 30 at once: ${MAX_PENDING_REPORTS} are queued, the rest answer 429 saying why, and other users are unaffected`, async () => {
    const admin = await api.login('admin@demo.local');
    const answers = await Promise.all(Array.from({ length: 30 }, () => ask(admin)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_PENDING_REPORTS);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.every((a) => a.status === 429)).toBe(true);
    expect(refused[0]!.body).toMatchObject({ message: REPORT_MESSAGES.tooMany, code: 'TOO_MANY_ATTEMPTS' });
    expect(REPORT_MESSAGES.tooMany).toBe('You already have 5 reports being prepared. Ask for another once one of them has been emailed.');
    expect(await pendingOf('admin@demo.local')).toHaveLength(MAX_PENDING_REPORTS);

    const operator = await api.login('operator@demo.local');
    expect((await ask(operator)).status).toBe(200);

    // Once one has been emailed there is room for one more.
    const [oldest] = await pendingOf('admin@demo.local');
    expect(await runReportRequest(api.services, oldest!.id)).toBe('sent');
    expect((await ask(admin)).status).toBe(200);
    expect((await ask(admin)).status).toBe(429);
    await drain();
  });
});

describe('report requests across companies', () => {
  it('with company A\'s backlog waiting in the queue, company B\'s request is taken next', async () => {
    await drain();
    const taken: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const queue = await startJobQueue(api.services.database, {
      jobs: [{
        name: REPORT_JOB,
        pollingSeconds: 0.5,
        run: async ({ id }: { id: number }) => {
          taken.push(id);
          // The first job holds the one worker until everyone has asked, as a long report would.
          if (taken.length === 1) await gate;
        },
      }] as never,
    });
    api.services.jobs = queue;
    try {
      const backlog: number[] = [];
      for (const email of ['admin@demo.local', 'operator@demo.local', 'franchise@demo.local']) {
        const token = await api.login(email);
        for (let i = 0; i < MAX_PENDING_REPORTS; i++) {
          const r = await ask(token);
          expect(r.status, JSON.stringify(r.body)).toBe(200);
          backlog.push(r.body.data.id as number);
        }
      }
      const other = await ask(await api.login(OTHER_COMPANY_ADMIN));
      expect(other.status).toBe(200);
      release();
      const end = Date.now() + 30_000;
      while (taken.length < 3 && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
      expect(taken.slice(0, 3)).toEqual([backlog[0], other.body.data.id, backlog[1]]);
    } finally {
      release();
      await queue.stop();
    }
  });
});
