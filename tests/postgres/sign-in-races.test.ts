/**
 * Sign-in, refresh and reset races on a real PostgreSQL server (issue 34, findings 3, 7 and 8):
 * parallel wrong passwords evaluate no more than the limit, parallel refreshes of one token
 * give one new token, parallel resets with one link set one password, and parallel requests
 * for a reset link leave one link working.
 *
 * Runs in the "postgres" project (DATABASE_URL set): `npm run test:postgres`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOGIN_FAILURE_LIMIT } from '../../contract/constants.ts';
import { createApp, createServices } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { auditLog, outbox, passwordResets, users } from '../../server/db/schema/index.ts';
import { createFromTemplate, onServer, withDatabase } from '../api/template.ts';

const url = process.env.DATABASE_URL!;
const name = `vc_signin_race_${randomBytes(5).toString('hex')}`;
let database: Database;
let services: ReturnType<typeof createServices>;
let app: ReturnType<typeof createApp>;

async function post(body: object, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await app.request('/api/user-management', { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const parallel = <T>(times: number, run: () => Promise<T>) => Promise.all(Array.from({ length: times }, run));

beforeAll(async () => {
  if (!url) throw new Error('The postgres project needs DATABASE_URL (npm run test:postgres does this in CI).');
  await createFromTemplate(url, name);
  database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 24 });
  services = createServices(database, { ...loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'vc-signin-race-')) }), checkResponses: true });
  app = createApp(services);
}, 180_000);

afterAll(async () => {
  services?.live.close();
  await services?.mail.settled();
  await database?.close();
  await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

it(`50 parallel wrong passwords: at most ${LOGIN_FAILURE_LIMIT} are checked, the rest answer 429`, async () => {
  const answers = await parallel(50, () => post({ action: 'login', email: 'operator@demo.local', password: 'Wrong#pass1' }));
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
  expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_FAILURE_LIMIT);
  const evaluated = await database.db.select().from(auditLog).where(eq(auditLog.action, 'login_failed'));
  expect(evaluated).toHaveLength(LOGIN_FAILURE_LIMIT);
});

it('10 parallel refreshes of one token: exactly one new token works', async () => {
  const login = await post({ action: 'login', email: 'admin@demo.local', password: 'Demo@1234' });
  const token = login.body.token as string;
  const answers = await parallel(10, () => post({ action: 'refresh_token' }, token));
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 401)).toBe(true);
  const fresh = answers.filter((a) => a.status === 200).map((a) => a.body.refresh_token as string);
  const working = await Promise.all(fresh.map(async (t) => (await post({ action: 'me' }, t)).status));
  expect(working).toEqual([200]);
  expect((await post({ action: 'me' }, token)).status).toBe(401);
});

it('parallel requests for a reset link leave exactly one link working, and it resets once', async () => {
  const answers = await parallel(5, () => post({ action: 'forgot_password', email: 'warehouse@demo.local' }));
  expect(answers.every((a) => a.status === 200)).toBe(true);
  const [user] = await database.db.select().from(users).where(eq(users.email, 'warehouse@demo.local'));
  const working = await database.db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.user_id, user!.id), isNull(passwordResets.used_at), isNull(passwordResets.revoked_at)));
  expect(working).toHaveLength(1);

  const mails = await database.db.select().from(outbox).where(eq(outbox.to, 'warehouse@demo.local'));
  const body = mails.find((mail) => mail.body.includes(`/reset-password/${working[0]!.id}?`))!.body;
  const [, id, token] = /\/reset-password\/(\d+)\?token=([\w-]+)/.exec(body)!;
  const resets = await parallel(5, () => post({ action: 'reset_password', id: Number(id), token, new_password: 'Fresh#2026' }));
  expect(resets.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
});
