/**
 * The roles carry the spec's ids (console.md §6: 1, 2, 3, 5 … 10), stored and answered alike,
 * for every company; custom roles get ids from 11. The migration that moved them keeps every
 * user's role on a database that had the old per-company ids.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../contract/roles.ts';
import { migrateDatabase, openDatabase } from '../../server/db/client.ts';
import { roles, users } from '../../server/db/schema/index.ts';
import { ROOT } from '../../server/paths.ts';
import { DEMO_USERS } from '../../server/seed/demo-core.ts';
import { startApi, type TestApi } from './harness.ts';

const SPEC_ID = Object.fromEntries(ROLES.map((r) => [r.code, r.id])) as Record<string, number>;
const UM = 'user-management';
let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

describe('role ids', () => {
  it('stores the default roles once, with the spec ids and no company', async () => {
    const stored = await api.services.db.select({ id: roles.id, code: roles.role_code, company: roles.company_id }).from(roles).where(eq(roles.is_default, true));
    expect(stored.map((r) => [r.code, r.id, r.company]).sort()).toEqual(ROLES.map((r) => [r.code, r.id, null]).sort());
  });

  it('answers them in list.roles, with holders counted in the caller\'s company only', async () => {
    const r = await api.post(UM, { action: 'list.roles', limit: 100, is_default: true }, admin);
    expect(r.body.data.map((x: { role_code: string; id: number }) => [x.role_code, x.id]).sort()).toEqual(ROLES.map((x) => [x.code, x.id]).sort());
    // The solo company's admin holds role 1 as well; the demo admin is the demo company's only one.
    expect(r.body.data.find((x: { id: number }) => x.id === 1).users).toBe(1);
  });

  it('answers them in me, get.user and the role pickers', async () => {
    for (const u of DEMO_USERS) {
      const me = await api.post(UM, { action: 'me' }, await api.login(u.email));
      expect([u.email, me.body.data.Role.id]).toEqual([u.email, SPEC_ID[u.role]]);
    }
    const operator = await api.post(UM, { action: 'list.users', search: 'operator@demo.local' }, admin);
    const got = await api.post(UM, { action: 'get.user', id: operator.body.data[0].id }, admin);
    expect(got.body.data.Role).toMatchObject({ id: 6, role_code: 'ROLE_OPERATOR' });
    for (const action of ['list.role_names', 'list.assignable_roles']) {
      const picked = await api.post(UM, { action }, admin);
      for (const r of picked.body.data) expect([action, r.role_code, r.id]).toEqual([action, r.role_code, SPEC_ID[r.role_code]]);
    }
  });

  it('gives a custom role an id from 11, and lists only the caller\'s company\'s custom roles', async () => {
    const created = await api.post(UM, { action: 'create.role', name: 'Night Shift', role_code: 'ROLE_OPERATOR', permissions: ['PERM_VIEW_OPERATOR'] }, admin);
    expect(created.status).toBe(201);
    expect(created.body.data.id).toBeGreaterThanOrEqual(11);
    const filtered = await api.post(UM, { action: 'list.users', role_ids: [6] }, admin);
    expect(filtered.body.data.map((u: { email: string }) => u.email)).toContain('operator@demo.local');
  });
});

/** A PGlite database migrated up to (not including) the role-id migration. */
async function databaseBeforeRoleIds() {
  const source = join(ROOT, 'server', 'db', 'migrations');
  const folder = mkdtempSync(join(tmpdir(), 'vc-migrations-'));
  cpSync(source, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.endsWith('_spec_role_ids'));
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  const database = await openDatabase({});
  await migrate(database.db as never, { migrationsFolder: folder });
  return database;
}

describe('the role-id migration', () => {
  it('moves per-company default roles to the shared spec ids and custom roles from 11; users keep their roles', async () => {
    const database = await databaseBeforeRoleIds();
    const db = database.db;
    const ids = async (q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
    await db.execute(sql`insert into companies (name, type, license_ends_at, guest_password) values ('A', 'WITH_FRANCHISE', now(), 'g'), ('B', 'WITHOUT_FRANCHISE', now(), 'g')`);
    // The old shape: each company had its nine default rows (ids 1–9 and 10–18), then a custom role (19).
    for (const company of [1, 2]) {
      for (const r of ROLES) {
        await db.execute(sql`insert into roles (company_id, name, role_code, permissions, is_default) values (${company}, ${r.name}, ${r.code}, ${`{PERM_${r.code}}`}::text[], true)`);
      }
    }
    await db.execute(sql`insert into roles (company_id, name, role_code, permissions) values (2, 'Night Shift', 'ROLE_OPERATOR', '{PERM_VIEW_OPERATOR}')`);
    const people = [['a-admin', 1, 1], ['a-tech', 1, 9], ['b-admin', 2, 10], ['b-store', 2, 16], ['b-night', 2, 19]] as const;
    for (const [name, company, role] of people) {
      await db.execute(sql`insert into users (company_id, role_id, first_name, email, password_hash) values (${company}, ${role}, ${name}, ${`${name}@x.local`}, 'x')`);
    }
    await db.execute(sql`insert into audit_log (company_id, action, entity, entity_id) values (2, 'create.role', 'role', 19)`);

    await migrateDatabase(database);

    const held = await db.select({ name: users.first_name, role: users.role_id, code: roles.role_code, company: roles.company_id }).from(users).innerJoin(roles, eq(roles.id, users.role_id)).orderBy(users.id);
    expect(held).toEqual([
      { name: 'a-admin', role: 1, code: 'ROLE_COMPANY_ADMIN', company: null },
      { name: 'a-tech', role: 10, code: 'ROLE_TECHNICIAN', company: null },
      { name: 'b-admin', role: 1, code: 'ROLE_COMPANY_ADMIN', company: null },
      { name: 'b-store', role: 8, code: 'ROLE_STORE_MANAGER', company: null },
      { name: 'b-night', role: 11, code: 'ROLE_OPERATOR', company: 2 },
    ]);
    expect((await ids(sql`select id from roles order by id`)).map((r) => r.id)).toEqual([1, 2, 3, 5, 6, 7, 8, 9, 10, 11]);
    expect((await ids(sql`select permissions from roles where id = 1`))[0]?.permissions).toEqual(['PERM_ROLE_COMPANY_ADMIN']);
    expect((await ids(sql`select entity_id from audit_log where entity = 'role'`))[0]?.entity_id).toBe(11);
    // The next custom role continues after the moved ones, and the foreign key holds again.
    const [next] = await db.insert(roles).values({ company_id: 1, name: 'Later', role_code: 'ROLE_OPERATOR' }).returning({ id: roles.id });
    expect(next!.id).toBe(12);
    await expect(db.execute(sql`update users set role_id = 4 where first_name = 'a-admin'`)).rejects.toThrow();
    await database.close();
  });
});
