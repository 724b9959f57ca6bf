/**
 * Generated from the catalogue: a signed-in user whose role holds none of an action's
 * permissions gets 403 naming them; actions open to every signed-in user let them pass.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { roles, users } from '../../server/db/schema/index.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { AUTHENTICATED_ACTIONS, TOKEN_ENDING } from './catalogue.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await startApi();
  const db = api.services.db;
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@demo.local'));
  const [role] = await db.insert(roles).values({ company_id: admin.company_id, name: 'Nothing', role_code: 'ROLE_OPERATOR', permissions: [] }).returning();
  await db.insert(users).values({
    company_id: admin.company_id, role_id: role.id, first_name: 'No', last_name: 'Perms', email: 'noperms@demo.local',
    password_hash: await hashPassword('Demo@1234'),
  });
  token = await api.login('noperms@demo.local');
});
afterAll(() => api.close());

const guarded = AUTHENTICATED_ACTIONS.filter((s) => s.permissions.length > 0);
const open = AUTHENTICATED_ACTIONS.filter((s) => s.permissions.length === 0 && !TOKEN_ENDING.has(s.name));

it.each(guarded.map((s) => [`${s.area} ${s.name}`, s] as const))('%s answers 403 without its permission', async (_key, spec) => {
  const r = await api.post(spec.area, { action: spec.name }, token);
  expect(r.status).toBe(403);
  expect(r.body.code).toBe('FORBIDDEN');
  for (const permission of spec.permissions) expect(r.body.message).toContain(permission);
});

it.each(open.map((s) => [`${s.area} ${s.name}`, s] as const))('%s lets any signed-in user past the permission check', async (_key, spec) => {
  const r = await api.post(spec.area, { action: spec.name }, token);
  expect(r.status).not.toBe(403);
  expect(r.status).toBeLessThan(500);
});
