/**
 * Retailers: list, view, add, edit and delete through the API, with the permissions of
 * routes.tsv, who reaches which (company staff their company's, a retailer admin their own,
 * franchise staff and other companies none), stale versions refused, bad input named field by
 * field and changing nothing, a delete refused while admins or machines belong to the
 * retailer, and one audit row per change.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETAILER_MESSAGES } from '../../contract/actions/retailers.ts';
import { auditLog, roles, users, vendingMachines } from '../../server/db/schema/index.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../server/seed/default-roles.ts';
import { DEMO_USERS } from '../../server/seed/demo-core.ts';
import { DEMO_RETAILER } from '../../server/seed/demo-retailers.ts';
import { startApi, type TestApi } from './harness.ts';
import { OTHER_COMPANY_ADMIN, OTHER_FRANCHISE_ADMIN, addOutsiders } from './tenancy-fixtures.ts';

const AREA = 'retailer-management';
const VALID = {
  name: 'Lakeside Retail',
  contact_person_name: 'Ravi Shetty',
  email: 'ravi@lakeside.example.com',
  mobile_number: '9876543210',
  address_line_1: '12, Lake View Road',
  address_line_2: 'Near the bus stand',
  country: 'India',
  state: 'Karnataka',
  city: 'Mysuru',
  pincode: '570001',
  is_active: true,
};
/** Demo users whose role may not view retailers. */
const withoutView = DEMO_USERS.filter((u) => !DEFAULT_ROLE_PERMISSIONS[u.role].includes('PERM_VIEW_RETAILER_ENTITY'));

let api: TestApi;
let admin: string;
let retailerAdmin: string;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);
const list = async (token = admin, fields: Record<string, unknown> = {}) => {
  const r = await post({ action: 'list.retailers', limit: 100, ...fields }, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { data: { id: number; name: string; is_active: boolean; admins_count: number; machines_count: number }[]; total: number };
};

beforeAll(async () => {
  api = await startApi();
  await addOutsiders(api.services.db);
  admin = await api.login('admin@demo.local');
  retailerAdmin = await api.login('retailer@demo.local');
});
afterAll(() => api.close());

async function create(fields: Record<string, unknown> = {}) {
  const r = await post({ action: 'create.retailer', ...VALID, ...fields });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}

const audits = async (id: number) =>
  api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'retailer'), eq(auditLog.entity_id, id))).orderBy(auditLog.id);

describe('retailers', () => {
  it('lists the demo company’s, paged, searched and filtered by active on the server', async () => {
    const page = await post({ action: 'list.retailers', limit: 2, sortBy: 'name', sortDir: 'ASC' });
    expect(page.status).toBe(200);
    expect(page.body.total).toBeGreaterThanOrEqual(5);
    expect(page.body.data).toHaveLength(2);
    const all = await list();
    expect(all.data.map((r) => r.name)).toContain(DEMO_RETAILER);
    const demo = all.data.find((r) => r.name === DEMO_RETAILER)!;
    expect(demo.admins_count).toBeGreaterThanOrEqual(1);
    expect(demo.machines_count).toBeGreaterThan(0);
    const inactive = await list(admin, { is_active: false });
    expect(inactive.total).toBeGreaterThanOrEqual(1);
    expect(inactive.data.every((r) => !r.is_active)).toBe(true);
    const found = await list(admin, { search: 'freshmart' });
    expect(found.data.map((r) => r.name)).toEqual([DEMO_RETAILER]);
  });

  it('shows a retailer with its admins and a few of its machines', async () => {
    const demo = (await list()).data.find((r) => r.name === DEMO_RETAILER)!;
    const r = await post({ action: 'get.retailer', id: demo.id });
    expect(r.status).toBe(200);
    expect(r.body.data.admins.map((a: { email: string }) => a.email)).toContain('retailer@demo.local');
    expect(r.body.data.machines.length).toBe(Math.min(demo.machines_count, 10));
    expect(r.body.data.machines[0]).toMatchObject({ id: expect.any(Number), code: expect.stringMatching(/^VM-/) });
  });

  it('adds one, reads it back, edits it with the version read, and deletes it; each change audited once', async () => {
    const created = await create();
    expect(created).toMatchObject({ ...VALID, version: 0, admins_count: 0, machines_count: 0, admins: [], machines: [] });
    expect((await post({ action: 'get.retailer', id: created.id })).body.data).toEqual(created);
    const edited = await post({ action: 'update.retailer', id: created.id, version: 0, ...VALID, name: '  Lakeside Retail Mysuru ', is_active: false });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Lakeside Retail Mysuru', is_active: false, version: 1 });
    const stale = await post({ action: 'update.retailer', id: created.id, version: 0, ...VALID });
    expect(stale.status).toBe(409);
    expect((await post({ action: 'get.retailer', id: created.id })).body.data).toMatchObject({ name: 'Lakeside Retail Mysuru', version: 1 });
    expect((await post({ action: 'delete.retailer', id: created.id, version: 0 })).status).toBe(409);
    expect((await post({ action: 'delete.retailer', id: created.id, version: 1 })).status).toBe(200);
    expect((await post({ action: 'get.retailer', id: created.id })).status).toBe(404);
    expect((await list()).data.map((r) => r.id)).not.toContain(created.id);
    const rows = await audits(created.id);
    expect(rows.map((a) => a.action)).toEqual(['create.retailer', 'update.retailer', 'delete.retailer']);
    expect(rows[1]!.before).toMatchObject({ name: 'Lakeside Retail' });
    expect(rows[1]!.after).toMatchObject({ name: 'Lakeside Retail Mysuru' });
  });

  it('refuses bad input naming the fields, and changes nothing', async () => {
    const before = (await list()).total;
    const bad = await post({ action: 'create.retailer', ...VALID, name: ' ', email: 'not-an-email', mobile_number: '12345', pincode: '!' });
    expect(bad.status).toBe(400);
    const paths = (bad.body.errors as { path: string; message: string }[]).map((e) => `${e.path}: ${e.message}`);
    expect(paths).toEqual(expect.arrayContaining([
      `name: ${RETAILER_MESSAGES.nameRequired}`, 'email: Enter a valid email address', 'mobile_number: Enter valid mobile number', 'pincode: Enter a valid pincode',
    ]));
    expect((await post({ action: 'create.retailer', ...VALID, unknown_field: 1 })).status).toBe(400);
    expect((await list()).total).toBe(before);

    const created = await create({ name: 'Unchanged Retail' });
    const update = await post({ action: 'update.retailer', id: created.id, version: 0, ...VALID, name: '' });
    expect(update.status).toBe(400);
    expect((await post({ action: 'get.retailer', id: created.id })).body.data).toMatchObject({ name: 'Unchanged Retail', version: 0 });
    expect((await audits(created.id)).map((a) => a.action)).toEqual(['create.retailer']);
  });

  it('refuses to delete a retailer while admins or machines belong to it, saying so', async () => {
    const created = await create({ name: 'Busy Retail' });
    const db = api.services.db;
    const [machine] = await db.select({ id: vendingMachines.id, company_id: vendingMachines.company_id }).from(vendingMachines).limit(1);
    const [operatorRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.role_code, 'ROLE_RETAILER_ADMIN')).limit(1);
    await db.update(vendingMachines).set({ retailer_id: created.id }).where(eq(vendingMachines.id, machine!.id));
    await db.insert(users).values({
      company_id: machine!.company_id, role_id: operatorRole!.id, retailer_id: created.id, first_name: 'Busy', email: 'busy-retailer@demo.local', password_hash: 'x',
    });
    const r = await post({ action: 'delete.retailer', id: created.id, version: 0 });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(RETAILER_MESSAGES.inUse(1, 1));
    expect(r.body.message).toBe('This retailer still has 1 admin and 1 machine; move them to another retailer or remove them before deleting it.');
    expect((await post({ action: 'get.retailer', id: created.id })).body.data).toMatchObject({ version: 0, admins_count: 1, machines_count: 1 });
    expect((await audits(created.id)).map((a) => a.action)).toEqual(['create.retailer']);
    await db.update(vendingMachines).set({ retailer_id: null }).where(eq(vendingMachines.id, machine!.id));
  });

  it('shows a retailer admin only their own retailer, and lets them change none', async () => {
    const mine = await list(retailerAdmin);
    expect(mine.data.map((r) => r.name)).toEqual([DEMO_RETAILER]);
    expect(mine.total).toBe(1);
    const others = (await list()).data.filter((r) => r.name !== DEMO_RETAILER);
    expect((await post({ action: 'get.retailer', id: others[0]!.id }, retailerAdmin)).status).toBe(404);
    const own = await post({ action: 'get.retailer', id: mine.data[0]!.id }, retailerAdmin);
    expect(own.status).toBe(200);
    // The demo retailer admin views only (default role); writes are refused by permission.
    expect((await post({ action: 'create.retailer', ...VALID }, retailerAdmin)).status).toBe(403);
    expect((await post({ action: 'update.retailer', id: own.body.data.id, version: own.body.data.version, ...VALID }, retailerAdmin)).status).toBe(403);
    expect((await post({ action: 'delete.retailer', id: own.body.data.id, version: own.body.data.version }, retailerAdmin)).status).toBe(403);
  });

  it('never shows another company’s retailers, nor any to franchise staff', async () => {
    const demo = (await list()).data[0]!;
    const other = await api.login(OTHER_COMPANY_ADMIN);
    expect((await list(other)).data.map((r) => r.id)).not.toContain(demo.id);
    expect((await post({ action: 'get.retailer', id: demo.id }, other)).status).toBe(404);
    expect((await post({ action: 'update.retailer', id: demo.id, version: 0, ...VALID }, other)).status).toBe(404);
    expect((await post({ action: 'delete.retailer', id: demo.id, version: 0 }, other)).status).toBe(404);
    // The other company's own retailer stays its own.
    const theirs = await post({ action: 'create.retailer', ...VALID, name: 'Other Co Retail' }, other);
    expect(theirs.status).toBe(201);
    expect((await list()).data.map((r) => r.name)).not.toContain('Other Co Retail');
    expect((await post({ action: 'get.retailer', id: theirs.body.data.id })).status).toBe(404);

    // Franchise staff do not manage retailers: no permission by default, none reached if a role grants it.
    const franchise = await api.login(OTHER_FRANCHISE_ADMIN);
    expect((await post({ action: 'list.retailers' }, franchise)).status).toBe(403);
    const db = api.services.db;
    const [fa] = await db.select({ role_id: users.role_id }).from(users).where(eq(users.email, OTHER_FRANCHISE_ADMIN));
    const [role] = await db.select().from(roles).where(eq(roles.id, fa!.role_id));
    await db.update(roles).set({ permissions: [...role!.permissions, 'PERM_VIEW_RETAILER_ENTITY', 'PERM_ADD_RETAILER_ENTITY'] }).where(eq(roles.id, role!.id));
    try {
      const granted = await api.login(OTHER_FRANCHISE_ADMIN);
      expect(await list(granted)).toEqual({ data: [], total: 0 });
      expect((await post({ action: 'get.retailer', id: demo.id }, granted)).status).toBe(404);
      const add = await post({ action: 'create.retailer', ...VALID, name: 'Franchise Retail' }, granted);
      expect(add.status).toBe(403);
      expect(add.body.message).toBe(RETAILER_MESSAGES.companyOnly);
    } finally {
      await db.update(roles).set({ permissions: role!.permissions }).where(eq(roles.id, role!.id));
    }
  });

  it('is refused to roles without the permission', async () => {
    expect(withoutView.map((u) => u.role)).toEqual(expect.arrayContaining(['ROLE_FRANCHISE_ADMIN', 'ROLE_OPERATOR', 'ROLE_TECHNICIAN']));
    for (const user of withoutView) {
      const token = await api.login(user.email);
      expect((await post({ action: 'list.retailers' }, token)).status, user.role).toBe(403);
      expect((await post({ action: 'create.retailer', ...VALID }, token)).status, user.role).toBe(403);
    }
    const partner = await api.login('partner@demo.local');
    expect((await list(partner)).total).toBeGreaterThanOrEqual(5);
    expect((await post({ action: 'create.retailer', ...VALID }, partner)).status).toBe(403);
  });
});
