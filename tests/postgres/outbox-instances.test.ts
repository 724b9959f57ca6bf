/**
 * Two console instances on one PostgreSQL database deliver from the same outbox (issue 52: two
 * servers sent 12 of about 390 report mails twice). Each instance here has its own pool, mailer
 * and mail drop folder, as two `npm start` processes would; every queued mail must land in
 * exactly one folder, once — with two mailers in this process, and with two worker processes
 * each running the job queue (the probe's setting: report jobs on both, each sent report
 * followed by a delivery round). A claim left by an instance that died mid-delivery is taken
 * over once its lease has passed, never before.
 *
 * Runs in the "postgres" project (DATABASE_URL set): `npm run test:postgres`.
 */
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServices } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { REPORT_REQUEST_STATUS, reportColumns } from '../../contract/report-requests.ts';
import { outbox, reportRequests, users } from '../../server/db/schema/index.ts';
import { MAIL_CLAIM_LEASE_MS } from '../../server/mail/mailer.ts';
import { demoServerFor } from './demo-server.ts';
import { startFakeSmtp } from './fake-smtp.ts';
import { startWorker, until } from './worker-process.ts';

const first = demoServerFor('outbox');
let secondDatabase: Database;
let second: ReturnType<typeof createServices>;

beforeAll(async () => {
  const url = (first.database.pool!.options as { connectionString: string }).connectionString;
  secondDatabase = await openDatabase({ databaseUrl: url, poolSize: 8 });
  second = createServices(secondDatabase, { ...loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'vc-outbox-second-')) }), checkResponses: true });
});
afterAll(async () => {
  second?.live.close();
  await second?.mail.settled();
  await secondDatabase?.close();
});

const dropped = (services: ReturnType<typeof createServices>) =>
  existsSync(services.config.mailDropDir) ? readdirSync(services.config.mailDropDir).map((f) => Number(f.replace('.eml', ''))) : [];

async function queue(count: number, subject: string) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push(await first.services.mail.queue(first.database.db, { to: `user${i}@example.com`, subject, body: `mail ${i}` }));
  return ids;
}

it('300 mails flushed by two instances at once: each is delivered once, by one of them', async () => {
  const ids = await queue(300, 'two instances');
  // Both instances deliver at the same time, several rounds each (a flush follows every queued mail).
  await Promise.all([first, { services: second, database: secondDatabase }].flatMap(({ services, database }) =>
    [0, 1, 2].map(async (round) => {
      await new Promise((r) => setTimeout(r, round * 5));
      await services.mail.flush(database.db);
    })));

  const byFirst = dropped(first.services).filter((id) => ids.includes(id));
  const bySecond = dropped(second).filter((id) => ids.includes(id));
  expect(byFirst.filter((id) => bySecond.includes(id)), 'delivered by both instances').toEqual([]);
  expect([...byFirst, ...bySecond].sort((a, b) => a - b)).toEqual(ids);
  const rows = await first.database.db.select().from(outbox).where(inArray(outbox.id, ids));
  expect(rows.filter((r) => !r.sent_at)).toEqual([]);
});

it('a claim whose sender died is taken over after its lease, and a live claim is left alone', async () => {
  const [dead, live] = await queue(2, 'claimed');
  const db = first.database.db;
  await db.update(outbox).set({ claimed_by: 'dead-instance', claimed_at: sql`now() - make_interval(secs => ${MAIL_CLAIM_LEASE_MS / 1000 + 1})` }).where(eq(outbox.id, dead!));
  await db.update(outbox).set({ claimed_by: 'busy-instance', claimed_at: sql`now()` }).where(eq(outbox.id, live!));

  await second.mail.flush(secondDatabase.db);

  expect(dropped(second)).toContain(dead);
  expect(dropped(second)).not.toContain(live);
  const rows = await db.select().from(outbox).where(inArray(outbox.id, [dead!, live!])).orderBy(outbox.id);
  expect(rows.map((r) => [r.claimed_by === 'busy-instance', r.sent_at !== null])).toEqual([[false, true], [true, false]]);
});

it('two worker processes sending 60 report mails over SMTP: each mail reaches the server once', async () => {
  const db = first.database.db;
  const smtp = await startFakeSmtp(30);
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@demo.local'));
  // Many users' requests (written directly: one user may have only five in the works).
  const requests = await db.insert(reportRequests).values(Array.from({ length: 60 }, () => ({
    company_id: admin!.company_id, user_id: admin!.id, kind: 'feedback', format: 'csv', columns: reportColumns('feedback', undefined),
    from_at: new Date(Date.now() - 7 * 86_400_000), to_at: new Date(),
  }))).returning({ id: reportRequests.id });
  const ids = requests.map((r) => r.id);
  const url = (first.database.pool!.options as { connectionString: string }).connectionString;
  const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
  await Promise.all([startWorker(url, ids.slice(0, 30), 'started', undefined, env), startWorker(url, ids.slice(30), 'started', undefined, env)]);

  const sent = await until(
    () => db.select().from(reportRequests).where(and(inArray(reportRequests.id, ids), eq(reportRequests.status, REPORT_REQUEST_STATUS.sent))),
    (rows) => rows.length === ids.length,
    90,
  );
  expect(sent).toHaveLength(ids.length);
  const mails = await until(() => db.select().from(outbox).where(inArray(outbox.key, ids.map((id) => `report-request:${id}`))), (rows) => rows.every((r) => r.sent_at));
  expect(mails.filter((m) => !m.sent_at)).toEqual([]);
  // Each request's file, as the SMTP server received it: once per request.
  const received = smtp.messages.map((m) => Number(/filename=feedback-report-(\d+)\.csv/.exec(m)?.[1])).filter((id) => ids.includes(id));
  expect(received.sort((a, b) => a - b)).toEqual(ids);
});
