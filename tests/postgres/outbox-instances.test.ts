/**
 * Two console instances on one PostgreSQL database deliver from the same outbox (issue 52: two
 * servers sent 12 of about 390 report mails twice). Each instance here has its own pool, mailer
 * and mail drop folder, as two `npm start` processes would; every queued mail must land in
 * exactly one folder, once. A claim left by an instance that died mid-delivery is taken over
 * once its lease has passed, never before.
 *
 * Runs in the "postgres" project (DATABASE_URL set): `npm run test:postgres`.
 */
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServices } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { outbox } from '../../server/db/schema/index.ts';
import { MAIL_CLAIM_LEASE_MS } from '../../server/mail/mailer.ts';
import { demoServerFor } from './demo-server.ts';

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
