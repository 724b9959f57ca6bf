/**
 * change.user_status (activate / deactivate one user with update.user's rules) and its bulk run
 * `bulk.user` from /users (issue 56).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_STATUS_MESSAGES } from '../../contract/actions/user-status.ts';
import { auditLog, users } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';

const UM = 'user-management';
let api: TestApi;
let admin: string;
let franchise: string;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  franchise = await api.login('franchise@demo.local');
});
afterAll(() => api.close());

const db = () => api.services.db;
const userOf = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0]!;
const byId = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
const setStatus = (token: string, fields: Record<string, unknown>) => api.post(UM, { action: 'change.user_status', ...fields }, token);
const audits = async (ids: number[]) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(auditLog).where(and(eq(auditLog.action, 'change.user_status'), inArray(auditLog.entity_id, ids))))[0]!.n;
const me = (token: string) => api.post(UM, { action: 'me' }, token);

describe('change.user_status', () => {
  it('deactivates a user, signing them out, and activates them again, each audited', async () => {
    const user = await userOf('technician@demo.local');
    const session = await api.login('technician@demo.local');
    expect((await me(session)).status).toBe(200);

    const off = await setStatus(admin, { id: user.id, is_active: false, version: user.version });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data).toMatchObject({ id: user.id, is_active: false, version: user.version + 1 });
    expect((await me(session)).status).toBe(401);

    const on = await setStatus(admin, { id: user.id, is_active: true, version: user.version + 1 });
    expect(on.body.data.is_active).toBe(true);
    expect(await audits([user.id])).toBe(2);
  });

  it('refuses to deactivate yourself (400), a stale version (409), bad input (400), changing nothing', async () => {
    const self = await userOf('admin@demo.local');
    const mine = await setStatus(admin, { id: self.id, is_active: false, version: self.version });
    expect(mine.status).toBe(400);
    expect(mine.body.errors[0]).toEqual({ path: 'is_active', message: USER_STATUS_MESSAGES.notYourself });

    const other = await userOf('operator@demo.local');
    expect((await setStatus(admin, { id: other.id, is_active: false, version: other.version + 5 })).status).toBe(409);
    expect((await setStatus(admin, { id: other.id, is_active: 'no', version: other.version })).status).toBe(400);
    expect((await byId(self.id)).is_active).toBe(true);
    expect(await byId(other.id)).toMatchObject({ is_active: true, version: other.version });
    expect(await audits([self.id, other.id])).toBe(0);
  });

  it("answers 404 for a user outside the caller's reach and 403 without the permission", async () => {
    const companyAdmin = await userOf('admin@demo.local');
    expect((await setStatus(franchise, { id: companyAdmin.id, is_active: false, version: companyAdmin.version })).status).toBe(404);
    const operator = await userOf('operator@demo.local');
    expect((await setStatus(await api.login('partner@demo.local'), { id: operator.id, is_active: false, version: operator.version })).status).toBe(403);
    expect(await byId(operator.id)).toMatchObject({ is_active: true, version: operator.version });
  });
});

describe('bulk.user', () => {
  it('deactivates many users, refusing yourself among them with the single action\'s message', async () => {
    const self = await userOf('admin@demo.local');
    const others = [await userOf('warehouse@demo.local'), await userOf('store@demo.local')];
    const ids = [others[0]!.id, self.id, others[1]!.id];

    const r = await api.post(UM, { action: 'bulk.user', target: 'change.user_status', ids, fields: { is_active: false } }, admin);

    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ done: 2, refused: 1 });
    expect(r.body.data.results[1]).toEqual({ id: self.id, status: 'refused', message: USER_STATUS_MESSAGES.notYourself });
    for (const u of others) expect((await byId(u.id)).is_active).toBe(false);
    expect((await byId(self.id)).is_active).toBe(true);

    const back = await api.post(UM, { action: 'bulk.user', target: 'change.user_status', ids: others.map((u) => u.id), fields: { is_active: true } }, admin);
    expect(back.body.data).toMatchObject({ done: 2, refused: 0 });
  });
});
